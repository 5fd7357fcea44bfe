import type { LazyRoute } from '../../app/lazy-route';
import { ProfilePage } from './ProfilePage';

/** A profile (docs/product §2.4), at /profile (one's own) and /profile/{username}. */
export const profilePageRoute: LazyRoute = { Component: ProfilePage };
