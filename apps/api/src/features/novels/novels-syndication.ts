import { descriptionExcerpt, descriptionMarkup, routeOfSection, sectionLabels } from '@vn/domain';
import {
  FEED_SIZE,
  type Feed,
  type FeedSource,
  type SiteAddress,
  type SitemapSource,
} from '../../platform/site';
import type { CatalogueIndex } from './catalogue-index';
import type { NovelRecord } from './novel.schema';

/** The feed of newly added projects, followed by /, /novels and /games. */
export const PROJECTS_FEED: Feed = {
  path: '/feeds/novels.atom',
  title: 'Новые новеллы и игры',
  pagePath: '/games?section=all&sort=createdAt',
};

/** A project page's one address: under the route of its section (docs/product §2.2). */
export function projectPath(record: Pick<NovelRecord, 'section' | 'url'>): string {
  return `/${routeOfSection(record.section)}/${encodeURIComponent(record.url)}`;
}

/**
 * The newest projects as feed entries, from the index's order by date added (kept sorted; no
 * query). An entry's id is the project's `/go/novel/{id}` address: it outlives a new slug.
 */
export function projectsFeed(index: CatalogueIndex, site: SiteAddress): FeedSource {
  return {
    feed: PROJECTS_FEED,
    version: () => index.version,
    entries: () =>
      index
        .top({ sortBy: 'createdAt', direction: 'desc' }, 'mixRating', () => true, FEED_SIZE)
        .map(({ record }) => ({
          id: site.url(`/go/novel/${record._id}`),
          title: record.name,
          link: site.url(projectPath(record)),
          published: record.createdAt,
          updated: record.updatedAt,
          summary: descriptionExcerpt(descriptionMarkup(record.description)) || undefined,
          category: { term: record.section, label: sectionLabels[record.section] },
        })),
  };
}

/**
 * Every project a reader can open, oldest first (by date added, then id): a new project lands in
 * the last file. Its last change is its `lastmod`.
 */
export function projectsSitemap(index: CatalogueIndex): SitemapSource {
  return {
    name: 'projects',
    version: () => index.version,
    entries: () =>
      [...index.visible()]
        .map(({ record }) => record)
        .sort(
          (a, b) =>
            a.createdAt.getTime() - b.createdAt.getTime() ||
            (a._id < b._id ? -1 : a._id > b._id ? 1 : 0),
        )
        .map((record) => ({ path: projectPath(record), lastmod: record.updatedAt })),
  };
}
