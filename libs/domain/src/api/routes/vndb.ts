// Written by `npm run contract:routes` (tools/contract/write-routes.ts) from the contract;
// do not edit. A test fails when it no longer matches the endpoints.
import type { Route } from '../endpoint';
import type * as vndb from '../vndb';

export const vndbSearchRoute: Route<typeof vndb.vndbSearchEndpoint> = {
  method: 'GET',
  path: '/api/vndb/search',
  permission: 'createDraft',
};
