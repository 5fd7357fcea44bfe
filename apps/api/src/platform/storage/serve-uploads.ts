import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';

/** Where `LocalStorageDriver`'s files are served; its default public prefix. */
export const UPLOADS_PREFIX = '/uploads';

/**
 * Serves the local uploads folder under `/uploads/` (outside the `/api` prefix, like the site).
 * Only for the local driver: with S3 the bucket or its CDN serves the files.
 *
 * Every stored file has a fresh random name and never changes, so browsers may keep it for a year.
 * `nosniff` keeps a browser from reading a file as anything but its declared type; temporary files
 * of a write in progress start with a dot and are not served; there is no directory listing. Paths
 * that climb out of the folder (`..`, encoded or not) are refused by `@fastify/send`.
 */
export async function serveUploads(
  app: NestFastifyApplication | FastifyInstance,
  uploadsDir: string,
): Promise<void> {
  const root = resolve(uploadsDir);
  // The plugin only warns about a missing folder, then answers 404 until it appears.
  await mkdir(root, { recursive: true });
  const fastify: FastifyInstance =
    'getHttpAdapter' in app ? app.getHttpAdapter().getInstance() : app;
  await fastify.register(fastifyStatic, {
    root,
    prefix: `${UPLOADS_PREFIX}/`,
    // The site's registration (serve-site.ts) already decorates the reply with sendFile.
    decorateReply: false,
    // A catch-all route under the prefix, as files appear while the app runs.
    wildcard: true,
    index: false,
    list: false,
    redirect: false,
    dotfiles: 'ignore',
    // Cache headers are ours (below); the plugin's default would override them with max-age=0.
    cacheControl: false,
    setHeaders: (response) => {
      response.setHeader('cache-control', 'public, max-age=31536000, immutable');
      response.setHeader('x-content-type-options', 'nosniff');
    },
  });
}
