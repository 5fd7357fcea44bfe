import { describe, expect, it } from 'vitest';
import type { MarkupNode } from './ast';
import type { ContentBlock } from './blocks';
import { blocksToMarkup, markupNodesToBlocks, markupRows, markupToBlocks } from './blocks-markup';

const text = (value: string): MarkupNode => ({ type: 'text', text: value });

describe('markupRows', () => {
  it('cuts top-level nodes at line breaks, keeping empty rows', () => {
    expect(
      markupRows([text('a'), { type: 'lineBreak' }, { type: 'lineBreak' }, text('b')]),
    ).toEqual([[text('a')], [], [text('b')]]);
  });

  it('leaves line breaks inside a tag in their row', () => {
    const bold: MarkupNode = { type: 'b', children: [text('a'), { type: 'lineBreak' }, text('b')] };
    expect(markupRows([bold])).toEqual([[bold]]);
  });

  it('gives one empty row for no nodes', () => {
    expect(markupRows([])).toEqual([[]]);
  });
});

describe('markupToBlocks (docs/product §3)', () => {
  it('makes one text block per row', () => {
    expect(markupToBlocks('Привет, [b]мир[/b]\n\nвторая строка')).toEqual([
      { type: 'text', text: 'Привет, [b]мир[/b]' },
      { type: 'text', text: '' },
      { type: 'text', text: 'вторая строка' },
    ]);
  });

  it('makes a row that is one spoiler a spoiler block, with its content as blocks', () => {
    expect(markupToBlocks('[spoiler title="Финал"]a\n[img]/a.png[/img][/spoiler]')).toEqual([
      {
        type: 'spoiler',
        title: 'Финал',
        blocks: [
          { type: 'text', text: 'a' },
          { type: 'image', images: [{ preview: '/a.png', full: '/a.png', alt: '' }] },
        ],
      },
    ]);
  });

  it('makes a row of images one image block', () => {
    expect(markupToBlocks('[img]/a.png[/img][img]https://x.ru/b.png[/img]')).toEqual([
      {
        type: 'image',
        images: [
          { preview: '/a.png', full: '/a.png', alt: '' },
          { preview: 'https://x.ru/b.png', full: 'https://x.ru/b.png', alt: '' },
        ],
      },
    ]);
  });

  it('keeps a spoiler or an image that shares its row with text inside a text block', () => {
    expect(markupToBlocks('см. [img]/a.png[/img] и [spoiler]x[/spoiler]')).toEqual([
      { type: 'text', text: 'см. [img]/a.png[/img] и [spoiler]x[/spoiler]' },
    ]);
  });

  it('sanitises on the way', () => {
    expect(markupToBlocks('[a href="javascript:alert(1)"]x[/a][img]data:x[/img]')).toEqual([
      { type: 'text', text: 'x' },
    ]);
  });

  it('gives one empty text block for an empty text', () => {
    expect(markupToBlocks('')).toEqual([{ type: 'text', text: '' }]);
  });
});

describe('markupNodesToBlocks', () => {
  it('converts a tree already read', () => {
    expect(
      markupNodesToBlocks([text('a'), { type: 'lineBreak' }, { type: 'img', src: '/a.png' }]),
    ).toEqual([
      { type: 'text', text: 'a' },
      { type: 'image', images: [{ preview: '/a.png', full: '/a.png', alt: '' }] },
    ]);
  });
});

describe('blocksToMarkup', () => {
  it('writes one row per block', () => {
    const blocks: ContentBlock[] = [
      { type: 'text', text: '[B]a[/B]' },
      { type: 'header', text: 'Глава\n[1]' },
      { type: 'header', text: '  ' },
      { type: 'code', text: 'if (a[b]) {\n  c();\n}' },
      { type: 'spoiler', title: '', blocks: [{ type: 'text', text: 'x' }] },
      { type: 'spoiler', title: 'Т', blocks: [] },
      {
        type: 'image',
        images: [
          { preview: '/p.png', full: '/f.png', alt: 'кот', width: 10, height: 10 },
          { preview: '/p.png', full: 'https://x.ru/[1].png', alt: '' },
        ],
      },
      {
        type: 'quote',
        blocks: [
          { type: 'text', text: 'цитата' },
          { type: 'text', text: 'ещё' },
        ],
      },
    ];
    expect(blocksToMarkup(blocks)).toBe(
      [
        '[b]a[/b]',
        '[b]Глава [1][/b]',
        '',
        'if (a\\[b]) {',
        '  c();',
        '}',
        '[spoiler]x[/spoiler]',
        '[spoiler title="Т"][/spoiler]',
        '[img]/f.png[/img]',
        'цитата',
        'ещё',
      ].join('\n'),
    );
  });

  it('drops what is unsafe in stored text', () => {
    expect(blocksToMarkup([{ type: 'text', text: '[a href="vbscript:x"]y[/a]' }])).toBe('y');
  });

  it('writes no blocks as an empty text', () => {
    expect(blocksToMarkup([])).toBe('');
  });
});

describe('blocksToMarkup on mistyped blocks', () => {
  it('throws on a block type it does not know', () => {
    expect(() => blocksToMarkup([{ type: 'video' } as unknown as ContentBlock])).toThrow(
      'Unhandled case',
    );
  });
});
