import { describe, expect, it } from 'vitest';
import type { MarkupNode } from './ast';
import { MAX_MARKUP_DEPTH } from './limits';
import { sanitizeMarkup } from './sanitize';

const text = (value: string): MarkupNode => ({ type: 'text', text: value });

describe('sanitizeMarkup (docs/product §3)', () => {
  it('keeps allowed markup as it is', () => {
    const tree: MarkupNode[] = [
      { type: 'b', children: [text('x'), { type: 'lineBreak' }] },
      { type: 'a', href: 'https://x.ru', children: [{ type: 'i', children: [text('y')] }] },
      { type: 'spoiler', title: 'Т', children: [{ type: 'img', src: '/a.png' }] },
      { type: 'user', username: 'Вася' },
    ];
    expect(sanitizeMarkup(tree)).toEqual(tree);
  });

  it('returns nothing for what is not a list', () => {
    expect(sanitizeMarkup(undefined)).toEqual([]);
    expect(sanitizeMarkup('[b]x[/b]')).toEqual([]);
    expect(sanitizeMarkup({ type: 'text', text: 'x' })).toEqual([]);
  });

  it('drops unknown node types, non-objects and unknown properties', () => {
    expect(
      sanitizeMarkup([
        { type: 'script', children: [text('alert(1)')] },
        'text',
        null,
        42,
        { type: 'b', onclick: 'alert(1)', style: 'x', children: [text('x')] },
        { type: 'text', text: 'y', html: '<script>' },
        { children: [text('z')] },
      ]),
    ).toEqual([{ type: 'b', children: [text('x')] }, text('y')]);
  });

  it('unwraps a link to a disallowed address and trims an allowed one', () => {
    expect(
      sanitizeMarkup([
        { type: 'a', href: 'javascript:alert(1)', children: [text('a')] },
        { type: 'a', children: [text('b')] },
        { type: 'a', href: ' https://x.ru ', children: [text('c')] },
      ]),
    ).toEqual([text('ab'), { type: 'a', href: 'https://x.ru', children: [text('c')] }]);
  });

  it('unwraps a novel link whose url is not one path segment', () => {
    expect(
      sanitizeMarkup([
        { type: 'novel', url: '../x', children: [text('a')] },
        { type: 'novel', url: ' ok ', children: [text('b')] },
      ]),
    ).toEqual([text('a'), { type: 'novel', url: 'ok', children: [text('b')] }]);
  });

  it('drops images with a disallowed address and malformed leaves', () => {
    expect(
      sanitizeMarkup([
        { type: 'img', src: 'data:image/png;base64,AA' },
        { type: 'img' },
        { type: 'img', src: 'https://x.ru/[1].png' },
        { type: 'user', username: ' ' },
        { type: 'sticker', set: '../etc', name: 'passwd' },
        { type: 'smile', name: 'a b' },
        { type: 'img', src: ' /ok.png ' },
        { type: 'user', username: ' Вася ' },
      ]),
    ).toEqual([
      { type: 'img', src: '/ok.png' },
      { type: 'user', username: 'Вася' },
    ]);
  });

  it('inside a link keeps only b, i, u and s: other tags are unwrapped, leaves dropped', () => {
    expect(
      sanitizeMarkup([
        {
          type: 'a',
          href: '/x',
          children: [
            { type: 'center', children: [text('c')] },
            { type: 'a', href: '/y', children: [text('y')] },
            { type: 'novel', url: 'n', children: [text('n')] },
            { type: 'spoiler', title: 't', children: [text('s')] },
            { type: 'img', src: '/a.png' },
            { type: 's', children: [text('!')] },
          ],
        },
      ]),
    ).toEqual([
      { type: 'a', href: '/x', children: [text('cyns'), { type: 's', children: [text('!')] }] },
    ]);
  });

  it('puts a spoiler title on one line and defaults it to "Спойлер"', () => {
    expect(
      sanitizeMarkup([
        { type: 'spoiler', children: [] },
        { type: 'spoiler', title: 7, children: [] },
        { type: 'spoiler', title: ' Глава\n1 ', children: [] },
      ]),
    ).toEqual([
      { type: 'spoiler', title: 'Спойлер', children: [] },
      { type: 'spoiler', title: 'Спойлер', children: [] },
      { type: 'spoiler', title: 'Глава 1', children: [] },
    ]);
  });

  it('splits text at line breaks, merges neighbours and drops empty text', () => {
    expect(
      sanitizeMarkup([text('a\r\nb'), text(''), text('c\n'), { type: 'text', text: 5 }, text('d')]),
    ).toEqual([text('a'), { type: 'lineBreak' }, text('bc'), { type: 'lineBreak' }, text('d')]);
  });

  it('treats missing or malformed children as none', () => {
    expect(sanitizeMarkup([{ type: 'b' }, { type: 'i', children: 'x' }])).toEqual([
      { type: 'b', children: [] },
      { type: 'i', children: [] },
    ]);
  });

  it(`drops containers nested deeper than ${MAX_MARKUP_DEPTH}, so a hostile tree cannot exhaust the stack`, () => {
    let deep: unknown = [text('bottom')];
    for (let level = 0; level < 100_000; level++) deep = [{ type: 'b', children: deep }];
    let level = sanitizeMarkup(deep);
    let depth = 0;
    while (level[0] && 'children' in level[0]) {
      level = level[0].children;
      depth++;
    }
    expect(depth).toBe(MAX_MARKUP_DEPTH);
    expect(level).toEqual([]);
  });

  it('drops deep unwrapped links as well', () => {
    let deep: unknown = [text('bottom')];
    for (let level = 0; level < 100_000; level++) {
      deep = [{ type: 'a', href: 'javascript:x', children: deep }];
    }
    expect(sanitizeMarkup(deep)).toEqual([]);
  });
});
