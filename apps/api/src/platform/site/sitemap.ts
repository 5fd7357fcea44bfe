import { escapeXml, XML_DECLARATION, xmlDate } from './xml';
import type { SiteAddress } from './page-head';

/** One address of a sitemap (sitemaps.org protocol 0.9). */
export interface SitemapEntry {
  /** The site path, percent-encoded as a link would be. */
  path: string;
  lastmod?: Date;
}

/**
 * A part of the site the sitemap lists (projects, articles, landing pages), read from a feature's
 * in-memory model. `entries` come in a stable order, new ones last, so adding a project changes only
 * the last file of its part and crawlers keep the others as they fetched them.
 */
export interface SitemapSource {
  /** Names the part's files: `/sitemaps/{name}-{n}.xml`; lower-case letters. */
  name: string;
  /** Moves whenever the entries may have changed; the sitemap is rebuilt on the next read after. */
  version(): number | string;
  entries(): Iterable<SitemapEntry>;
}

/**
 * Addresses per file. The protocol allows 50,000 (and 50 MB); fewer keep each answer small
 * (about 1 MB before compression) and the files of older projects unchanged for longer.
 */
export const SITEMAP_FILE_SIZE = 10_000;

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const lastmodTag = (date: Date | undefined) => (date ? `<lastmod>${xmlDate(date)}</lastmod>` : '');

export function urlsetXml(site: SiteAddress, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(site.url(entry.path))}</loc>${lastmodTag(entry.lastmod)}</url>`,
  );
  return `${XML_DECLARATION}\n<urlset xmlns="${NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(
  site: SiteAddress,
  files: readonly { path: string; lastmod?: Date }[],
): string {
  const items = files.map(
    (file) =>
      `<sitemap><loc>${escapeXml(site.url(file.path))}</loc>${lastmodTag(file.lastmod)}</sitemap>`,
  );
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${NAMESPACE}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** The newest of some dates, or undefined. */
function newest(entries: readonly SitemapEntry[]): Date | undefined {
  let latest: Date | undefined;
  for (const { lastmod } of entries) if (lastmod && (!latest || lastmod > latest)) latest = lastmod;
  return latest;
}

/** The sitemap as files: the index at `/sitemap.xml`, and each part's files under `/sitemaps/`. */
export interface SitemapFiles {
  index: string;
  /** `projects-1.xml` → its XML. */
  files: ReadonlyMap<string, string>;
}

/**
 * The whole sitemap from its parts. Always an index, whatever the size: the catalogue may pass the
 * 50,000 addresses one file may hold (the benchmark seeds 80,000 projects), and one shape at every
 * size is one thing for crawlers and tests to know. A part without entries has no file.
 */
export function buildSitemap(
  site: SiteAddress,
  sources: readonly SitemapSource[],
  fileSize = SITEMAP_FILE_SIZE,
): SitemapFiles {
  const files = new Map<string, string>();
  const listed: { path: string; lastmod?: Date }[] = [];
  for (const source of sources) {
    const entries = [...source.entries()];
    for (let start = 0, n = 1; start < entries.length; start += fileSize, n += 1) {
      const chunk = entries.slice(start, start + fileSize);
      const name = `${source.name}-${n}.xml`;
      files.set(name, urlsetXml(site, chunk));
      listed.push({ path: `/sitemaps/${name}`, lastmod: newest(chunk) });
    }
  }
  return { index: sitemapIndexXml(site, listed), files };
}
