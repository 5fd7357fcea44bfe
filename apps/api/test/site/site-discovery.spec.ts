import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import type { ContentBlock } from '@vn/domain';
import type { Connection, Model } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newObjectId } from '../../src/platform/ids/ids';
import type { NovelRecord } from '../../src/features/novels/novel.schema';
import { PostsService } from '../../src/features/posts/posts.service';
import { PublishedArticles } from '../../src/features/posts/published-articles';
import { TranslatorDirectory } from '../../src/features/translator-directory/translator-directory';
import {
  TRANSLATORS_COLLECTION,
  type TranslatorRecord,
} from '../../src/features/translator-directory/translator.schema';
import { newUserRecord } from '../../src/features/users/user.schema';
import { UsersRepository } from '../../src/features/users/users.repository';
import { addNovels } from '../catalogue/catalogue-fixture';
import { translationLine } from '../translations/translations-fixture';
import { startTestApi, useTestApi, type TestApi } from '../test-api';
import { parseAtomFeed, parseXml, textsOf } from './xml-document';

/*
 * What search engines, link previews and feed readers get without running a script (ADR 0011) —
 * each page's head, /robots.txt, /sitemap.xml and the Atom feeds — over real HTTP, from a real
 * database through the API's in-memory models.
 */

const ORIGIN = 'https://vn.example';
const INDEX_HTML = [
  '<!doctype html><html lang="ru"><head>',
  '<title>Визуальные новеллы на русском языке.</title>',
  '<meta name="description" content="Визуальные новеллы на русском языке." />',
  '</head><body><div id="root"></div></body></html>',
].join('');
const DEFAULT_TITLE = 'Визуальные новеллы на русском языке.';

interface World {
  api: TestApi;
  siteDir: string;
  projects: Record<'leto' | 'game' | 'removed', NovelRecord>;
  /** Oldest first. */
  fillers: NovelRecord[];
  posts: { countId: number; _id: string; title: string }[];
  translator: TranslatorRecord;
}

