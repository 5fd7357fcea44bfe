import type { LazyRoute } from '../../app/lazy-route';
import { DraftsPage } from './DraftsPage';

/** /drafts (docs/product §2.2): the drafts the reader may see, by type and status, page by page. */
export const draftsRoute: LazyRoute = { Component: DraftsPage };
