import { postRoute, postsRoute } from '@vn/domain';
import { useEndpoint } from '../../api/use-endpoint';
import { postsQuery, type PostsView } from './posts-address';

/*
 * The article reads (docs/product §7: GET /api/posts?section&my, GET /api/posts/{countId}), each
 * one SWR entry keyed by its address (docs/architecture.md § Pages rendered on the server: one hook
 * per page, keyed by the contract's route and parameters), so the writes of the draft pages
 * revalidate them by prefix.
 */

/** The articles of a section (or all), or the viewer's own, newest first, with comment counts. */
export function usePosts(view: PostsView) {
  return useEndpoint(postsRoute, { query: postsQuery(view) });
}

/**
 * An article by its number, with its comments. Every answer counts as a view (docs/product §2.2: the
 * article shows its view count), so it is not asked again when the window regains focus; opening
 * the page asks (a cached answer shows at once and is refreshed), since each opening is a view.
 */
export function usePostPage(countId: string, enabled = true) {
  return useEndpoint(postRoute, enabled ? { params: { countId } } : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
