import {
  draftListRoute,
  draftMergeRoute,
  mainPageRoute,
  novelByUrlRoute,
  novelDraftRoute,
  novelInfoRoute,
  novelRoute,
  novelsRoute,
  revisionsRoute,
} from '@vn/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { revalidateCalls } from '../api/revalidate';
import { revalidateAfterApply, revalidateNovelDraft } from './revalidate-novel-draft';

vi.mock('../api/revalidate', () => ({ revalidateCalls: vi.fn(() => Promise.resolve()) }));

const draftCalls = [draftListRoute, novelDraftRoute, draftMergeRoute];

describe("a novel draft's move: what it leaves stale", () => {
  beforeEach(() => vi.mocked(revalidateCalls).mockClear());

  it('refreshes the draft lists, the draft and its merge after any move', async () => {
    await revalidateNovelDraft();
    expect(vi.mocked(revalidateCalls).mock.calls[0]).toEqual(draftCalls);
  });

  it('refreshes every read of the project too after an apply (docs/product §4: "resets the novel cache")', async () => {
    await revalidateAfterApply();
    const stale = vi.mocked(revalidateCalls).mock.calls[0];
    expect(stale).toEqual(expect.arrayContaining(draftCalls));
    expect(stale).toEqual(
      expect.arrayContaining([
        novelsRoute,
        novelRoute,
        novelInfoRoute,
        novelByUrlRoute,
        revisionsRoute,
        mainPageRoute,
      ]),
    );
  });
});
