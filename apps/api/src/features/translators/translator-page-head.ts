import { landingPageMeta, translatorPageDescription } from '@vn/domain';
import type { CatalogueService } from '../catalogue';
import {
  laterPage,
  type PageHeads,
  type SiteAddress,
  type SitemapSource,
} from '../../platform/site';
import type { TranslatorRecord, TranslatorDirectory } from '../translator-directory';

const TRANSLATORS_PATH = /^\/translators\/?$/;
const TRANSLATOR_PATH = /^\/translators\/([^/]+)\/?$/;

export function translatorPath(record: Pick<TranslatorRecord, 'url'>): string {
  return `/translators/${encodeURIComponent(record.url)}`;
}

/**
 * The heads of /translators and of a group's page (docs/product §2.2), from the groups and the catalogue
 * in memory. A group is found by its url or its id (the site's address is the url), and
 * its one address is by url. Its description names the projects it translated that a reader can
 * open. The list keeps its page in its address (a page of the list is content of its own) and drops
 * the search text.
 */
export function translatorPageHeads(
  directory: TranslatorDirectory,
  catalogue: CatalogueService,
  site: SiteAddress,
): PageHeads {
  return (path, query) => {
    if (TRANSLATORS_PATH.test(path)) {
      const page = laterPage(query.get('page'));
      const { title, description } = landingPageMeta.translators;
      return {
        title,
        description,
        canonical: site.url(page ? `/translators?page=${page}` : '/translators'),
        type: 'website',
      };
    }
    const match = TRANSLATOR_PATH.exec(path);
    if (!match) return null;
    let key: string;
    try {
      key = decodeURIComponent(match[1]!);
    } catch {
      return null;
    }
    const record = directory.getByUrl(key) ?? directory.get(key);
    if (!record) return null;
    const projects = record.novelIds
      .map((id) => catalogue.byId(id)?.record)
      .filter((project) => project !== undefined && !project.removed)
      .map((project) => project!.name);
    return {
      title: record.name,
      description: translatorPageDescription(projects),
      canonical: site.url(translatorPath(record)),
      type: 'website',
    };
  };
}

/** Every group's page, by url (stable as groups are added: a sitemap of a few hundred). */
export function translatorsSitemap(directory: TranslatorDirectory): SitemapSource {
  return {
    name: 'translators',
    version: () => directory.version,
    entries: () =>
      [...directory.all()]
        .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))
        .map((record) => ({ path: translatorPath(record), lastmod: record.updatedAt })),
  };
}
