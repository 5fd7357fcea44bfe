// Written by `npm run contract:routes` (tools/contract/write-routes.ts) from the contract;
// do not edit. A test fails when it no longer matches the endpoints.
import type { Route } from '../endpoint';
import type * as draftReview from '../draft-review';

export const draftMergeRoute: Route<typeof draftReview.draftMergeEndpoint> = {
  method: 'GET',
  path: '/api/drafts/{id}/review',
};

export const reviewDraftRoute: Route<typeof draftReview.reviewDraftEndpoint> = {
  method: 'PUT',
  path: '/api/drafts/{id}/review',
};
