import {
  draftListRoute,
  draftMessages,
  mainPageRoute,
  postDraftRoute,
  postDraftsRoute,
  postDraftStatusRoute,
  postRoute,
  postsRoute,
  type DraftStatus,
  type PostDraftView,
} from '@vn/domain';
import { useParams } from 'react-router';
import { callEndpoint } from '../api/client';
import { revalidateCalls, type CachedRoute } from '../api/revalidate';
import { useEndpoint } from '../api/use-endpoint';
import { useSignInRequired } from '../session/use-sign-in-required';
import { useLoadFailurePage } from '../failure-pages/use-load-failure-page';

/*
 * The article draft's read and status change (docs/product §7: GET /api/postDrafts/{id},
 * PUT /api/postDrafts/{id}/status). The page and its edit page share one SWR entry, keyed by the
 * address.
 */

/** The calls that show article drafts: a draft's own and the draft lists. */
const POST_DRAFT_CALLS: readonly CachedRoute[] = [postDraftRoute, postDraftsRoute, draftListRoute];

/** Refreshes every page that shows article drafts, after one is written. */
export function revalidatePostDrafts(): Promise<unknown> {
  return revalidateCalls(...POST_DRAFT_CALLS);
}

/** The draft with its comments; nothing is asked until the session says who is looking. */
export function usePostDraft(id: string, enabled: boolean) {
  return useEndpoint(postDraftRoute, enabled ? { params: { id } } : null, {
    shouldRetryOnError: false,
  });
}

/**
 * The draft of a page at /postDrafts/{id}: a guest goes to /login first, and the draft is asked once
 * a reader is signed in. `failurePage` is what shows in place of a draft that failed to load.
 */
export function usePostDraftPage() {
  const { id = '' } = useParams();
  const access = useSignInRequired();
  const load = usePostDraft(id, access.status === 'signed-in');
  const failurePage = useLoadFailurePage(load.data, load.error, draftMessages.loadFailed);
  return { ...load, access, failurePage };
}

/**
 * Moves the draft to `to` (docs/product §4 Post draft actions) and answers the published article's number
 * when the move published it. A moderator's `reason` goes with the move when given (docs/product
 * §A4, ours). The lists that show drafts, and after publishing the articles, are refreshed; so is
 * this draft's own entry (every page that shows it).
 */
export async function changePostDraftStatus(
  id: string,
  to: DraftStatus,
  reason?: string,
): Promise<{ draft: PostDraftView; countId: number | null }> {
  const answer = await callEndpoint(postDraftStatusRoute, {
    params: { id },
    body: reason ? { status: to, reason } : { status: to },
  });
  const stale: CachedRoute[] = [...POST_DRAFT_CALLS];
  if (to === 'applied') stale.push(postsRoute, postRoute, mainPageRoute);
  void revalidateCalls(...stale);
  return answer;
}
