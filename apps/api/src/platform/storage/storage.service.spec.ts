import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DomainError } from '@vn/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorageDriver } from './local-storage-driver';
import type { StorageDriver } from './storage-driver';
import { ImageStorage, serveUploads, StorageModule } from './storage.module';

const picture = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c0ffee' } })
    .jpeg()
    .toBuffer();

describe('ImageStorage in the Nest module, with the local folder served', () => {
  let uploadsDir: string;
  let app: NestFastifyApplication;
  let storage: ImageStorage;
  let origin: string;
  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'image-storage-'));
    app = await NestFactory.create<NestFastifyApplication>(
      StorageModule.forRoot({ uploadsDir, s3: null }),
      new FastifyAdapter(),
      { logger: false, abortOnError: false },
    );
    await serveUploads(app, uploadsDir);
    await app.listen(0, '127.0.0.1');
    origin = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    storage = app.get(ImageStorage);
  });
  afterAll(async () => {
    await app.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('stores both renditions under fresh keys and serves them from their addresses', async () => {
    const now = new Date('2025-03-09T12:00:00Z');
    const first = await storage.saveImage(await picture(), 'background', now);
    const second = await storage.saveImage(await picture(), 'background', now);
    expect(first).toMatchObject({
      previewWidth: 640,
      previewHeight: 427,
      width: 1200,
      height: 800,
    });
    expect(first.preview).toMatch(/^\/uploads\/background\/2025\/03\/[0-9a-f]{32}-preview\.webp$/);
    expect(first.full).toBe(first.preview.replace('-preview.webp', '-full.webp'));
    expect(second.full).not.toBe(first.full);

    const response = await fetch(`${origin}${first.preview}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const served = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(served).toMatchObject({ format: 'webp', width: 640, height: 427 });
  });

  it('stores nothing for an upload that is not an image', async () => {
    const before = await readdir(uploadsDir, { recursive: true });
    await expect(storage.saveImage(Buffer.from('<html>'), 'avatar')).rejects.toBeInstanceOf(
      DomainError,
    );
    expect(await readdir(uploadsDir, { recursive: true })).toEqual(before);
  });

  it('removes its own images and leaves every other address alone', async () => {
    const image = await storage.saveImage(await picture(), 'avatar');
    await storage.remove([
      image.preview,
      image.full,
      null,
      undefined,
      'https://lh3.googleusercontent.com/a/photo=s96-c',
      '/uploads/../package.json',
      '/emoji/wk/1.png',
    ]);
    for (const url of [image.preview, image.full]) {
      expect((await fetch(`${origin}${url}`)).status, url).toBe(404);
    }
    // Removing again is harmless.
    await expect(storage.remove([image.full])).resolves.toBeUndefined();
  });
});

describe('ImageStorage when the driver fails', () => {
  it('takes back the rendition that was stored when the other failed', async () => {
    const root = await mkdtemp(join(tmpdir(), 'image-storage-'));
    try {
      const local = new LocalStorageDriver(root);
      const failingFull: StorageDriver = {
        put: (key, body, type) =>
          key.endsWith('-full.webp')
            ? Promise.reject(new Error('disk full'))
            : local.put(key, body, type),
        delete: (key) => local.delete(key),
        urlOf: (key) => local.urlOf(key),
        keyOf: (url) => local.keyOf(url),
      };
      const storage = new ImageStorage(failingFull);
      await expect(storage.saveImage(await picture(), 'poster')).rejects.toThrow('disk full');
      const files = (await readdir(root, { recursive: true, withFileTypes: true })).filter(
        (entry) => entry.isFile(),
      );
      expect(files).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
