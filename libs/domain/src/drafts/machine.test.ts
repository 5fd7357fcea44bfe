import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { can, type Actor } from '../accounts/permissions';
import { isStaffMember, userRoles } from '../accounts/roles';
import {
  draftStatusChangeRefusal,
  canViewDraft,
  deleteDraftConfirmation,
  draftActions,
  isDraftStatusChangeAllowed,
  novelDraftMachine,
  postDraftMachine,
  type DraftMachineRow,
} from './machine';
import {
  draftStatuses,
  type DraftStatus,
  type DraftSummary,
  type NovelDraftSummary,
  type PostDraftSummary,
} from './status';

const author: Actor = { id: 'author', role: 'staff', ownedNovelIds: [] };
const owner: Actor = { id: 'owner', role: 'staff', ownedNovelIds: ['novel-1'] };
const stranger: Actor = { id: 'stranger', role: 'staff', ownedNovelIds: [] };
const moderator: Actor = { id: 'moderator', role: 'moderator', ownedNovelIds: [] };
const admin: Actor = { id: 'admin', role: 'admin', ownedNovelIds: [] };
/** The moment rights are judged at; sanctions are dated around it. */
const NOW = new Date('2026-05-01T12:00:00Z');

const update = (status: DraftStatus): NovelDraftSummary => ({
  kind: 'novel',
  id: 'draft-1',
  title: 'Бесконечное лето',
  type: 'updateNovel',
  status,
  createdById: 'author',
  novelId: 'novel-1',
});
const create = (status: DraftStatus): NovelDraftSummary => ({
  ...update(status),
  type: 'createNovel',
  novelId: null,
});
const post = (status: DraftStatus): PostDraftSummary => ({
  kind: 'post',
  id: 'post-draft-1',
  title: 'Статья',
  type: 'create',
  status,
  createdById: 'author',
});

function labels(draft: DraftSummary, actor: Actor | null): string[] {
  return draftActions({ draft, actor, now: NOW }).map((action) => action.label);
}

describe('novel draft actions (docs/product §4 Novel draft)', () => {
  it.each([
    ['created', author, ['Редактировать', 'Отправить на ревью', 'Удалить']],
    ['created', owner, ['Применить изменения']],
    ['created', moderator, ['Редактировать', 'Применить изменения', 'Отложить', 'Удалить']],
    ['waitApprove', author, ['Редактировать', 'Вернуть с ревью', 'Удалить']],
    ['waitApprove', owner, ['Одобрить', 'Применить изменения']],
    [
      'waitApprove',
      moderator,
      [
        'Редактировать',
        'Вернуть с ревью',
        'Одобрить',
        'Применить изменения',
        'Отклонить',
        'Удалить',
      ],
    ],
    ['approved', author, ['Редактировать', 'Удалить']],
    ['approved', owner, ['Применить изменения']],
    [
      'approved',
      admin,
      ['Редактировать', 'Применить изменения', 'Отложить', 'Отклонить', 'Удалить'],
    ],
    ['declined', author, ['Востановить', 'Удалить']],
    ['declined', owner, []],
    ['declined', moderator, ['Востановить', 'Удалить']],
    ['applied', author, []],
    ['applied', owner, []],
    ['applied', moderator, []],
  ] as const)('update draft, %s, %s', (status, actor, expected) => {
    expect(labels(update(status), actor)).toEqual(expected);
  });

  it('offers "Добавить" on a new project, to moderators only', () => {
    expect(labels(create('created'), author)).toEqual([
      'Редактировать',
      'Отправить на ревью',
      'Удалить',
    ]);
    expect(labels(create('created'), moderator)).toEqual([
      'Редактировать',
      'Добавить',
      'Отложить',
      'Удалить',
    ]);
    expect(labels(create('waitApprove'), owner)).toEqual([]);
  });

  it('offers "Применить изменения" on an editing draft', () => {
    expect(labels({ ...update('approved'), type: 'editing' }, owner)).toEqual([
      'Применить изменения',
    ]);
  });

  it('does not send to review a draft its creator may apply', () => {
    const ownerAuthor: Actor = { ...author, ownedNovelIds: ['novel-1'] };
    expect(labels(update('created'), ownerAuthor)).toEqual([
      'Редактировать',
      'Применить изменения',
      'Удалить',
    ]);
  });

  it('shows nothing to those who may not see the draft', () => {
    for (const status of draftStatuses) {
      expect(draftActions({ draft: update(status), actor: stranger, now: NOW })).toEqual([]);
      expect(draftActions({ draft: update(status), actor: null, now: NOW })).toEqual([]);
    }
  });

  it('gives each button its target status and asks before deleting only', () => {
    expect(draftActions({ draft: update('waitApprove'), actor: moderator, now: NOW })).toEqual([
      { action: 'edit', label: 'Редактировать', to: null, confirmation: null },
      { action: 'withdraw', label: 'Вернуть с ревью', to: 'created', confirmation: null },
      { action: 'approve', label: 'Одобрить', to: 'approved', confirmation: null },
      { action: 'apply', label: 'Применить изменения', to: 'applied', confirmation: null },
      { action: 'decline', label: 'Отклонить', to: 'declined', confirmation: null },
      {
        action: 'delete',
        label: 'Удалить',
        to: null,
        confirmation: {
          title: 'Вы действительно хотете удалить черновик "Бесконечное лето"?',
          text: 'Его будет нельзя восстановить.',
        },
      },
    ]);
  });
});

