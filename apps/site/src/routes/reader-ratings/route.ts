import type { LazyRoute } from '../../app/lazy-route';
import { ReaderRatingsPage } from './ReaderRatingsPage';

/** /ratings/:username: a chunk of its own, loaded when the page is first shown (app/router.tsx). */
export const readerRatingsRoute: LazyRoute = { Component: ReaderRatingsPage };
