import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LruMap } from '../common/lru-map';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Guests' pages kept (about 100 KB of HTML and its two compressed copies each). */
const KEPT_PAGES = 256;

/** A guest's page, with its compressed copies made once (not on every request). */
export interface RenderedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
  /** Strong validator: the page's address and the digest of the answers it was rendered from. */
  etag: string;
}

/**
 * Guests' server-rendered pages. A page is the same for every guest and is made only of the reads
 * answered for it, so its key is its address with a digest of those answers: a write that changes
 * any of them (a new rating, an edited project, an article) gives a new key, with no invalidation of
 * its own to keep in step with the API's caches. Signed-in readers' pages are never kept here.
 */
export class RenderedPages {
  private readonly pages = new LruMap<string, RenderedPage>(KEPT_PAGES);

  keyOf(url: string, readsJson: string): string {
    return createHash('sha1').update(url).update('\0').update(readsJson).digest('base64url');
  }

  get(key: string): RenderedPage | undefined {
    return this.pages.get(key);
  }

  async keep(key: string, html: string): Promise<RenderedPage> {
    const bytes = Buffer.from(html);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    const page = { html, br, gzip: gz, etag: `"${key}"` };
    this.pages.set(key, page);
    return page;
  }
}
