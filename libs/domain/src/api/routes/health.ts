// Written by `npm run contract:routes` (tools/contract/write-routes.ts) from the contract;
// do not edit. A test fails when it no longer matches the endpoints.
import type { Route } from '../endpoint';
import type * as health from '../health';

export const healthRoute: Route<typeof health.healthEndpoint> = {
  method: 'GET',
  path: '/api/health',
  public: true,
};
