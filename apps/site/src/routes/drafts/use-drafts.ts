import { draftListQuery, draftListRoute, type DraftListFilter } from '@vn/domain';
import { useEndpoint } from '../../api/use-endpoint';

/**
 * The drafts of a filter (`GET /api/drafts?page&type&status`, docs/product §7): novel drafts and, on
 * the "Статьи" and "Все" tabs, article drafts too (the API lists both kinds, each row saying which).
 * Nothing is asked until the session says who is looking.
 */
export function useDraftList(filter: DraftListFilter, enabled: boolean) {
  return useEndpoint(draftListRoute, enabled ? { query: draftListQuery(filter) } : null);
}
