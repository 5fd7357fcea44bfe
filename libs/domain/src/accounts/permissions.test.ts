import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DraftSummary } from '../drafts/status';
import { actionsBoundBy } from '../moderation/scopes';
import { actionsDeniedWhileBanned } from './ban';
import {
  can,
  isPermissionAction,
  permissionActions,
  publicActions,
  type Actor,
  type PermissionAction,
  type SubjectAction,
} from './permissions';
import { userRoles } from './roles';

const now = new Date('2024-05-01T12:00:00Z');
const inAWeek = new Date('2024-05-08T12:00:00Z');
const lastWeek = new Date('2024-04-24T12:00:00Z');

const actorKinds = [
  'anonymous',
  'user',
  'banned',
  'author',
  'owner',
  'moderator',
  'admin',
] as const;
type ActorKind = (typeof actorKinds)[number];

const actors: Record<ActorKind, Actor | null> = {
  anonymous: null,
  user: { id: 'user', role: 'staff', ownedNovelIds: [] },
  banned: {
    id: 'banned',
    role: 'staff',
    ban: { expiredAt: inAWeek, reason: 'спам' },
    ownedNovelIds: [],
  },
  author: { id: 'author', role: 'staff', ownedNovelIds: [] },
  owner: { id: 'owner', role: 'staff', ownedNovelIds: ['novel-1'] },
  moderator: { id: 'moderator', role: 'moderator', ownedNovelIds: [] },
  admin: { id: 'admin', role: 'admin', ownedNovelIds: [] },
};

const authored = { authorId: 'author' };
const ownProfile = { userId: 'author' };
const novelDraft: DraftSummary = {
  kind: 'novel',
  id: 'draft-1',
  title: 'Бесконечное лето',
  type: 'updateNovel',
  status: 'waitApprove',
  createdById: 'author',
  novelId: 'novel-1',
};
const postDraft: DraftSummary = {
  kind: 'post',
  id: 'post-draft-1',
  title: 'Статья',
  type: 'create',
  status: 'approved',
  createdById: 'author',
};

/** The item each action is about in the matrix: the author's item, on the owner's novel. */
const subjects: Record<SubjectAction, unknown> = {
  editComment: authored,
  deleteComment: authored,
  editMessage: authored,
  deleteMessage: authored,
  editPost: authored,
  editProfile: ownProfile,
  editSettings: ownProfile,
  viewDraft: novelDraft,
  editDraft: novelDraft,
  deleteDraft: novelDraft,
  submitDraft: novelDraft,
  withdrawDraft: novelDraft,
  restoreDraft: novelDraft,
  holdDraft: novelDraft,
  declineDraft: novelDraft,
  approveNovelDraft: novelDraft,
  applyNovelDraft: novelDraft,
  approvePostDraft: postDraft,
  applyPostDraft: postDraft,
  editNovelDirectly: { novelId: 'novel-1' },
  // The author is the group's member.
  updateTranslation: { memberIds: ['author'] },
  changeRole: { role: 'staff', newRole: 'moderator' },
  ban: { role: 'staff' },
  unban: { role: 'staff' },
};

function subjectOf(action: PermissionAction): unknown {
  return (subjects as Partial<Record<PermissionAction, unknown>>)[action];
}

function ask(actor: Actor | null, action: string, subject?: unknown) {
  return can({ actor, action, subject, now } as Parameters<typeof can>[0]);
}

function askWithoutTime(actor: Actor | null, action: string) {
  return can({ actor, action } as Parameters<typeof can>[0]);
}

const everyone = actorKinds;
const signedIn = ['user', 'banned', 'author', 'owner', 'moderator', 'admin'] as const;
const notBanned = ['user', 'author', 'owner', 'moderator', 'admin'] as const;
const authorOrStaff = ['author', 'moderator', 'admin'] as const;
const ownerOrStaff = ['owner', 'moderator', 'admin'] as const;
const staff = ['moderator', 'admin'] as const;

