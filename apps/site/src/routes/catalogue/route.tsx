import type { LazyRoute } from '../../app/lazy-route';
import { CataloguePage } from './CataloguePage';

/** /novels and /games (docs/product §2.2): one page, two routes. */
export const novelsRoute: LazyRoute = { Component: () => <CataloguePage route="novels" /> };
export const gamesRoute: LazyRoute = { Component: () => <CataloguePage route="games" /> };