let world: World;

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${world.api.baseUrl}${path}`, { headers });

/** The head tags a page carries, as name → content (meta) or rel → href (link). */
async function headOf(path: string) {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const meta = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];
  return {
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta('description'),
    canonical: /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1],
    og: (key: string) => meta(`og:${key}`),
    twitterCard: meta('twitter:card'),
    feeds: [
      ...html.matchAll(
        /<link rel="alternate" type="application\/atom\+xml" title="([^"]*)" href="([^"]*)" \/>/g,
      ),
    ].map(([, title, href]) => ({ title, href })),
  };
}

const NOVELS_FEED = { title: 'Новые новеллы и игры', href: `${ORIGIN}/feeds/novels.atom` };
const POSTS_FEED = { title: 'Статьи', href: `${ORIGIN}/feeds/posts.atom` };

async function insertPosts(
  api: TestApi,
  posts: { title: string; body: ContentBlock[] | string; createdBy: string; createdAt: Date }[],
) {
  const db = api.app.get<Connection>(getConnectionToken()).db!;
  const inserted = posts.map((post, n) => ({
    _id: newObjectId(),
    countId: n + 1,
    section: n % 2 ? 'tech' : 'common',
    version: typeof post.body === 'string' ? undefined : 2,
    updatedAt: post.createdAt,
    viewsCount: 0,
    commentsCount: 0,
    ...post,
  }));
  await db.collection('posts').insertMany(inserted as never[]);
  await api.app.get(PublishedArticles).reload();
  return inserted;
}

beforeAll(async () => {
  const siteDir = await mkdtemp(join(tmpdir(), 'site-'));
  await writeFile(join(siteDir, 'index.html'), INDEX_HTML);
  // A stray built copy must neither be served nor clash with the generated one.
  await writeFile(join(siteDir, 'robots.txt'), 'User-agent: *\nDisallow: /');
  const api = await startTestApi({
    environment: {
      NODE_ENV: 'production',
      SITE_DIR: siteDir,
      PUBLIC_URL: `${ORIGIN}/`,
      // A hand-made site without a server entry: the heads are the subject here.
      RENDER_PAGES: 'false',
    },
  });
  const [leto, game, removed] = await addNovels(api, [
    {
      name: 'Лето <в> "лагере" & \'ночи\'',
      url: 'leto-v-lagere',
      description: '[b]Лагерь[/b] «Совёнок» & <друзья>.',
      poster: {
        preview: '/uploads/poster/leto-preview.webp',
        full: '/uploads/poster/leto.webp',
        previewWidth: 220,
        previewHeight: 300,
      },
    },
    {
      name: 'Игра без постера',
      url: 'igra',
      section: 'rpgmaker',
      description: '',
      translations: [translationLine('Команда "<Перевод>"')],
    },
    { name: 'Удалённая', url: 'udalennaya', removed: { at: new Date(), by: newObjectId() } },
  ]);
  const fillers = await addNovels(
    api,
    Array.from({ length: 52 }, (_, n) => ({ name: `Новелла ${n}`, url: `novella-${n}` })),
  );

  const author = await api.app.get(UsersRepository).insert(
    newUserRecord({
      username: 'Автор <&>',
      email: 'author@example.org',
      emailConfirmed: true,
      passwordHash: null,
    }),
  );
  const start = Date.UTC(2024, 0, 1);
  const posts = await insertPosts(api, [
    {
      title: 'Как "переводить" <новеллы> & игры',
      body: [
        { type: 'header', text: 'Введение' },
        { type: 'text', text: '[i]Первый[/i] шаг & второй.' },
        {
          type: 'image',
          images: [{ preview: '/uploads/p-preview.webp', full: '/uploads/p.webp', alt: '' }],
        },
      ],
      createdBy: author._id,
      createdAt: new Date(start),
    },
    // An article of an older version of the site: a markup body, no updatedAt.
    ...Array.from({ length: 54 }, (_, n) => ({
      title: `Статья ${n + 2}`,
      body: `Текст статьи ${n + 2}`,
      createdBy: author._id,
      createdAt: new Date(start + (n + 1) * 3_600_000),
    })),
  ]);
  const db = api.app.get<Connection>(getConnectionToken()).db!;
  await db.collection('posts').updateOne({ countId: 55 }, { $unset: { updatedAt: '' } });
  await api.app.get(PublishedArticles).reload();

  const translatorModel = api.app.get<Model<TranslatorRecord>>(
    getModelToken(TRANSLATORS_COLLECTION),
  );
  const translator = (
    await translatorModel.create({
      _id: newObjectId(),
      url: 'komanda',
      name: 'Команда "<Перевод>"',
      links: [],
      novelIds: [leto!._id, removed!._id, game!._id],
    })
  ).toObject<TranslatorRecord>();
  await api.app.get(TranslatorDirectory).reload();

  world = {
    api,
    siteDir,
    projects: { leto: leto!, game: game!, removed: removed! },
    fillers,
    posts: posts.map(({ countId, _id, title }) => ({ countId, _id, title })),
    translator,
  };
});

afterAll(async () => {
  await world?.api.close();
  if (world) await rm(world.siteDir, { recursive: true, force: true });
});

describe('page heads', () => {
  it('gives the main page the site title, its address, a card and the projects feed', async () => {
    const head = await headOf('/');
    expect(head.title).toBe(DEFAULT_TITLE);
    expect(head.description).toBe(DEFAULT_TITLE);
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(head.og('type')).toBe('website');
    expect(head.og('title')).toBe(DEFAULT_TITLE);
    expect(head.og('url')).toBe(`${ORIGIN}/`);
    expect(head.og('site_name')).toBe(DEFAULT_TITLE);
    expect(head.og('locale')).toBe('ru_RU');
    expect(head.og('image')).toBeUndefined();
    expect(head.twitterCard).toBe('summary');
    expect(head.feeds).toEqual([NOVELS_FEED]);
  });

  it('keeps only the section and page of a catalogue view in its address', async () => {
    const novels = await headOf('/novels?sort=name&order=asc&page=3&tags=a,b&search=x&limit=50');
    expect(novels.title).toBe(`Визуальные новеллы — ${DEFAULT_TITLE}`);
    expect(novels.description).toBe(
      'Визуальные новеллы с переводом на русский язык: рейтинг, релизы, фильтры по жанрам и тегам.',
    );
    expect(novels.canonical).toBe(`${ORIGIN}/novels?page=3`);
    expect(novels.og('url')).toBe(`${ORIGIN}/novels?page=3`);
    expect(novels.feeds).toEqual([NOVELS_FEED]);

    const games = await headOf('/games?section=rpgmaker&sort=createdAt&year=2020');
    expect(games.title).toBe(`Аниме игры — ${DEFAULT_TITLE}`);
    expect(games.canonical).toBe(`${ORIGIN}/games?section=rpgmaker`);
    expect(games.feeds).toEqual([NOVELS_FEED]);

    for (const [path, canonical] of [
      ['/games?section=game&page=1', '/games'],
      ['/games?section=nonsense&page=zero', '/games'],
      ['/novels/', '/novels'],
    ]) {
      expect((await headOf(path!)).canonical, path).toBe(`${ORIGIN}${canonical}`);
    }
  });

  it("writes a project's name and description escaped, its poster, and its one address", async () => {
    for (const path of ['/novels/leto-v-lagere', '/games/leto-v-lagere?tab=info']) {
      const head = await headOf(path);
      expect(head.title, path).toBe(
        `Лето &#60;в&#62; &#34;лагере&#34; &#38; &#39;ночи&#39; — ${DEFAULT_TITLE}`,
      );
      expect(head.og('title'), path).toBe('Лето &#60;в&#62; &#34;лагере&#34; &#38; &#39;ночи&#39;');
      expect(head.description, path).toBe('Лагерь «Совёнок» &#38; &#60;друзья&#62;.');
      expect(head.og('description'), path).toBe(head.description);
      expect(head.canonical, path).toBe(`${ORIGIN}/novels/leto-v-lagere`);
      expect(head.og('image'), path).toBe(`${ORIGIN}/uploads/poster/leto.webp`);
      expect(head.twitterCard, path).toBe('summary_large_image');
      expect(head.og('type'), path).toBe('website');
      expect(head.feeds, path).toEqual([]);
      expect(head.html.match(/<title>/g), path).toHaveLength(1);
    }
    const game = await headOf('/novels/igra');
    expect(game.canonical).toBe(`${ORIGIN}/games/igra`);
    expect(game.description).toBe(DEFAULT_TITLE);
    expect(game.og('image')).toBeUndefined();
    // A project with a translation advertises the feed of its translations' updates.
    const feed = `/feeds/translations/novel/${world.projects.game._id}.atom`;
    expect(game.feeds).toEqual([
      { title: 'Игра без постера: обновления переводов', href: `${ORIGIN}${feed}` },
    ]);
    expect((await get(feed)).status).toBe(200);
  });

  it('serves the plain shell for removed and unknown projects, articles, groups and private pages', async () => {
    for (const path of [
      '/novels/udalennaya',
      '/games/no-such-project',
      '/posts/999',
      '/posts/1/edit',
      '/translators/no-such-group',
      '/profile',
      '/login',
      '/drafts',
      '/messages',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(INDEX_HTML);
    }
  });

  it('gives /posts its title, the feed of articles, and its section only in its address', async () => {
    const all = await headOf('/posts?my=true');
    expect(all.title).toBe(`Статьи — ${DEFAULT_TITLE}`);
    expect(all.canonical).toBe(`${ORIGIN}/posts`);
    expect(all.feeds).toEqual([POSTS_FEED]);
    expect((await headOf('/posts?section=tech&my=true')).canonical).toBe(
      `${ORIGIN}/posts?section=tech`,
    );
    expect((await headOf('/posts?section=%3Cx%3E')).canonical).toBe(`${ORIGIN}/posts`);
  });

  it('gives an article its title escaped, its first rows, its first picture and the feed', async () => {
    const head = await headOf('/posts/1');
    expect(head.title).toBe(
      `Как &#34;переводить&#34; &#60;новеллы&#62; &#38; игры — ${DEFAULT_TITLE}`,
    );
    expect(head.description).toBe('Введение Первый шаг &#38; второй.');
    expect(head.canonical).toBe(`${ORIGIN}/posts/1`);
    expect(head.og('type')).toBe('article');
    expect(head.og('image')).toBe(`${ORIGIN}/uploads/p.webp`);
    expect(head.feeds).toEqual([POSTS_FEED]);
    const legacy = await headOf('/posts/55');
    expect(legacy.description).toBe('Текст статьи 55');
    expect(legacy.og('image')).toBeUndefined();
  });

  it('reads an article without counting a view', async () => {
    await headOf('/posts/2');
    const db = world.api.app.get<Connection>(getConnectionToken()).db!;
    const stored = await db.collection('posts').findOne({ countId: 2 });
    expect(stored?.['viewsCount']).toBe(0);
  });

  it("gives translators' pages their titles and a group its projects a reader can open", async () => {
    const list = await headOf('/translators?page=3&search=a');
    expect(list.title).toBe(`Переводчики и группы переводчиков — ${DEFAULT_TITLE}`);
    expect(list.canonical).toBe(`${ORIGIN}/translators?page=3`);
    expect((await headOf('/translators?page=1')).canonical).toBe(`${ORIGIN}/translators`);
    for (const path of ['/translators/komanda', `/translators/${world.translator._id}`]) {
      const head = await headOf(path);
      expect(head.title, path).toBe(`Команда &#34;&#60;Перевод&#62;&#34; — ${DEFAULT_TITLE}`);
      expect(head.description, path).toBe(
        'Переводы: Лето &#60;в&#62; &#34;лагере&#34; &#38; &#39;ночи&#39;, Игра без постера.',
      );
      expect(head.canonical, path).toBe(`${ORIGIN}/translators/komanda`);
    }
  });

  it('gives /translations its title and description, and only its group and page in its address (§A1.10)', async () => {
    const group = world.translator._id;
    const list = await headOf(
      `/translations?status=all&stage=editing&group=${group.toUpperCase()}&stalled=true&sort=percent&page=3`,
    );
    expect(list.title).toBe(`Переводы в работе — ${DEFAULT_TITLE}`);
    expect(list.description).toBe(
      'Переводы визуальных новелл и игр на русский язык, которые идут сейчас: этапы, прогресс, ожидаемое завершение и затихшие переводы.',
    );
    expect(list.og('description')).toBe(list.description);
    // As written in the HTML: the ampersand escaped.
    expect(list.canonical).toBe(`${ORIGIN}/translations?group=${group}&#38;page=3`);
    expect(list.og('url')).toBe(list.canonical);
    expect(list.og('type')).toBe('website');
    for (const [path, canonical] of [
      ['/translations', '/translations'],
      ['/translations/', '/translations'],
      ['/translations?page=1&sort=percent', '/translations'],
      ['/translations?group=%3Cx%3E&page=zero', '/translations'],
    ]) {
      expect((await headOf(path!)).canonical, path).toBe(`${ORIGIN}${canonical}`);
    }
  });

  it('gives a profile a generic head with its address as the site writes it', async () => {
    // "John.Doe" in a path: the dot is the look-alike (docs/product §2.2), here typed unencoded.
    const head = await headOf('/profile/John\u2024Doe');
    expect(head.title).toBe(`Профиль — ${DEFAULT_TITLE}`);
    expect(head.description).toBe(DEFAULT_TITLE);
    expect(head.og('type')).toBe('profile');
    expect(head.og('title')).toBe('Профиль');
    expect(head.canonical).toBe(`${ORIGIN}/profile/John%E2%80%A4Doe`);
    expect((await headOf('/profile/%d0%b8%d0%bc%d1%8f')).canonical).toBe(
      `${ORIGIN}/profile/%D0%B8%D0%BC%D1%8F`,
    );
  });
});

