import { CATALOGUE_LIMITS } from '@vn/domain';
import { pageFromSearch } from '../app/page-address';

/*
 * /log's page lives in its address (docs/conventions.md § State in the address): `?page=2`, 1-based
 * there and 0-based in the call, as everywhere on the site; the first page has no query. Ours
 * (docs/product §A2.9): `?entry=<id>` opens the page holding that entry, which the log call finds, so
 * a link to one entry keeps working as newer entries push it onto later pages. The server reads the
 * same (server/page-reads.ts).
 */

/** The 0-based page an address asks for; a malformed one is the first (a stale link still opens). */
export function logPageOf(search: URLSearchParams): number {
  return pageFromSearch(search, CATALOGUE_LIMITS.pageMax);
}

export function logHref(page: number): string {
  return page > 0 ? `/log?page=${page + 1}` : '/log';
}

const ENTRY_ID = /^[0-9a-f]{24}$/i;

/** The entry an address points at; null for none or a malformed one (the page then opens as usual). */
export function logEntryOf(search: URLSearchParams): string | null {
  const entry = search.get('entry');
  return entry !== null && ENTRY_ID.test(entry) ? entry.toLowerCase() : null;
}

/** What /log asks the log call for: the page holding the entry the address names, or its page. */
export function logQueryOf(search: URLSearchParams): { entry: string } | { page: number } {
  const entry = logEntryOf(search);
  return entry === null ? { page: logPageOf(search) } : { entry };
}
