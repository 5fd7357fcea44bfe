import { describe, expect, it } from 'vitest';
import { parseXml, textsOf } from '../../../test/site/xml-document';
import { atomXml, familyFeedPath, type Feed } from './atom';
import { CachedDocument, KeyedDocuments } from './cached-document';
import { siteAddress } from './page-head';
import { robotsTxt } from './robots';
import { buildSitemap, type SitemapSource } from './sitemap';
import { escapeXml } from './xml';

const site = siteAddress('https://vn.example');
const HOSTILE = 'Тэг <b> & "кавычки" \'апостроф\'\u0001\u0008 ]]> конец';

describe('escapeXml', () => {
  it('escapes markup characters and drops the characters XML cannot carry', () => {
    expect(escapeXml(HOSTILE)).toBe(
      'Тэг &lt;b&gt; &amp; &quot;кавычки&quot; &apos;апостроф&apos; ]]&gt; конец',
    );
    expect(escapeXml('a\tb\nc\rd')).toBe('a\tb\nc\rd');
    expect(escapeXml('x\uD800y\uDC00z😀')).toBe('xyz😀');
  });
});

describe('buildSitemap', () => {
  const source = (name: string, count: number): SitemapSource => ({
    name,
    version: () => 1,
    entries: () =>
      Array.from({ length: count }, (_, n) => ({
        path: `/${name}/${n}?a=1&b=${encodeURIComponent(HOSTILE)}`,
        lastmod: new Date(Date.UTC(2024, 0, 1 + n)),
      })),
  });

  it('is an index of each part in files of at most the given size, each with its newest date', () => {
    const { index, files } = buildSitemap(
      site,
      [source('pages', 2), source('projects', 5), source('none', 0)],
      2,
    );
    const parsed = parseXml(index);
    expect(parsed.documentElement.tagName).toBe('sitemapindex');
    expect(parsed.documentElement.getAttribute('xmlns')).toBe(
      'http://www.sitemaps.org/schemas/sitemap/0.9',
    );
    expect(textsOf(parsed, 'loc')).toEqual([
      'https://vn.example/sitemaps/pages-1.xml',
      'https://vn.example/sitemaps/projects-1.xml',
      'https://vn.example/sitemaps/projects-2.xml',
      'https://vn.example/sitemaps/projects-3.xml',
    ]);
    expect(textsOf(parsed, 'lastmod')).toEqual([
      '2024-01-02T00:00:00.000Z',
      '2024-01-02T00:00:00.000Z',
      '2024-01-04T00:00:00.000Z',
      '2024-01-05T00:00:00.000Z',
    ]);
    expect([...files.keys()]).toEqual([
      'pages-1.xml',
      'projects-1.xml',
      'projects-2.xml',
      'projects-3.xml',
    ]);
    const last = parseXml(files.get('projects-3.xml')!);
    expect(last.documentElement.tagName).toBe('urlset');
    expect(textsOf(last, 'loc')).toEqual([
      `https://vn.example/projects/4?a=1&b=${encodeURIComponent(HOSTILE)}`,
    ]);
  });
});

describe('atomXml', () => {
  const feed: Feed = { path: '/feeds/x.atom', title: 'Лента & <новое>', pagePath: '/x' };

  it('writes a well-formed Atom feed whose texts come back as they were, control characters aside', () => {
    const xml = atomXml(site, feed, [
      {
        id: 'https://vn.example/go/novel/1',
        title: HOSTILE,
        link: 'https://vn.example/novels/a?b=1&c=2',
        published: new Date('2024-01-01T00:00:00.123Z'),
        updated: new Date('2024-02-01T00:00:00.000Z'),
        author: 'Автор <script>',
        summary: 'Кратко & ясно',
        category: { term: 'novel', label: 'Визуальные "новеллы"' },
      },
    ]);
    const document = parseXml(xml);
    const root = document.documentElement;
    expect(root.tagName).toBe('feed');
    expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2005/Atom');
    const entry = document.getElementsByTagName('entry')[0]!;
    expect(textsOf(entry, 'title')).toEqual(['Тэг <b> & "кавычки" \'апостроф\' ]]> конец']);
    expect(textsOf(entry, 'name')).toEqual(['Автор <script>']);
    expect(textsOf(entry, 'published')).toEqual(['2024-01-01T00:00:00.123Z']);
    expect(entry.getElementsByTagName('link')[0]!.getAttribute('href')).toBe(
      'https://vn.example/novels/a?b=1&c=2',
    );
    expect(entry.getElementsByTagName('category')[0]!.getAttribute('label')).toBe(
      'Визуальные "новеллы"',
    );
    // The feed's own: its id and self link are its address, `updated` its newest entry's.
    const own = [...root.children].filter((child) => child.tagName !== 'entry');
    const ownText = (tag: string) => own.find((child) => child.tagName === tag)?.textContent;
    expect(ownText('id')).toBe('https://vn.example/feeds/x.atom');
    expect(ownText('title')).toBe('Лента & <новое>');
    expect(ownText('updated')).toBe('2024-02-01T00:00:00.000Z');
    const links = own.filter((child) => child.tagName === 'link');
    expect(links.map((link) => [link.getAttribute('rel'), link.getAttribute('href')])).toEqual([
      ['self', 'https://vn.example/feeds/x.atom'],
      ['alternate', 'https://vn.example/x'],
    ]);
  });

  it('dates an empty feed when it is built', () => {
    const document = parseXml(atomXml(site, feed, [], new Date('2024-03-01T10:00:00.000Z')));
    expect(textsOf(document, 'updated')).toEqual(['2024-03-01T10:00:00.000Z']);
    expect(document.getElementsByTagName('entry')).toHaveLength(0);
  });
});

