import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MongoClient } from 'mongodb';
import { CatalogueService } from '../../src/features/catalogue/catalogue.service';
import { NovelsRepository } from '../../src/features/novels';
import { newObjectId } from '../../src/platform/ids/ids';
import { siteServerEntryFile } from '../../src/platform/site/site-server-entry';
import { CAPTCHA_ANSWER, signUpUser } from '../accounts-fixture';
import { addNovels } from '../catalogue/catalogue-fixture';
import { startTestApi, type TestApi } from '../test-api';

/*
 * Pages a visitor lands on, rendered by the API from the built site (ADR 0011): `npm test` builds the
 * site before these tests run. Real HTTP, the real server entry, the real read models.
 */

const SITE_DIR = resolve(import.meta.dirname, '../../../site/dist');

interface Page {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  html: string;
}

/** One GET, the body decompressed by hand (to see what went over the wire). */
function getPage(url: string, headers: Record<string, string> = {}): Promise<Page> {
  return new Promise((done, fail) => {
    const sent = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoded = response.headers['content-encoding'] === 'br';
        done({
          status: response.statusCode!,
          headers: response.headers,
          html: (encoded ? brotliDecompressSync(body) : body).toString('utf8'),
        });
      });
    });
    sent.on('error', fail);
    sent.end();
  });
}

/** What the page carries for hydrating: `{ reads: { key: { result } }, code: [...] }`. */
function servedPage(html: string): { reads: Record<string, { result?: unknown }>; code: string[] } {
  const script = /<script type="application\/json" id="served-page">([^<]*)<\/script>/.exec(html);
  if (!script) throw new Error('the page carries no served-page script');
  return JSON.parse(script[1]!) as ReturnType<typeof servedPage>;
}

