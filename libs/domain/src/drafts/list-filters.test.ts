import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeDraftListFilter,
  defaultDraftListFilter,
  draftListFilterSchema,
  draftListPageCount,
  draftListQuery,
  draftStatusFilterLabels,
  draftStatusFilters,
  draftStatusesOf,
  draftTypeFilterLabels,
  draftTypeFilters,
  type DraftListFilter,
} from './list-filters';
import { draftStatuses } from './status';

describe('draft list tabs (docs/product §2.2 /drafts, §4 Draft list filters)', () => {
  it('labels the type tabs and the status tabs in the order of the route', () => {
    expect(draftTypeFilters.map((type) => draftTypeFilterLabels[type])).toEqual([
      'Все',
      'Новеллы и игры',
      'Статьи',
    ]);
    expect(draftStatusFilters.map((status) => draftStatusFilterLabels[status])).toEqual([
      'Все',
      'Активные',
      'На ревью',
      'Завершенные',
    ]);
  });

  it('maps each status tab to statuses', () => {
    expect(draftStatusesOf('all')).toEqual(draftStatuses);
    expect(draftStatusesOf('active')).toEqual(['created', 'waitApprove', 'approved']);
    expect(draftStatusesOf('review')).toEqual(['waitApprove']);
    expect(draftStatusesOf('completed')).toEqual(['applied', 'declined']);
  });

  it('throws on a tab outside the list rather than guess', () => {
    expect(() => draftStatusesOf('archived' as never)).toThrow('Unhandled case: "archived"');
  });

  it('splits every status between active and completed', () => {
    const active = draftStatusesOf('active');
    const completed = draftStatusesOf('completed');
    expect([...active, ...completed].sort()).toEqual([...draftStatuses].sort());
  });
});

describe('draftListFilterSchema', () => {
  it('reads the filter from URL values, falling back to the defaults', () => {
    expect(draftListFilterSchema.parse({ type: 'post', status: 'review', page: '3' })).toEqual({
      type: 'post',
      status: 'review',
      page: 3,
    });
    expect(draftListFilterSchema.parse({})).toEqual(defaultDraftListFilter);
    expect(draftListFilterSchema.parse({ type: 'x', status: 1, page: '-1' })).toEqual(
      defaultDraftListFilter,
    );
    expect(draftListFilterSchema.parse({ page: '1.5' }).page).toBe(0);
  });
});

describe('changeDraftListFilter (docs/product §4: changing type or status resets page to 0)', () => {
  const onPage4: DraftListFilter = { type: 'novel', status: 'active', page: 4 };

  it('goes back to page 0 when the type or the status changes', () => {
    expect(changeDraftListFilter(onPage4, { type: 'post' })).toEqual({
      type: 'post',
      status: 'active',
      page: 0,
    });
    expect(changeDraftListFilter(onPage4, { status: 'completed' })).toEqual({
      type: 'novel',
      status: 'completed',
      page: 0,
    });
  });

  it('keeps the page when the same tab is chosen again', () => {
    expect(changeDraftListFilter(onPage4, { type: 'novel' })).toEqual(onPage4);
    expect(changeDraftListFilter(onPage4, {})).toEqual(onPage4);
  });

  it('is idempotent', () => {
    const filterArb = fc.record({
      type: fc.constantFrom(...draftTypeFilters),
      status: fc.constantFrom(...draftStatusFilters),
      page: fc.nat(),
    });
    const changeArb = fc.record(
      {
        type: fc.constantFrom(...draftTypeFilters),
        status: fc.constantFrom(...draftStatusFilters),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(filterArb, changeArb, (filter, change) => {
        const once = changeDraftListFilter(filter, change);
        expect(changeDraftListFilter(once, change)).toEqual(once);
      }),
    );
  });
});

describe('draftListQuery (docs/product §7 GET /api/drafts?page&type&status)', () => {
  it('sends the page and the filters that are set', () => {
    expect(draftListQuery(defaultDraftListFilter)).toEqual({ page: '0' });
    expect(draftListQuery({ type: 'novel', status: 'review', page: 2 })).toEqual({
      page: '2',
      type: 'novel',
      status: 'review',
    });
  });
});

describe('draftListPageCount (docs/product §4: up to 100 pages when a page has items)', () => {
  it('offers 100 pages while the page has items and hides the paginator otherwise', () => {
    expect(draftListPageCount(1)).toBe(100);
    expect(draftListPageCount(20)).toBe(100);
    expect(draftListPageCount(0)).toBe(0);
  });
});