describe('/robots.txt', () => {
  it('is generated (not the built copy), cacheable, with the security headers', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const text = await response.text();
    expect(text).toContain('User-agent: *\nAllow: /\n');
    expect(text).toContain('\nDisallow: /api/\n');
    expect(text).toContain('\nDisallow: /login\n');
    expect(text).toContain(`\nSitemap: ${ORIGIN}/sitemap.xml\n`);
    const etag = response.headers.get('etag')!;
    const again = await get('/robots.txt', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });
});

/** Every address the sitemap lists, with its lastmod, read through the index. */
async function sitemapUrls() {
  const index = await get('/sitemap.xml');
  expect(index.status).toBe(200);
  const document = parseXml(await index.text());
  expect(document.documentElement.tagName).toBe('sitemapindex');
  const urls = new Map<string, string | null>();
  for (const loc of textsOf(document, 'loc')) {
    expect(loc.startsWith(`${ORIGIN}/sitemaps/`)).toBe(true);
    const file = await get(loc.slice(ORIGIN.length));
    expect(file.status, loc).toBe(200);
    expect(file.headers.get('content-type'), loc).toBe('application/xml; charset=utf-8');
    const urlset = parseXml(await file.text());
    expect(urlset.documentElement.tagName).toBe('urlset');
    expect(urlset.documentElement.getAttribute('xmlns')).toBe(
      'http://www.sitemaps.org/schemas/sitemap/0.9',
    );
    for (const url of urlset.getElementsByTagName('url')) {
      const address = textsOf(url, 'loc')[0]!;
      expect(urls.has(address), address).toBe(false);
      urls.set(address, textsOf(url, 'lastmod')[0] ?? null);
    }
  }
  return urls;
}

