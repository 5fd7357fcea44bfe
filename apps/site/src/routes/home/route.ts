import type { LazyRoute } from '../../app/lazy-route';
import { HomePage } from './HomePage';

/** The main page (docs/product §2.2). */
export const homeRoute: LazyRoute = { Component: HomePage };
