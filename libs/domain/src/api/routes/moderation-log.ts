// Written by `npm run contract:routes` (tools/contract/write-routes.ts) from the contract;
// do not edit. A test fails when it no longer matches the endpoints.
import type { Route } from '../endpoint';
import type * as moderationLog from '../moderation-log';

export const moderationLogRoute: Route<typeof moderationLog.moderationLogEndpoint> = {
  method: 'GET',
  path: '/api/log',
  public: true,
};

export const moderationLogEntriesRoute: Route<typeof moderationLog.moderationLogEntriesEndpoint> = {
  method: 'GET',
  path: '/api/log/entries',
  public: true,
};

export const publicModerationLogRoute: Route<typeof moderationLog.publicModerationLogEndpoint> = {
  method: 'GET',
  path: '/api/moderationLog',
  public: true,
};
