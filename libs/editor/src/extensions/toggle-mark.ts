import {
  getMarkRange,
  toggleMark,
  type CommandFunction,
  type MarkType,
  type ProsemirrorAttributes,
} from '@remirror/core';
import type { Mark } from '@remirror/pm/model';
import { TextSelection, type EditorState } from '@remirror/pm/state';

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

/**
 * Lays a link's mark on the selection; with nothing selected, inserts `label` carrying it and puts
 * the caret after it (typing there is no longer in the link).
 */
export function linkSelectionOrInsert(mark: Mark, label: string): CommandFunction {
  return ({ state, tr, dispatch }) => {
    const { from, to, empty } = state.selection;
    if (empty) {
      tr.insertText(label, from);
      tr.addMark(from, from + label.length, mark);
      tr.setSelection(TextSelection.create(tr.doc, from + label.length));
    } else {
      tr.addMark(from, to, mark);
    }
    dispatch?.(tr);
    return true;
  };
}

/** Takes the mark of `type` the cursor is in away from its whole range, keeping the text. */
export function removeMarkAtCursor(type: MarkType): CommandFunction {
  return ({ state, tr, dispatch }) => {
    const range = markRangeAtCursor(state, type);
    if (!range) return false;
    tr.removeMark(range.from, range.to, type);
    dispatch?.(tr);
    return true;
  };
}
