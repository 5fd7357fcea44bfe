import { CATALOGUE_LIMITS } from '@vn/domain';
import { pageFromSearch } from '../app/page-address';

/*
 * /log's page lives in its address (docs/conventions.md § State in the address): `?page=2`, 1-based
 * there and 0-based in the call, as everywhere on the site; the first page has no query. The server
 * reads the same page (server/page-reads.ts).
 */

/** The 0-based page an address asks for; a malformed one is the first (a stale link still opens). */
export function logPageOf(search: URLSearchParams): number {
  return pageFromSearch(search, CATALOGUE_LIMITS.pageMax);
}

export function logHref(page: number): string {
  return page > 0 ? `/log?page=${page + 1}` : '/log';
}
