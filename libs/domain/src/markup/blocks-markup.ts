import type { ImageNode, MarkupNode } from './ast';
import { assertNever } from '../assert-never';
import type { ContentBlock, ContentImage } from './blocks';
import { parseMarkup } from './parse';
import { escapeMarkupText, serializeMarkup, spoilerOpener } from './serialize';
import { sanitizeLeaf, normalizeSpoilerTitle } from './values';

/**
 * Conversions between a markup text and the v2 content blocks (docs/product §3). A text block is one row:
 * the markup is cut into blocks at its top-level line breaks. A row that is a single spoiler becomes a
 * spoiler block, a row of nothing but images an image block, any other row a text block. So
 * `blocksToMarkup(markupToBlocks(m))` gives back `m` for every markup `m` that `serializeMarkup` wrote.
 */

/** The rows of a tree: its top-level nodes cut at line breaks (always at least one row). */
export function markupRows(nodes: readonly MarkupNode[]): MarkupNode[][] {
  const rows: MarkupNode[][] = [[]];
  for (const node of nodes) {
    if (node.type === 'lineBreak') rows.push([]);
    else rows.at(-1)?.push(node);
  }
  return rows;
}

function imageOf(node: ImageNode): ContentImage {
  return { preview: node.src, full: node.src, alt: '' };
}

function blockOfRow(row: readonly MarkupNode[]): ContentBlock {
  const [first] = row;
  if (row.length === 1 && first?.type === 'spoiler') {
    return { type: 'spoiler', title: first.title, blocks: markupNodesToBlocks(first.children) };
  }
  const images = row.filter((node): node is ImageNode => node.type === 'img');
  if (images.length > 0 && images.length === row.length) {
    return { type: 'image', images: images.map(imageOf) };
  }
  return { type: 'text', text: serializeMarkup(row) };
}

/** The blocks of a markup tree, one per row (see above). */
export function markupNodesToBlocks(nodes: readonly MarkupNode[]): ContentBlock[] {
  return markupRows(nodes).map(blockOfRow);
}

/** The blocks of a markup text (docs/product §3), after parsing and sanitising it. */
export function markupToBlocks(markup: string): ContentBlock[] {
  return markupNodesToBlocks(parseMarkup(markup));
}

function imageMarkup(image: ContentImage): string {
  const leaf = sanitizeLeaf({ type: 'img', src: image.full });
  return leaf ? serializeMarkup([leaf]) : '';
}

function spoilerMarkup(title: string, blocks: readonly ContentBlock[]): string {
  const opener = spoilerOpener(normalizeSpoilerTitle(title));
  return `${opener}${blocksToMarkup(blocks)}[/spoiler]`;
}

function plainLines(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map(escapeMarkupText)
    .join('\n');
}

function markupOfBlock(block: ContentBlock): string {
  switch (block.type) {
    case 'text':
      // Stored text may come from anywhere: read it as markup and write it back clean.
      return serializeMarkup(parseMarkup(block.text));
    case 'header': {
      // The markup has no heading tag (docs/product §3); bold on its own row is the nearest thing.
      const text = block.text.replace(/\r\n|\r|\n/g, ' ').trim();
      return text === '' ? '' : `[b]${escapeMarkupText(text)}[/b]`;
    }
    case 'code':
      // Nor a code tag: the code is kept as literal text, row by row.
      return plainLines(block.text);
    case 'spoiler':
      return spoilerMarkup(block.title, block.blocks);
    case 'image':
      return block.images.map(imageMarkup).join('');
    case 'quote':
      // Nor a quote tag: the quoted blocks are kept, without the quote around them.
      return blocksToMarkup(block.blocks);
    default:
      return assertNever(block);
  }
}

/**
 * The markup text of blocks, one row per block. Headers, code and quotes have no markup tag, so they
 * become a bold row, literal rows and their own rows (a deliberate loss: this direction is for places
 * that only take markup, such as a comment quoting a post). Image sizes and alt texts are dropped too.
 */
export function blocksToMarkup(blocks: readonly ContentBlock[]): string {
  return blocks.map(markupOfBlock).join('\n');
}