describe('post draft actions (docs/product §4 Post draft actions)', () => {
  it.each([
    ['created', author, ['Редактировать', 'Отправить на ревью', 'Удалить']],
    ['waitApprove', author, ['Редактировать', 'Удалить']],
    ['waitApprove', moderator, ['Редактировать', 'Принять', 'Удалить']],
    ['approved', author, ['Редактировать', 'Опубликовать', 'Удалить']],
    ['approved', moderator, ['Редактировать', 'Опубликовать', 'Удалить']],
    ['declined', author, ['Востановить']],
    ['applied', author, []],
    ['applied', moderator, []],
    ['created', owner, []],
  ] as const)('%s, %s', (status, actor, expected) => {
    expect(labels(post(status), actor)).toEqual(expected);
  });

  it('declines (deletes) an article draft without asking, since it can be restored', () => {
    const [decline] = draftActions({ draft: post('created'), actor: author, now: NOW }).filter(
      (action) => action.action === 'decline',
    );
    expect(decline).toEqual({
      action: 'decline',
      label: 'Удалить',
      to: 'declined',
      confirmation: null,
    });
  });
});

describe('deleteDraftConfirmation (docs/product §4)', () => {
  it('names the draft by its title, else by its id', () => {
    expect(deleteDraftConfirmation(update('created')).title).toBe(
      'Вы действительно хотете удалить черновик "Бесконечное лето"?',
    );
    for (const title of [null, undefined, '', '   ']) {
      expect(deleteDraftConfirmation({ ...update('created'), title }).title).toBe(
        'Вы действительно хотете удалить черновик "draft-1"?',
      );
    }
    expect(deleteDraftConfirmation(update('created')).text).toBe('Его будет нельзя восстановить.');
  });
});

describe('isDraftStatusChangeAllowed', () => {
  it('allows a change that one of the actor’s buttons makes', () => {
    expect(
      isDraftStatusChangeAllowed({
        draft: update('created'),
        actor: author,
        to: 'waitApprove',
        now: NOW,
      }),
    ).toBe(true);
    expect(
      isDraftStatusChangeAllowed({
        draft: update('created'),
        actor: author,
        to: 'applied',
        now: NOW,
      }),
    ).toBe(false);
    expect(
      isDraftStatusChangeAllowed({
        draft: update('waitApprove'),
        actor: owner,
        to: 'approved',
        now: NOW,
      }),
    ).toBe(true);
    expect(
      isDraftStatusChangeAllowed({
        draft: post('waitApprove'),
        actor: author,
        to: 'approved',
        now: NOW,
      }),
    ).toBe(false);
  });
});

describe('a sanction on drafts (docs/product §A2, ours)', () => {
  const sanctioned = (endsAt: string | null): Actor => ({
    ...author,
    sanctions: [
      { scope: 'drafts', startsAt: '2026-05-01T11:00:00Z', endsAt, publicReason: 'спам' },
    ],
  });
  const labels = (actor: Actor) =>
    draftActions({ draft: update('created'), actor, now: NOW }).map((action) => action.to);

  it('takes the author’s sending and editing while it holds, and gives them back once it ends', () => {
    expect(labels(author)).toContain('waitApprove');
    expect(labels(sanctioned('2026-05-01T13:00:00Z'))).not.toContain('waitApprove');
    expect(labels(sanctioned(null))).not.toContain('waitApprove');
    expect(labels(sanctioned('2026-05-01T12:00:00Z'))).toContain('waitApprove');
    expect(
      draftActions({ draft: update('created'), actor: sanctioned(null), now: NOW }).some(
        (action) => action.action === 'edit',
      ),
    ).toBe(false);
  });

  it('says why a move is refused: the sanction’s text when it is the reason, else forbidden', () => {
    const draft = update('created');
    expect(
      draftStatusChangeRefusal({ draft, actor: author, to: 'waitApprove', now: NOW }),
    ).toBeNull();
    expect(
      draftStatusChangeRefusal({ draft, actor: sanctioned(null), to: 'waitApprove', now: NOW }),
    ).toEqual({ sanction: 'Вы не можете предлагать черновики и правки навсегда, причина: спам' });
    expect(draftStatusChangeRefusal({ draft, actor: stranger, to: 'waitApprove', now: NOW })).toBe(
      'forbidden',
    );
    expect(
      draftStatusChangeRefusal({ draft, actor: sanctioned(null), to: 'applied', now: NOW }),
    ).toBe('forbidden');
  });

  it('leaves a ban’s drafts alone, as today: the ban silences, it does not take drafts', () => {
    const banned: Actor = { ...author, ban: { expiredAt: '2026-06-01T00:00:00Z', reason: 'x' } };
    expect(labels(banned)).toContain('waitApprove');
  });
});