/** docs/product §6, every action × every kind of actor: who is allowed. */
const matrix = {
  browse: everyone,
  signIn: ['anonymous'],
  register: ['anonymous'],
  restorePassword: ['anonymous'],
  viewFavourites: signedIn,
  viewDraftList: signedIn,
  viewMessages: signedIn,
  viewOwnProfile: signedIn,
  viewNotifications: signedIn,
  viewRestrictedLinks: signedIn,
  configureMainPage: signedIn,
  editProfile: authorOrStaff,
  editSettings: ['author'],
  comment: notBanned,
  reply: notBanned,
  like: notBanned,
  editComment: authorOrStaff,
  deleteComment: authorOrStaff,
  forceDeleteComment: staff,
  rate: signedIn,
  addToList: signedIn,
  sendMessage: notBanned,
  editMessage: ['author'],
  deleteMessage: ['author'],
  manageContacts: signedIn,
  editPost: authorOrStaff,
  deletePost: staff,
  createDraft: signedIn,
  viewAllDrafts: staff,
  viewDraft: ['author', 'owner', 'moderator', 'admin'],
  editDraft: authorOrStaff,
  deleteDraft: authorOrStaff,
  submitDraft: authorOrStaff,
  withdrawDraft: authorOrStaff,
  restoreDraft: authorOrStaff,
  holdDraft: staff,
  declineDraft: staff,
  approveNovelDraft: ownerOrStaff,
  applyNovelDraft: ownerOrStaff,
  approvePostDraft: staff,
  applyPostDraft: authorOrStaff,
  editNovelDirectly: ownerOrStaff,
  addOwner: staff,
  removeOwner: staff,
  deleteNovel: staff,
  importJson: staff,
  seeStaffMenus: staff,
  manageVocabulary: staff,
  manageTranslators: staff,
  updateTranslation: authorOrStaff,
  viewUserList: staff,
  viewLog: staff,
  report: notBanned,
  viewReports: staff,
  changeRole: staff,
  ban: staff,
  unban: staff,
  removeUser: ['admin'],
} as const satisfies Record<PermissionAction, readonly ActorKind[]>;

const cases = permissionActions.flatMap((action) =>
  actorKinds.map((kind) => ({
    action,
    kind,
    allowed: (matrix[action] as readonly ActorKind[]).includes(kind),
  })),
);

describe('can (docs/product §6): the whole matrix', () => {
  it('has a row for every action and no other', () => {
    expect(Object.keys(matrix).sort()).toEqual([...permissionActions].sort());
  });

  it.each(cases)('$action × $kind → $allowed', ({ action, kind, allowed }) => {
    expect(ask(actors[kind], action, subjectOf(action))).toBe(allowed);
  });
});

