import type { LazyRoute } from '../../app/lazy-route';
import { ListsPage } from './ListsPage';

/** A user's lists (SPEC.md §2.2 /lists/{username}). */
export const userListsPageRoute: LazyRoute = { Component: ListsPage };
