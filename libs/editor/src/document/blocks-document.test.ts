import { EditorState, TextSelection } from '@remirror/pm/state';
import { Fragment } from '@remirror/pm/model';
import {
  liftQuotesOutOfSpoilers,
  normalizeBlocks,
  parseMarkup,
  postBodyBlocks,
  serializeMarkup,
  type ContentBlock,
} from '@vn/domain';
import { canonicalContentBlocks } from '@vn/domain/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blocksEditorSchema } from '../../test/blocks-editor';
import { BLOCK_NODES } from '../extensions/blocks/block-names';
import { applyBlockRules } from '../extensions/blocks/block-rules-extension';
import { EVERY_BLOCK, LEGACY_HTML_BODY } from '../fixtures/blocks.fixtures';
import { blockNodes, blocksToDocument, documentToBlocks } from './blocks-document';
import { inlineToMarkup, markupToInline } from './markup-document';

const schema = blocksEditorSchema();

function roundTrip(blocks: readonly ContentBlock[]): ContentBlock[] {
  return documentToBlocks(blocksToDocument(schema, blocks));
}

/** A row as the markup editor keeps it (markup-document.ts): the only change a row may see. */
function asTheMarkupEditorKeepsIt(text: string): string {
  return serializeMarkup(inlineToMarkup(Fragment.from(markupToInline(schema, parseMarkup(text)))));
}

/** Blocks with each row as the markup editor keeps it, every other field as it is. */
function withRowsKept(blocks: readonly ContentBlock[]): ContentBlock[] {
  return blocks.map((block): ContentBlock => {
    switch (block.type) {
      case 'text':
        return { type: 'text', text: asTheMarkupEditorKeepsIt(block.text) };
      case 'spoiler':
      case 'quote':
        return { ...block, blocks: withRowsKept(block.blocks) };
      default:
        return block;
    }
  });
}

/** Bodies as they may be stored or sent: quotes in spoilers, blank titles, no final row. */
const rawRow = fc.constantFrom('', 'строка', '[b]жирная[/b] строка', '[spoiler=Тайна]x[/spoiler]');
const rawBlocks: fc.Arbitrary<ContentBlock[]> = fc.letrec<{ list: ContentBlock[] }>((tie) => ({
  list: fc.array(
    fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      rawRow.map((text) => ({ type: 'text' as const, text })),
      fc.constantFrom('', 'Глава').map((text) => ({ type: 'header' as const, text })),
      fc.constantFrom('', 'a\n  b').map((text) => ({ type: 'code' as const, text })),
      fc.constant<ContentBlock>({
        type: 'image',
        images: [{ preview: '/a.png', full: '/b.png', alt: 'кадр', width: 4, height: 3 }],
      }),
      fc.record({
        type: fc.constant('spoiler' as const),
        title: fc.constantFrom('', '  ', 'Финал', 'Спойлер'),
        blocks: tie('list').filter((list) => list.length > 0),
      }),
      fc.record({
        type: fc.constant('quote' as const),
        blocks: tie('list').filter((list) => list.length > 0),
      }),
    ),
    { maxLength: 4 },
  ),
})).list;

