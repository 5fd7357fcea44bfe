import { postsRoute } from '@vn/domain';
import { useEndpoint } from '../../api/use-endpoint';
import { postsQuery, type PostsView } from './posts-address';

/*
 * The articles page's read (docs/product §7: GET /api/posts?section&my), one SWR entry per view
 * keyed by its address (docs/architecture.md § Pages rendered on the server: one hook per page,
 * keyed by the contract's route and parameters), so the writes of the draft pages revalidate it.
 * One article's read, which its edit page shares, is posts/use-post-page.ts.
 */

/** The articles of a section (or all), or the viewer's own, newest first, with comment counts. */
export function usePosts(view: PostsView) {
  return useEndpoint(postsRoute, { query: postsQuery(view) });
}
