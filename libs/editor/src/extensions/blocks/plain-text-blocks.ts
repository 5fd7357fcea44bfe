import {
  ExtensionTag,
  NodeExtension,
  type CommandFunction,
  type ExtensionTagType,
  type KeyBindings,
  type NodeExtensionSpec,
  type NodeSpecOverride,
} from '@remirror/core';
import type { Node as ProsemirrorNode, NodeType, ResolvedPos, Schema } from '@remirror/pm/model';
import { TextSelection, type EditorState } from '@remirror/pm/state';
import { ANY_BLOCK_GROUP, BLOCK_NODES, SPOILER_CONTENT_GROUP } from './block-names';

/**
 * Turning rows into headers or code and back (docs/product §3: a header is plain text, code is plain text
 * shown as typed). Shared by the header and the code extensions.
 */

/** The kinds of block the header and code tools turn into one another. */
const CONVERTIBLE: ReadonlySet<string> = new Set([
  BLOCK_NODES.text,
  BLOCK_NODES.header,
  BLOCK_NODES.code,
]);

/**
 * The text of a block as plain text: a row's line breaks become `lineSeparator`, its pictures,
 * stickers, smiles and mentions their text (`leafText`), its formatting is dropped.
 */
export function plainTextOf(node: ProsemirrorNode, lineSeparator: string): string {
  return node.textBetween(0, node.content.size, undefined, (leaf) =>
    leaf.type.name === 'lineBreak' ? lineSeparator : (leaf.type.spec.leafText?.(leaf) ?? ''),
  );
}

/** A row holding plain text: its lines joined by line breaks (code keeps its lines this way). */
export function rowOfPlainText(schema: Schema, text: string): ProsemirrorNode {
  const content: ProsemirrorNode[] = [];
  text.split('\n').forEach((line, index) => {
    if (index > 0) content.push(schema.nodes['lineBreak']!.create());
    if (line !== '') content.push(schema.text(line));
  });
  return schema.nodes[BLOCK_NODES.text]!.create(null, content);
}

/** `node` as a block of `target`, keeping its text (see {@link plainTextOf}). */
function converted(node: ProsemirrorNode, target: NodeType): ProsemirrorNode {
  const { schema } = target;
  if (target.name === BLOCK_NODES.text) return rowOfPlainText(schema, node.textContent);
  // A header is one line (docs/product §3); code keeps the row's line breaks as lines.
  const text = plainTextOf(node, target.name === BLOCK_NODES.code ? '\n' : ' ');
  return target.create(null, text === '' ? null : schema.text(text));
}

interface Located {
  node: ProsemirrorNode;
  position: number;
}

/** The rows, headers and code blocks the selection touches, with their positions. */
function convertibleBlocks(doc: ProsemirrorNode, from: number, to: number): Located[] {
  const found: Located[] = [];
  doc.nodesBetween(from, to, (node, position) => {
    if (!node.isTextblock) return true;
    if (CONVERTIBLE.has(node.type.name)) found.push({ node, position });
    return false;
  });
  return found;
}

/** Where a position stands: in which of the blocks, how far into its text. */
function placeIn(blocks: readonly Located[], position: number) {
  const index = blocks.findIndex(
    ({ node, position: start }) => position > start && position <= start + node.nodeSize - 1,
  );
  return index < 0 ? undefined : { index, offset: position - blocks[index]!.position - 1 };
}

/**
 * Turns the rows, headers and code blocks of the selection into blocks of `type`, or back into rows
 * when all of them already are of `type`: what a toolbar toggle does. The caret stays where it was in
 * the text. Fails (and so shows the tool as unavailable) when the selection touches none, as in a
 * spoiler's title.
 */
export function toggleTextblockType(type: NodeType): CommandFunction {
  return ({ state, tr, dispatch }) => {
    const { from, to, anchor, head } = state.selection;
    const blocks = convertibleBlocks(state.doc, from, to);
    if (blocks.length === 0) return false;
    const target = blocks.every(({ node }) => node.type === type)
      ? state.schema.nodes[BLOCK_NODES.text]!
      : type;
    if (!dispatch) return true;
    const anchorAt = placeIn(blocks, anchor);
    const headAt = placeIn(blocks, head);
    const made: Located[] = [];
    // From the last, so the positions of the earlier ones stay valid.
    for (const { node, position } of [...blocks].reverse()) {
      const next = node.type === target ? node : converted(node, target);
      if (next !== node) tr.replaceWith(position, position + node.nodeSize, next);
      made.unshift({ node: next, position });
    }
    const restored = (place: ReturnType<typeof placeIn>, fallback: number) => {
      if (!place) return tr.mapping.map(fallback);
      const { node, position } = made[place.index]!;
      return tr.mapping.map(position, -1) + 1 + Math.min(place.offset, node.content.size);
    };
    tr.setSelection(
      TextSelection.create(tr.doc, restored(anchorAt, anchor), restored(headAt, head)),
    );
    dispatch(tr.scrollIntoView());
    return true;
  };
}

/** The caret's place when nothing is selected and the caret is in a block of `type`; else none. */
export function caretIn(state: EditorState, type: NodeType): ResolvedPos | undefined {
  const { $from, empty } = state.selection;
  return empty && $from.parent.type === type ? $from : undefined;
}

/**
 * Makes the caret's block of `type` a row when `applies` accepts the caret's place (Backspace at a
 * header's start, in an empty code block). Its plain text is valid row content as it is.
 */
export function blockToRow(
  type: NodeType,
  applies: ($caret: ResolvedPos) => boolean,
): CommandFunction {
  return ({ state, tr, dispatch }) => {
    const $caret = caretIn(state, type);
    if (!$caret || !applies($caret)) return false;
    dispatch?.(tr.setNodeMarkup($caret.before(), state.schema.nodes[BLOCK_NODES.text]));
    return true;
  };
}

export type PlainTextBlockOptions = object;

/**
 * What the header and the code block share (docs/product §3 "Content blocks"): a block of plain text,
 * no formatting, anywhere a row may stand; its tool turns rows into it and back
 * ({@link toggleTextblockType}), and Backspace makes it a row where the block says.
 */
export abstract class PlainTextBlockExtension extends NodeExtension<PlainTextBlockOptions> {
  static override disableExtraAttributes = true;

  abstract override get name(): typeof BLOCK_NODES.header | typeof BLOCK_NODES.code;

  /** The block's own part of the node spec: how it is read and drawn. */
  protected abstract blockSpec(): Pick<NodeExtensionSpec, 'code' | 'parseDOM' | 'toDOM'>;

  /** Whether Backspace, with the caret at this place in the block, makes the block a row. */
  protected abstract backspaceMakesRow($caret: ResolvedPos): boolean;

  override createTags(): ExtensionTagType[] {
    return [ExtensionTag.Block, ExtensionTag.FormattingNode];
  }

  createNodeSpec(_extra: unknown, override: NodeSpecOverride): NodeExtensionSpec {
    return {
      ...override,
      group: `${ANY_BLOCK_GROUP} ${SPOILER_CONTENT_GROUP}`,
      content: 'text*',
      marks: '',
      defining: true,
      ...this.blockSpec(),
    };
  }

  /** Makes the rows (and the other plain blocks) of the selection this block, or rows again. */
  toggle(): CommandFunction {
    return toggleTextblockType(this.type);
  }

  override createKeymap(): KeyBindings {
    return { Backspace: blockToRow(this.type, ($caret) => this.backspaceMakesRow($caret)) };
  }
}
