import { z } from 'zod';
import { assertNever } from '../assert-never';
import { LIMITS } from '../format/constants';
import { draftStatuses, type DraftStatus } from './status';

/**
 * The /drafts list filters (docs/product §2.2 /drafts, §4 Draft list filters): a type tab, a status tab and
 * a 0-based page; changing the type or the status goes back to page 0.
 */
export const draftTypeFilters = ['all', 'novel', 'post'] as const;
export type DraftTypeFilter = (typeof draftTypeFilters)[number];

/** Status tabs in the order of docs/product §2.2: all, active, awaiting review, completed. */
export const draftStatusFilters = ['all', 'active', 'review', 'completed'] as const;
export type DraftStatusFilter = (typeof draftStatusFilters)[number];

/** Tab labels (docs/product names the tabs in English only; the Russian is ours). */
export const draftTypeFilterLabels = {
  all: 'Все',
  novel: 'Новеллы и игры',
  post: 'Статьи',
} as const satisfies Record<DraftTypeFilter, string>;

/** Status tab labels (docs/product §2.2 /drafts; the Russian is ours). */
export const draftStatusFilterLabels = {
  all: 'Все',
  active: 'Активные',
  review: 'На ревью',
  completed: 'Завершенные',
} as const satisfies Record<DraftStatusFilter, string>;

/**
 * The statuses each status tab stands for. docs/product names the tabs without defining them; ours:
 * active = not finished (created, waitApprove, approved), review = waitApprove, completed = applied or
 * declined. "active" and "review" overlap on purpose: a draft on review is still in work.
 */
export function draftStatusesOf(filter: DraftStatusFilter): readonly DraftStatus[] {
  switch (filter) {
    case 'all':
      return draftStatuses;
    case 'active':
      return ['created', 'waitApprove', 'approved'];
    case 'review':
      return ['waitApprove'];
    case 'completed':
      return ['applied', 'declined'];
    default:
      return assertNever(filter);
  }
}

/**
 * The filter state, read from the URL (docs/conventions.md § State in the address). A
 * missing or unknown value falls back to its default rather than failing the page.
 */
export const draftListFilterSchema = z.object({
  type: z.enum(draftTypeFilters).catch('all'),
  status: z.enum(draftStatusFilters).catch('all'),
  page: z.coerce.number().int().min(0).catch(0),
});
export type DraftListFilter = z.infer<typeof draftListFilterSchema>;

/** The list as /drafts first shows it: every type, every status, page 0 (docs/product §4). */
export const defaultDraftListFilter: DraftListFilter = { type: 'all', status: 'all', page: 0 };

/**
 * A new type and/or status tab (docs/product §4: "changing type or status resets page to 0"). Choosing the
 * tab already chosen changes nothing, so the page stays.
 */
export function changeDraftListFilter(
  filter: DraftListFilter,
  change: Partial<Pick<DraftListFilter, 'type' | 'status'>>,
): DraftListFilter {
  const type = change.type ?? filter.type;
  const status = change.status ?? filter.status;
  const changed = type !== filter.type || status !== filter.status;
  return { type, status, page: changed ? 0 : filter.page };
}

/**
 * The query of GET /api/drafts?page&type&status (docs/product §7). "all" is the absence of a filter, so it
 * is left out; the page is always sent, 0-based.
 */
export function draftListQuery(filter: DraftListFilter): Record<string, string> {
  return {
    page: String(filter.page),
    ...(filter.type === 'all' ? {} : { type: filter.type }),
    ...(filter.status === 'all' ? {} : { status: filter.status }),
  };
}

/**
 * How many pages the paginator shows (docs/product §4: "up to 100 pages when a page has items"; the list
 * call returns no total): 100 (`LIMITS.paginatorMaxPages`) when the current page has items, none
 * (the paginator is hidden) when it is empty.
 */
export function draftListPageCount(itemsOnPage: number): number {
  return itemsOnPage > 0 ? LIMITS.paginatorMaxPages : 0;
}
