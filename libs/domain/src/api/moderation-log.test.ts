import { describe, expect, it } from 'vitest';
import {
  moderationActionLabels,
  moderationActions,
  moderationLogEntriesQuerySchema,
  moderationLogEntrySchema,
  moderationTargetHref,
  publicModerationTarget,
  publicModerationTargetHref,
  removedCommentDetails,
  type ModerationTarget,
} from './moderation-log';

describe('moderationActionLabels (/log readable)', () => {
  it('names every kind of action in Russian, each differently', () => {
    const labels = moderationActions.map((action) => moderationActionLabels[action]);
    expect(labels.every((label) => /^[А-ЯЁ][а-яё ]+$/.test(label))).toBe(true);
    expect(new Set(labels).size).toBe(moderationActions.length);
    expect(Object.keys(moderationActionLabels).sort()).toEqual([...moderationActions].sort());
  });
});

describe('moderationTargetHref (docs/product §2.2 routes)', () => {
  const cases: [ModerationTarget, string | null][] = [
    [{ kind: 'user', id: 'u1', name: 'alice.b' }, '/profile/alice%E2%80%A4b'],
    [
      { kind: 'novel', id: 'n1', url: 'everlasting-summer', section: 'novel', name: 'БЛ' },
      '/novels/everlasting-summer',
    ],
    [
      { kind: 'novel', id: 'n2', url: 'ёлка', section: 'rpgmaker', name: 'Ёлка' },
      '/games/%D1%91%D0%BB%D0%BA%D0%B0',
    ],
    [{ kind: 'draft', id: 'd1', name: 'Черновик' }, '/drafts/d1'],
    [{ kind: 'postDraft', id: 'p1', name: 'Статья' }, '/postDrafts/p1'],
    [{ kind: 'post', id: 'p2', countId: 8, name: 'Правила' }, '/posts/8'],
    [
      {
        kind: 'comment',
        id: 'c1',
        name: 'Текст',
        on: { kind: 'post', id: 'p2', countId: 8, name: 'Правила' },
      },
      '/posts/8',
    ],
    [{ kind: 'comment', id: 'c2', name: 'Текст', on: null }, null],
    [{ kind: 'deletedPost', id: 'p3', countId: 9, name: 'Спам' }, null],
    [{ kind: 'vocabulary', id: 't1', vocabulary: 'tags', name: 'Школа' }, '/filters'],
  ];
  it.each(cases)('%j → %s', (target, href) => {
    expect(moderationTargetHref(target)).toBe(href);
  });
});

describe('the log entries of the contract', () => {
  it('takes an entry without a target (written before targets existed)', () => {
    const entry = {
      _id: 'e1',
      at: '2026-11-22T10:00:00.000Z',
      by: { _id: 'm1', username: 'Мод' },
      action: 'ban',
      text: 'бан kate',
    };
    expect(moderationLogEntrySchema.parse(entry)).toEqual(entry);
    expect(moderationLogEntrySchema.safeParse({ ...entry, action: 'other' }).success).toBe(false);
  });

  it('reads the page from the address, 0-based, and refuses a malformed one', () => {
    expect(moderationLogEntriesQuerySchema.parse({})).toEqual({ page: 0 });
    expect(moderationLogEntriesQuerySchema.parse({ page: '2' })).toEqual({ page: 2 });
    for (const page of ['-1', '1.5', 'x', '100001']) {
      expect(moderationLogEntriesQuerySchema.safeParse({ page }).success).toBe(false);
    }
  });

  it('takes an entry to find (docs/product §A2.9), lower-cased, and refuses one that is no id', () => {
    expect(moderationLogEntriesQuerySchema.parse({ entry: '6650A1B2C3D4E5F6A7B8C9C1' })).toEqual({
      page: 0,
      entry: '6650a1b2c3d4e5f6a7b8c9c1',
    });
    for (const entry of ['', 'x', '6650a1b2c3d4e5f6a7b8c9c']) {
      expect(moderationLogEntriesQuerySchema.safeParse({ entry }).success).toBe(false);
    }
  });
});

describe('publicModerationTarget (docs/product §A2.9): what everyone may read', () => {
  const project = { kind: 'novel', id: 'n1', url: 'leto', section: 'novel', name: 'Лето' } as const;
  it('keeps people, projects and articles, and drops drafts', () => {
    const user = { kind: 'user', id: 'u1', name: 'alice' } as const;
    expect(publicModerationTarget(user)).toEqual(user);
    expect(publicModerationTarget(project)).toEqual(project);
    expect(publicModerationTarget({ kind: 'draft', id: 'd1', name: 'Новый проект' })).toBeNull();
    expect(publicModerationTarget({ kind: 'postDraft', id: 'p1', name: 'Статья' })).toBeNull();
  });

  it('never shows a removed comment’s words, nor a draft it was on', () => {
    const onProject = { kind: 'comment', id: 'c1', name: 'грубые слова', on: project } as const;
    expect(publicModerationTarget(onProject)).toEqual({ ...onProject, name: '' });
    const onDraft = {
      kind: 'comment',
      id: 'c2',
      name: 'грубые слова',
      on: { kind: 'draft', id: 'd1', name: 'Черновик' },
    } as const;
    expect(publicModerationTarget(onDraft)).toEqual({ ...onDraft, name: '', on: null });
  });

  it('says whose a comment a moderator removed was and where, never a draft (§A2.10)', () => {
    expect(removedCommentDetails('kate.b', project)).toBe(
      'Комментарий пользователя kate.b на странице «Лето»',
    );
    expect(
      removedCommentDetails('kate.b', { kind: 'post', id: 'p1', countId: 3, name: 'Новости' }),
    ).toBe('Комментарий пользователя kate.b на странице «Новости»');
    for (const place of [
      { kind: 'draft', id: 'd1', name: 'Черновик' },
      { kind: 'postDraft', id: 'p1', name: 'Статья' },
      null,
    ] as const) {
      expect(removedCommentDetails('kate.b', place)).toBe('Комментарий пользователя kate.b');
    }
  });

  it('links no tag, genre or platform (their page is the staff’s)', () => {
    const tag = { kind: 'vocabulary', id: 't1', vocabulary: 'tags', name: 'Романтика' } as const;
    expect(moderationTargetHref(tag)).toBe('/filters');
    expect(publicModerationTargetHref(tag)).toBeNull();
    expect(publicModerationTargetHref(project)).toBe('/novels/leto');
  });
});
