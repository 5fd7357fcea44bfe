import type { Node as ProsemirrorNode } from '@remirror/pm/model';
import {
  NodeSelection,
  TextSelection,
  type EditorState,
  type Transaction,
} from '@remirror/pm/state';
import type { ContentImage } from '@vn/domain';
import { BLOCK_NODES } from './block-names';

/** Changes to an image block's pictures, shared by its commands and its node view. */

/** The image block a selection has selected (a click on it, arrows onto it), with its position. */
export function selectedImageBlock(
  state: EditorState,
): { node: ProsemirrorNode; position: number } | undefined {
  const { selection } = state;
  return selection instanceof NodeSelection && selection.node.type.name === BLOCK_NODES.image
    ? { node: selection.node, position: selection.from }
    : undefined;
}

/** The pictures of the image block at `position` replaced by `images` (none: the block goes). */
export function replaceImages(
  tr: Transaction,
  position: number,
  images: readonly ContentImage[],
): Transaction {
  const node = tr.doc.nodeAt(position);
  if (node?.type.name !== BLOCK_NODES.image) return tr;
  if (images.length > 0) return tr.setNodeMarkup(position, undefined, { images: [...images] });
  // With its last picture the block goes; a row takes its place where the container needs one.
  const $position = tr.doc.resolve(position);
  const index = $position.index();
  if ($position.parent.canReplace(index, index + 1)) tr.delete(position, position + node.nodeSize);
  else
    tr.replaceWith(
      position,
      position + node.nodeSize,
      tr.doc.type.schema.nodes[BLOCK_NODES.text]!.create(),
    );
  return tr.setSelection(
    TextSelection.near(tr.doc.resolve(Math.min(position, tr.doc.content.size))),
  );
}
