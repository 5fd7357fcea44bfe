// Written by `npm run contract:routes` (tools/contract/write-routes.ts) from the contract;
// do not edit. A test fails when it no longer matches the endpoints.
import type { Route } from '../endpoint';
import type * as comments from '../comments';

export const commentsRoute: Route<typeof comments.commentsEndpoint> = {
  method: 'GET',
  path: '/api/comments',
  public: true,
};

export const createCommentRoute: Route<typeof comments.createCommentEndpoint> = {
  method: 'POST',
  path: '/api/comments',
  permission: 'comment',
};

export const createReviewRoute: Route<typeof comments.createReviewEndpoint> = {
  method: 'POST',
  path: '/api/novelReviews',
  permission: 'comment',
};

export const deleteCommentRoute: Route<typeof comments.deleteCommentEndpoint> = {
  method: 'DELETE',
  path: '/api/comments/{id}',
};

export const draftCommentsRoute: Route<typeof comments.draftCommentsEndpoint> = {
  method: 'GET',
  path: '/api/comments/draft/{id}',
};

export const likeRoute: Route<typeof comments.likeEndpoint> = {
  method: 'POST',
  path: '/api/likes/{type}/{id}/{value}',
  permission: 'like',
};

export const unlikeRoute: Route<typeof comments.unlikeEndpoint> = {
  method: 'DELETE',
  path: '/api/likes/{type}/{id}',
  permission: 'like',
};

export const updateCommentRoute: Route<typeof comments.updateCommentEndpoint> = {
  method: 'PUT',
  path: '/api/comments/{id}',
};

export const updateReviewRoute: Route<typeof comments.updateReviewEndpoint> = {
  method: 'PUT',
  path: '/api/novelReviews/{id}',
};

export const uploadCommentImageRoute: Route<typeof comments.uploadCommentImageEndpoint> = {
  method: 'POST',
  path: '/api/uploadImage/comment',
  permission: 'comment',
};
