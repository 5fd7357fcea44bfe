// Written by `npm run contract:routes` (tools/contract/write-routes.ts) from the contract;
// do not edit. A test fails when it no longer matches the endpoints.
import type { Route } from '../endpoint';
import type * as posts from '../posts';

export const createPostDraftRoute: Route<typeof posts.createPostDraftEndpoint> = {
  method: 'POST',
  path: '/api/postDrafts',
  permission: 'createDraft',
};

export const createPostUpdateDraftRoute: Route<typeof posts.createPostUpdateDraftEndpoint> = {
  method: 'POST',
  path: '/api/postDrafts/{id}',
  permission: 'createDraft',
};

export const deletePostRoute: Route<typeof posts.deletePostEndpoint> = {
  method: 'DELETE',
  path: '/api/posts/{countId}',
  permission: 'deletePost',
};

export const postByIdRoute: Route<typeof posts.postByIdEndpoint> = {
  method: 'GET',
  path: '/api/postsById/{id}',
  public: true,
};

export const postDraftRoute: Route<typeof posts.postDraftEndpoint> = {
  method: 'GET',
  path: '/api/postDrafts/{id}',
};

export const postDraftStatusRoute: Route<typeof posts.postDraftStatusEndpoint> = {
  method: 'PUT',
  path: '/api/postDrafts/{id}/status',
};

export const postDraftsRoute: Route<typeof posts.postDraftsEndpoint> = {
  method: 'GET',
  path: '/api/postDrafts',
};

export const postRoute: Route<typeof posts.postEndpoint> = {
  method: 'GET',
  path: '/api/posts/{countId}',
  public: true,
};

export const postsRoute: Route<typeof posts.postsEndpoint> = {
  method: 'GET',
  path: '/api/posts',
  public: true,
};

export const updatePostDraftValueRoute: Route<typeof posts.updatePostDraftValueEndpoint> = {
  method: 'PUT',
  path: '/api/postDrafts/{id}/value',
};
