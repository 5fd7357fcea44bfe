import { reportCasesRoute } from '@vn/domain';
import { useEndpoint } from '../api/use-endpoint';
import { useSession } from '../session/session';

/** What the bell says of the reports queue (docs/product §A3.6): how many wait, and since when. */
export interface ReportsQueueNews {
  open: number;
  /** The latest report among the first cases; null when none waits. */
  latestAt: string | null;
}

/** The call the bell reads: the first page of open cases, with their count. */
export const OPEN_REPORTS = { query: { status: 'open', page: 0 } } as const;

/**
 * The reports queue for the staff's bell (docs/product §A3.6, ours): asked only by whoever may read
 * reports; kept current by the `reportsQueue` live event (follow-live-events.ts), which asks again.
 */
export function useReportsQueueNews(): ReportsQueueNews {
  const session = useSession();
  const { data } = useEndpoint(
    reportCasesRoute,
    session.mayCall(reportCasesRoute) ? OPEN_REPORTS : null,
  );
  const times = (data?.cases ?? []).flatMap((each) => each.reports.map((report) => report.at));
  return {
    open: data?.count ?? 0,
    latestAt: times.length > 0 ? times.reduce((a, b) => (a > b ? a : b)) : null,
  };
}
