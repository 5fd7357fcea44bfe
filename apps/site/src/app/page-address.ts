/*
 * A list's page in its address (docs/conventions.md § State in the address): `?page=2`, 1-based
 * there and 0-based in the code, as everywhere on the site; the first page has no query.
 */

/**
 * The 0-based page an address asks for; a malformed one, or one past `max` (1-based) when given,
 * is the first, so a stale link still opens.
 */
export function pageFromSearch(search: URLSearchParams, max = Infinity): number {
  const page = Number(search.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= max ? page - 1 : 0;
}

/** The address's query for a page (0-based in), its other parameters kept: the first has none. */
export function searchWithPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page === 0) next.delete('page');
  else next.set('page', String(page + 1));
  return next;
}
