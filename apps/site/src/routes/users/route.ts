import type { LazyRoute } from '../../app/lazy-route';
import { UsersPage } from './UsersPage';

/** /users (docs/product §2.2): the staff's user list, 50 a page; administrators remove users. */
export const usersRoute: LazyRoute = { Component: UsersPage };
