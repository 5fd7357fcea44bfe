import type { LazyRoute } from '../../app/lazy-route';
import { ListsPage } from './ListsPage';
import { OwnListsPage } from './OwnListsPage';

/** A user's lists (docs/product §2.2 /lists/{username}). */
export const userListsPageRoute: LazyRoute = { Component: ListsPage };

/** The reader's own lists (/lists, ours: docs/product §2.2). */
export const ownListsPageRoute: LazyRoute = { Component: OwnListsPage };