describe('can: actors beyond the matrix', () => {
  const author = actors.author as Actor;
  const moderator = actors.moderator as Actor;
  const owner = actors.owner as Actor;

  it('counts a ban that ran out as no ban', () => {
    const wasBanned: Actor = { ...author, ban: { expiredAt: lastWeek.toISOString() } };
    expect(ask(wasBanned, 'reply')).toBe(true);
    expect(ask(wasBanned, 'editComment', authored)).toBe(true);
  });

  it('lets a banned author delete but not edit their own comment and message', () => {
    const bannedAuthor: Actor = { ...author, ban: { expiredAt: inAWeek } };
    expect(ask(bannedAuthor, 'deleteComment', authored)).toBe(true);
    expect(ask(bannedAuthor, 'editComment', authored)).toBe(false);
    expect(ask(bannedAuthor, 'deleteMessage', authored)).toBe(true);
    expect(ask(bannedAuthor, 'editMessage', authored)).toBe(false);
  });

  it('binds a banned moderator too, but leaves moderation', () => {
    const bannedModerator: Actor = { ...moderator, ban: { expiredAt: inAWeek } };
    expect(ask(bannedModerator, 'comment')).toBe(false);
    expect(ask(bannedModerator, 'editComment', authored)).toBe(false);
    expect(ask(bannedModerator, 'ban', { role: 'staff' })).toBe(true);
  });

  it('counts a recorded ban as active when no time is given', () => {
    const wasBanned: Actor = { ...author, ban: { expiredAt: lastWeek } };
    expect(askWithoutTime(wasBanned, 'comment')).toBe(false);
    expect(askWithoutTime(author, 'comment')).toBe(true);
    expect(askWithoutTime({ ...author, ban: null }, 'comment')).toBe(true);
  });

  it('gives a moderator nothing of a message that is not theirs', () => {
    expect(ask(moderator, 'editMessage', authored)).toBe(false);
    expect(ask(moderator, 'deleteMessage', authored)).toBe(false);
  });

  it('keeps settings to their owner, even from a moderator', () => {
    expect(ask(moderator, 'editSettings', ownProfile)).toBe(false);
    expect(ask(moderator, 'editSettings', { userId: 'moderator' })).toBe(true);
  });

  describe("the administrator role is out of a moderator's reach", () => {
    const admin = actors.admin as Actor;

    it('lets a moderator neither grant nor take away the administrator role', () => {
      expect(ask(moderator, 'changeRole', { role: 'moderator', newRole: 'admin' })).toBe(false);
      expect(ask(moderator, 'changeRole', { role: 'staff', newRole: 'admin' })).toBe(false);
      expect(ask(moderator, 'changeRole', { role: 'admin', newRole: 'staff' })).toBe(false);
      expect(ask(moderator, 'changeRole', { role: 'moderator', newRole: 'staff' })).toBe(true);
      expect(ask(admin, 'changeRole', { role: 'staff', newRole: 'admin' })).toBe(true);
      expect(ask(admin, 'changeRole', { role: 'admin', newRole: 'moderator' })).toBe(true);
    });

    it('lets a moderator ban and unban anyone but an administrator', () => {
      for (const action of ['ban', 'unban'] as const) {
        expect(ask(moderator, action, { role: 'admin' })).toBe(false);
        expect(ask(moderator, action, { role: 'moderator' })).toBe(true);
        expect(ask(admin, action, { role: 'admin' })).toBe(true);
      }
    });

    it('denies a role change or a ban without a well-formed subject', () => {
      expect(ask(admin, 'changeRole')).toBe(false);
      expect(ask(admin, 'changeRole', { role: 'staff', newRole: 'owner' })).toBe(false);
      expect(ask(admin, 'ban', { role: 'root' })).toBe(false);
      expect(ask(admin, 'unban', {})).toBe(false);
    });
  });

  describe('drafts', () => {
    const createDraft: DraftSummary = { ...novelDraft, type: 'createNovel', novelId: null };

    it('gives only moderators the apply and approve rights of a createNovel draft', () => {
      const ownerOfSameId: DraftSummary = { ...createDraft, novelId: 'novel-1' };
      expect(ask(owner, 'applyNovelDraft', ownerOfSameId)).toBe(false);
      expect(ask(owner, 'approveNovelDraft', ownerOfSameId)).toBe(false);
      expect(ask(moderator, 'applyNovelDraft', createDraft)).toBe(true);
    });

    it('treats an editing draft as an update of its novel', () => {
      expect(ask(owner, 'applyNovelDraft', { ...novelDraft, type: 'editing' })).toBe(true);
    });

    it('lets the novel owner see the draft but not edit, delete or submit it', () => {
      expect(ask(owner, 'viewDraft', novelDraft)).toBe(true);
      expect(ask(owner, 'editDraft', novelDraft)).toBe(false);
      expect(ask(owner, 'deleteDraft', novelDraft)).toBe(false);
      expect(ask(owner, 'submitDraft', novelDraft)).toBe(false);
    });

    it('gives an owner nothing on a draft of a novel they do not own', () => {
      const unowned: DraftSummary = { ...novelDraft, novelId: 'novel-2' };
      expect(ask(owner, 'viewDraft', unowned)).toBe(false);
      expect(ask(owner, 'applyNovelDraft', unowned)).toBe(false);
    });

    it('does nothing to an applied draft but show it', () => {
      const applied: DraftSummary = { ...novelDraft, status: 'applied' };
      const draftActions = permissionActions.filter(
        (action) => subjectOf(action) === novelDraft && action !== 'viewDraft',
      );
      expect(draftActions.length).toBeGreaterThan(5);
      for (const action of draftActions) {
        expect(ask(moderator, action, applied)).toBe(false);
        expect(ask(author, action, applied)).toBe(false);
      }
      expect(ask(author, 'viewDraft', applied)).toBe(true);
    });

    it('does not edit a declined draft but may delete or restore it', () => {
      const declined: DraftSummary = { ...novelDraft, status: 'declined' };
      expect(ask(author, 'editDraft', declined)).toBe(false);
      expect(ask(author, 'deleteDraft', declined)).toBe(true);
      expect(ask(author, 'restoreDraft', declined)).toBe(true);
    });

    it('has no delete or hold for post drafts and no novel rights on them', () => {
      const post: DraftSummary = { ...postDraft, status: 'created' };
      expect(ask(author, 'deleteDraft', post)).toBe(false);
      expect(ask(moderator, 'deleteDraft', post)).toBe(false);
      expect(ask(moderator, 'holdDraft', post)).toBe(false);
      expect(ask(moderator, 'applyNovelDraft', post)).toBe(false);
      expect(ask(moderator, 'approveNovelDraft', post)).toBe(false);
    });

    it('lets the creator of a post draft decline (delete) it, as moderators may', () => {
      expect(ask(author, 'declineDraft', postDraft)).toBe(true);
      expect(ask(actors.user, 'declineDraft', postDraft)).toBe(false);
      expect(ask(moderator, 'declineDraft', postDraft)).toBe(true);
    });

    it('shows a post draft to its creator and moderators only', () => {
      expect(ask(author, 'viewDraft', postDraft)).toBe(true);
      expect(ask(owner, 'viewDraft', postDraft)).toBe(false);
      expect(ask(moderator, 'viewDraft', postDraft)).toBe(true);
    });

    it('has no post rights on novel drafts', () => {
      expect(ask(moderator, 'approvePostDraft', novelDraft)).toBe(false);
      expect(ask(moderator, 'applyPostDraft', novelDraft)).toBe(false);
    });
  });

  it('denies an action about an item when the item is missing or malformed', () => {
    const subjectActions = Object.keys(subjects) as SubjectAction[];
    for (const action of subjectActions) {
      for (const actor of Object.values(actors)) {
        expect(ask(actor, action)).toBe(false);
        expect(ask(actor, action, { id: 'x' })).toBe(false);
        expect(ask(actor, action, 'author')).toBe(false);
        expect(ask(actor, action, null)).toBe(false);
      }
    }
  });
});

