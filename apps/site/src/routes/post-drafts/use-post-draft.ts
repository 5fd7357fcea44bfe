import {
  postDraftRoute,
  postDraftStatusRoute,
  type DraftStatus,
  type PostDraftView,
} from '@vn/domain';
import { callEndpoint } from '../../api/client';
import { revalidateCalls } from '../../api/revalidate';
import { useEndpoint } from '../../api/use-endpoint';

/*
 * The article draft's read and status change (docs/product §7: GET /api/postDrafts/{id},
 * PUT /api/postDrafts/{id}/status). The page and its edit page share one SWR entry, keyed by the
 * address.
 */

/** The draft with its comments; nothing is asked until the session says who is looking. */
export function usePostDraft(id: string, enabled: boolean) {
  return useEndpoint(postDraftRoute, enabled ? { params: { id } } : null, {
    shouldRetryOnError: false,
  });
}

/**
 * Moves the draft to `to` (docs/product §4 Post draft actions) and answers the published article's number
 * when the move published it. The lists that show drafts, and after publishing the articles, are
 * refreshed; so is this draft's own entry (every page that shows it).
 */
export async function changePostDraftStatus(
  id: string,
  to: DraftStatus,
): Promise<{ draft: PostDraftView; countId: number | null }> {
  const answer = await callEndpoint(postDraftStatusRoute, { params: { id }, body: { status: to } });
  const stale = ['/api/postDrafts', '/api/drafts'];
  if (to === 'applied') stale.push('/api/posts', '/api/mainPage');
  void revalidateCalls(...stale);
  return answer;
}
