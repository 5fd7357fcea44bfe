import {
  ExtensionTag,
  MarkExtension,
  type CommandFunction,
  type DOMOutputSpec,
  type KeyBindings,
  type MarkExtensionSpec,
  type MarkSpecOverride,
  type MarkType,
} from '@remirror/core';

import { cursorLine } from './line-range';

export type AlignmentMarkOptions = object;

export type Alignment = 'center' | 'right';

/**
 * What the two alignment tags `[center]` and `[right]` share (docs/product §3): a mark drawn as a line of
 * its own. The markup may nest them; the editor's commands keep one alignment per text (choosing
 * one removes the other), and with nothing selected they align the cursor's whole line.
 */
export abstract class AlignmentMarkExtension extends MarkExtension<AlignmentMarkOptions> {
  static override disableExtraAttributes = true;

  abstract override get name(): Alignment;
  /** The other alignment, which this one replaces. */
  protected abstract readonly other: Alignment;
  abstract readonly shortcut: string;

  override createTags() {
    return [ExtensionTag.FormattingMark, ExtensionTag.Alignment];
  }

  createMarkSpec(_extra: unknown, override: MarkSpecOverride): MarkExtensionSpec {
    const dom: DOMOutputSpec = ['span', { 'data-markup': this.name }, 0];
    return {
      ...override,
      parseDOM: [{ tag: `span[data-markup="${this.name}"]` }],
      toDOM: () => dom,
    };
  }

  private get otherType(): MarkType | undefined {
    return this.store.schema.marks[this.other];
  }

  /**
   * Aligns the selection (or the cursor's line) this way, replacing the other alignment; removes the
   * alignment where the whole range has it already.
   */
  toggle(): CommandFunction {
    return ({ state, tr, dispatch }) => {
      const { from, to } = state.selection.empty ? cursorLine(state) : state.selection;
      const other = this.otherType;
      if (from === to) {
        const marks = state.storedMarks ?? state.selection.$from.marks();
        if (this.type.isInSet(marks)) tr.removeStoredMark(this.type);
        else {
          if (other) tr.removeStoredMark(other);
          tr.addStoredMark(this.type.create());
        }
      } else if (isMarkedThroughout(state.doc, from, to, this.type)) {
        tr.removeMark(from, to, this.type);
      } else {
        if (other) tr.removeMark(from, to, other);
        tr.addMark(from, to, this.type.create());
      }
      dispatch?.(tr);
      return true;
    };
  }

  override createKeymap(): KeyBindings {
    return { [this.shortcut]: this.toggle() };
  }
}

/** Whether every inline node between `from` and `to` carries a mark of `type`. */
export function isMarkedThroughout(
  doc: Parameters<CommandFunction>[0]['state']['doc'],
  from: number,
  to: number,
  type: MarkType,
): boolean {
  let marked = true;
  doc.nodesBetween(from, to, (node) => {
    if (node.isInline && !type.isInSet(node.marks)) marked = false;
    return marked;
  });
  return marked;
}
