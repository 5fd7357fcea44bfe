import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContentBlock } from './blocks';
import {
  createSpoilerBlock,
  createTextBlock,
  isEmptyTextBlock,
  liftQuotesOutOfSpoilers,
  normalizeBlocks,
  removeEmptyRow,
} from './editor-rules';

const row = (text: string): ContentBlock => ({ type: 'text', text });
const empty = row('');

describe('createTextBlock and createSpoilerBlock (docs/product §5 "Editor")', () => {
  it('makes an empty row, or one with text', () => {
    expect(createTextBlock()).toEqual(empty);
    expect(createTextBlock('x')).toEqual(row('x'));
  });

  it('titles a new spoiler "Спойлер" and gives it an empty row', () => {
    expect(createSpoilerBlock()).toEqual({ type: 'spoiler', title: 'Спойлер', blocks: [empty] });
    expect(createSpoilerBlock('Финал').title).toBe('Финал');
  });
});

describe('isEmptyTextBlock', () => {
  it('is true only for a text block with no text at all', () => {
    expect(isEmptyTextBlock(empty)).toBe(true);
    expect(isEmptyTextBlock(row(' '))).toBe(false);
    expect(isEmptyTextBlock({ type: 'code', text: '' })).toBe(false);
    expect(isEmptyTextBlock(undefined)).toBe(false);
  });
});

describe('liftQuotesOutOfSpoilers (docs/product §5: spoilers cannot contain quotes)', () => {
  it('replaces a quote inside a spoiler by the quoted blocks, at any depth', () => {
    expect(
      liftQuotesOutOfSpoilers([
        {
          type: 'spoiler',
          title: 'С',
          blocks: [
            row('a'),
            { type: 'quote', blocks: [row('b'), { type: 'quote', blocks: [row('c')] }] },
            { type: 'spoiler', title: 'В', blocks: [{ type: 'quote', blocks: [row('d')] }] },
          ],
        },
      ]),
    ).toEqual([
      {
        type: 'spoiler',
        title: 'С',
        blocks: [row('a'), row('b'), row('c'), { type: 'spoiler', title: 'В', blocks: [row('d')] }],
      },
    ]);
  });

  it('keeps quotes outside spoilers, lifting only those inside a spoiler within a quote', () => {
    expect(
      liftQuotesOutOfSpoilers([
        {
          type: 'quote',
          blocks: [
            { type: 'quote', blocks: [row('a')] },
            { type: 'spoiler', title: 'С', blocks: [{ type: 'quote', blocks: [row('b')] }] },
          ],
        },
      ]),
    ).toEqual([
      {
        type: 'quote',
        blocks: [
          { type: 'quote', blocks: [row('a')] },
          { type: 'spoiler', title: 'С', blocks: [row('b')] },
        ],
      },
    ]);
  });
});

describe('normalizeBlocks (docs/product §5 "Editor")', () => {
  it('keeps an empty text block at the end', () => {
    expect(normalizeBlocks([])).toEqual([empty]);
    expect(normalizeBlocks([row('a')])).toEqual([row('a'), empty]);
    expect(normalizeBlocks([{ type: 'header', text: 'h' }])).toEqual([
      { type: 'header', text: 'h' },
      empty,
    ]);
    expect(normalizeBlocks([row('a'), empty])).toEqual([row('a'), empty]);
  });

  it('titles blank spoilers "Спойлер", nested ones too, and lifts quotes out of spoilers', () => {
    expect(
      normalizeBlocks([
        {
          type: 'quote',
          blocks: [
            { type: 'spoiler', title: ' ', blocks: [{ type: 'quote', blocks: [row('q')] }] },
          ],
        },
      ]),
    ).toEqual([
      { type: 'quote', blocks: [{ type: 'spoiler', title: 'Спойлер', blocks: [row('q')] }] },
      empty,
    ]);
  });

  it('is idempotent', () => {
    const block: fc.Arbitrary<ContentBlock> = fc.letrec<{ block: ContentBlock }>((tie) => ({
      block: fc.oneof(
        { depthSize: 'small' },
        fc.string().map((text) => row(text)),
        fc.constant(empty),
        fc.record({ type: fc.constant('header' as const), text: fc.string() }),
        fc.record({
          type: fc.constant('spoiler' as const),
          title: fc.string(),
          blocks: fc.array(tie('block'), { maxLength: 3 }),
        }),
        fc.record({
          type: fc.constant('quote' as const),
          blocks: fc.array(tie('block'), { maxLength: 3 }),
        }),
      ),
    })).block;
    fc.assert(
      fc.property(fc.array(block, { maxLength: 5 }), (blocks) => {
        const once = normalizeBlocks(blocks);
        expect(normalizeBlocks(once)).toEqual(once);
        expect(isEmptyTextBlock(once.at(-1))).toBe(true);
      }),
    );
  });
});

describe('removeEmptyRow (docs/product §5: deleting in an empty row removes it)', () => {
  it('removes the empty row at the index', () => {
    expect(removeEmptyRow([row('a'), empty, row('b'), empty], 1)).toEqual([
      row('a'),
      row('b'),
      empty,
    ]);
  });

  it('keeps one empty row at the end even when that is the one deleted in', () => {
    expect(removeEmptyRow([row('a'), empty], 1)).toEqual([row('a'), empty]);
    expect(removeEmptyRow([empty], 0)).toEqual([empty]);
    expect(removeEmptyRow([row('a'), empty, empty], 2)).toEqual([row('a'), empty]);
  });

  it('removes nothing when the row has text, is another block, or the index is out of range', () => {
    const blocks = [row('a'), { type: 'header', text: '' } as ContentBlock, empty];
    expect(removeEmptyRow(blocks, 0)).toEqual(blocks);
    expect(removeEmptyRow(blocks, 1)).toEqual(blocks);
    expect(removeEmptyRow(blocks, 5)).toEqual(blocks);
    expect(removeEmptyRow(blocks, -1)).toEqual(blocks);
  });
});
