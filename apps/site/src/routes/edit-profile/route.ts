import type { LazyRoute } from '../../app/lazy-route';
import { EditProfilePage } from './EditProfilePage';

/** The profile form (docs/product §2.2 /edit/profile/{id}). */
export const editProfilePageRoute: LazyRoute = { Component: EditProfilePage };
