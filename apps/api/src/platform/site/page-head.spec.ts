import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config/config-error';
import { composePageHeads, pageHeadWriter, siteAddress, type PageHead } from './page-head';

const TEMPLATE =
  '<html><head><title>Визуальные новеллы на русском языке.</title>\n' +
  '<meta name="description" content="Визуальные новеллы на русском языке." />\n' +
  '</head><body></body></html>';

const HEAD: PageHead = {
  title: 'Без описания',
  description: '',
  canonical: 'https://vn.example/posts',
  type: 'website',
};

describe('pageHeadWriter', () => {
  const write = pageHeadWriter(TEMPLATE);

  it('leaves the page as built when there is no head for it', () => {
    expect(write(null)).toBe(TEMPLATE);
  });

  it('writes the title, description, canonical address, card, feeds and hints, escaped', () => {
    const html = write({
      title: 'A & B <i>',
      description: '"$&" $1',
      canonical: 'https://vn.example/novels/a?b=1&c=2',
      type: 'website',
      image: 'https://vn.example/uploads/poster/a.webp',
      feeds: [{ title: 'Новые "новеллы"', href: 'https://vn.example/feeds/novels.atom' }],
      preloadImage: '/poster.webp?a=1&b=2',
    });
    expect(html).toBe(
      '<html><head><title>A &#38; B &#60;i&#62; — Визуальные новеллы на русском языке.</title>\n' +
        '<meta name="description" content="&#34;$&#38;&#34; $1" />\n' +
        '<link rel="canonical" href="https://vn.example/novels/a?b=1&#38;c=2" />\n' +
        '<meta property="og:type" content="website" />\n' +
        '<meta property="og:site_name" content="Визуальные новеллы на русском языке." />\n' +
        '<meta property="og:locale" content="ru_RU" />\n' +
        '<meta property="og:title" content="A &#38; B &#60;i&#62;" />\n' +
        '<meta property="og:description" content="&#34;$&#38;&#34; $1" />\n' +
        '<meta property="og:url" content="https://vn.example/novels/a?b=1&#38;c=2" />\n' +
        '<meta property="og:image" content="https://vn.example/uploads/poster/a.webp" />\n' +
        '<meta name="twitter:card" content="summary_large_image" />\n' +
        '<link rel="alternate" type="application/atom+xml" title="Новые &#34;новеллы&#34;" href="https://vn.example/feeds/novels.atom" />\n' +
        '<link rel="preload" as="image" fetchpriority="high" href="/poster.webp?a=1&#38;b=2" />\n' +
        '</head><body></body></html>',
    );
  });

  it('keeps the default description when the page has none of its own, in the card too', () => {
    const html = write(HEAD);
    expect(html).toContain(
      '<meta name="description" content="Визуальные новеллы на русском языке." />',
    );
    expect(html).toContain(
      '<meta property="og:description" content="Визуальные новеллы на русском языке." />',
    );
  });

  it('gives a page without a picture the small card and no og:image', () => {
    const html = write(HEAD);
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('og:image');
  });

  it("titles the main page and its card with the site's own title", () => {
    const html = write({ ...HEAD, title: '' });
    expect(html).toContain('<title>Визуальные новеллы на русском языке.</title>');
    expect(html).toContain(
      '<meta property="og:title" content="Визуальные новеллы на русском языке." />',
    );
  });

  it('refuses at start a built page without the tags it writes', () => {
    expect(() => pageHeadWriter('<html><head></head></html>')).toThrow(ConfigError);
  });
});

describe('composePageHeads', () => {
  it('answers with the first provider that knows the page, or null', () => {
    const seen: string[] = [];
    const heads = composePageHeads(
      (path) => (seen.push(`a${path}`), null),
      (path, query) => (path === '/x' ? { ...HEAD, title: query.get('t') ?? '' } : null),
      () => ({ ...HEAD, title: 'last' }),
    );
    expect(heads('/x', new URLSearchParams('t=2'))?.title).toBe('2');
    expect(heads('/y', new URLSearchParams())?.title).toBe('last');
    expect(composePageHeads()('/x', new URLSearchParams())).toBeNull();
    expect(seen).toEqual(['a/x', 'a/y']);
  });
});

describe('siteAddress', () => {
  it('makes site paths absolute on the public URL and leaves absolute addresses alone', () => {
    const site = siteAddress('https://vn.example/');
    expect(site.origin).toBe('https://vn.example');
    expect(site.url('/novels')).toBe('https://vn.example/novels');
    expect(site.url('uploads/a.webp')).toBe('https://vn.example/uploads/a.webp');
    expect(site.url('https://bucket.example/a.webp')).toBe('https://bucket.example/a.webp');
  });
});
