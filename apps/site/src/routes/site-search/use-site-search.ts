import { siteSearchRoute, SITE_SEARCH_DEFAULT_LIMIT } from '@vn/domain';
import { useEndpoint } from '../../api/use-endpoint';
import { kindOfTab, type SiteSearchFilter } from '../../search/site-search-address';

/** A kind's tab shows this many a page; «Все» each kind's first `SITE_SEARCH_DEFAULT_LIMIT`. */
export const SITE_SEARCH_PAGE_SIZE = 20;

/**
 * What /search shows (`GET /api/search`, docs/product §A7.3): every kind's count, and the chosen
 * tab's page or each kind's first few. Nothing is asked without a text; the last answer stays on
 * screen while the next tab or page loads.
 */
export function useSiteSearch(filter: SiteSearchFilter) {
  const kind = kindOfTab(filter.tab);
  return useEndpoint(
    siteSearchRoute,
    filter.q === ''
      ? null
      : {
          query: {
            q: filter.q,
            ...(kind && { kind, page: filter.page, limit: SITE_SEARCH_PAGE_SIZE }),
            ...(!kind && { limit: SITE_SEARCH_DEFAULT_LIMIT }),
          },
        },
    { keepPreviousData: true },
  );
}
