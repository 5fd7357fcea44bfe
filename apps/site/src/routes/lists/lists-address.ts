import type { UserListKind } from '@vn/domain';

/*
 * The list shown on /lists/{username} lives in the address (docs/product §2.2: "query list filter"):
 * `?list=read&page=2`. Without one (or with one the viewer may not see) the first list shows.
 */

/** The list in the address if it is among those shown, else the first shown. */
export function listFromSearch(
  search: URLSearchParams,
  shown: readonly UserListKind[],
): UserListKind | null {
  const asked = search.get('list');
  return shown.find((list) => list === asked) ?? shown[0] ?? null;
}

/** The address's query for another list: its first page. */
export function searchWithList(search: URLSearchParams, list: UserListKind): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('page');
  next.set('list', list);
  return next;
}
