import type { LazyRoute } from '../../app/lazy-route';
import { FiltersPage } from './FiltersPage';

/** /filters (docs/product §2.2): the staff's genres, platforms and tags, each with rename and delete. */
export const filtersRoute: LazyRoute = { Component: FiltersPage };
