// Written by `npm run contract:routes` (tools/contract/write-routes.ts) from the contract;
// do not edit. A test fails when it no longer matches the endpoints.
export * from './accounts';
export * from './catalogue';
export * from './comments';
export * from './draft-review';
export * from './drafts';
export * from './health';
export * from './live-events';
export * from './messages';
export * from './moderation-log';
export * from './posts';
export * from './ratings';
export * from './reading-transfer';
export * from './reports';
export * from './sanctions';
export * from './translations';
export * from './user-events';
export * from './vndb';
