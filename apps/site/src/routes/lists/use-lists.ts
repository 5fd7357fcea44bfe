import { listPageRoute, userListsRoute } from '@vn/domain';
import { useEndpoint } from '../../api/use-endpoint';

/**
 * The lists of the user named in the address that the viewer may see (the API applies the owner's
 * visibility settings, docs/product §3), with counts. `username` is the router's parameter as it is.
 */
export function useListsOf(username: string) {
  return useEndpoint(userListsRoute, { params: { username } }, { shouldRetryOnError: false });
}

/** A page (0-based, 30 cards) of one list; null asks nothing (no list to show). */
export function useListPage(listId: string | null, page: number) {
  return useEndpoint(listPageRoute, listId ? { params: { listId, page: String(page) } } : null);
}
