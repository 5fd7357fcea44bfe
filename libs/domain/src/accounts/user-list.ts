import {
  sortForUserListCall,
  type Sort,
  type SortDirection,
  type SortKey,
} from '../catalogue/sort';
import { LIMITS } from '../format/constants';

/*
 * The staff's user list (docs/product §2.2 /users: "searchable user list, 50 per page"; §4 Sort: "Name
 * sort direction is inverted when sent to the user list call"; §6 the administrator-only remove;
 * §7 GET /api/users; §9 users page 50).
 */

/** The keys the user list sorts by: when the account was made, and the name (§4's `name` key). */
export const userListSortOptions = ['createdAt', 'name'] as const satisfies readonly SortKey[];
export type UserListSortKey = (typeof userListSortOptions)[number];

/** How the sort keys are shown on the user list (the catalogue's "По названию" is a project's). */
export const userListSortLabels = {
  createdAt: 'По дате регистрации',
  name: 'По имени',
} as const satisfies Record<UserListSortKey, string>;

export interface UserListSort extends Sort {
  sortBy: UserListSortKey;
}

/** Newest accounts first, as the call answers without a sort. */
export const defaultUserListSort: UserListSort = { sortBy: 'createdAt', direction: 'desc' };

export function isUserListSortKey(value: unknown): value is UserListSortKey {
  return (userListSortOptions as readonly unknown[]).includes(value);
}

/** What the user list shows: the search text, the sort as the screen keeps it, the 0-based page. */
export interface UserListView {
  search: string;
  sort: UserListSort;
  page: number;
}

/** The query of `GET /api/users` (the contract's `usersQuerySchema`). */
export interface UserListCallQuery {
  search?: string;
  sortBy: 'createdAt' | 'username';
  direction: SortDirection;
  page: number;
  limit: number;
}

/**
 * The order the call is asked for, and so the order the list is in: §4 inverts the name direction,
 * so a name sort, which like every new key starts descending (§4 toggle rule), lists А→Я first.
 */
export function userListCallSort(sort: UserListSort): {
  sortBy: UserListCallQuery['sortBy'];
  direction: SortDirection;
} {
  const { direction } = sortForUserListCall(sort);
  return { sortBy: sort.sortBy === 'name' ? 'username' : 'createdAt', direction };
}

/** The call for a view: the search trimmed (left out when blank), 50 a page (§9). */
export function userListCallQuery(view: UserListView): UserListCallQuery {
  const search = view.search.trim();
  return {
    ...(search ? { search } : {}),
    ...userListCallSort(view.sort),
    page: view.page,
    limit: LIMITS.usersPageSize,
  };
}

/** How many pages `count` users fill. */
export function userListPageCount(count: number): number {
  return Math.ceil(Math.max(0, count) / LIMITS.usersPageSize);
}

/** The administrator's question before removing a user (the shared confirmation dialog, §2.1). */
export function removeUserQuestion(username: string): string {
  return `Удалить пользователя ${username}?`;
}
