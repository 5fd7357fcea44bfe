import type { LazyRoute } from '../../app/lazy-route';
import { ListsPage } from './ListsPage';

/** A user's lists (docs/product §2.2 /lists/{username}). */
export const userListsPageRoute: LazyRoute = { Component: ListsPage };
