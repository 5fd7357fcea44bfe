import { reportCasesRoute } from '@vn/domain';
import { useEndpoint } from '../../api/use-endpoint';
import type { ReportQueueView } from './report-queue-address';

/** A page of the reports queue (`GET /api/reports?status&page`, docs/product §A3.2, ours). */
export function useReportCases({ status, page }: ReportQueueView) {
  return useEndpoint(reportCasesRoute, { query: { status, page } });
}
