import { moderationLogEntriesRoute, publicModerationLogRoute } from '@vn/domain';
import { useEndpoint } from '../../api/use-endpoint';

/** Which page of the log to ask for: by number, or the one holding an entry (docs/product §A2.9). */
export type LogQuery = { page: number } | { entry: string };

/** A page of the staff's log (`GET /api/log/entries?page|entry`); asked only when `enabled`. */
export function useLogPage(query: LogQuery, enabled: boolean) {
  return useEndpoint(moderationLogEntriesRoute, enabled ? { query } : null);
}

/**
 * A page of the log as everyone reads it (`GET /api/moderationLog?page|entry`, docs/product §A2.9),
 * with the query the server read it with (server/page-reads.ts `logQueryOf`).
 */
export function usePublicLogPage(query: LogQuery) {
  return useEndpoint(publicModerationLogRoute, { query });
}
