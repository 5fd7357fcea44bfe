import {
  defaultFilter,
  filterFromQuery,
  filterToQuery,
  landingPageMeta,
  type CatalogueRoute,
} from '@vn/domain';
import { type Feed, feedLink, type PageHeads, type SiteAddress } from '../../platform/site';

/** /novels and /games (a catalogue's list), as a page's path. */
export const CATALOGUE_PATH = /^\/(novels|games)\/?$/;

/**
 * The catalogue's address as search engines should keep it: its route, its section (a tab of
 * /games, a listing of its own) and its page, and nothing else. Sort, search, tags, genres, years
 * and lengths combine into more addresses than there are projects, each a view of the same cards
 * (every project is in the sitemap anyway); a page of the list is content of its own, so it stays,
 * as search engines ask of paged lists. Written by the domain's codec, so it is the address the
 * site itself would write for that view.
 */
function canonicalPath(route: CatalogueRoute, query: URLSearchParams): string {
  const { section, page } = filterFromQuery(Object.fromEntries(query), route);
  const kept = new URLSearchParams(
    filterToQuery({ ...defaultFilter(route), section, page }, route),
  );
  const search = kept.toString();
  return `/${route}${search ? `?${search}` : ''}`;
}

/**
 * The heads of the main page, /novels and /games (docs/product §2.2): their titles and descriptions,
 * and the feed of newly added projects they follow. Nothing is read: a head of a list does not
 * depend on what is in it.
 */
export function cataloguePageHeads(site: SiteAddress, projectsFeed: Feed): PageHeads {
  const feeds = [feedLink(site, projectsFeed)];
  return (path, query) => {
    if (path === '/') {
      const { title, description } = landingPageMeta.home;
      return { title, description, canonical: site.url('/'), type: 'website', feeds };
    }
    const match = CATALOGUE_PATH.exec(path);
    if (!match) return null;
    const route = match[1] as CatalogueRoute;
    const { title, description } = landingPageMeta[route];
    return {
      title,
      description,
      canonical: site.url(canonicalPath(route, query)),
      type: 'website',
      feeds,
    };
  };
}