describe('/sitemap.xml', () => {
  it('lists the landing pages, every visible project, article and group, with their last change', async () => {
    const urls = await sitemapUrls();
    for (const path of ['/', '/novels', '/games', '/posts', '/translators', '/translations']) {
      expect(urls.has(`${ORIGIN}${path}`), path).toBe(true);
    }
    const { leto, game, removed } = world.projects;
    expect(urls.get(`${ORIGIN}/novels/leto-v-lagere`)).toBe(leto.updatedAt.toISOString());
    expect(urls.has(`${ORIGIN}/games/${game.url}`)).toBe(true);
    expect(urls.has(`${ORIGIN}/novels/${removed.url}`)).toBe(false);
    expect(urls.has(`${ORIGIN}/games/${removed.url}`)).toBe(false);
    for (const filler of world.fillers)
      expect(urls.has(`${ORIGIN}/novels/${filler.url}`)).toBe(true);
    for (const post of world.posts) expect(urls.has(`${ORIGIN}/posts/${post.countId}`)).toBe(true);
    expect(urls.get(`${ORIGIN}/posts/1`)).toBe('2024-01-01T00:00:00.000Z');
    // An article without updatedAt (older site) is dated by its creation.
    expect(urls.get(`${ORIGIN}/posts/55`)).toBe(
      new Date(Date.UTC(2024, 0, 1) + 54 * 3_600_000).toISOString(),
    );
    expect(urls.has(`${ORIGIN}/translators/komanda`)).toBe(true);
    expect(urls.size).toBe(6 + 2 + world.fillers.length + world.posts.length + 1);
  });

  it('is cacheable, revalidates by its tag, and changes its tag when a project is added', async () => {
    const first = await get('/sitemap.xml');
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await get('/sitemap.xml', { 'if-none-match': etag })).status).toBe(304);
    const projects = await get('/sitemaps/projects-1.xml');
    const projectsTag = projects.headers.get('etag')!;
    expect((await get('/sitemaps/projects-1.xml', { 'if-none-match': projectsTag })).status).toBe(
      304,
    );

    await addNovels(world.api, [{ name: 'Новая в карте', url: 'novaya-v-karte' }]);
    const changed = await get('/sitemaps/projects-1.xml', { 'if-none-match': projectsTag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(projectsTag);
    expect(await changed.text()).toContain(`<loc>${ORIGIN}/novels/novaya-v-karte</loc>`);
    // The file's newest date is the new project's, so the index changes too.
    const index = await get('/sitemap.xml', { 'if-none-match': etag });
    expect(index.status).toBe(200);
    expect(index.headers.get('etag')).not.toBe(etag);
  });

  it('answers 404 for a file it does not have', async () => {
    for (const path of ['/sitemaps/projects-99.xml', '/sitemaps/nothing']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ message: 'Not Found' });
    }
  });
});

