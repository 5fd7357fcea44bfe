import {
  getMarkRange,
  toggleMark,
  type CommandFunction,
  type MarkType,
  type ProsemirrorAttributes,
} from '@remirror/core';
import type { EditorState } from '@remirror/pm/state';

/**
 * Toggles a mark on the selection, or, with an empty selection, on what is typed next (ProseMirror's
 * stored marks): the behaviour of Ctrl+B in every editor people know.
 */
export function toggleMarkCommand(type: MarkType, attrs?: ProsemirrorAttributes): CommandFunction {
  return toggleMark({ type, ...(attrs ? { attrs } : {}) });
}

/**
 * Whether the selection carries the mark: for an empty selection, what typing would get; otherwise
 * whether the mark is anywhere in the selected range.
 */
export function selectionHasMark(state: EditorState, type: MarkType): boolean {
  const { from, to, empty, $from } = state.selection;
  if (empty) return !!type.isInSet(state.storedMarks ?? $from.marks());
  return state.doc.rangeHasMark(from, to, type);
}

/** The range of the mark of `type` around the cursor, if the cursor is in one. */
export function markRangeAtCursor(
  state: EditorState,
  type: MarkType,
): { from: number; to: number; attrs: ProsemirrorAttributes } | undefined {
  const range = getMarkRange(state.selection.$from, type);
  if (!range) return undefined;
  return { from: range.from, to: range.to, attrs: range.mark.attrs };
}
