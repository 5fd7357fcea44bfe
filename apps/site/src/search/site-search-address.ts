import { SITE_SEARCH_MAX_LENGTH, siteSearchKinds, type SiteSearchKind } from '@vn/domain';
import { pageFromSearch } from '../app/page-address';

/*
 * What /search shows lives in its address (docs/conventions.md § State in the address;
 * docs/product §A7.3): `?q=лето&kind=articles&page=2`. «Все» is no `kind`; the page is 1-based in
 * the address, 0-based in the call, and only a kind's tab has pages.
 */

/** «Все», then a tab per kind. */
export const siteSearchTabs = ['all', ...siteSearchKinds] as const;
export type SiteSearchTab = (typeof siteSearchTabs)[number];

export interface SiteSearchFilter {
  q: string;
  tab: SiteSearchTab;
  /** 0-based. */
  page: number;
}

/** The filter an address asks for; an unknown tab is «Все», a malformed page the first. */
export function siteSearchFilterOf(search: URLSearchParams): SiteSearchFilter {
  const kind = search.get('kind');
  const tab = siteSearchKinds.find((each) => each === kind) ?? 'all';
  return {
    q: (search.get('q') ?? '').trim().slice(0, SITE_SEARCH_MAX_LENGTH),
    tab,
    page: tab === 'all' ? 0 : pageFromSearch(search),
  };
}

/** The address of a filter. */
export function siteSearchHref(filter: SiteSearchFilter): string {
  const query = new URLSearchParams();
  if (filter.q) query.set('q', filter.q);
  if (filter.tab !== 'all') query.set('kind', filter.tab);
  if (filter.tab !== 'all' && filter.page > 0) query.set('page', String(filter.page + 1));
  const text = query.toString();
  return text ? `/search?${text}` : '/search';
}

/** The kind a tab asks the call for; «Все» asks for every kind. */
export function kindOfTab(tab: SiteSearchTab): SiteSearchKind | undefined {
  return tab === 'all' ? undefined : tab;
}