/** A feed parsed: its own fields and its entries in order. */
async function readFeed(path: string) {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type'), path).toBe('application/atom+xml; charset=utf-8');
  expect(response.headers.get('cache-control'), path).toBe('public, max-age=600');
  const feed = parseAtomFeed(await response.text());
  return {
    etag: response.headers.get('etag')!,
    id: feed.ownText('id'),
    title: feed.ownText('title'),
    updated: feed.ownText('updated'),
    links: feed.links.map(({ rel, href }) => `${rel} ${href}`),
    entries: feed.entries,
  };
}

describe('Atom feeds', () => {
  it('carries the 50 newest articles, newest first, with authors and summaries', async () => {
    const feed = await readFeed('/feeds/posts.atom');
    expect(feed.id).toBe(`${ORIGIN}/feeds/posts.atom`);
    expect(feed.title).toBe('Статьи');
    expect(feed.links).toEqual([`self ${ORIGIN}/feeds/posts.atom`, `alternate ${ORIGIN}/posts`]);
    expect(feed.entries).toHaveLength(50);
    expect(feed.entries.map((entry) => entry.link)).toEqual(
      Array.from({ length: 50 }, (_, n) => `${ORIGIN}/posts/${55 - n}`),
    );
    const published = feed.entries.map((entry) => entry.published);
    expect(published).toEqual([...published].sort().reverse());
    expect(feed.updated).toBe(
      feed.entries
        .map((entry) => entry.updated)
        .sort()
        .at(-1),
    );
    const newest = feed.entries[0]!;
    const post55 = world.posts.find((post) => post.countId === 55)!;
    expect(newest.id).toBe(`${ORIGIN}/go/post/${post55._id}`);
    expect(newest.author).toBe('Автор <&>');
    expect(newest.summary).toBe('Текст статьи 55');
    expect(newest.updated).toBe(newest.published);
  });

  it('carries the 50 newest projects a reader can open, newest first', async () => {
    const feed = await readFeed('/feeds/novels.atom');
    expect(feed.id).toBe(`${ORIGIN}/feeds/novels.atom`);
    expect(feed.links).toEqual([
      `self ${ORIGIN}/feeds/novels.atom`,
      `alternate ${ORIGIN}/games?section=all&sort=createdAt`,
    ]);
    expect(feed.entries).toHaveLength(50);
    const published = feed.entries.map((entry) => entry.published);
    expect(published).toEqual([...published].sort().reverse());
    const links = feed.entries.map((entry) => entry.link);
    expect(links).not.toContain(`${ORIGIN}/novels/udalennaya`);
    // Added last, before the sitemap test's addition (files run their tests in order).
    const expectedNewest = [...world.fillers]
      .reverse()
      .map((record) => `${ORIGIN}/novels/${record.url}`);
    expect(links.filter((link) => link !== `${ORIGIN}/novels/novaya-v-karte`).slice(0, 10)).toEqual(
      expectedNewest.slice(0, 10),
    );
    const filler = world.fillers.at(-1)!;
    const entry = feed.entries.find((item) => item.link === `${ORIGIN}/novels/${filler.url}`)!;
    expect(entry.id).toBe(`${ORIGIN}/go/novel/${filler._id}`);
    expect(entry.title).toBe(filler.name);
    expect(entry.summary).toBe('Описание');
  });

  it('revalidates by its tag, and moves when an article is published', async () => {
    const { etag } = await readFeed('/feeds/posts.atom');
    expect((await get('/feeds/posts.atom', { 'if-none-match': etag })).status).toBe(304);
    await world.api.app.get(PostsService).create({
      _id: newObjectId(),
      createdBy: newObjectId(),
      title: 'Свежая статья',
      section: 'site',
      body: [{ type: 'text', text: 'Новости' }],
    });
    const fresh = await get('/feeds/posts.atom', { 'if-none-match': etag });
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toContain('<title>Свежая статья</title>');
  });

  it('answers 404 for a feed it does not have', async () => {
    const response = await get('/feeds/comments.atom');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });
});

describe('without the built site (development, tests)', () => {
  const api = useTestApi();

  it('still serves robots.txt, the sitemap and the feeds, on the configured address', async () => {
    const robots = await (await fetch(`${api.baseUrl}/robots.txt`)).text();
    expect(robots).toContain('\nSitemap: http://127.0.0.1:0/sitemap.xml\n');
    for (const path of [
      '/sitemap.xml',
      '/sitemaps/pages-1.xml',
      '/feeds/novels.atom',
      '/feeds/posts.atom',
    ]) {
      const response = await fetch(`${api.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      parseXml(await response.text());
    }
  });
});
