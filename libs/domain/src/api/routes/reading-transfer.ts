// Written by `npm run contract:routes` (tools/contract/write-routes.ts) from the contract;
// do not edit. A test fails when it no longer matches the endpoints.
import type { Route } from '../endpoint';
import type * as readingTransfer from '../reading-transfer';

export const importListsRoute: Route<typeof readingTransfer.importListsEndpoint> = {
  method: 'POST',
  path: '/api/lists/import',
};

export const listsExportRoute: Route<typeof readingTransfer.listsExportEndpoint> = {
  method: 'GET',
  path: '/api/lists/export',
};

export const previewListsImportRoute: Route<typeof readingTransfer.previewListsImportEndpoint> = {
  method: 'POST',
  path: '/api/lists/import/preview',
};
