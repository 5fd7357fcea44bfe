import type { LazyRoute } from '../../app/lazy-route';
import { PostDraftPage } from './PostDraftPage';

/** /postDrafts/{id} (docs/product §2.2): an article draft with its status, preview and actions. */
export const postDraftRoute: LazyRoute = { Component: PostDraftPage };
