import { postRoute } from '@vn/domain';
import { useEndpoint } from '../api/use-endpoint';

/**
 * An article by its number, with its comments (docs/product §7: GET /api/posts/{countId}); its page
 * and its edit page share the one SWR entry. Every answer counts as a view (docs/product §2.2: the
 * article shows its view count), so it is not asked again when the window regains focus; opening
 * the page asks (a cached answer shows at once and is refreshed), since each opening is a view.
 */
export function usePostPage(countId: string, enabled = true) {
  return useEndpoint(postRoute, enabled ? { params: { countId } } : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
