import { landingPageMeta, translationsCanonicalHref } from '@vn/domain';
import type { PageHeads, SiteAddress } from '../../platform/site';

const TRANSLATIONS_PATH = /^\/translations\/?$/;

/**
 * The head of /translations (docs/product §A1.10): its title and description, the same words the
 * page sets in the browser, and its canonical address, which keeps the group and the page only
 * (`translationsCanonicalHref`). Nothing is read: the head of a list does not depend on what is in it.
 */
export function translationsPageHeads(site: SiteAddress): PageHeads {
  return (path, query) => {
    if (!TRANSLATIONS_PATH.test(path)) return null;
    const { title, description } = landingPageMeta.translations;
    return {
      title,
      description,
      canonical: site.url(translationsCanonicalHref(Object.fromEntries(query))),
      type: 'website',
    };
  };
}
