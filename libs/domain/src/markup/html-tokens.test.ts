import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities, tokenizeHtml } from './html-tokens';

const tokens = (html: string) =>
  [...tokenizeHtml(html)].map((token) =>
    token.kind === 'start' ? { ...token, attributes: Object.fromEntries(token.attributes) } : token,
  );

describe('decodeHtmlEntities', () => {
  it.each([
    ['&amp;', '&'],
    ['&lt;b&gt;', '<b>'],
    ['&quot;', '"'],
    ['&#39;', "'"],
    ['&apos;', "'"],
    ['&#x27;', "'"],
    ['&#X41;', 'A'],
    ['&nbsp;', '\u00a0'],
    ['&#128512;', '😀'],
    ['a & b', 'a & b'],
    ['&unknown;', '&unknown;'],
    // Every named reference of HTML, as a browser showed the legacy articles.
    ['&laquo;Цитата&raquo; &mdash; автор&hellip;', '«Цитата» — автор…'],
    ['&ndash; &copy; &trade; &euro; &times; &shy;', '– © ™ € × \u00ad'],
    ['&#171;&#187; &#8212; &#x2026;', '«» — …'],
    // Browsers' legacy rules: a few old names need no semicolon; broken numbers become U+FFFD.
    ['&amp', '&'],
    ['&laquo привет', '« привет'],
    ['&mdash без точки с запятой', '&mdash без точки с запятой'],
    ['&#0;', '\ufffd'],
    ['&#xD800;', '\ufffd'],
    ['&#x110000;', '\ufffd'],
    ['&#128;', '€'],
    ['no entities', 'no entities'],
  ])('%j → %j', (encoded, decoded) => {
    expect(decodeHtmlEntities(encoded)).toBe(decoded);
  });
});

describe('attribute values', () => {
  it('decode references, but not a semicolon-less one before a letter, digit or =', () => {
    expect(tokens('<a title="&laquo;Имя&raquo;" href="/x?a=1&copy=2&amp;b=3">')).toEqual([
      {
        kind: 'start',
        name: 'a',
        attributes: { title: '«Имя»', href: '/x?a=1&copy=2&b=3' },
      },
    ]);
  });
});

describe('tokenizeHtml', () => {
  it('yields text, start tags with attributes and end tags, names in lowercase', () => {
    expect(tokens('a<P Class="x">b &amp; c</P>')).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'start', name: 'p', attributes: { class: 'x' } },
      { kind: 'text', text: 'b & c' },
      { kind: 'end', name: 'p' },
    ]);
  });

  it('reads quoted, bare and empty attribute values, first one wins', () => {
    expect(
      tokens(`<img src='/a.png' alt="a &quot;b&quot;" width=10 hidden src="/b.png"/>`),
    ).toEqual([
      {
        kind: 'start',
        name: 'img',
        attributes: { src: '/a.png', alt: 'a "b"', width: '10', hidden: '' },
      },
    ]);
    expect(tokens('<a href = "/x" >')).toEqual([
      { kind: 'start', name: 'a', attributes: { href: '/x' } },
    ]);
    expect(tokens('<br/>')).toEqual([{ kind: 'start', name: 'br', attributes: {} }]);
  });

  it('keeps a < that starts no tag as text', () => {
    expect(tokens('1 < 2 <3 <> <=')).toEqual([{ kind: 'text', text: '1 < 2 <3 <> <=' }]);
  });

  it('skips comments, doctypes, processing instructions and odd end tags', () => {
    expect(tokens('<!DOCTYPE html><?xml v?>a<!-- <b>x</b> -->b</ x>c')).toEqual([
      { kind: 'text', text: 'abc' },
    ]);
  });

  it('skips the content of script, style, textarea and title', () => {
    expect(tokens('a<script>if (a<b) alert("</p>")</script>b<STYLE>p{}</style>c')).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'end', name: 'script' },
      { kind: 'text', text: 'b' },
      { kind: 'end', name: 'style' },
      { kind: 'text', text: 'c' },
    ]);
    expect(tokens('a<script>never closed <b>')).toEqual([{ kind: 'text', text: 'a' }]);
  });

  it('drops a tag, comment or quoted value left open at the end, as a browser does', () => {
    expect(tokens('a<b')).toEqual([{ kind: 'text', text: 'a' }]);
    expect(tokens('a</b')).toEqual([{ kind: 'text', text: 'a' }]);
    expect(tokens('a<!-- x')).toEqual([{ kind: 'text', text: 'a' }]);
    expect(tokens('a<!doctype')).toEqual([{ kind: 'text', text: 'a' }]);
    expect(tokens('a<a href="x>y')).toEqual([{ kind: 'text', text: 'a' }]);
  });
});
