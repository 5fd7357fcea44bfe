import { changeDraftListFilter } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { draftsFilterOf, draftsHref } from './drafts-address';

const filterAt = (query: string) => draftsFilterOf(new URLSearchParams(query));

describe('the /drafts address', () => {
  it('reads the tabs and the 1-based page', () => {
    expect(filterAt('type=post&status=review&page=3')).toEqual({
      type: 'post',
      status: 'review',
      page: 2,
    });
    expect(filterAt('')).toEqual({ type: 'all', status: 'all', page: 0 });
  });

  it('falls back to the defaults for unknown tabs and pages', () => {
    expect(filterAt('type=comics&status=lost&page=0')).toEqual({
      type: 'all',
      status: 'all',
      page: 0,
    });
    expect(filterAt('page=2.5').page).toBe(0);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(draftsHref({ type: 'all', status: 'all', page: 0 })).toBe('/drafts');
    const filter = { type: 'novel', status: 'completed', page: 4 } as const;
    expect(draftsHref(filter)).toBe('/drafts?type=novel&status=completed&page=5');
    expect(filterAt(draftsHref(filter).split('?')[1] ?? '')).toEqual(filter);
  });

  it('goes back to the first page when a tab changes (docs/product §4)', () => {
    const filter = filterAt('type=novel&page=4');
    expect(draftsHref(changeDraftListFilter(filter, { status: 'active' }))).toBe(
      '/drafts?type=novel&status=active',
    );
    expect(draftsHref(changeDraftListFilter(filter, { type: 'novel' }))).toBe(
      '/drafts?type=novel&page=4',
    );
  });
});
