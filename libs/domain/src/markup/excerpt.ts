import type { MarkupNode } from './ast';
import { assertNever } from '../assert-never';
import type { ContentBlock } from './blocks';
import { markupRows } from './blocks-markup';
import { parseMarkup } from './parse';
import { markupPlainText } from './plain-text';

/** How many nodes a text preview shows (docs/product §9: "Text preview shows the first 2 nodes"). */
export const EXCERPT_NODES = 2;

export interface ExcerptOptions {
  /** How many nodes to take. @default 2 */
  nodes: number;
}

const DEFAULT_OPTIONS: ExcerptOptions = { nodes: EXCERPT_NODES };

/** The first `count` non-blank texts, one per line. */
function firstTexts(texts: Iterable<string>, count: number): string {
  const taken: string[] = [];
  for (const text of texts) {
    if (taken.length >= count) break;
    const trimmed = text.trim();
    if (trimmed !== '') taken.push(trimmed);
  }
  return taken.join('\n');
}

function plainTextOfBlock(block: ContentBlock): string {
  switch (block.type) {
    case 'text':
      return markupPlainText(parseMarkup(block.text));
    case 'header':
    case 'code':
      return block.text;
    case 'spoiler':
      // As on the page: the title shows, the content stays closed.
      return block.title;
    case 'image':
      return '';
    case 'quote':
      return block.blocks.map(plainTextOfBlock).join('\n');
    default:
      return assertNever(block);
  }
}

function* plainTextsOfBlocks(blocks: readonly ContentBlock[]): Generator<string> {
  for (const block of blocks) yield plainTextOfBlock(block);
}

function* plainTextsOfRows(nodes: readonly MarkupNode[]): Generator<string> {
  for (const row of markupRows(nodes)) yield markupPlainText(row);
}

/**
 * The plain-text preview of blocks (docs/product §9: the first 2 nodes): the texts of the first blocks that
 * show any text, one per line. Blocks without text (images, empty rows) are skipped rather than
 * counted, so a post that opens with a picture still previews two rows of words.
 */
export function blocksExcerpt(
  blocks: readonly ContentBlock[],
  options: ExcerptOptions = DEFAULT_OPTIONS,
): string {
  return firstTexts(plainTextsOfBlocks(blocks), options.nodes);
}

/**
 * The plain-text preview of a markup tree (docs/product §9): its first 2 rows with text, a row being what a
 * text block holds (see blocks-markup.ts), so a markup body and its blocks preview alike.
 */
export function markupExcerpt(
  nodes: readonly MarkupNode[],
  options: ExcerptOptions = DEFAULT_OPTIONS,
): string {
  return firstTexts(plainTextsOfRows(nodes), options.nodes);
}
