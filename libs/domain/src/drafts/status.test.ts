import { describe, expect, it } from 'vitest';
import {
  draftStatusSchema,
  draftSummarySchema,
  novelDraftTypeSchema,
  postDraftTypeSchema,
} from './schemas';
import { draftStatuses, isDraftFinished, isDraftSummary } from './status';

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