describe('robotsTxt', () => {
  it('allows the site, keeps crawlers out of the API and private pages, and names the sitemap', () => {
    const robots = robotsTxt(site);
    expect(robots.startsWith('User-agent: *\nAllow: /\n')).toBe(true);
    for (const path of ['/api/', '/login', '/drafts', '/messages', '/edit/', '/posts/*/edit']) {
      expect(robots).toContain(`\nDisallow: ${path}\n`);
    }
    expect(robots).not.toMatch(/Disallow: \/(novels|games|posts|translators|profile\/)\n/);
    expect(robots.endsWith('\nSitemap: https://vn.example/sitemap.xml\n')).toBe(true);
  });
});

describe('CachedDocument', () => {
  it('builds once per version, shares a build in flight, and keeps the tag of an unchanged text', async () => {
    let version = 1;
    let builds = 0;
    let text = 'a';
    const document = new CachedDocument(
      () => String(version),
      async () => {
        builds += 1;
        return text;
      },
      (value) => value,
    );
    const [first, second] = await Promise.all([document.get(), document.get()]);
    expect(builds).toBe(1);
    expect(second).toBe(first);
    version = 2;
    const rebuilt = await document.get();
    expect(builds).toBe(2);
    expect(rebuilt.etag).toBe(first.etag);
    version = 3;
    text = 'b';
    const changed = await document.get();
    expect(changed.value).toBe('b');
    expect(changed.etag).not.toBe(first.etag);
    expect(changed.etag).toMatch(/^W\/"[\w-]+"$/);
  });

  it('does not keep a failed build', async () => {
    let fail = true;
    const document = new CachedDocument(
      () => '1',
      () => {
        if (fail) throw new Error('down');
        return 'ok';
      },
      (value) => value,
    );
    await expect(document.get()).rejects.toThrow('down');
    fail = false;
    expect((await document.get()).value).toBe('ok');
  });
});

describe('KeyedDocuments', () => {
  it('builds each key once per version, keeps nothing for an unknown key, and bounds what it keeps', async () => {
    let version = 1;
    const builds: string[] = [];
    const documents = new KeyedDocuments(
      () => String(version),
      (key) => {
        builds.push(key);
        return key.startsWith('x') ? null : `text of ${key}`;
      },
      2,
    );
    const a = await documents.get('a');
    expect(a?.value).toBe('text of a');
    expect(await documents.get('a')).toBe(a);
    expect(await documents.get('x1')).toBeNull();
    expect(await documents.get('x1')).toBeNull();
    expect(builds).toEqual(['a', 'x1', 'x1']);
    version = 2;
    const rebuilt = await documents.get('a');
    expect(rebuilt?.etag).toBe(a?.etag);
    expect(builds).toHaveLength(4);
    // At most two kept: reading b and c lets a go.
    await documents.get('b');
    await documents.get('c');
    await documents.get('a');
    expect(builds.slice(4)).toEqual(['b', 'c', 'a']);
  });
});

describe('familyFeedPath', () => {
  it('puts the key, encoded, between the prefix and .atom', () => {
    expect(familyFeedPath({ prefix: '/feeds/x/' }, 'a b/c')).toBe('/feeds/x/a%20b%2Fc.atom');
  });
});

describe('the XML check these tests use', () => {
  const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
  it('refuses what escaping exists to prevent', () => {
    for (const body of [
      '<a>&</a>',
      '<a>x &nbsp; y</a>',
      '<a><b>x</a>',
      '<a b="1" b="2"/>',
      '<a>\u0001</a>',
      '<a/><c/>',
    ]) {
      expect(() => parseXml(`${DECLARATION}${body}`), body).toThrow();
    }
    expect(() => parseXml('<a/>')).toThrow();
    expect(
      parseXml(`${DECLARATION}<a b="&amp;&#38;&#x26;">&lt;&gt;</a>`).documentElement.getAttribute(
        'b',
      ),
    ).toBe('&&&');
  });
});