describe('isPermissionAction', () => {
  it('knows every action and nothing else', () => {
    for (const action of permissionActions) expect(isPermissionAction(action)).toBe(true);
    expect(isPermissionAction('toString')).toBe(false);
    expect(isPermissionAction('')).toBe(false);
  });
});

describe('can: laws', () => {
  const actionArb = fc.constantFrom(...permissionActions);
  const idArb = fc.constantFrom('author', 'owner', 'someone', 'novel-1');
  const draftArb: fc.Arbitrary<DraftSummary> = fc.oneof(
    fc.record({
      kind: fc.constant('novel' as const),
      id: fc.string(),
      title: fc.option(fc.string(), { nil: null }),
      type: fc.constantFrom('createNovel' as const, 'updateNovel' as const, 'editing' as const),
      status: fc.constantFrom(
        'created' as const,
        'waitApprove' as const,
        'approved' as const,
        'applied' as const,
        'declined' as const,
      ),
      createdById: idArb,
      novelId: fc.option(fc.constantFrom('novel-1', 'novel-2'), { nil: null }),
    }),
    fc.record({
      kind: fc.constant('post' as const),
      id: fc.string(),
      title: fc.option(fc.string(), { nil: null }),
      type: fc.constantFrom('create' as const, 'update' as const),
      status: fc.constantFrom(
        'created' as const,
        'waitApprove' as const,
        'approved' as const,
        'applied' as const,
        'declined' as const,
      ),
      createdById: idArb,
    }),
  );
  const subjectArb: fc.Arbitrary<unknown> = fc.oneof(
    fc.constant(undefined),
    fc.record({ authorId: idArb }),
    fc.record({ userId: idArb }),
    fc.record({ novelId: fc.constantFrom('novel-1', 'novel-2') }),
    draftArb,
    fc.anything(),
  );
  const actorArb: fc.Arbitrary<Actor> = fc.record({
    id: idArb,
    role: fc.constantFrom(...userRoles),
    ban: fc.option(
      fc.record({ expiredAt: fc.constantFrom(inAWeek, lastWeek, inAWeek.toISOString()) }),
      { nil: null },
    ),
    ownedNovelIds: fc.subarray(['novel-1', 'novel-2']),
  });

  it('lets anonymous do nothing beyond the public actions', () => {
    fc.assert(
      fc.property(actionArb, subjectArb, (action, subject) => {
        if (ask(null, action, subject)) {
          expect(publicActions as readonly string[]).toContain(action);
        }
      }),
    );
  });

  it('denies every string that is not an action, to anyone', () => {
    const notAnAction = fc.string().filter((text) => !isPermissionAction(text));
    fc.assert(
      fc.property(notAnAction, fc.option(actorArb, { nil: null }), subjectArb, (text, actor, s) => {
        expect(ask(actor, text, s)).toBe(false);
      }),
    );
  });

  it('denies actions that are not strings', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((value) => typeof value !== 'string'),
        (value) => {
          expect(ask(actors.admin, value as string)).toBe(false);
        },
      ),
    );
  });

  it('never takes a right away as the role grows (user ⊆ moderator ⊆ administrator)', () => {
    fc.assert(
      fc.property(actorArb, actionArb, subjectArb, (actor, action, subject) => {
        const asRole = (role: Actor['role']) => ask({ ...actor, role }, action, subject);
        if (asRole('staff')) expect(asRole('moderator')).toBe(true);
        if (asRole('moderator')) expect(asRole('admin')).toBe(true);
      }),
    );
  });

  it('takes away with a ban exactly what the everything sanction binds (docs/product §A2.1)', () => {
    const bound = new Set<string>(actionsBoundBy('everything'));
    expect([...actionsDeniedWhileBanned].every((action) => bound.has(action))).toBe(true);
    fc.assert(
      fc.property(actorArb, actionArb, subjectArb, (actor, action, subject) => {
        const free = ask({ ...actor, ban: null }, action, subject);
        const banned = ask({ ...actor, ban: { expiredAt: inAWeek } }, action, subject);
        const silenced = bound.has(action);
        expect(banned).toBe(silenced ? false : free);
      }),
    );
  });
});
