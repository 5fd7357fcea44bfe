import { describe, expect, it } from 'vitest';
import {
  draftStatusSchema,
  draftStatuses,
  draftSummarySchema,
  isDraftFinished,
  novelDraftTypeSchema,
  postDraftTypeSchema,
} from './status';

describe('draft statuses and types (SPEC.md §3, §4)', () => {
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
});
