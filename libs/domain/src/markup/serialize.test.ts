import { describe, expect, it } from 'vitest';
import type { MarkupNode } from './ast';
import { parseMarkup } from './parse';
import { escapeMarkupText, quoteAttributeValue, serializeMarkup, spoilerOpener } from './serialize';

const text = (value: string): MarkupNode => ({ type: 'text', text: value });

describe('serializeMarkup', () => {
  it('writes every node type in lowercase with quoted attributes', () => {
    const tree: MarkupNode[] = [
      { type: 'b', children: [text('b')] },
      { type: 'i', children: [text('i')] },
      { type: 'u', children: [text('u')] },
      { type: 's', children: [text('s')] },
      { type: 'center', children: [text('c')] },
      { type: 'right', children: [text('r')] },
      { type: 'hide', children: [text('h')] },
      { type: 'lineBreak' },
      { type: 'a', href: 'https://x.ru', children: [text('a')] },
      { type: 'novel', url: 'steins-gate', children: [text('SG')] },
      { type: 'spoiler', title: 'Глава 1', children: [text('s')] },
      { type: 'user', username: 'Вася' },
      { type: 'img', src: '/a.png' },
      { type: 'sticker', set: 'wk', name: '1' },
      { type: 'smile', name: 'lol' },
    ];
    expect(serializeMarkup(tree)).toBe(
      '[b]b[/b][i]i[/i][u]u[/u][s]s[/s][center]c[/center][right]r[/right][hide]h[/hide]\n' +
        '[a href="https://x.ru"]a[/a][novel url="steins-gate"]SG[/novel]' +
        '[spoiler title="Глава 1"]s[/spoiler][user]Вася[/user][img]/a.png[/img]' +
        '[sticker]wk/1[/sticker][smile]lol[/smile]',
    );
  });

  it('writes a spoiler with the default title as a bare [spoiler]', () => {
    expect(serializeMarkup([{ type: 'spoiler', title: 'Спойлер', children: [] }])).toBe(
      '[spoiler][/spoiler]',
    );
  });

  it('escapes text that would read as a tag', () => {
    expect(serializeMarkup([text('[b]x[/b]')])).toBe('\\[b]x\\[/b]');
  });

  it('writes an empty tree as an empty text', () => {
    expect(serializeMarkup([])).toBe('');
  });
});

describe('escapeMarkupText', () => {
  it.each([
    ['[b]', '\\[b]'],
    ['[/b]', '\\[/b]'],
    ['[1] and [ ] and [', '[1] and [ ] and ['],
    ['C:\\dir', 'C:\\dir'],
    ['\\[', '\\\\['],
    ['\\[b', '\\\\\\[b'],
    ['\\\\', '\\\\\\\\'],
    ['end\\', 'end\\\\'],
    ['[Я]', '[Я]'],
  ])('%j → %j', (raw, escaped) => {
    expect(escapeMarkupText(raw)).toBe(escaped);
    expect(parseMarkup(escaped)).toEqual([text(raw)]);
  });
});

describe('quoteAttributeValue', () => {
  it.each([
    ['plain', '"plain"'],
    ['say "hi"', '"say \\"hi\\""'],
    ['[1]', '"\\[1]"'],
    ['a\\b', '"a\\b"'],
    ['end\\', '"end\\\\"'],
    ['\\"', '"\\\\\\""'],
  ])('%j → %j', (raw, quoted) => {
    expect(quoteAttributeValue(raw)).toBe(quoted);
    expect(parseMarkup(`[spoiler title=${quoted}]x[/spoiler]`)).toEqual([
      { type: 'spoiler', title: raw, children: [text('x')] },
    ]);
  });
});

describe('spoilerOpener', () => {
  it('leaves out the default title and quotes any other', () => {
    expect(spoilerOpener('Спойлер')).toBe('[spoiler]');
    expect(spoilerOpener('Финал')).toBe('[spoiler title="Финал"]');
  });
});

describe('serializeMarkup on a mistyped tree', () => {
  it('throws on a node type it does not know rather than dropping it silently', () => {
    expect(() => serializeMarkup([{ type: 'script' } as unknown as MarkupNode])).toThrow(
      'Unhandled case',
    );
  });
});
