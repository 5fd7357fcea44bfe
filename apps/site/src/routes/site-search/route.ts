import type { LazyRoute } from '../../app/lazy-route';
import { SiteSearchPage } from './SiteSearchPage';

/** /search: a chunk of its own, loaded when the page is first shown (app/router.tsx). */
export const siteSearchRoute: LazyRoute = { Component: SiteSearchPage };
