import type { Node as ProsemirrorNode } from '@remirror/pm/model';

/**
 * Positions in a block editor's document for tests: where a node of a kind starts, where the caret
 * stands in a textblock holding some text.
 */

/** The position before the `index`-th node (counting from 0) of the type `name`. */
export function positionOfNode(doc: ProsemirrorNode, name: string, index = 0): number {
  let seen = 0;
  let found: number | undefined;
  doc.descendants((node, position) => {
    if (found !== undefined) return false;
    if (node.type.name === name) {
      if (seen === index) found = position;
      seen++;
    }
    return true;
  });
  if (found === undefined) throw new Error(`No ${name} #${index} in the document`);
  return found;
}

/** The position inside the textblock holding `text` (exactly), `offset` characters in. */
export function positionInText(doc: ProsemirrorNode, text: string, offset = text.length): number {
  let found: number | undefined;
  doc.descendants((node, position) => {
    if (found !== undefined) return false;
    if (node.isTextblock && node.textContent === text) {
      found = position + 1 + offset;
      return false;
    }
    return true;
  });
  if (found === undefined) throw new Error(`No textblock reading "${text}"`);
  return found;
}

/** The position inside the `index`-th empty row. */
export function positionInEmptyRow(doc: ProsemirrorNode, index = 0): number {
  let seen = 0;
  let found: number | undefined;
  doc.descendants((node, position) => {
    if (found !== undefined) return false;
    if (node.type.name === 'textRow' && node.content.size === 0) {
      if (seen === index) found = position + 1;
      seen++;
    }
    return !node.isTextblock;
  });
  if (found === undefined) throw new Error(`No empty row #${index}`);
  return found;
}
