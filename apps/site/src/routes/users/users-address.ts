import {
  defaultUserListSort,
  isUserListSortKey,
  type UserListSort,
  type UserListView,
} from '@vn/domain';
import { pageFromSearch } from '../../app/page-address';

/*
 * What /users shows lives in its address (docs/conventions.md § State in the address; docs/product
 * §2.2 /users): `?search=demo&sort=name&order=asc&page=2`, written as the catalogue writes its sort
 * (a key, `order=asc` when ascending) and its page (1-based in the address, 0-based in the view).
 * The sort here is the screen's (§4 toggle rule); the call's, with the name direction inverted, is
 * the domain's `userListCallQuery`. Defaults stay out of the address, so /users is the newest
 * accounts' first page.
 */

function sortOf(search: URLSearchParams): UserListSort {
  const key = search.get('sort');
  if (!isUserListSortKey(key)) return defaultUserListSort;
  return { sortBy: key, direction: search.get('order') === 'asc' ? 'asc' : 'desc' };
}

/** The view an address asks for; an unknown sort or page is the default (a stale link opens). */
export function usersViewOf(search: URLSearchParams): UserListView {
  return {
    search: search.get('search') ?? '',
    sort: sortOf(search),
    page: pageFromSearch(search),
  };
}

/** The address of a view. */
export function usersHref(view: UserListView): string {
  const query = new URLSearchParams();
  const search = view.search.trim();
  if (search) query.set('search', search);
  const { sortBy, direction } = view.sort;
  if (sortBy !== defaultUserListSort.sortBy || direction !== defaultUserListSort.direction) {
    query.set('sort', sortBy);
    if (direction === 'asc') query.set('order', 'asc');
  }
  if (view.page > 0) query.set('page', String(view.page + 1));
  const text = query.toString();
  return text ? `/users?${text}` : '/users';
}
