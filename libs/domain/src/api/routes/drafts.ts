// Written by `npm run contract:routes` (tools/contract/write-routes.ts) from the contract;
// do not edit. A test fails when it no longer matches the endpoints.
import type { Route } from '../endpoint';
import type * as drafts from '../drafts';

export const changeDraftStatusRoute: Route<typeof drafts.changeDraftStatusEndpoint> = {
  method: 'PUT',
  path: '/api/drafts/{id}/status',
};

export const createNovelDraftRoute: Route<typeof drafts.createNovelDraftEndpoint> = {
  method: 'POST',
  path: '/api/drafts/novels',
  permission: 'createDraft',
};

export const deleteDraftRoute: Route<typeof drafts.deleteDraftEndpoint> = {
  method: 'DELETE',
  path: '/api/drafts/{id}',
};

export const draftListRoute: Route<typeof drafts.draftListEndpoint> = {
  method: 'GET',
  path: '/api/drafts',
  permission: 'viewDraftList',
};

export const novelDraftRoute: Route<typeof drafts.novelDraftEndpoint> = {
  method: 'GET',
  path: '/api/drafts/{id}',
};

export const revisionDiffRoute: Route<typeof drafts.revisionDiffEndpoint> = {
  method: 'GET',
  path: '/api/novels/{id}/revisions/diff',
  public: true,
};

export const revisionsRoute: Route<typeof drafts.revisionsEndpoint> = {
  method: 'GET',
  path: '/api/novels/{id}/revisions',
  public: true,
};

export const updateDraftValueRoute: Route<typeof drafts.updateDraftValueEndpoint> = {
  method: 'PUT',
  path: '/api/drafts/{id}/value',
};