describe('the block editor’s document and the content blocks (docs/product §3)', () => {
  it('editor → blocks → editor is the identity for every canonical document', () => {
    fc.assert(
      fc.property(canonicalContentBlocks, (blocks) => {
        const document = blocksToDocument(schema, blocks);
        document.check();
        const again = blocksToDocument(schema, documentToBlocks(document));
        expect(again.toJSON()).toEqual(document.toJSON());
      }),
      { numRuns: 400 },
    );
  });

  it('keeps every block, title, header, code and picture; rows change only as in the markup editor', () => {
    fc.assert(
      fc.property(canonicalContentBlocks, (blocks) => {
        expect(withRowsKept(roundTrip(blocks))).toEqual(withRowsKept(blocks));
      }),
      { numRuns: 400 },
    );
  });

  it('reads a document as blocks the domain’s editor rules already hold (normalizeBlocks)', () => {
    fc.assert(
      fc.property(canonicalContentBlocks, (blocks) => {
        const read = roundTrip(blocks);
        expect(normalizeBlocks(read)).toEqual(read);
      }),
      { numRuns: 400 },
    );
  });

  it('after its rules run, a document from any stored body reads as normal blocks (docs/product §5)', () => {
    fc.assert(
      fc.property(rawBlocks, (raw) => {
        const doc = schema.nodes['doc']!.create(null, blockNodes(schema, raw));
        // The caret in the last textblock, so no spoiler title is being edited.
        const state = EditorState.create({ doc, selection: TextSelection.atEnd(doc) });
        const ruled = applyBlockRules(state)?.doc ?? doc;
        ruled.check();
        const read = documentToBlocks(ruled);
        expect(normalizeBlocks(read)).toEqual(read);
        expect(withRowsKept(read)).toEqual(withRowsKept(normalizeBlocks(raw)));
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['a row of markup', [{ type: 'text', text: '[b]Жирный[/b] и [a href="/posts/8"]ссылка[/a]' }]],
    ['a row with a line break', [{ type: 'text', text: 'первая\nвторая' }]],
    ['a header', [{ type: 'header', text: 'Глава 1' }]],
    ['an empty header', [{ type: 'header', text: '' }]],
    ['code with its indentation', [{ type: 'code', text: 'if (a) {\n  b();\n}' }]],
    [
      'pictures with sizes and descriptions',
      [
        {
          type: 'image',
          images: [
            {
              preview: '/p.png',
              full: 'https://example.com/f.png',
              width: 640,
              height: 360,
              alt: 'Кадр',
            },
            { preview: '/q.png', full: '/q.png', alt: '' },
          ],
        },
      ],
    ],
    [
      'a titled spoiler of blocks',
      [
        {
          type: 'spoiler',
          title: 'Финал',
          blocks: [
            { type: 'header', text: 'x' },
            { type: 'code', text: 'y' },
          ],
        },
      ],
    ],
    [
      'a quote holding a spoiler',
      [
        {
          type: 'quote',
          blocks: [{ type: 'spoiler', title: 'Спойлер', blocks: [{ type: 'text', text: 'z' }] }],
        },
      ],
    ],
    ['every kind at once', EVERY_BLOCK],
  ] satisfies [string, readonly ContentBlock[]][])('keeps %s as it was', (_name, blocks) => {
    expect(roundTrip(blocks)).toEqual(normalizeBlocks(blocks));
  });

  it('holds a spoiler’s title as its first node, edited in place', () => {
    const doc = blocksToDocument(schema, [
      { type: 'spoiler', title: 'Финал', blocks: [{ type: 'text', text: 'текст' }] },
    ]);
    const spoiler = doc.firstChild!;
    expect(spoiler.type.name).toBe(BLOCK_NODES.spoiler);
    expect(spoiler.firstChild?.type.name).toBe(BLOCK_NODES.spoilerTitle);
    expect(spoiler.firstChild?.textContent).toBe('Финал');
  });

  it('ends every document with an empty row (docs/product §5)', () => {
    const doc = blocksToDocument(schema, [{ type: 'header', text: 'Глава' }]);
    expect(doc.lastChild?.type.name).toBe(BLOCK_NODES.text);
    expect(doc.lastChild?.content.size).toBe(0);
  });

  it('refuses a quote inside a spoiler in the schema itself (docs/product §5)', () => {
    const quote = schema.nodes[BLOCK_NODES.quote]!.create(
      null,
      schema.nodes[BLOCK_NODES.text]!.create(),
    );
    const title = schema.nodes[BLOCK_NODES.spoilerTitle]!.create(null, schema.text('Спойлер'));
    expect(() => schema.nodes[BLOCK_NODES.spoiler]!.createChecked(null, [title, quote])).toThrow();
  });

  it('lifts a stored quote out of its spoiler, as the domain does, keeping what it quoted', () => {
    const stored: ContentBlock[] = [
      {
        type: 'spoiler',
        title: 'Финал',
        blocks: [{ type: 'quote', blocks: [{ type: 'text', text: 'цитата' }] }],
      },
    ];
    expect(roundTrip(stored)).toEqual(normalizeBlocks(liftQuotesOutOfSpoilers(stored)));
    expect(roundTrip(stored)[0]).toEqual({
      type: 'spoiler',
      title: 'Финал',
      blocks: [{ type: 'text', text: 'цитата' }],
    });
  });

  it('titles a spoiler stored with a blank title "Спойлер" (docs/product §5)', () => {
    expect(
      roundTrip([{ type: 'spoiler', title: '  ', blocks: [{ type: 'text', text: 'x' }] }])[0],
    ).toMatchObject({
      title: 'Спойлер',
    });
  });

  it('leaves out pictures at addresses the model refuses, and a picture block left with none', () => {
    const blocks = roundTrip([
      {
        type: 'image',
        images: [
          { preview: 'javascript:alert(1)', full: '/a.png', alt: '' },
          { preview: '/b.png', full: '/b.png', alt: 'b' },
        ],
      },
      {
        type: 'image',
        images: [{ preview: 'data:image/png;base64,AA', full: '//evil.example/x.png', alt: '' }],
      },
    ]);
    expect(blocks).toEqual([
      { type: 'image', images: [{ preview: '/b.png', full: '/b.png', alt: 'b' }] },
      { type: 'text', text: '' },
    ]);
  });

  it('opens an older post’s HTML body as blocks (docs/product §4 "Post editing")', () => {
    expect(roundTrip(postBodyBlocks(LEGACY_HTML_BODY))).toEqual([
      { type: 'header', text: 'Старая статья' },
      { type: 'text', text: 'Текст с [b]жирным[/b] и [a href="https://vndb.org/v17"]ссылкой[/a].' },
      { type: 'text', text: 'Вторая строка.' },
      { type: 'quote', blocks: [{ type: 'text', text: 'Цитата из игры' }] },
      { type: 'code', text: 'код\n  с отступом' },
      {
        type: 'image',
        images: [
          {
            preview: '/story-images/night.svg',
            full: '/story-images/night.svg',
            alt: 'Ночной город',
          },
        ],
      },
      { type: 'text', text: '' },
    ]);
  });
});
