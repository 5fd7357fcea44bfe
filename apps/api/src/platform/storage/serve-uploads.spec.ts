import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveUploads } from './serve-uploads';

/** A GET with the path sent byte for byte: `fetch` would resolve the `..` before sending. */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('serveUploads', () => {
  let base: string;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    // Like the default `.data/uploads`: the folder sits inside a dot folder.
    base = await mkdtemp(join(tmpdir(), 'serve-uploads-'));
    const uploadsDir = join(base, '.data', 'uploads');
    await writeFile(join(base, 'secret.txt'), 'TOP SECRET');
    await mkdir(join(base, 'site'));
    await writeFile(join(base, 'site', 'index.html'), '<!doctype html>');
    app = Fastify();
    // The site's own registration, as in production, comes first and decorates the reply.
    await app.register(fastifyStatic, { root: join(base, 'site'), wildcard: false, index: false });
    await serveUploads(app, uploadsDir);
    await mkdir(join(uploadsDir, 'avatar', '2025', '01'), { recursive: true });
    await writeFile(join(uploadsDir, 'avatar', '2025', '01', 'abc-full.webp'), 'RIFFWEBP');
    await writeFile(join(uploadsDir, 'avatar', '2025', '01', '.0123abcd.tmp'), 'half');
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await rm(base, { recursive: true, force: true });
  });

  it('serves a file written after start as an immutable, unsniffable image', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/uploads/avatar/2025/01/abc-full.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('RIFFWEBP');
  });

  it('answers 404 for a missing file and for a temporary one', async () => {
    for (const path of [
      '/uploads/avatar/2025/01/missing.webp',
      '/uploads/avatar/2025/01/.0123abcd.tmp',
    ]) {
      expect((await rawGet(port, path)).status, path).toBe(404);
    }
  });

  it('lists no folder', async () => {
    for (const path of ['/uploads', '/uploads/', '/uploads/avatar', '/uploads/avatar/2025/01/']) {
      const response = await rawGet(port, path);
      // 403 from the plugin for a folder with a trailing slash, 404 otherwise.
      expect([403, 404], path).toContain(response.status);
      expect(response.body, path).not.toContain('abc-full');
    }
  });

  it('does not serve files outside the folder', async () => {
    for (const path of [
      '/uploads/../../secret.txt',
      '/uploads/%2e%2e/%2e%2e/secret.txt',
      '/uploads/..%2f..%2fsecret.txt',
      '/uploads/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/uploads/..\\..\\secret.txt',
      '/uploads/../../site/index.html',
    ]) {
      const response = await rawGet(port, path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expect(response.body, path).not.toContain('TOP SECRET');
      expect(response.body, path).not.toContain('doctype');
    }
  });
});
