import { DEFAULT_PAGE_TITLE } from '@vn/domain';
import type { FeedLink, SiteAddress } from './page-head';
import { escapeXml, XML_DECLARATION, xmlDate } from './xml';

/** How many entries a feed carries: the newest, enough for a reader that polls daily. */
export const FEED_SIZE = 50;

/** One entry of an Atom feed (RFC 4287). */
export interface FeedEntry {
  /** Permanent: a renamed project or a moved address must not show as a new entry. Absolute. */
  id: string;
  title: string;
  /** The page, absolute. */
  link: string;
  published: Date;
  updated: Date;
  author?: string;
  /** Plain text. */
  summary?: string;
  category?: { term: string; label: string };
}

/** A feed: where it is, the page it follows, and its entries newest first. */
export interface Feed {
  /** The feed's own path (`/feeds/posts.atom`). */
  path: string;
  title: string;
  /** The page whose news it carries (`/posts`). */
  pagePath: string;
}

/** The `<link rel="alternate">` a page's head carries for a feed. */
export function feedLink(site: SiteAddress, feed: Feed): FeedLink {
  return { title: feed.title, href: site.url(feed.path) };
}

/**
 * The feed as Atom 1.0. Its id is its own address, its author the site (each entry names its own
 * when it has one), and `updated` the newest entry's (the moment it is built when it has none: an
 * empty feed still needs one).
 */
export function atomXml(
  site: SiteAddress,
  feed: Feed,
  entries: readonly FeedEntry[],
  now = new Date(),
): string {
  const updated = entries.reduce<Date | null>(
    (latest, entry) => (!latest || entry.updated > latest ? entry.updated : latest),
    null,
  );
  const text = (tag: string, value: string) => `<${tag}>${escapeXml(value)}</${tag}>`;
  const items = entries.map((entry) =>
    [
      '<entry>',
      text('id', entry.id),
      text('title', entry.title),
      `<link rel="alternate" type="text/html" href="${escapeXml(entry.link)}"/>`,
      text('published', xmlDate(entry.published)),
      text('updated', xmlDate(entry.updated)),
      ...(entry.author ? [`<author>${text('name', entry.author)}</author>`] : []),
      ...(entry.category
        ? [
            `<category term="${escapeXml(entry.category.term)}" label="${escapeXml(entry.category.label)}"/>`,
          ]
        : []),
      ...(entry.summary ? [text('summary', entry.summary)] : []),
      '</entry>',
    ].join(''),
  );
  return [
    XML_DECLARATION,
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ru">',
    text('id', site.url(feed.path)),
    text('title', feed.title),
    text('updated', xmlDate(updated ?? now)),
    `<link rel="self" type="application/atom+xml" href="${escapeXml(site.url(feed.path))}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(site.url(feed.pagePath))}"/>`,
    `<author>${text('name', DEFAULT_PAGE_TITLE)}</author>`,
    ...items,
    '</feed>',
    '',
  ].join('\n');
}

/** A feed and where its entries come from (a feature's in-memory model). */
export interface FeedSource {
  feed: Feed;
  /** Moves whenever the entries may have changed; the feed is rebuilt on the next read after. */
  version(): number | string;
  /** The newest entries, newest first, at most `FEED_SIZE`. */
  entries(): FeedEntry[] | Promise<FeedEntry[]>;
}

/**
 * Feeds of one kind, one per key, built on demand: `/feeds/translations/novel/{id}.atom` for every
 * project. The key is what follows `prefix` up to `.atom`; a key the family does not know is 404.
 */
export interface FeedFamily {
  /** The path before the key, ending in a slash: `/feeds/translations/novel/`. */
  prefix: string;
  /** Moves whenever any feed of the family may have changed; a kept feed is rebuilt after it. */
  version(): number | string;
  /** The feed of a key and its newest entries (at most `FEED_SIZE`), or null when there is none. */
  feedOf(
    key: string,
  ):
    | { feed: Feed; entries: FeedEntry[] }
    | null
    | Promise<{ feed: Feed; entries: FeedEntry[] } | null>;
  /**
   * A reader's own feed behind a secret key: only their own client may keep it (and asks again
   * each time), it is not indexed, and no sitemap or robots file names it.
   */
  personal?: boolean;
}

/** The path of a family's feed of a key. */
export function familyFeedPath(family: Pick<FeedFamily, 'prefix'>, key: string): string {
  return `${family.prefix}${encodeURIComponent(key)}.atom`;
}
