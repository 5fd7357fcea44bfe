// Written by `npm run contract:routes` (tools/contract/write-routes.ts) from the contract;
// do not edit. A test fails when it no longer matches the endpoints.
import type { Route } from '../endpoint';
import type * as similar from '../similar';

export const similarTitlesRoute: Route<typeof similar.similarTitlesEndpoint> = {
  method: 'GET',
  path: '/api/novels/{id}/similar',
  public: true,
};