describe('canViewDraft (docs/product §4: creator, the novel’s owner, a moderator)', () => {
  it('shows a novel draft to its creator, the novel’s owner and moderators', () => {
    expect(
      [author, owner, stranger, moderator, admin].map((a) => canViewDraft(a, update('created'))),
    ).toEqual([true, true, false, true, true]);
    expect(canViewDraft(null, update('created'))).toBe(false);
  });

  it('shows a post draft to its creator and moderators', () => {
    expect([author, owner, moderator].map((a) => canViewDraft(a, post('created')))).toEqual([
      true,
      false,
      true,
    ]);
  });
});

describe('the machines: laws', () => {
  const statusArb = fc.constantFrom(...draftStatuses);
  const idArb = fc.constantFrom('author', 'owner', 'someone');
  const draftArb: fc.Arbitrary<DraftSummary> = fc.oneof(
    fc.record({
      kind: fc.constant('novel' as const),
      id: fc.constant('d'),
      title: fc.option(fc.string(), { nil: null }),
      type: fc.constantFrom('createNovel' as const, 'updateNovel' as const, 'editing' as const),
      status: statusArb,
      createdById: idArb,
      novelId: fc.option(fc.constantFrom('novel-1', 'novel-2'), { nil: null }),
    }),
    fc.record({
      kind: fc.constant('post' as const),
      id: fc.constant('p'),
      title: fc.option(fc.string(), { nil: null }),
      type: fc.constantFrom('create' as const, 'update' as const),
      status: statusArb,
      createdById: idArb,
    }),
  );
  const actorArb: fc.Arbitrary<Actor | null> = fc.option(
    fc.record({
      id: idArb,
      role: fc.constantFrom(...userRoles),
      ownedNovelIds: fc.subarray(['novel-1', 'novel-2']),
    }),
    { nil: null },
  );
  const machines: [string, readonly DraftMachineRow<string>[]][] = [
    ['novel', novelDraftMachine],
    ['post', postDraftMachine],
  ];

  it.each(machines)('%s: every row goes from and to a known status, changing it', (_, rows) => {
    for (const row of rows) {
      expect(draftStatuses).toContain(row.from);
      if (row.to !== null) {
        expect(draftStatuses).toContain(row.to);
        expect(row.to).not.toBe(row.from);
      } else {
        expect(['edit', 'delete']).toContain(row.action);
      }
    }
  });

  it.each(machines)('%s: reaches every status from created, and applied is terminal', (_, rows) => {
    const reached = new Set<DraftStatus>(['created']);
    let grew = true;
    while (grew) {
      const before = reached.size;
      for (const row of rows) if (reached.has(row.from) && row.to) reached.add(row.to);
      grew = reached.size > before;
    }
    expect([...reached].sort()).toEqual([...draftStatuses].sort());
    expect(rows.filter((row) => row.from === 'applied')).toEqual([]);
  });

  it('offers only rows of the draft’s status whose right the actor has', () => {
    fc.assert(
      fc.property(draftArb, actorArb, (draft, actor) => {
        const rows: readonly DraftMachineRow<string>[] =
          draft.kind === 'novel' ? novelDraftMachine : postDraftMachine;
        for (const action of draftActions({ draft, actor, now: NOW })) {
          const row = rows.find(
            (candidate) => candidate.from === draft.status && candidate.action === action.action,
          );
          expect(row).toBeDefined();
          expect(can({ actor, action: row!.requires, subject: draft })).toBe(true);
          expect(action.to).toBe(row!.to);
        }
      }),
    );
  });

  it('never offers anything on an applied draft', () => {
    fc.assert(
      fc.property(draftArb, actorArb, (draft, actor) => {
        expect(draftActions({ draft: { ...draft, status: 'applied' }, actor, now: NOW })).toEqual(
          [],
        );
      }),
    );
  });

  it('lets only moderators decline a novel draft, and only its creator or moderators a post draft', () => {
    fc.assert(
      fc.property(draftArb, actorArb, (draft, actor) => {
        const declines = isDraftStatusChangeAllowed({ draft, actor, to: 'declined', now: NOW });
        if (!declines) return;
        expect(actor).not.toBeNull();
        const moderatorLevel = isStaffMember(actor!.role);
        expect(
          draft.kind === 'novel'
            ? moderatorLevel
            : moderatorLevel || actor!.id === draft.createdById,
        ).toBe(true);
      }),
    );
  });

  it('lets no one apply a new project but moderators', () => {
    fc.assert(
      fc.property(draftArb, actorArb, (draft, actor) => {
        if (draft.kind !== 'novel' || draft.type !== 'createNovel') return;
        if (isDraftStatusChangeAllowed({ draft, actor, to: 'applied', now: NOW })) {
          expect(isStaffMember(actor!.role)).toBe(true);
        }
      }),
    );
  });

  it('gives an actor who may not see the draft no buttons', () => {
    fc.assert(
      fc.property(draftArb, actorArb, (draft, actor) => {
        if (!canViewDraft(actor, draft))
          expect(draftActions({ draft, actor, now: NOW })).toEqual([]);
      }),
    );
  });
});
