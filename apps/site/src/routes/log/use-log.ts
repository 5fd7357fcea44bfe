import { moderationLogEntriesRoute, publicModerationLogRoute } from '@vn/domain';
import { useEndpoint } from '../../api/use-endpoint';

/** A page of the staff's log (`GET /api/log/entries?page`); asked only when `enabled`. */
export function useLogPage(page: number, enabled: boolean) {
  return useEndpoint(moderationLogEntriesRoute, enabled ? { query: { page } } : null);
}

/** A page of the log as everyone reads it (`GET /api/moderationLog?page`, docs/product §A2.9). */
export function usePublicLogPage(page: number) {
  return useEndpoint(publicModerationLogRoute, { query: { page } });
}
