import type { FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough, Readable } from 'node:stream';
import { Logger } from '@nestjs/common';
import { endpointUrl, settingsRoute } from '@vn/domain';
import { ConfigError } from '../config/config-error';
import { scriptsAfterFirstScreen } from './first-screen-scripts';
import { noGonePages, type GonePages } from './gone-pages';
import { noKeptPageRules, type KeptPageRules } from './kept-pages';
import { PageReads } from './page-reads';
import { RenderedPages, type RenderedPage } from './rendered-pages';
import type { SiteServerEntry } from './site-server-entry';

/** The session read every page makes (the frame shows who is signed in): null for a guest. */
const SESSION_KEY = endpointUrl(settingsRoute);

/** The root element of the built index.html, the boot screen in it, up to the end of the body. */
const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

/** Which compressed copy a client takes: brotli, then gzip, else none. */
function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * Pages rendered on the server (ADR 0011): the API reads what the page needs from itself, the site's
 * server entry renders it with the same components the browser then hydrates, and the answers go
 * with the page in a JSON script so the browser does not ask for them again. Guests' pages are kept,
 * compressed once, under a key that changes with their data; a signed-in reader's page is rendered
 * for them and streamed, never kept.
 */
export class ServerPages {
  private readonly logger = new Logger('ServerPages');
  private readonly guestPages = new RenderedPages();

  constructor(
    private readonly entry: SiteServerEntry,
    private readonly keptPageRules: KeptPageRules = noKeptPageRules,
    private readonly gonePages: GonePages = noGonePages,
  ) {}

  /** Checked once at start: a build whose index.html lacks the root element cannot be filled. */
  static checkTemplate(template: string): void {
    if (!ROOT.test(template)) {
      throw new ConfigError('The built index.html lacks <div id="root"> before </body>.');
    }
  }

  /**
   * Sends the page at the request's address rendered on the server, with `template` the built
   * index.html with the page's head already written (asked only when the page is made); false when
   * the address is not such a page (the caller sends the client-rendered shell).
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    template: () => string,
  ): Promise<boolean> {
    const url = new URL(request.url, 'http://site');
    const isCookieless = !request.headers.cookie;
    // Before the reads: a write while they run leaves the page under the older version.
    const kept = isCookieless ? this.keptPageRules(url.pathname) : null;
    if (kept) {
      const current = this.guestPages.atAddress(request.url, kept.version);
      if (current) {
        kept.visit?.(request.ip);
        return this.sendKept(request, reply, current.page, current.status);
      }
    }

    // Without cookies there is no session: a guest's session read is not asked (one call less
    // on every guest's page; what the call answers a guest is tested with the accounts).
    const reads = new PageReads(
      request.server,
      request,
      isCookieless ? { [SESSION_KEY]: 'null' } : {},
    );
    const page = await this.entry.readPage(url.pathname, url.searchParams, reads.read);
    if (!page) return false;
    // The address is none of the site's pages, or the page's subject does not exist (410: it did).
    const missing = page.status === 404 || reads.notFound;
    const status = !missing ? 200 : (await this.gonePages(url.pathname)) ? 410 : 404;
    const head = () => (missing ? notIndexed(template()) : template());
    // Made only when the page is rendered (a guest's kept page needs none of it).
    const frame = () => this.frame(head(), reads.json());

    if (!reads.isGuest(SESSION_KEY)) {
      reply.code(status).type('text/html; charset=utf-8').header('vary', 'Accept-Encoding, Cookie');
      // Rendered for this reader alone, streamed; no shared cache may keep it.
      const html = streamOf(frame(), await this.render(request.url, reads));
      await reply.header('cache-control', 'private, no-cache').send(Readable.from(html));
      return true;
    }

    // The head is part of the key: it is written from the same read models as the answers.
    const key = this.guestPages.keyOf(request.url, `${head()}\0${reads.identity()}`);
    const guestPage = await this.guestPages.getOrRender(key, async () => {
      let html = '';
      for await (const chunk of streamOf(frame(), await this.render(request.url, reads))) {
        html += chunk;
      }
      return html;
    });
    if (kept) this.guestPages.keepAtAddress(request.url, kept.version, guestPage, status);
    return this.sendKept(request, reply, guestPage, status);
  }

  /** A guest's page, kept: any cache may keep it too, asking each time whether it is still current. */
  private async sendKept(
    request: FastifyRequest,
    reply: FastifyReply,
    page: RenderedPage,
    status: number,
  ): Promise<true> {
    reply
      .type('text/html; charset=utf-8')
      .header('vary', 'Accept-Encoding, Cookie')
      .header('cache-control', 'no-cache')
      .header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) {
      await reply.code(304).send();
      return true;
    }
    reply.code(status);
    const encoding = acceptedEncoding(request);
    await (encoding
      ? reply.header('content-encoding', encoding).send(page[encoding])
      : reply.send(page.html));
    return true;
  }

  /**
   * The page's HTML around its body: the head and the root element, and after it the script with
   * what the browser needs to hydrate (the reads, the code rendered).
   */
  private frame(shell: string, readsJson: string): PageFrame {
    const template = scriptsAfterFirstScreen(shell);
    const root = ROOT.exec(template)!; // checked at start (checkTemplate)
    const rest = `${root[1]}${template.slice(root.index + root[0].length)}`;
    return {
      before: `${template.slice(0, root.index)}<div id="root">`,
      after: ({ code, clock }) =>
        `</div><script type="application/json" id="${this.entry.SERVED_PAGE_ID}">` +
        `{"reads":${readsJson},${JSON.stringify({ code, clock }).slice(1).replace(/</g, '\\u003c')}</script>${rest}`,
    };
  }

  /** The page's body as React renders it, as text, and the lazy code it rendered. */
  private async render(url: string, reads: PageReads): Promise<RenderedBody> {
    const rendered = await this.entry.renderPage(url, reads.served(), (error) =>
      this.logger.error(
        `Rendering ${url}: ${error instanceof Error ? error.stack : String(error)}`,
      ),
    );
    const body = rendered.pipe(new PassThrough());
    body.setEncoding('utf8');
    return { body, code: rendered.code, clock: rendered.clock };
  }
}

/** A not-found page is kept out of search engines' indexes (it still shows the site's frame). */
function notIndexed(template: string): string {
  return template.replace('</head>', () => '<meta name="robots" content="noindex" />\n</head>');
}

interface PageFrame {
  before: string;
  after: (rendered: Omit<RenderedBody, 'body'>) => string;
}

interface RenderedBody {
  body: Readable;
  code: readonly string[];
  clock: { now: number; timeZone: string | undefined };
}

async function* streamOf(frame: PageFrame, rendered: RenderedBody): AsyncGenerator<string> {
  yield frame.before;
  for await (const chunk of rendered.body) yield chunk as string;
  yield frame.after(rendered);
}
