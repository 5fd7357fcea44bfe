import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { KeyedCache } from '../cache/keyed-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Guests' pages kept (about 100 KB of HTML and its two compressed copies each). */
const KEPT_PAGES = 256;

/**
 * How long a page is kept even if its data stays the same: it shows dates relative to when it was
 * rendered ("5 минут назад"), which must not grow stale for long.
 */
const KEPT_FOR_MS = 60_000;

/** A guest's page kept for its address, with the status it answered and its data's version. */
interface KeptAtAddress {
  page: RenderedPage;
  status: number;
  version: string;
}

/** A guest's page, with its compressed copies made once (not on every request). */
export interface RenderedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
  /** Strong validator: a digest of the page's HTML. */
  etag: string;
  /** When it was rendered (ms since the epoch). */
  renderedAt: number;
}

/**
 * Guests' server-rendered pages. A page is the same for every guest and is made only of the reads
 * answered for it, so its key is its address with a digest of those answers: a write that changes
 * any of them (a new rating, an edited project, an article) gives a new key, with no invalidation of
 * its own to keep in step with the API's caches. A page is rendered again after a minute at most
 * (its relative dates). Signed-in readers' pages are never kept here.
 */
export class RenderedPages {
  private readonly pages = new KeyedCache<string, RenderedPage>({
    name: 'rendered pages',
    capacity: KEPT_PAGES,
  });
  /** The pages whose data has a version (`KeptPageRules`), by address: sent without any read. */
  private readonly byAddress = new KeyedCache<string, KeptAtAddress>({
    name: 'rendered pages by address',
    capacity: KEPT_PAGES,
  });
  /** Pages being rendered: guests asking for one meanwhile wait for it instead of rendering it too. */
  private readonly rendering = new Map<string, Promise<RenderedPage>>();

  keyOf(url: string, readsJson: string): string {
    return createHash('sha1').update(url).update('\0').update(readsJson).digest('base64url');
  }

  get(key: string, now = Date.now()): RenderedPage | undefined {
    const page = this.pages.get(key);
    return page && now - page.renderedAt < KEPT_FOR_MS ? page : undefined;
  }

  /**
   * The page kept for an address while its data is still at `version` (and it is under a minute
   * old), with the status it answered.
   */
  atAddress(
    url: string,
    version: string,
    now = Date.now(),
  ): { page: RenderedPage; status: number } | undefined {
    const kept = this.byAddress.get(url);
    if (!kept || kept.version !== version || now - kept.page.renderedAt >= KEPT_FOR_MS) {
      return undefined;
    }
    return kept;
  }

  /**
   * Notes the page sent for an address, made of data at `version` (read before the page's reads:
   * a write meanwhile leaves an older version here, so the next guest reads the page again).
   */
  keepAtAddress(url: string, version: string, page: RenderedPage, status: number): void {
    this.byAddress.set(url, { page, status, version });
  }

  /** The kept page, or the one `render` makes (once, however many guests ask for it meanwhile). */
  getOrRender(key: string, render: () => Promise<string>): Promise<RenderedPage> {
    const kept = this.get(key);
    if (kept) return Promise.resolve(kept);
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = render()
        .then((html) => this.keep(key, html))
        .finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }

  async keep(key: string, html: string): Promise<RenderedPage> {
    const bytes = Buffer.from(html);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          // Quality 7: measured on /novels (88 KB) 0.9 ms and 8,949 bytes; 9 took 9.8 ms for
          // 8,922, and every page is compressed again when its data changes.
          [constants.BROTLI_PARAM_QUALITY]: 7,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
    const page = { html, br, gzip: gz, etag, renderedAt: Date.now() };
    this.pages.set(key, page);
    return page;
  }
}
