import {
  changeDraftStatusRoute,
  draftMergeRoute,
  novelByUrlRoute,
  novelDraftRoute,
  type DraftStatus,
  type EndpointResult,
  type RouteEndpoint,
} from '@vn/domain';
import { callEndpoint } from '../../api/client';
import { useEndpoint } from '../../api/use-endpoint';
import { revalidateAfterApply, revalidateNovelDraft } from '../../drafts/revalidate-novel-draft';

/*
 * The novel draft's calls (docs/product §7: GET /api/drafts/{id}, PUT /api/drafts/{id}/status),
 * each GET an SWR entry keyed by its address. Deleting, which the draft list does too, is in
 * drafts/delete-novel-draft.ts.
 */

/** A novel draft as its page shows it (`GET /api/drafts/{id}`): with the project's name and url. */
export type NovelDraftPageData = EndpointResult<RouteEndpoint<typeof novelDraftRoute>>;

/** The draft; nothing is asked until the session says who is looking. */
export function useNovelDraft(id: string, enabled: boolean) {
  return useEndpoint(novelDraftRoute, enabled ? { params: { id } } : null, {
    shouldRetryOnError: false,
  });
}

/**
 * The project an update draft changes, as it is now: the project page's own entry
 * (`GET /api/novelByUrl/{url}`), so the two pages share it.
 */
export function useCurrentProject(url: string | null) {
  return useEndpoint(novelByUrlRoute, url ? { params: { url } } : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/**
 * An edit draft field by field (`GET /api/drafts/{id}/review`, docs/product §A4.1): whether the
 * project changed since the draft was made, and each field's outcome. Asked only while `enabled`
 * (an open edit draft: a new project's draft has no merge, and a closed one nothing to decide).
 */
export function useDraftMerge(id: string, enabled: boolean) {
  return useEndpoint(draftMergeRoute, enabled ? { params: { id } } : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/**
 * Moves the draft to `to` (docs/product §4 Novel draft; §7 sends `anivisual=true` with every change);
 * applying answers the project's url. A reviewer's `reason` goes with the move when given
 * (docs/product §A4, ours). The draft lists and this draft are refreshed; after an apply, the
 * catalogue and the main page too (§4: "resets the novel cache").
 */
export async function changeNovelDraftStatus(
  id: string,
  to: DraftStatus,
  reason?: string,
): Promise<{ status: DraftStatus; url: string | null }> {
  const answer = await callEndpoint(changeDraftStatusRoute, {
    params: { id },
    query: { anivisual: 'true' },
    body: reason ? { status: to, reason } : { status: to },
  });
  void (to === 'applied' ? revalidateAfterApply() : revalidateNovelDraft());
  return answer;
}
