import { describe, expect, it } from 'vitest';
import {
  BLOCKS_TOO_DEEP_MESSAGE,
  contentBlockSchema,
  contentBlocksSchema,
  contentImageSchema,
  type ContentBlock,
} from './blocks';
import { MAX_MARKUP_DEPTH } from './limits';

const everyBlock: ContentBlock[] = [
  { type: 'text', text: '[b]Привет[/b]' },
  { type: 'header', text: 'Заголовок' },
  { type: 'code', text: 'let x = 1;' },
  {
    type: 'image',
    images: [
      { preview: '/p.png', full: 'https://x.ru/f.png', width: 640, height: 480, alt: 'кот' },
    ],
  },
  { type: 'spoiler', title: 'Спойлер', blocks: [{ type: 'text', text: 'тайна' }] },
  { type: 'quote', blocks: [{ type: 'spoiler', title: 'Т', blocks: [] }] },
];

describe('contentBlockSchema (docs/product §3 "Content blocks")', () => {
  it.each(everyBlock)('accepts a $type block', (block) => {
    expect(contentBlockSchema.parse(block)).toEqual(block);
  });

  it.each([
    { type: 'video', id: 'x' },
    { type: 'text' },
    { type: 'header', text: 1 },
    { type: 'image', images: [] },
    { type: 'spoiler', blocks: [] },
    { type: 'quote', blocks: [{ type: 'unknown' }] },
  ])('refuses %j', (block) => {
    expect(contentBlockSchema.safeParse(block).success).toBe(false);
  });

  it('refuses images with a disallowed address', () => {
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AA', '//evil/a.png']) {
      expect(contentImageSchema.safeParse({ preview: url, full: '/a.png', alt: '' }).success).toBe(
        false,
      );
      expect(contentImageSchema.safeParse({ preview: '/a.png', full: url, alt: '' }).success).toBe(
        false,
      );
    }
  });

  it('refuses negative or fractional sizes, and defaults a missing alt text to empty', () => {
    expect(contentImageSchema.safeParse({ preview: '/a', full: '/a', width: -1 }).success).toBe(
      false,
    );
    expect(contentImageSchema.safeParse({ preview: '/a', full: '/a', height: 1.5 }).success).toBe(
      false,
    );
    expect(contentImageSchema.parse({ preview: '/a', full: '/a' })).toEqual({
      preview: '/a',
      full: '/a',
      alt: '',
    });
  });
});

function nested(depth: number): unknown[] {
  let blocks: unknown[] = [{ type: 'text', text: 'дно' }];
  for (let level = 0; level < depth; level++) blocks = [{ type: 'quote', blocks }];
  return blocks;
}

describe('contentBlocksSchema', () => {
  it('accepts a body of blocks', () => {
    expect(contentBlocksSchema.parse(everyBlock)).toEqual(everyBlock);
    expect(contentBlocksSchema.parse([])).toEqual([]);
  });

  it(`accepts nesting up to ${MAX_MARKUP_DEPTH} levels`, () => {
    expect(contentBlocksSchema.safeParse(nested(MAX_MARKUP_DEPTH)).success).toBe(true);
  });

  it('refuses deeper nesting before the recursive schema runs, so the stack is safe', () => {
    const result = contentBlocksSchema.safeParse(nested(MAX_MARKUP_DEPTH + 1));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([BLOCKS_TOO_DEEP_MESSAGE]);
    expect(contentBlocksSchema.safeParse(nested(200_000)).success).toBe(false);
  });

  it('refuses what is not a list of blocks', () => {
    expect(contentBlocksSchema.safeParse('text').success).toBe(false);
    expect(contentBlocksSchema.safeParse([{ type: 'quote', blocks: 'x' }]).success).toBe(false);
    expect(contentBlocksSchema.safeParse([null]).success).toBe(false);
  });
});
