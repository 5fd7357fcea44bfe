import type { CommandFunction } from '@remirror/core';
import type { Mark, Node as ProsemirrorNode } from '@remirror/pm/model';

/** Marks a picture, a sticker, a smile or a mention may carry: anything but a link (docs/product §3). */
export function marksForLeaf(marks: readonly Mark[]): readonly Mark[] {
  return marks.filter((mark) => !mark.type.spec.group?.split(' ').includes('link'));
}

/**
 * Whether an inline node is a leaf the markup drops inside a link: a picture, a sticker, a smile or a
 * mention. Text and line breaks may stand inside one.
 */
export function isLinkFreeLeaf(node: ProsemirrorNode): boolean {
  return node.isInline && node.isAtom && !node.isText && node.type.name !== 'lineBreak';
}

/**
 * Inserts inline leaves (pictures, stickers, smiles, mentions) at the cursor, replacing the
 * selection, with the formatting around them but never inside a link.
 */
export function insertLeaves(nodes: readonly ProsemirrorNode[]): CommandFunction {
  return ({ state, tr, dispatch }) => {
    if (nodes.length === 0) return false;
    const marks = marksForLeaf(state.storedMarks ?? state.selection.$from.marks());
    tr.replaceSelectionWith(nodes[0]!.mark(marks), false);
    for (const node of nodes.slice(1)) tr.insert(tr.selection.to, node.mark(marks));
    dispatch?.(tr.scrollIntoView());
    return true;
  };
}
