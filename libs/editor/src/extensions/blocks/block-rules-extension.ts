import {
  ExtensionPriority,
  PlainExtension,
  type CommandFunction,
  type KeyBindings,
} from '@remirror/core';
import type { ProsemirrorPlugin } from '@remirror/pm';
import type { Node as ProsemirrorNode } from '@remirror/pm/model';
import {
  NodeSelection,
  Plugin,
  Selection,
  TextSelection,
  type EditorState,
  type Transaction,
} from '@remirror/pm/state';
import { Decoration, DecorationSet } from '@remirror/pm/view';
import { DEFAULT_SPOILER_TITLE } from '@vn/domain';
import { BLOCK_NODES } from './block-names';

export type BlockRulesOptions = object;

/** Whether a node is an empty row: a text block with nothing in it (the domain's `isEmptyTextBlock`). */
export function isEmptyRow(node: ProsemirrorNode | null | undefined): boolean {
  return node?.type.name === BLOCK_NODES.text && node.content.size === 0;
}

/** Every spoiler title of a document with its position (only containers are walked into). */
function spoilerTitles(doc: ProsemirrorNode): { node: ProsemirrorNode; position: number }[] {
  const titles: { node: ProsemirrorNode; position: number }[] = [];
  doc.descendants((node, position) => {
    if (node.type.name === BLOCK_NODES.spoilerTitle) titles.push({ node, position });
    return !node.isTextblock && !node.isAtom;
  });
  return titles;
}

function isBlank(title: ProsemirrorNode): boolean {
  return title.textContent.trim() === '';
}

function holdsSelection(state: EditorState, node: ProsemirrorNode, position: number): boolean {
  const { from, to } = state.selection;
  return from > position && to < position + node.nodeSize;
}

/**
 * The rules of docs/product §5 "Editor" that a document cannot say by its schema, applied after every
 * change whatever made it (typing, a command, a paste, a drop, undo): an empty row always ends the
 * document; a spoiler's title left blank becomes "Спойлер" once the caret is out of it (while it is
 * in, the title shows "Спойлер" greyed, as a hint).
 */
export function applyBlockRules(state: EditorState): Transaction | null {
  const tr = state.tr;
  const { schema } = state;
  for (const { node, position } of spoilerTitles(state.doc)) {
    if (!isBlank(node) || holdsSelection(state, node, position)) continue;
    const from = tr.mapping.map(position + 1);
    const to = tr.mapping.map(position + 1 + node.content.size);
    tr.replaceWith(from, to, schema.text(DEFAULT_SPOILER_TITLE));
  }
  if (!isEmptyRow(tr.doc.lastChild)) {
    tr.insert(tr.doc.content.size, schema.nodes[BLOCK_NODES.text]!.create());
  }
  return tr.docChanged ? tr : null;
}

/**
 * Deleting in an empty row removes it (docs/product §5 "Editor"; the domain's `removeEmptyRow`):
 * Backspace puts the caret at the end of what came before, Delete at the start of what comes after
 * (a picture block is selected instead). A spoiler's or a quote's only row cannot go (they hold at
 * least one block): Backspace then goes to the spoiler's title, or takes away the quote around the
 * row. The last row of the document goes and comes back (one always ends it), so Backspace there
 * moves up.
 */
export function deleteEmptyRow(direction: 'backward' | 'forward'): CommandFunction {
  return ({ state, tr, dispatch }) => {
    const { selection } = state;
    if (!(selection instanceof TextSelection) || !selection.empty) return false;
    const { $from } = selection;
    if (!isEmptyRow($from.parent)) return false;
    const container = $from.node(-1);
    const index = $from.index(-1);
    const before = $from.before();
    const after = $from.after();
    if (!container.canReplace(index, index + 1)) {
      if (container.type.name === BLOCK_NODES.spoiler) {
        // The end of the title is just before this row.
        if (direction === 'backward')
          dispatch?.(tr.setSelection(TextSelection.create(tr.doc, before - 1)));
        return true;
      }
      if (container.type.name === BLOCK_NODES.quote) {
        if (direction === 'forward') return true;
        const quote = $from.before(-1);
        tr.replaceWith(quote, quote + container.nodeSize, $from.parent);
        dispatch?.(tr.setSelection(TextSelection.create(tr.doc, quote + 1)).scrollIntoView());
        return true;
      }
      return false;
    }
    // Delete in the document's last row reaches nothing; removing it only brings it back (unless
    // an empty row stands before it, which then ends the document).
    const isLast = $from.depth === 1 && index === container.childCount - 1;
    if (direction === 'forward' && isLast && !isEmptyRow(container.child(index - 1))) return false;
    if (!dispatch) return true;
    tr.delete(before, after);
    const $at = tr.doc.resolve(Math.min(before, tr.doc.content.size));
    dispatch(
      tr.setSelection(Selection.near($at, direction === 'backward' ? -1 : 1)).scrollIntoView(),
    );
    return true;
  };
}

/**
 * Backspace at the start of a textblock right after a picture block selects the pictures, and
 * Delete at the end of one right before them: a second press removes them. (ProseMirror would
 * remove them at once.)
 */
export function selectAdjacentAtom(direction: 'backward' | 'forward'): CommandFunction {
  return ({ state, tr, dispatch }) => {
    const { $from, empty } = state.selection;
    if (!empty || !$from.parent.isTextblock) return false;
    const atEdge =
      direction === 'backward'
        ? $from.parentOffset === 0
        : $from.parentOffset === $from.parent.content.size;
    if (!atEdge) return false;
    const edge = direction === 'backward' ? $from.before() : $from.after();
    const $edge = state.doc.resolve(edge);
    const atom = direction === 'backward' ? $edge.nodeBefore : $edge.nodeAfter;
    if (!atom?.isBlock || !atom.isAtom) return false;
    const position = direction === 'backward' ? edge - atom.nodeSize : edge;
    dispatch?.(tr.setSelection(NodeSelection.create(tr.doc, position)));
    return true;
  };
}

function chain(...commands: CommandFunction[]): CommandFunction {
  return (props) => commands.some((command) => command(props));
}

/**
 * The block editor's rules (docs/product §5 "Editor") that are not the schema's: the trailing empty row,
 * the default spoiler title (see {@link applyBlockRules}), deleting an empty row (see
 * {@link deleteEmptyRow}). "Spoilers cannot contain quotes" is the schema's content expressions
 * (block-names.ts).
 */
export class BlockRulesExtension extends PlainExtension<BlockRulesOptions> {
  static override defaultPriority = ExtensionPriority.High;

  get name() {
    return 'blockRules' as const;
  }

  override createExternalPlugins(): ProsemirrorPlugin[] {
    return [
      new Plugin({
        appendTransaction: (transactions, _old, state) =>
          transactions.some((transaction) => transaction.docChanged || transaction.selectionSet)
            ? applyBlockRules(state)
            : null,
        props: {
          // A blank title shows what it will become.
          decorations: (state) =>
            DecorationSet.create(
              state.doc,
              spoilerTitles(state.doc)
                .filter(({ node }) => isBlank(node))
                .map(({ node, position }) =>
                  Decoration.node(position, position + node.nodeSize, {
                    'data-blank': '',
                    'data-placeholder': DEFAULT_SPOILER_TITLE,
                  }),
                ),
            ),
        },
      }),
    ];
  }

  override createKeymap(): KeyBindings {
    return {
      Backspace: chain(deleteEmptyRow('backward'), selectAdjacentAtom('backward')),
      Delete: chain(deleteEmptyRow('forward'), selectAdjacentAtom('forward')),
    };
  }
}
