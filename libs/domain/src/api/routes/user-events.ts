// Written by `npm run contract:routes` (tools/contract/write-routes.ts) from the contract;
// do not edit. A test fails when it no longer matches the endpoints.
import type { Route } from '../endpoint';
import type * as userEvents from '../user-events';

export const markEventsViewedRoute: Route<typeof userEvents.markEventsViewedEndpoint> = {
  method: 'POST',
  path: '/api/userEvents/markViewed',
};

export const novelNotificationsRoute: Route<typeof userEvents.novelNotificationsEndpoint> = {
  method: 'GET',
  path: '/api/novels/{id}/notifications',
};

export const saveNovelNotificationsRoute: Route<typeof userEvents.saveNovelNotificationsEndpoint> =
  {
    method: 'PUT',
    path: '/api/novels/{id}/notifications',
  };

export const userEventsRoute: Route<typeof userEvents.userEventsEndpoint> = {
  method: 'GET',
  path: '/api/userEvents',
};
