// Written by `npm run contract:routes` (tools/contract/write-routes.ts) from the contract;
// do not edit. A test fails when it no longer matches the endpoints.
import type { Route } from '../endpoint';
import type * as reports from '../reports';

export const claimReportCaseRoute: Route<typeof reports.claimReportCaseEndpoint> = {
  method: 'PUT',
  path: '/api/reports/{kind}/{id}/claim',
  permission: 'viewReports',
};

export const reportCasesRoute: Route<typeof reports.reportCasesEndpoint> = {
  method: 'GET',
  path: '/api/reports',
  permission: 'viewReports',
};

export const resolveReportCaseRoute: Route<typeof reports.resolveReportCaseEndpoint> = {
  method: 'PUT',
  path: '/api/reports/{kind}/{id}/resolve',
  permission: 'viewReports',
};

export const sendReportRoute: Route<typeof reports.sendReportEndpoint> = {
  method: 'POST',
  path: '/api/reports',
  permission: 'report',
};
