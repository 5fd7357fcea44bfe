import { DEFAULT_SPOILER_TITLE } from './ast';
import type { ContentBlock, SpoilerBlock, TextBlock } from './blocks';
import { normalizeSpoilerTitle } from './values';

/**
 * The block editor's rules (docs/product §5 "Editor"), as pure functions the editor applies after every
 * change: spoiler default title "Спойлер"; spoilers cannot contain quotes; an empty text block is always
 * kept at the end; deleting in an empty row removes it.
 */

/** A text block, empty unless given text. */
export function createTextBlock(text = ''): TextBlock {
  return { type: 'text', text };
}

/** A new spoiler block, titled "Спойлер" unless given a title, holding one empty row. */
export function createSpoilerBlock(title: string = DEFAULT_SPOILER_TITLE): SpoilerBlock {
  return { type: 'spoiler', title, blocks: [createTextBlock()] };
}

/** Whether a block is an empty row: a text block with no text at all. */
export function isEmptyTextBlock(block: ContentBlock | undefined): boolean {
  return block?.type === 'text' && block.text === '';
}

function withoutQuotes(blocks: readonly ContentBlock[], inSpoiler: boolean): ContentBlock[] {
  return blocks.flatMap((block): ContentBlock[] => {
    if (block.type === 'spoiler') {
      return [{ ...block, blocks: withoutQuotes(block.blocks, true) }];
    }
    if (block.type === 'quote') {
      const inner = withoutQuotes(block.blocks, inSpoiler);
      // Lift the quoted blocks into the spoiler instead of losing them.
      return inSpoiler ? inner : [{ ...block, blocks: inner }];
    }
    return [block];
  });
}

/**
 * Blocks where no spoiler holds a quote, at any depth (docs/product §5: "spoilers cannot contain quotes"):
 * a quote inside a spoiler is replaced by the blocks it quoted, so nothing typed is lost.
 */
export function liftQuotesOutOfSpoilers(blocks: readonly ContentBlock[]): ContentBlock[] {
  return withoutQuotes(blocks, false);
}

function withSpoilerTitles(blocks: readonly ContentBlock[]): ContentBlock[] {
  return blocks.map((block) => {
    switch (block.type) {
      case 'spoiler':
        return {
          ...block,
          title: normalizeSpoilerTitle(block.title),
          blocks: withSpoilerTitles(block.blocks),
        };
      case 'quote':
        return { ...block, blocks: withSpoilerTitles(block.blocks) };
      default:
        return block;
    }
  });
}

/**
 * Blocks in the shape the editor keeps (docs/product §5 "Editor"): quotes lifted out of spoilers, every
 * spoiler titled (a blank title becomes "Спойлер"), and an empty text block at the end, appended when
 * the last block is anything else. Idempotent.
 */
export function normalizeBlocks(blocks: readonly ContentBlock[]): ContentBlock[] {
  const normalized = withSpoilerTitles(liftQuotesOutOfSpoilers(blocks));
  return isEmptyTextBlock(normalized.at(-1)) ? normalized : [...normalized, createTextBlock()];
}

/**
 * Deleting in an empty row removes the row (docs/product §5 "Editor"). Only an empty text block at `index`
 * is removed; a row with text, another kind of block or an index out of range removes nothing. The
 * result is normalised (see {@link normalizeBlocks}), so deleting in the final empty row keeps one at
 * the end.
 */
export function removeEmptyRow(blocks: readonly ContentBlock[], index: number): ContentBlock[] {
  if (!isEmptyTextBlock(blocks[index])) return normalizeBlocks(blocks);
  return normalizeBlocks(blocks.filter((_, position) => position !== index));
}
