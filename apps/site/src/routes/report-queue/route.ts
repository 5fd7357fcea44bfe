import type { LazyRoute } from '../../app/lazy-route';
import { ReportQueuePage } from './ReportQueuePage';

/** /reports (docs/product §A3.2, ours): the reports queue, for moderators; the not-found page for others. */
export const reportQueueRoute: LazyRoute = { Component: ReportQueuePage };
