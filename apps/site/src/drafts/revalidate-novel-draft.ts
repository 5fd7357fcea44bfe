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
import { revalidateCalls, type CachedRoute } from '../api/revalidate';

/*
 * What a novel draft's move leaves stale, in one place for the two pages that move one: the draft's
 * page (a status change, use-novel-draft.ts) and the review (/drafts/{id}/review, which applies the
 * accepted fields).
 */

/** The draft lists, the draft itself and its field-by-field merge: what every move changes. */
const draftCalls: readonly CachedRoute[] = [draftListRoute, novelDraftRoute, draftMergeRoute];

/** The draft's calls, after a move that leaves the project as it was. */
export function revalidateNovelDraft(): Promise<unknown> {
  return revalidateCalls(...draftCalls);
}

/**
 * The draft's calls and every read of the project, after a move that changed the project (an
 * apply): the catalogue, the project's pages, its history and the main page (docs/product §4:
 * applying "resets the novel cache").
 */
export function revalidateAfterApply(): Promise<unknown> {
  return revalidateCalls(
    ...draftCalls,
    novelsRoute,
    novelRoute,
    novelInfoRoute,
    novelByUrlRoute,
    revisionsRoute,
    mainPageRoute,
  );
}
