import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ErrorEnvelope } from '@vn/domain';
import { atomXml, type FeedFamily, type FeedSource } from './atom';
import { CachedDocument, entityTag, KeyedDocuments, sendDocument } from './cached-document';
import type { SiteAddress } from './page-head';
import { robotsTxt } from './robots';
import { buildSitemap, type SitemapSource } from './sitemap';

const NOT_FOUND: ErrorEnvelope = { message: 'Not Found' };

/** How long caches may keep each document before they ask again (with its tag). */
const MAX_AGE = { robots: 86_400, sitemap: 3_600, feed: 600 } as const;

/** The paths these routes own; the built site's files of the same names are not served. */
export const DISCOVERY_PATHS = ['robots.txt', 'sitemap.xml', 'sitemaps/**', 'feeds/**'] as const;

/**
 * What search engines and feed readers fetch, served from the features' memory (no query per read)
 * and rebuilt on the first read after a change: `/robots.txt`, `/sitemap.xml` (an index) with its
 * files under `/sitemaps/`, and the Atom feeds under `/feeds/`. Each has its own route, outside the
 * `/api` prefix: serve-site's fallback (`/*`) answers 404 to any path with an extension, and a
 * route of its own is more specific than it, whatever the order they are registered in. A family of
 * feeds (one per project, say) is a route under its prefix, each feed kept by key under the
 * family's version.
 */
export function serveDiscovery(
  app: NestFastifyApplication,
  {
    site,
    sitemap,
    feeds,
    feedFamilies = [],
  }: {
    site: SiteAddress;
    sitemap: readonly SitemapSource[];
    feeds: readonly FeedSource[];
    feedFamilies?: readonly FeedFamily[];
  },
): void {
  const server = app.getHttpAdapter().getInstance();

  const robots = robotsTxt(site);
  const robotsDocument = { text: robots, etag: entityTag(robots) };
  server.get('/robots.txt', (request, reply) =>
    sendDocument(request, reply, robotsDocument, {
      type: 'text/plain; charset=utf-8',
      maxAge: MAX_AGE.robots,
    }),
  );

  const sitemapFiles = new CachedDocument(
    () => sitemap.map((source) => source.version()).join(':'),
    () => {
      const built = buildSitemap(site, sitemap);
      // Each file gets its own tag: a new project changes the index and the last file only.
      return {
        index: { text: built.index, etag: entityTag(built.index) },
        files: new Map(
          [...built.files].map(([name, text]) => [name, { text, etag: entityTag(text) }]),
        ),
      };
    },
    (built) => built.index.text,
  );
  const xml = { type: 'application/xml; charset=utf-8', maxAge: MAX_AGE.sitemap };
  server.get('/sitemap.xml', async (request, reply) => {
    const { value } = await sitemapFiles.get();
    return sendDocument(request, reply, value.index, xml);
  });
  server.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const { value } = await sitemapFiles.get();
    const file = value.files.get(request.params.file);
    if (!file) return reply.code(404).send(NOT_FOUND);
    return sendDocument(request, reply, file, xml);
  });

  const atom = { type: 'application/atom+xml; charset=utf-8', maxAge: MAX_AGE.feed };
  const feedDocuments = new Map(
    feeds.map((source) => [
      source.feed.path,
      new CachedDocument(
        () => String(source.version()),
        async () => atomXml(site, source.feed, await source.entries()),
        (text) => text,
      ),
    ]),
  );
  server.get<{ Params: { file: string } }>('/feeds/:file', async (request, reply) => {
    const document = feedDocuments.get(`/feeds/${request.params.file}`);
    if (!document) return reply.code(404).send(NOT_FOUND);
    const { value, etag } = await document.get();
    return sendDocument(request, reply, { text: value, etag }, atom);
  });

  for (const family of feedFamilies) {
    const documents = new KeyedDocuments(
      () => String(family.version()),
      async (key) => {
        const found = await family.feedOf(key);
        return found && atomXml(site, found.feed, found.entries);
      },
    );
    server.get<{ Params: { file: string } }>(`${family.prefix}:file`, async (request, reply) => {
      const { file } = request.params;
      const key = file.endsWith('.atom') ? file.slice(0, -'.atom'.length) : '';
      const document = key === '' ? null : await documents.get(key);
      if (!document) return reply.code(404).send(NOT_FOUND);
      return sendDocument(
        request,
        reply,
        { text: document.value, etag: document.etag },
        { ...atom, personal: family.personal },
      );
    });
  }
}
