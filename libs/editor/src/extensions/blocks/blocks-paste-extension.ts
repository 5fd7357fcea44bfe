import type { Transaction } from '@remirror/core';
import { Fragment, Slice, type Node as ProsemirrorNode } from '@remirror/pm/model';
import {
  blocksToMarkup,
  legacyHtmlToBlocks,
  markupPlainText,
  parseMarkup,
  type ContentBlock,
} from '@vn/domain';
import { blockNodes } from '../../document/blocks-document';
import { PasteExtension } from '../paste-extension';
import { BLOCK_NODES } from './block-names';
import { depthOfAncestor } from './spoiler-block-extension';

/** Line ends of any platform. */
const LINE_END = /\r\n|\r|\n/;

/**
 * The caret's textblock holds plain text (a header, code or a spoiler's title): what goes in there is
 * text only, on one line but in code.
 */
function plainTarget(tr: Transaction): 'code' | 'line' | undefined {
  const parent = tr.selection.$from.parent;
  if (parent.type.name === BLOCK_NODES.code) return 'code';
  return parent.isTextblock && parent.type.name !== BLOCK_NODES.text ? 'line' : undefined;
}

function insertPlainText(tr: Transaction, text: string, target: 'code' | 'line'): void {
  const clean = target === 'code' ? text.replace(/\r\n?/g, '\n') : text.split(LINE_END).join(' ');
  if (clean === '') tr.deleteSelection();
  else tr.insertText(clean);
}

/**
 * Puts blocks in place of the selection. A first and a last row merge with the row the caret is in,
 * so a pasted phrase stays in its sentence; other blocks go between rows. In a spoiler, quotes give
 * way to what they quote (docs/product §5).
 */
function insertBlocks(tr: Transaction, blocks: readonly ContentBlock[]): void {
  const { schema } = tr.doc.type;
  const inSpoiler = depthOfAncestor(tr.selection.$from, BLOCK_NODES.spoiler) !== undefined;
  const nodes = blockNodes(schema, blocks, { inSpoiler });
  if (nodes.length === 0) {
    tr.deleteSelection();
    return;
  }
  const isRow = (node: ProsemirrorNode | undefined) => node?.type.name === BLOCK_NODES.text;
  const openStart = isRow(nodes[0]) ? 1 : 0;
  const openEnd = isRow(nodes.at(-1)) ? 1 : 0;
  tr.replaceSelection(new Slice(Fragment.fromArray(nodes), openStart, openEnd));
}

/**
 * Paste into the block editor (docs/product §5: "Pasted rich text is reduced to allowed markup, falling
 * back to plain text"): another site's HTML becomes blocks by the domain's conversion of legacy
 * bodies (`legacyHtmlToBlocks`: paragraphs rows, headings headers, pre code, blockquote quotes, img
 * image blocks, b/i/u/s/a their markup; everything else only its text, nothing unsafe); plain text
 * goes in line by line, a row per line, with the formatting at the caret. Into a header, code or a
 * spoiler's title only text goes. Image files are uploaded into an image block (`onImageFiles`).
 */
export class BlocksPasteExtension extends PasteExtension {
  get name() {
    return 'blocksPaste' as const;
  }

  protected insertHtml(tr: Transaction, html: string): void {
    const blocks = legacyHtmlToBlocks(html);
    const target = plainTarget(tr);
    if (target) {
      // The text a reader would see of it, line by line (the domain's plain text of markup).
      insertPlainText(tr, markupPlainText(parseMarkup(blocksToMarkup(blocks))), target);
      return;
    }
    insertBlocks(tr, blocks);
  }

  protected insertText(tr: Transaction, text: string): void {
    const target = plainTarget(tr);
    if (target) {
      insertPlainText(tr, text, target);
      return;
    }
    const { schema } = tr.doc.type;
    const marks = tr.storedMarks ?? tr.selection.$from.marks();
    const rows = text
      .split(LINE_END)
      .map((line) =>
        schema.nodes[BLOCK_NODES.text]!.create(null, line === '' ? null : schema.text(line, marks)),
      );
    tr.replaceSelection(new Slice(Fragment.fromArray(rows), 1, 1));
  }
}
