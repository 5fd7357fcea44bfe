import { describe, expect, it } from 'vitest';
import type { LeafNode, LeafTag } from './ast';
import { MAX_MARKUP_VALUE_LENGTH } from './limits';
import {
  contentOfLeaf,
  isNovelUrl,
  isSafeImageUrl,
  isSafeLinkUrl,
  leafFromContent,
  normalizeSpoilerTitle,
  sanitizeLeaf,
} from './values';

describe('isSafeLinkUrl (docs/product §3 tag a)', () => {
  it.each([
    'http://example.com',
    'https://example.com/path?q=1#x',
    'HTTPS://EXAMPLE.COM',
    'mailto:user@example.com',
    '/novels/steins-gate',
    '/',
    'https://пример.рф/путь',
  ])('allows %j', (url) => {
    expect(isSafeLinkUrl(url)).toBe(true);
  });

  it.each([
    '',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    ' https://example.com',
    'https://exa mple.com',
    'https://x.ru\n',
    'https://x.ru\u007f',
    'data:text/html,<script>',
    'vbscript:x',
    'file:///etc/passwd',
    'ftp://example.com',
    '//evil.example',
    '/\\evil.example',
    'relative/path',
    '?q=1',
    '#top',
    'http://',
    'https://',
    'mailto:',
    `https://x.ru/${'a'.repeat(MAX_MARKUP_VALUE_LENGTH)}`,
  ])('refuses %j', (url) => {
    expect(isSafeLinkUrl(url)).toBe(false);
  });
});

describe('isSafeImageUrl', () => {
  it('allows http(s) and site-relative addresses', () => {
    expect(isSafeImageUrl('https://x.ru/a.png')).toBe(true);
    expect(isSafeImageUrl('http://x.ru/a.png')).toBe(true);
    expect(isSafeImageUrl('/emoji/wk/1.png')).toBe(true);
  });

  it('refuses mailto and every other scheme', () => {
    expect(isSafeImageUrl('mailto:a@b.ru')).toBe(false);
    expect(isSafeImageUrl('data:image/png;base64,AA')).toBe(false);
    expect(isSafeImageUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeImageUrl('//evil.example/a.png')).toBe(false);
  });
});

describe('isNovelUrl', () => {
  it('allows a slug, old or new', () => {
    expect(isNovelUrl('steins-gate')).toBe(true);
    expect(isNovelUrl('бесконечное-лето')).toBe(true);
    expect(isNovelUrl('Old_Slug.2')).toBe(true);
  });

  it.each(['', '../admin', 'a/b', 'a b', 'a?b', 'a#b', 'a\\b', 'a"b', '[x]', 'x'.repeat(201)])(
    'refuses %j',
    (url) => {
      expect(isNovelUrl(url)).toBe(false);
    },
  );
});

describe('normalizeSpoilerTitle (docs/product §5: default title "Спойлер")', () => {
  it.each([
    [undefined, 'Спойлер'],
    ['', 'Спойлер'],
    ['  \n ', 'Спойлер'],
    [' Глава 1 ', 'Глава 1'],
    ['Глава\r\n1', 'Глава 1'],
  ])('%j → %j', (title, normalized) => {
    expect(normalizeSpoilerTitle(title)).toBe(normalized);
  });

  it('cuts a title to the longest value', () => {
    expect(normalizeSpoilerTitle('я'.repeat(MAX_MARKUP_VALUE_LENGTH + 5))).toHaveLength(
      MAX_MARKUP_VALUE_LENGTH,
    );
  });
});

describe('leafFromContent', () => {
  it('reads each leaf from its trimmed content', () => {
    expect(leafFromContent('img', ' /a.png ')).toEqual({ type: 'img', src: '/a.png' });
    expect(leafFromContent('user', ' Вася ')).toEqual({ type: 'user', username: 'Вася' });
    expect(leafFromContent('smile', 'lol')).toEqual({ type: 'smile', name: 'lol' });
    expect(leafFromContent('sticker', 'wk/10')).toEqual({ type: 'sticker', set: 'wk', name: '10' });
  });

  it.each([
    ['img', ''],
    ['user', '   '],
    ['user', 'a[b'],
    ['user', 'a\nb'],
    ['user', 'a\rb'],
    ['user', 'x'.repeat(MAX_MARKUP_VALUE_LENGTH + 1)],
    ['smile', 'a b'],
    ['sticker', 'wk'],
    ['sticker', 'wk/'],
    ['sticker', '/1'],
    ['sticker', 'wk/1/2'],
    ['sticker', '../x/1'],
  ] as const)('refuses [%s]%s', (tag, content) => {
    expect(leafFromContent(tag, content)).toBeUndefined();
  });
});

describe('contentOfLeaf', () => {
  it('writes each leaf as its raw content', () => {
    expect(contentOfLeaf({ type: 'img', src: '/a.png' })).toBe('/a.png');
    expect(contentOfLeaf({ type: 'user', username: 'Вася' })).toBe('Вася');
    expect(contentOfLeaf({ type: 'smile', name: 'lol' })).toBe('lol');
    expect(contentOfLeaf({ type: 'sticker', set: 'wk', name: '1' })).toBe('wk/1');
  });
});

describe('sanitizeLeaf', () => {
  it.each([
    [
      { type: 'user', username: ' Вася ' },
      { type: 'user', username: 'Вася' },
    ],
    [
      { type: 'img', src: 'https://x.ru/a.png' },
      { type: 'img', src: 'https://x.ru/a.png' },
    ],
  ] as const)('keeps a valid leaf, trimmed: %j → %j', (leaf, kept) => {
    expect(sanitizeLeaf(leaf)).toEqual(kept);
  });

  it('drops an image with a disallowed address and a malformed leaf', () => {
    expect(sanitizeLeaf({ type: 'img', src: 'javascript:alert(1)' })).toBeUndefined();
    expect(sanitizeLeaf({ type: 'sticker', set: 'w/k', name: '1' })).toBeUndefined();
  });
});

describe('leaf functions on a mistyped leaf', () => {
  it('throw on a leaf type they do not know', () => {
    const bogus = { type: 'iframe', src: '/x' } as unknown as LeafNode;
    expect(() => contentOfLeaf(bogus)).toThrow('Unhandled case');
    expect(() => leafFromContent('iframe' as LeafTag, '/x')).toThrow('Unhandled case');
  });
});
