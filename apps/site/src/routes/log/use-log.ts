import { moderationLogEntriesRoute } from '@vn/domain';
import { useEndpoint } from '../../api/use-endpoint';

/** A page of the log (`GET /api/log/entries?page`); asked only when `enabled`. */
export function useLogPage(page: number, enabled: boolean) {
  return useEndpoint(moderationLogEntriesRoute, enabled ? { query: { page } } : null);
}
