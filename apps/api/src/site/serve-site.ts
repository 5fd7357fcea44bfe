import { existsSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ErrorEnvelope } from '@vn/domain';
import { ConfigError } from '../config/app-config';
import { pageHeadWriter, type PageHeads } from './page-head';
import { DISCOVERY_PATHS } from './serve-discovery';

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
 * In production one process serves everything: the built site's files, and `index.html` for any other
 * page path so the single-page app's router can take it (its own not-found page included), with the
 * head `pageHeads` knows for that page written in.
 */
export async function serveSite(
  app: NestFastifyApplication,
  siteDir: string,
  pageHeads: PageHeads = () => null,
  { googleClientId = null }: { googleClientId?: string | null } = {},
): Promise<void> {
  const indexFile = join(siteDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new ConfigError(
      `The built site is missing (${indexFile}): run \`npm run build\`, or set SITE_DIR.`,
    );
  }
  // Read once: a deployed build does not change under a running server (its asset routes would not either).
  const indexPage = pageHeadWriter(
    withGoogleClientId(readFileSync(indexFile, 'utf8'), googleClientId),
  );
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
    .get('/*', (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      // Unknown API paths and missing files are errors, not pages.
      if (path === '/api' || path.startsWith('/api/') || extname(path) !== '') {
        return reply.code(404).send(NOT_FOUND);
      }
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexPage(pageHeads(path, new URLSearchParams(request.url.slice(path.length + 1)))));
    });
}
