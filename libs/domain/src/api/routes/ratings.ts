// Written by `npm run contract:routes` (tools/contract/write-routes.ts) from the contract;
// do not edit. A test fails when it no longer matches the endpoints.
import type { Route } from '../endpoint';
import type * as ratings from '../ratings';

export const projectRatingsRoute: Route<typeof ratings.projectRatingsEndpoint> = {
  method: 'GET',
  path: '/api/novels/{id}/ratings',
  public: true,
};

export const readerRatingsRoute: Route<typeof ratings.readerRatingsEndpoint> = {
  method: 'GET',
  path: '/api/users/{username}/ratings',
  public: true,
};
