import { existsSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ErrorEnvelope } from '@vn/domain';
import { ConfigError } from '../config/config-error';
import { pageHeadWriter, type PageHeads } from './page-head';
import type { BootScript } from './boot-script';
import { noGonePages, type GonePages } from './gone-pages';
import { noKeptPageRules, type KeptPageRules } from './kept-pages';
import { DISCOVERY_PATHS } from './serve-discovery';
import { ServerPages } from './server-pages';
import { loadSiteServerEntry } from './site-server-entry';

/** Vite puts every content-hashed file under assets/: safe to cache for a year. */
function isHashedAsset(siteDir: string, filePath: string): boolean {
  return relative(siteDir, filePath).split(sep)[0] === 'assets';
}

const NOT_FOUND: ErrorEnvelope = { message: 'Not Found' };

/**
 * The sign-in with Google's client id (GOOGLE_CLIENT_ID) in the page, where the site reads it: one
 * build serves any deployment, and the button is on exactly where the API accepts Google's tokens.
 */
function withGoogleClientId(page: string, clientId: string | null): string {
  if (!clientId) return page;
  const escaped = clientId.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  return page.replace(
    '</head>',
    () => `<meta name="google-signin-client_id" content="${escaped}" />\n</head>`,
  );
}

/**
 * In production one process serves everything: the built site's files; the pages a visitor lands on
 * from outside rendered on the server (ServerPages, ADR 0011); and `index.html` for any other page
 * path so the single-page app's router can take it (its own not-found page included). Every page
 * gets the head `pageHeads` knows for it.
 */
export async function serveSite(
  app: NestFastifyApplication,
  siteDir: string,
  pageHeads: PageHeads = () => null,
  {
    googleClientId = null,
    renderPages = true,
    bootScript = null,
    keptPageRules = noKeptPageRules,
    gonePages = noGonePages,
  }: {
    googleClientId?: string | null;
    renderPages?: boolean;
    bootScript?: BootScript | null;
    /** Which guests' pages are known current without reading them again (kept-pages.ts). */
    keptPageRules?: KeptPageRules;
    /** Which missing pages showed something once (gone-pages.ts): 410 instead of 404. */
    gonePages?: GonePages;
  } = {},
): Promise<void> {
  const indexFile = join(siteDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new ConfigError(
      `The built site is missing (${indexFile}): run \`npm run build\`, or set SITE_DIR.`,
    );
  }
  // Read once: a deployed build does not change under a running server (its asset routes would not either).
  const built = withGoogleClientId(readFileSync(indexFile, 'utf8'), googleClientId);
  const template = bootScript ? bootScript.inline(built) : built;
  const indexPage = pageHeadWriter(template);
  let serverPages: ServerPages | null = null;
  if (renderPages) {
    ServerPages.checkTemplate(template);
    serverPages = new ServerPages(await loadSiteServerEntry(siteDir), keptPageRules, gonePages);
  }
  await app.register(fastifyStatic, {
    root: siteDir,
    // One route per built file, found at start, rather than a catch-all: the fallback below owns that.
    wildcard: false,
    index: false,
    // The build writes `.br` and `.gz` copies (tools/vite/precompress.ts); sent when the client takes them.
    preCompressed: true,
    // Cache headers are ours (below); the plugin's default would override them with max-age=0.
    cacheControl: false,
    // Served from memory by their own routes (serve-discovery.ts); a built copy would clash with them.
    globIgnore: [...DISCOVERY_PATHS],
    setHeaders: (response, filePath) => {
      response.setHeader(
        'cache-control',
        isHashedAsset(siteDir, filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      // Unknown API paths and missing files are errors, not pages.
      if (path === '/api' || path.startsWith('/api/') || extname(path) !== '') {
        return reply.code(404).send(NOT_FOUND);
      }
      // Written once, and only when needed: a guest's kept page is sent without it.
      let written: string | undefined;
      const page = () =>
        (written ??= indexPage(
          pageHeads(path, new URLSearchParams(request.url.slice(path.length + 1))),
        ));
      try {
        if (serverPages && (await serverPages.send(request, reply, page))) return reply;
      } catch (error) {
        // The page still works: the browser renders it, as it does every other page.
        request.log.error({ err: error, url: request.url }, 'server rendering failed');
        if (reply.sent) return reply;
      }
      return reply
        .code(200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page());
    });
}
