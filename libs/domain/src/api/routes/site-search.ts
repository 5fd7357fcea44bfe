// Written by `npm run contract:routes` (tools/contract/write-routes.ts) from the contract;
// do not edit. A test fails when it no longer matches the endpoints.
import type { Route } from '../endpoint';
import type * as siteSearch from '../site-search';

export const siteSearchRoute: Route<typeof siteSearch.siteSearchEndpoint> = {
  method: 'GET',
  path: '/api/search',
  public: true,
};
