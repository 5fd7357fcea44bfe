// Written by `npm run contract:routes` (tools/contract/write-routes.ts) from the contract;
// do not edit. A test fails when it no longer matches the endpoints.
import type { Route } from '../endpoint';
import type * as liveEvents from '../live-events';

export const liveEventsSubscribeRoute: Route<typeof liveEvents.liveEventsSubscribeEndpoint> = {
  method: 'GET',
  path: '/api/events/subscribe',
};
