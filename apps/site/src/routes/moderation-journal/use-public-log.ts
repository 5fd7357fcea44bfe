import { publicModerationLogRoute } from '@vn/domain';
import { useEndpoint } from '../../api/use-endpoint';

/** A page of the public log (`GET /api/moderationLog?page`, docs/product §A2.9). */
export function usePublicLogPage(page: number) {
  return useEndpoint(publicModerationLogRoute, { query: { page } });
}
