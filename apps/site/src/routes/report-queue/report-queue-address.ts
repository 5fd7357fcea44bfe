import { pageFromSearch } from '../../app/page-address';

/*
 * What /reports shows lives in its address (docs/conventions.md § State in the address):
 * `?status=resolved&page=2`. The open cases are the default and their first page has no query; the
 * page is 1-based there and 0-based in the call, as everywhere on the site.
 */

/** The queue's two tabs: what is waiting, and what was resolved (docs/product §A3.2, ours). */
export const reportQueueStatuses = ['open', 'resolved'] as const;
export type ReportQueueStatus = (typeof reportQueueStatuses)[number];

export const reportQueueStatusLabels: Record<ReportQueueStatus, string> = {
  open: 'Открытые',
  resolved: 'Рассмотренные',
};

/** What the address shows. */
export interface ReportQueueView {
  status: ReportQueueStatus;
  page: number;
}

/** The view an address asks for; an unknown status or a malformed page is the default. */
export function reportQueueViewOf(search: URLSearchParams): ReportQueueView {
  return {
    status: search.get('status') === 'resolved' ? 'resolved' : 'open',
    page: pageFromSearch(search),
  };
}

/** The address of a view; a tab's link starts at its first page. */
export function reportQueueHref({ status, page }: ReportQueueView): string {
  const query = new URLSearchParams();
  if (status !== 'open') query.set('status', status);
  if (page > 0) query.set('page', String(page + 1));
  const text = query.toString();
  return text ? `/reports?${text}` : '/reports';
}
