import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config/app-config';
import { createApp } from '../../src/create-app';
import { newObjectId } from '../../src/platform/ids/ids';
import { addNovels } from '../catalogue/catalogue-fixture';
import { freshDatabaseUri, startTestApi, type TestApi } from '../test-api';

const INDEX_HTML = [
  '<!doctype html><html lang="ru"><head>',
  '<title>Визуальные новеллы на русском языке.</title>',
  '<meta name="description" content="Визуальные новеллы на русском языке." />',
  // As the real page's inline styles do, this takes it past the size worth compressing.
  `<style>${'.boot { color: #1c1a27; }\n'.repeat(60)}</style>`,
  '</head><body><div id="root"></div></body></html>',
].join('');
/**
 * The tags a page's head adds before </head> (canonical address, Open Graph card, feeds; see
 * site-discovery.spec.ts): without them, a list page is the built shell exactly.
 */
const HEAD_TAGS =
  /<(?:link rel="(?:canonical|alternate)"|meta (?:property|name)="(?:og|twitter):)[^>]*\/>\n/g;
const withoutHeadTags = (html: string) => html.replace(HEAD_TAGS, '');
const HASHED_ASSET = 'assets/index-4f9c2a1b.js';
const SCRIPT = 'export const text = "Визуальные новеллы";\n'.repeat(100);
/** Marks the build's brotli copy, to tell it from one the server would make itself. */
const PREBUILT_BROTLI = brotliCompressSync(`${SCRIPT}// built\n`);

/**
 * One GET with the given Accept-Encoding, the body kept as sent: `fetch` would decompress it and
 * hide what went over the wire.
 */
function getRaw(
  url: string,
  acceptEncoding: string,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      url,
      { headers: { 'accept-encoding': acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

describe('production mode: one process serves the API and the built site', () => {
  let siteDir: string;
  let api: TestApi;
  beforeAll(async () => {
    siteDir = await mkdtemp(join(tmpdir(), 'site-'));
    await mkdir(join(siteDir, 'assets'));
    await writeFile(join(siteDir, 'index.html'), INDEX_HTML);
    await writeFile(join(siteDir, HASHED_ASSET), SCRIPT);
    await writeFile(join(siteDir, `${HASHED_ASSET}.br`), PREBUILT_BROTLI);
    await writeFile(join(siteDir, 'humans.txt'), 'Команда сайта');
    // A hand-made site without a server entry: this spec is about files and heads; pages rendered
    // on the server have their own (server-rendered-pages.spec.ts).
    api = await startTestApi({
      environment: { NODE_ENV: 'production', SITE_DIR: siteDir, RENDER_PAGES: 'false' },
    });
  });
  afterAll(async () => {
    await api.close();
    await rm(siteDir, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(`${api.baseUrl}${path}`);

  it('serves index.html at / without long caching', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<link rel="canonical" href=');
    expect(withoutHeadTags(html)).toBe(INDEX_HTML);
  });

  it('falls back to index.html for any page path, so deep links work', async () => {
    // Pages without a head of their own (list pages' heads: site-discovery.spec.ts).
    for (const path of [
      '/comments?page=2',
      '/novels/steins-gate?page=2',
      '/lists/%D0%B8%D0%BC%D1%8F',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(INDEX_HTML);
    }
  });

  it("writes a project page's name, description, poster and data read into its head", async () => {
    const [project] = await addNovels(api, [
      {
        name: 'Лето <в> "лагере"',
        url: 'leto-v-lagere',
        description: '[b]Лагерь[/b] «Совёнок».\n[hide]секрет[/hide]Лето',
        poster: {
          preview: '/uploads/poster/leto-preview.webp',
          full: '/uploads/poster/leto.webp',
          previewWidth: 220,
          previewHeight: 300,
        },
      },
    ]);
    for (const path of ['/novels/leto-v-lagere', '/games/leto-v-lagere?tab=info']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      const html = await response.text();
      expect(html, path).toContain(
        '<title>Лето &#60;в&#62; &#34;лагере&#34; — Визуальные новеллы на русском языке.</title>',
      );
      expect(html, path).toContain('<meta name="description" content="Лагерь «Совёнок». Лето" />');
      expect(html, path).toContain(
        '<link rel="preload" as="image" fetchpriority="high" href="/uploads/poster/leto-preview.webp" />',
      );
      // The page's data comes inside the server-rendered page; a separate preload would fetch it twice.
      expect(html, path).not.toContain('as="fetch"');
      expect(html.match(/<title>/g), path).toHaveLength(1);
      expect(html, path).toContain('<div id="root"></div>');
    }
    expect(project!.url).toBe('leto-v-lagere');
  });

  it('serves the plain shell for unknown or removed projects', async () => {
    await addNovels(api, [
      { name: 'Удалённая', url: 'udalennaya', removed: { at: new Date(), by: newObjectId() } },
    ]);
    for (const path of ['/novels/no-such-project', '/novels/udalennaya', '/games/a/b']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(INDEX_HTML);
    }
  });

  it('caches content-hashed assets for a year', async () => {
    const response = await get(`/${HASHED_ASSET}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's compressed copy of a file to a client that takes it", async () => {
    const brotli = await getRaw(`${api.baseUrl}/${HASHED_ASSET}`, 'gzip, deflate, br');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.body.equals(PREBUILT_BROTLI)).toBe(true);

    const plain = await getRaw(`${api.baseUrl}/${HASHED_ASSET}`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('compresses pages and JSON answers, and leaves small answers as they are', async () => {
    const page = await getRaw(`${api.baseUrl}/novels/leto-v-lagere`, 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toContain('<title>Лето');

    await addNovels(
      api,
      Array.from({ length: 20 }, (_, n) => ({ name: `Новелла для сжатия ${n}` })),
    );
    const novels = await getRaw(`${api.baseUrl}/api/novels?section=novel&limit=50`, 'br, gzip');
    expect(novels.status).toBe(200);
    expect(novels.headers['content-encoding']).toBe('br');
    const answer = JSON.parse(brotliDecompressSync(novels.body).toString()) as {
      result: { count: number };
    };
    expect(answer.result.count).toBeGreaterThan(0);

    const health = await getRaw(`${api.baseUrl}/api/health`, 'br, gzip');
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('serves other files without long caching', async () => {
    const response = await get('/humans.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing file or API path with 404 { message }, not the page', async () => {
    for (const path of ['/assets/gone-123.js', '/favicon.ico', '/api/no-such-call', '/api']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ message: 'Not Found' });
    }
  });

  it('still answers the API', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
  });
});

describe('production mode with sign-in by Google configured', () => {
  let siteDir: string;
  let api: TestApi;
  beforeAll(async () => {
    siteDir = await mkdtemp(join(tmpdir(), 'site-'));
    await writeFile(join(siteDir, 'index.html'), INDEX_HTML);
    api = await startTestApi({
      environment: {
        NODE_ENV: 'production',
        SITE_DIR: siteDir,
        RENDER_PAGES: 'false',
        GOOGLE_CLIENT_ID: 'client"<id>.apps.googleusercontent.com',
      },
    });
  });
  afterAll(async () => {
    await api.close();
    await rm(siteDir, { recursive: true, force: true });
  });

  it('writes the client id into every page, where the site turns its button on', async () => {
    for (const path of ['/', '/login']) {
      const page = await (await fetch(`${api.baseUrl}${path}`)).text();
      expect(page, path).toContain(
        '<meta name="google-signin-client_id" content="client&#34;&#60;id&#62;.apps.googleusercontent.com" />',
      );
    }
  });
});

describe('production mode without a built site', () => {
  it('refuses to start and says how to build the site', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      MONGODB_URI: freshDatabaseUri(),
      SITE_DIR: join(tmpdir(), 'no-site-here'),
      LOG_LEVEL: 'silent',
    });
    await expect(createApp(config)).rejects.toThrow(/npm run build/);
  });
});
