import { CATALOGUE_LIMITS } from '@vn/domain';

/*
 * /log's page lives in its address (CONVENTIONS.md): `?page=2`, 1-based there and 0-based in the
 * call, as everywhere on the site; the first page has no query.
 */

/** The 0-based page an address asks for; a malformed one is the first (a stale link still opens). */
export function logPageOf(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= CATALOGUE_LIMITS.pageMax ? page - 1 : 0;
}

export function logHref(page: number): string {
  return page > 0 ? `/log?page=${page + 1}` : '/log';
}
