import { commentsRoute, LIMITS } from '@vn/domain';
import { useEndpoint } from '../../api/use-endpoint';

/** The page in the address, 1-based (docs/product §2.2, as the catalogue's); 0-based here. */
export function pageFromSearch(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page - 1 : 0;
}

/** The address's query for a page, 0-based in: the first page has none. */
export function searchWithPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page === 0) next.delete('page');
  else next.set('page', String(page + 1));
  return next;
}

/** All comments on projects and articles, newest first, 20 a page (docs/product §2.2 /comments, §9). */
export function useAllComments(page: number) {
  return useEndpoint(commentsRoute, { query: { limit: LIMITS.allCommentsPageSize, page } });
}
