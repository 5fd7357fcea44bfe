import { CATALOGUE_LIMITS } from '@vn/domain';
import { pageFromSearch } from '../app/page-address';

/*
 * The moderation log's page lives in its address (docs/conventions.md § State in the address), on
 * /log (the staff's) and /moderation (everyone's): `?page=2`, 1-based there and 0-based in the call,
 * as everywhere on the site; the first page has no query.
 */

/** Where the log is read: the staff's /log, or everyone's /moderation (docs/product §A2.9). */
export type LogAddress = '/log' | '/moderation';

/** The 0-based page an address asks for; a malformed one is the first (a stale link still opens). */
export function logPageOf(search: URLSearchParams): number {
  return pageFromSearch(search, CATALOGUE_LIMITS.pageMax);
}

/** The address of a page of the log at `base`. */
export function logHref(base: LogAddress, page: number): string {
  return page > 0 ? `${base}?page=${page + 1}` : base;
}
