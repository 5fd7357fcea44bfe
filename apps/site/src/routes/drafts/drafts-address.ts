import { draftListFilterSchema, type DraftListFilter } from '@vn/domain';
import { pageFromSearch } from '../../app/page-address';

/*
 * What /drafts shows lives in its address (docs/conventions.md § State in the address; docs/product
 * §4 Draft list filters): `?type=novel&status=review&page=2`. The page is 1-based in the address,
 * as everywhere on the site, and 0-based in the filter; defaults stay out of the address, so
 * /drafts is every draft's first page.
 */

/** The filter an address asks for; an unknown tab or page is the default (a stale link opens). */
export function draftsFilterOf(search: URLSearchParams): DraftListFilter {
  return draftListFilterSchema.parse({
    type: search.get('type') ?? undefined,
    status: search.get('status') ?? undefined,
    page: pageFromSearch(search),
  });
}

/** The address of a filter. */
export function draftsHref(filter: DraftListFilter): string {
  const query = new URLSearchParams();
  if (filter.type !== 'all') query.set('type', filter.type);
  if (filter.status !== 'all') query.set('status', filter.status);
  if (filter.page > 0) query.set('page', String(filter.page + 1));
  const text = query.toString();
  return text ? `/drafts?${text}` : '/drafts';
}
