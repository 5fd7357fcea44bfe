import type { LazyRoute } from '../../app/lazy-route';
import { ProjectPage } from './ProjectPage';

/** The project page (docs/product §2.3), at /novels/{url} and /games/{url}. */
export const projectRoute: LazyRoute = { Component: ProjectPage };