/** The text React rendered into #root. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="served-page">');
  return html.slice(start, end);
}

let api: TestApi;

beforeAll(async () => {
  if (!existsSync(siteServerEntryFile(SITE_DIR))) {
    throw new Error(`The site is not built (${SITE_DIR}): run \`npm run build\` first.`);
  }
  api = await startTestApi({
    environment: {
      SERVE_SITE: 'true',
      SITE_DIR,
      CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER,
      PUBLIC_URL: 'http://site.test',
      // Guests tell their addresses (X-Forwarded-For): views count per reader.
      TRUST_PROXY: 'true',
    },
  });
  await addNovels(api, [
    { name: 'Летний лагерь', url: 'letnij-lager', description: 'Лагерь «Совёнок».' },
    // A name that would end the data script if it were written into the page unescaped.
    { name: '</script><script>alert(1)</script>', url: 'script-name' },
  ]);
}, 60_000);

afterAll(async () => {
  await api?.close();
});

describe('pages rendered on the server (ADR 0011)', () => {
  it('sends /novels as HTML with its cards, and the reads the page hydrates from', async () => {
    const page = await getPage(`${api.baseUrl}/novels`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(rootOf(page.html)).toContain('Летний лагерь');
    const served = servedPage(page.html);
    // The session (a guest: null) and the catalogue's first page, under the site's SWR keys.
    expect(served.reads['/api/settings']).toEqual({ result: null });
    const catalogue = Object.entries(served.reads).find(([key]) => key.startsWith('/api/novels?'));
    const names = (catalogue?.[1].result as { novels: { name: string }[] }).novels.map(
      (card) => card.name,
    );
    expect(names).toContain('Летний лагерь');
    expect(served.code).toContain('page:novels');
  });

  it('renders a project page, and answers 404 for a project nobody has', async () => {
    const page = await getPage(`${api.baseUrl}/novels/letnij-lager`);
    expect(page.status).toBe(200);
    expect(rootOf(page.html)).toMatch(/<h1[^>]*>Летний лагерь<\/h1>/);
    expect(rootOf(page.html)).toContain('Лагерь «Совёнок».');
    expect(servedPage(page.html).reads).toHaveProperty('/api/novelByUrl/letnij-lager');

    const missing = await getPage(`${api.baseUrl}/novels/nobody-has-this`);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<meta name="robots" content="noindex" />');
    // Rendered as the not-found page, with the failure served so the browser hydrates the same.
    expect(rootOf(missing.html)).toContain('Страница не найдена');
    expect(servedPage(missing.html).reads['/api/novelByUrl/nobody-has-this']).toMatchObject({
      status: 404,
      error: { message: 'Not Found' },
    });
    expect(page.html).not.toContain('noindex');
  });

  it('renders /translations with its head and the list it hydrates from, whatever its filter says (§A1.10)', async () => {
    for (const query of ['', '?status=paused&stalled=true&sort=percent', '?status=bogus&page=-3']) {
      const page = await getPage(`${api.baseUrl}/translations${query}`);
      expect(page.status, query).toBe(200);
      expect(page.html, query).toContain('<title>Переводы в работе — ');
      expect(page.html, query).toContain(
        '<link rel="canonical" href="http://site.test/translations" />',
      );
      expect(page.html, query).not.toContain('noindex');
      expect(rootOf(page.html), query).toMatch(/<h1[^>]*>Переводы в работе<\/h1>/);
      const served = servedPage(page.html);
      const list = Object.keys(served.reads).filter((key) =>
        key.startsWith('/api/translations/active?'),
      );
      expect(list, query).toHaveLength(1);
      expect(served.code, query).toContain('page:translations');
    }
  });

  it('answers an address that is none of the pages 404, with the not-found page rendered', async () => {
    for (const path of ['/no-such-page', '/novels/letnij-lager/edit', '/%D0%BD%D0%B5%D1%82?x=1']) {
      const page = await getPage(`${api.baseUrl}${path}`, { 'accept-encoding': 'br' });
      expect(page.status, path).toBe(404);
      expect(page.headers['content-type'], path).toMatch(/^text\/html/);
      expect(page.html, path).toContain('<meta name="robots" content="noindex" />');
      expect(rootOf(page.html), path).toContain('Страница не найдена');
      // A guest asking again gets the same answer, kept.
      expect((await getPage(`${api.baseUrl}${path}`)).status, path).toBe(404);
    }
  });

  it('answers 410 Gone for what was there once: a removed project, a deleted article, a removed reader', async () => {
    const [removed] = await addNovels(api, [{ name: 'Снятый проект', url: 'snyatyj-proekt' }]);
    const reader = await signUpUser(api);
    const database = await MongoClient.connect(api.databaseUri);
    try {
      await api.app
        .get(NovelsRepository)
        .markRemoved(removed!._id, { at: new Date(), by: reader.id });
      // A deleted article keeps only its id, its number and who deleted it (posts.repository.ts).
      await database
        .db()
        .collection('posts')
        .insertOne({
          _id: newObjectId() as never,
          countId: 987_654,
          deleted: { at: new Date(), by: reader.id },
        });
      await database
        .db()
        .collection('users')
        .updateOne({ _id: reader.id as never }, { $set: { removed: true, removedAt: new Date() } });
    } finally {
      await database.close();
    }
    // Each rendered on the server as its page says a subject is missing.
    const gone = [
      ['/novels/snyatyj-proekt', 'Страница не найдена'],
      ['/posts/987654', 'Страница не найдена'],
      [`/profile/${encodeURIComponent(reader.username)}`, 'Пользователь не найден'],
    ];
    for (const [path, missingText] of gone) {
      const page = await getPage(`${api.baseUrl}${path}`);
      expect(page.status, path).toBe(410);
      expect(page.html, path).toContain('<meta name="robots" content="noindex" />');
      expect(rootOf(page.html), path).toContain(missingText);
      // Kept for guests with its status.
      expect((await getPage(`${api.baseUrl}${path}`)).status, path).toBe(410);
    }
    // What never was is still 404.
    for (const path of ['/posts/987653', '/profile/nobody-is-called-so']) {
      expect((await getPage(`${api.baseUrl}${path}`)).status, path).toBe(404);
    }
  });

  it('keeps text that could end the data script inside it', async () => {
    const page = await getPage(`${api.baseUrl}/novels/script-name`);
    expect(page.html).not.toContain('<script>alert(1)</script>');
    const novel = servedPage(page.html).reads['/api/novelByUrl/script-name']?.result as {
      name: string;
    };
    expect(novel.name).toBe('</script><script>alert(1)</script>');
  });

  it('sends every Russian letter whole, without the NUL bytes React 18.3 pads its stream with', async () => {
    // Lines after ASCII of every length: somewhere a two-byte letter meets the end of React's 2 KB
    // buffer with one byte left (react-stream-padding.ts).
    const description = Array.from(
      { length: 40 },
      (_, index) => `${'x'.repeat(index)}Разделы страницы проекта ${'я'.repeat(index)}`,
    ).join('\n');
    await addNovels(api, [{ name: 'Длинное описание', url: 'dlinnoe-opisanie', description }]);
    const page = await getPage(`${api.baseUrl}/novels/dlinnoe-opisanie`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('\u0000');
    expect(rootOf(page.html).match(/Разделы страницы проекта/g)?.length).toBeGreaterThanOrEqual(40);
  });

  it('serves pages that are not rendered on the server as the shell', async () => {
    const page = await getPage(`${api.baseUrl}/login`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('class="boot"');
    expect(page.html).not.toContain('id="served-page"');
  });

  it("keeps a guest's page, compressed once, until what it shows changes", async () => {
    const first = await getPage(`${api.baseUrl}/novels?sort=name`, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['vary']).toBe('Accept-Encoding, Cookie');
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await getPage(`${api.baseUrl}/novels?sort=name`);
    expect(again.headers['etag']).toBe(etag);
    expect(again.html).toBe(first.html);
    const unchanged = await getPage(`${api.baseUrl}/novels?sort=name`, { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);

    await addNovels(api, [{ name: 'Новая новелла', url: 'novaya-novella' }]);
    const changed = await getPage(`${api.baseUrl}/novels?sort=name`, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers['etag']).not.toBe(etag);
    expect(rootOf(changed.html)).toContain('Новая новелла');
  });

  it("keeps a project's page for guests although views are counted (the count as rendered)", async () => {
    const [project] = await addNovels(api, [{ name: 'Просмотры', url: 'prosmotry' }]);
    // Views count once a day per reader: three guests from three addresses.
    const asGuest = (address: string) =>
      getPage(`${api.baseUrl}/novels/prosmotry`, { 'x-forwarded-for': address });
    const first = await asGuest('10.1.0.1');
    await asGuest('10.1.0.2');
    const third = await asGuest('10.1.0.3');
    expect(third.headers['etag']).toBe(first.headers['etag']);
    const counted = await fetch(`${api.baseUrl}/api/novels/${project!._id}`);
    const { result } = (await counted.json()) as { result: { viewsCount: number } };
    // The second and third guests were sent the kept page without its reads: still counted (the
    // fourth view is this call's own).
    expect(result.viewsCount).toBe(4);
  });

  it("sends a guest's kept page without reading it again, until anything it shows changes", async () => {
    const catalogue = api.app.get(CatalogueService);
    const lists = vi.spyOn(catalogue, 'list');
    const pages = vi.spyOn(catalogue, 'page');
    try {
      const list = await getPage(`${api.baseUrl}/games?section=rpgmaker&sort=name&direction=asc`);
      const project = await getPage(`${api.baseUrl}/novels/letnij-lager`);
      const missing = await getPage(`${api.baseUrl}/games/nobody-has-this-either`);
      const [listReads, pageReads] = [lists.mock.calls.length, pages.mock.calls.length];
      expect(listReads).toBeGreaterThan(0);
      expect(pageReads).toBeGreaterThan(0);

      // Nothing changed: the same pages, the same statuses, no read at all.
      const listAgain = await getPage(
        `${api.baseUrl}/games?section=rpgmaker&sort=name&direction=asc`,
      );
      const projectAgain = await getPage(`${api.baseUrl}/novels/letnij-lager`);
      const missingAgain = await getPage(`${api.baseUrl}/games/nobody-has-this-either`);
      expect([lists.mock.calls.length, pages.mock.calls.length]).toEqual([listReads, pageReads]);
      expect(listAgain.html).toBe(list.html);
      expect(projectAgain.html).toBe(project.html);
      expect([missing.status, missingAgain.status]).toEqual([404, 404]);
      // A signed-in reader's cookie, or any cookie, always reads.
      await getPage(`${api.baseUrl}/games?section=rpgmaker&sort=name&direction=asc`, {
        cookie: 'other=1',
      });
      expect(lists.mock.calls.length).toBeGreaterThan(listReads);

      // A new project: the next guest reads and sees it at once, on the list and on its page.
      await addNovels(api, [{ name: 'Аааа первая по имени', url: 'aaaa', section: 'rpgmaker' }]);
      const changed = await getPage(
        `${api.baseUrl}/games?section=rpgmaker&sort=name&direction=asc`,
      );
      expect(rootOf(changed.html)).toContain('Аааа первая по имени');
      const arrived = await getPage(`${api.baseUrl}/games/aaaa`);
      expect(arrived.status).toBe(200);
      expect(rootOf(arrived.html)).toMatch(/<h1[^>]*>Аааа первая по имени<\/h1>/);
    } finally {
      lists.mockRestore();
      pages.mockRestore();
    }
  });

  it("renders a signed-in reader's page for them alone, never kept for another", async () => {
    const reader = await signUpUser(api);
    const cookie = [...reader.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const page = await getPage(`${api.baseUrl}/novels`, { cookie });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers['etag']).toBeUndefined();
    const session = servedPage(page.html).reads['/api/settings']?.result as {
      user: { username: string };
    };
    expect(session.user.username).toBe(reader.username);

    // A guest asking next gets a guest's page: nothing of the reader's.
    const guest = await getPage(`${api.baseUrl}/novels`);
    expect(servedPage(guest.html).reads['/api/settings']).toEqual({ result: null });
    expect(guest.html).not.toContain(reader.username);
  });
});
