import { commentsRoute, LIMITS } from '@vn/domain';
import { useEndpoint } from '../../api/use-endpoint';

/** All comments on projects and articles, newest first, 20 a page (docs/product §2.2 /comments, §9). */
export function useAllComments(page: number) {
  return useEndpoint(commentsRoute, { query: { limit: LIMITS.allCommentsPageSize, page } });
}
