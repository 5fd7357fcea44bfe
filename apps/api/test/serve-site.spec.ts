import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/app-config';
import { createApp } from '../src/create-app';
import { freshDatabaseUri, startTestApi, type TestApi } from './test-api';

const INDEX_HTML = '<!doctype html><html lang="ru"><body><div id="root"></div></body></html>';
const HASHED_ASSET = 'assets/index-4f9c2a1b.js';

describe('production mode: one process serves the API and the built site', () => {
  let siteDir: string;
  let api: TestApi;
  beforeAll(async () => {
    siteDir = await mkdtemp(join(tmpdir(), 'site-'));
    await mkdir(join(siteDir, 'assets'));
    await writeFile(join(siteDir, 'index.html'), INDEX_HTML);
    await writeFile(join(siteDir, HASHED_ASSET), 'console.log("app")');
    await writeFile(join(siteDir, 'robots.txt'), 'User-agent: *');
    api = await startTestApi({ environment: { NODE_ENV: 'production', SITE_DIR: siteDir } });
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
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('falls back to index.html for any page path, so deep links work', async () => {
    for (const path of ['/novels', '/novels/steins-gate?page=2', '/profile/%D0%B8%D0%BC%D1%8F']) {
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

  it('serves other files without long caching', async () => {
    const response = await get('/robots.txt');
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
