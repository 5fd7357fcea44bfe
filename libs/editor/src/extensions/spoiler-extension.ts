import {
  ExtensionTag,
  MarkExtension,
  type CommandFunction,
  type MarkExtensionSpec,
  type MarkSpecOverride,
} from '@remirror/core';
import { TextSelection } from '@remirror/pm/state';
import { DEFAULT_SPOILER_TITLE, normalizeSpoilerTitle } from '@vn/domain';
import { attributeMarkSpec } from './checked-attribute-rule';
import { markRangeAtCursor } from './toggle-mark';

export type SpoilerOptions = object;

/** What an empty selection becomes when a spoiler is added, selected so that typing replaces it. */
export const SPOILER_PLACEHOLDER_TEXT = 'Текст спойлера';

/**
 * `[spoiler title="…"]`: text hidden behind a titled toggle (docs/product §3; default title "Спойлер",
 * §5). A mark, so that it holds any formatting and line breaks as the markup allows; spoilers may
 * nest (the mark does not exclude itself). The editor shows it open, framed, with its title.
 */
export class SpoilerExtension extends MarkExtension<SpoilerOptions> {
  static override disableExtraAttributes = true;

  get name() {
    return 'spoiler' as const;
  }

  override createTags() {
    return [ExtensionTag.FormattingMark];
  }

  createMarkSpec(_extra: unknown, override: MarkSpecOverride): MarkExtensionSpec {
    return {
      ...override,
      excludes: '',
      ...attributeMarkSpec({
        attribute: 'title',
        defaultValue: DEFAULT_SPOILER_TITLE,
        tag: 'span[data-markup="spoiler"]',
        read: (element) => normalizeSpoilerTitle(element.getAttribute('data-title') ?? ''),
        element: 'span',
        domAttributes: (title) => ({ 'data-markup': 'spoiler', 'data-title': title }),
      }),
    };
  }

  /** Hides the selection behind a spoiler titled `title`; with nothing selected, adds a new one. */
  setSpoiler(title: string): CommandFunction {
    return ({ state, tr, dispatch }) => {
      const mark = this.type.create({ title: normalizeSpoilerTitle(title) });
      const { from } = state.selection;
      let { to } = state.selection;
      if (from === to) {
        tr.insertText(SPOILER_PLACEHOLDER_TEXT, from);
        to = from + SPOILER_PLACEHOLDER_TEXT.length;
        tr.setSelection(TextSelection.create(tr.doc, from, to));
      }
      tr.addMark(from, to, mark);
      dispatch?.(tr);
      return true;
    };
  }

  /** Renames the spoiler the cursor is in. */
  updateSpoilerTitle(title: string): CommandFunction {
    return ({ state, tr, dispatch }) => {
      const range = markRangeAtCursor(state, this.type);
      if (!range) return false;
      const old = this.type.create(range.attrs);
      tr.removeMark(range.from, range.to, old);
      tr.addMark(range.from, range.to, this.type.create({ title: normalizeSpoilerTitle(title) }));
      dispatch?.(tr);
      return true;
    };
  }

  /** Takes the spoiler the cursor is in away, keeping its text. */
  removeSpoiler(): CommandFunction {
    return ({ state, tr, dispatch }) => {
      const range = markRangeAtCursor(state, this.type);
      if (!range) return false;
      tr.removeMark(range.from, range.to, this.type.create(range.attrs));
      dispatch?.(tr);
      return true;
    };
  }

  override createCommands() {
    return {
      setSpoiler: (title: string) => this.setSpoiler(title),
      updateSpoilerTitle: (title: string) => this.updateSpoilerTitle(title),
      removeSpoiler: () => this.removeSpoiler(),
    };
  }
}
