import type { EditorState } from '@remirror/pm/state';

/**
 * The line the cursor is on inside its text block: from just after the line break before it (or the
 * block's start) to the line break after it (or the block's end). Alignment applies to a whole line
 * when nothing is selected, as alignment does in every editor people know.
 */
export function cursorLine(state: EditorState): { from: number; to: number } {
  const { $from } = state.selection;
  const parent = $from.parent;
  const start = $from.start();
  const offset = $from.parentOffset;
  let from = start;
  let to = $from.end();
  let position = start;
  parent.forEach((child) => {
    const end = position + child.nodeSize;
    if (child.type.name === 'lineBreak') {
      if (end - start <= offset) from = end;
      else if (position - start >= offset && to === $from.end()) to = position;
    }
    position = end;
  });
  return { from, to };
}
