import { describe, expect, it } from 'vitest';
import { cssUrl } from './css-url';

/**
 * Whether `css` is one CSS string inside `url()`: between the quotes only characters that cannot end
 * it, or hexadecimal escapes. (A CSS string ends at its own quote and at a line break; a backslash
 * starts an escape.)
 */
function isOneQuotedUrl(css: string): boolean {
  if (!css.startsWith('url("') || !css.endsWith('")')) return false;
  const inside = css.slice('url("'.length, -'")'.length);
  for (let index = 0; index < inside.length; index++) {
    const code = inside.charCodeAt(index);
    if (code === 0x22 || code <= 0x1f || code === 0x7f) return false;
    if (code === 0x5c) {
      const escape = /^\\[0-9a-f]{1,6} /.exec(inside.slice(index));
      if (!escape) return false;
      index += escape[0].length - 1;
    }
  }
  return true;
}

describe('cssUrl (a background address in an inline style)', () => {
  it('quotes an ordinary address as it is', () => {
    expect(cssUrl('/uploads/background/2026/01/abc-full.webp')).toBe(
      'url("/uploads/background/2026/01/abc-full.webp")',
    );
    expect(cssUrl('https://cdn.example/a b(1);c.png')).toBe(
      'url("https://cdn.example/a b(1);c.png")',
    );
  });

  it('escapes what could end the string: its quote, a backslash, a line break', () => {
    expect(isOneQuotedUrl('url("/a"b.png")')).toBe(false);
    expect(isOneQuotedUrl('url("/a\nb.png")')).toBe(false);
    expect(cssUrl('/a"b.png')).toBe('url("/a\\22 b.png")');
    expect(cssUrl('/a\\b.png')).toBe('url("/a\\5c b.png")');
    expect(cssUrl('/a\nb.png')).toBe('url("/a\\a b.png")');
  });

  it('keeps every hostile address inside one string, so no declaration can follow it', () => {
    for (const hostile of [
      '/x.png");background:url("https://evil.example/',
      "/x.png');color:red;--y:('",
      '/x.png\n);color:red;--y:(',
      '/x.png\r\f\u0000\u007f"',
      '/x.png\\");color:red',
      '/x.png\\',
      'javascript:alert(1)',
    ]) {
      expect(isOneQuotedUrl(cssUrl(hostile)), hostile).toBe(true);
    }
  });
});
