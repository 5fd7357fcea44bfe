import type { LazyRoute } from '../../app/lazy-route';
import { NovelDraftPage } from './NovelDraftPage';

/** /drafts/{id} (docs/product §2.2): a novel draft with its status, changes, preview and actions. */
export const novelDraftRoute: LazyRoute = { Component: NovelDraftPage };
