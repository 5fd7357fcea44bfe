import type { LazyRoute } from '../../app/lazy-route';
import { DraftReviewPage } from './DraftReviewPage';

/** /drafts/{id}/review (docs/product §A4, ours): an edit draft reviewed field by field. */
export const draftReviewRoute: LazyRoute = { Component: DraftReviewPage };
