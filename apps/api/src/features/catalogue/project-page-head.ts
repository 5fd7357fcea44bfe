import { descriptionExcerpt, descriptionMarkup } from '@vn/domain';
import {
  type Feed,
  feedLink,
  type GonePages,
  type PageHeads,
  type SiteAddress,
} from '../../platform/site';
import type { CatalogueService } from './catalogue.service';
import { type NovelRecord, projectPath } from '../novels';

const PROJECT_PATH = /^\/(?:novels|games)\/([^/]+)\/?$/;

/** The project's url in a project page's path (still percent-encoded), or null for another path. */
export function projectUrlOfPath(path: string): string | null {
  const match = PROJECT_PATH.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null; // Fastify refuses malformed addresses first; this is its second line.
  }
}

/**
 * The head of a project page (docs/product §2.3), from the catalogue's memory (no query): the project's
 * name and description, its poster (the link preview's picture, and preloaded; the page's own data
 * comes inside the server-rendered page). Its one address is under the route of its section (/games/x of a novel is
 * /novels/x), without the query (a tab), and the feeds `feedsOf` gives it (its translations'
 * updates). Removed and unknown projects get the plain shell, whose scripts show the not-found page.
 */
export function projectPageHeads(
  catalogue: CatalogueService,
  site: SiteAddress,
  feedsOf: (record: NovelRecord) => readonly Feed[] = () => [],
): PageHeads {
  return (path) => {
    const url = projectUrlOfPath(path);
    if (url === null) return null;
    const record = catalogue.byUrl(url)?.record;
    if (!record || record.removed) return null;
    return {
      title: record.name,
      description: descriptionExcerpt(descriptionMarkup(record.description)),
      canonical: site.url(projectPath(record)),
      type: 'website',
      image: record.poster ? site.url(record.poster.full || record.poster.preview) : undefined,
      preloadImage: record.poster ? record.poster.preview || record.poster.full : undefined,
      feeds: feedsOf(record).map((feed) => feedLink(site, feed)),
    };
  };
}

/** A removed project's page (the catalogue keeps it, marked removed): gone, 410 (gone-pages.ts). */
export function projectGonePages(catalogue: CatalogueService): GonePages {
  return (path) => {
    const url = projectUrlOfPath(path);
    return Promise.resolve(url !== null && Boolean(catalogue.byUrl(url)?.record.removed));
  };
}
