import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config/app-config';
import { pageHeadWriter } from './page-head';

const TEMPLATE =
  '<html><head><title>Визуальные новеллы на русском языке.</title>\n' +
  '<meta name="description" content="Визуальные новеллы на русском языке." />\n' +
  '</head><body></body></html>';

describe('pageHeadWriter', () => {
  const write = pageHeadWriter(TEMPLATE);

  it('leaves the page as built when there is no head for it', () => {
    expect(write(null)).toBe(TEMPLATE);
  });

  it('writes the title and description, escaped, and the hints before </head>', () => {
    const html = write({
      title: 'A & B <i>',
      description: '"$&" $1',
      preloadImage: '/poster.webp?a=1&b=2',
      preloadData: ['/api/x'],
    });
    expect(html).toBe(
      '<html><head><title>A &#38; B &#60;i&#62; — Визуальные новеллы на русском языке.</title>\n' +
        '<meta name="description" content="&#34;$&#38;&#34; $1" />\n' +
        '<link rel="preload" as="image" fetchpriority="high" href="/poster.webp?a=1&#38;b=2" />\n' +
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/x" />\n' +
        '</head><body></body></html>',
    );
  });

  it('keeps the default description when the page has none of its own', () => {
    expect(write({ title: 'Без описания', description: '' })).toContain(
      '<meta name="description" content="Визуальные новеллы на русском языке." />',
    );
  });

  it('refuses at start a built page without the tags it writes', () => {
    expect(() => pageHeadWriter('<html><head></head></html>')).toThrow(ConfigError);
  });
});
