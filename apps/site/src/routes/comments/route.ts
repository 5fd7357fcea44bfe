import type { LazyRoute } from '../../app/lazy-route';
import { AllCommentsPage } from './AllCommentsPage';

/** All comments (docs/product §2.2 /comments). */
export const allCommentsRoute: LazyRoute = { Component: AllCommentsPage };
