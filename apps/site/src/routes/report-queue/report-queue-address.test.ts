import { describe, expect, it } from 'vitest';
import { reportQueueHref, reportQueueViewOf } from './report-queue-address';

const viewAt = (query: string) => reportQueueViewOf(new URLSearchParams(query));

describe('the /reports address', () => {
  it('reads the tab and the 1-based page', () => {
    expect(viewAt('status=resolved&page=3')).toEqual({ status: 'resolved', page: 2 });
    expect(viewAt('')).toEqual({ status: 'open', page: 0 });
  });

  it('falls back to the open cases and the first page for what it does not know', () => {
    expect(viewAt('status=lost&page=0')).toEqual({ status: 'open', page: 0 });
    expect(viewAt('page=2.5').page).toBe(0);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(reportQueueHref({ status: 'open', page: 0 })).toBe('/reports');
    const view = { status: 'resolved', page: 4 } as const;
    expect(reportQueueHref(view)).toBe('/reports?status=resolved&page=5');
    expect(viewAt(reportQueueHref(view).split('?')[1] ?? '')).toEqual(view);
  });
});
