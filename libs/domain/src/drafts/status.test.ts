import { describe, expect, it } from 'vitest';
import {
  draftStatusSchema,
  draftSummarySchema,
  novelDraftTypeSchema,
  postDraftTypeSchema,
} from './schemas';
import {
  draftStatuses,
  isDraftFinished,
  isDraftSummary,
  novelDraftSummary,
  postDraftSummary,
} from './status';

describe('draft statuses and types (docs/product §3, §4)', () => {
  it('knows the five statuses and the draft types', () => {
    expect(draftStatuses).toEqual(['created', 'waitApprove', 'approved', 'applied', 'declined']);
    expect(draftStatusSchema.safeParse('deleted').success).toBe(false);
    expect(novelDraftTypeSchema.options).toEqual(['createNovel', 'updateNovel', 'editing']);
    expect(postDraftTypeSchema.options).toEqual(['create', 'update']);
  });

  it('counts applied and declined as finished', () => {
    expect(draftStatuses.filter(isDraftFinished)).toEqual(['applied', 'declined']);
  });

  it('parses a draft summary of either kind and refuses a mixed one', () => {
    const novel = {
      kind: 'novel',
      id: 'd',
      type: 'updateNovel',
      status: 'created',
      createdById: 'u',
      novelId: 'n',
    };
    expect(draftSummarySchema.parse(novel)).toEqual(novel);
    expect(draftSummarySchema.safeParse({ ...novel, kind: 'post' }).success).toBe(false);
  });

  it('tells a draft summary by hand exactly as the schema does', () => {
    const novel = {
      kind: 'novel',
      id: 'd',
      type: 'createNovel',
      status: 'created',
      createdById: 'u',
    };
    const post = { kind: 'post', id: 'p', type: 'update', status: 'applied', createdById: 'u' };
    const samples: unknown[] = [
      novel,
      post,
      { ...novel, title: null, novelId: 'n' },
      { ...novel, title: 'Черновик', novelId: null },
      { ...post, title: undefined },
      { ...novel, kind: 'post' },
      { ...post, kind: 'novel' },
      { ...novel, status: 'deleted' },
      { ...novel, type: 'create' },
      { ...novel, id: 7 },
      { ...novel, createdById: undefined },
      { ...novel, title: 5 },
      { ...novel, novelId: 5 },
      { ...post, kind: undefined },
      null,
      'draft',
      [],
    ];
    for (const sample of samples) {
      expect(isDraftSummary(sample), JSON.stringify(sample)).toBe(
        draftSummarySchema.safeParse(sample).success,
      );
    }
  });
});

describe('a draft summary from a record or a view (docs/product §3)', () => {
  const author = { _id: 'u1', username: 'Аня' };

  it('takes the author from a record (an id) and from a view (a user) alike', () => {
    const record = { _id: 'd1', title: 'Лето', type: 'updateNovel', status: 'created' } as const;
    const expected = {
      kind: 'novel',
      id: 'd1',
      title: 'Лето',
      type: 'updateNovel',
      status: 'created',
      createdById: 'u1',
      novelId: 'n1',
    };
    expect(novelDraftSummary({ ...record, createdBy: 'u1', novel: 'n1' })).toEqual(expected);
    expect(novelDraftSummary({ ...record, createdBy: author, novel: 'n1' })).toEqual(expected);
    expect(isDraftSummary(novelDraftSummary({ ...record, createdBy: author }))).toBe(true);
  });

  it('says "no project" as null for a draft of a new project', () => {
    const draft = { _id: 'd2', type: 'createNovel', status: 'created', createdBy: 'u1' } as const;
    expect(novelDraftSummary(draft).novelId).toBeNull();
    expect(novelDraftSummary({ ...draft, novel: null }).novelId).toBeNull();
  });

  it('makes an article draft summary without a project', () => {
    expect(
      postDraftSummary({
        _id: 'p1',
        title: null,
        type: 'create',
        status: 'waitApprove',
        createdBy: author,
      }),
    ).toEqual({
      kind: 'post',
      id: 'p1',
      title: null,
      type: 'create',
      status: 'waitApprove',
      createdById: 'u1',
    });
  });
});
