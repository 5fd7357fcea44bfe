// Written by `npm run contract:routes` (tools/contract/write-routes.ts) from the contract;
// do not edit. A test fails when it no longer matches the endpoints.
import type { Route } from '../endpoint';
import type * as sanctions from '../sanctions';

export const addSanctionRoute: Route<typeof sanctions.addSanctionEndpoint> = {
  method: 'POST',
  path: '/api/profile/{id}/sanctions',
};

export const liftSanctionRoute: Route<typeof sanctions.liftSanctionEndpoint> = {
  method: 'PUT',
  path: '/api/sanctions/{id}/lift',
};

export const userSanctionsRoute: Route<typeof sanctions.userSanctionsEndpoint> = {
  method: 'GET',
  path: '/api/profile/{id}/sanctions',
};
