import {
  ExtensionTag,
  MarkExtension,
  type CommandFunction,
  type DOMOutputSpec,
  type KeyBindings,
  type MarkExtensionSpec,
  type MarkSpecOverride,
} from '@remirror/core';
import type { TagParseRule } from '@remirror/pm/model';
import { toggleMarkCommand } from './toggle-mark';

export type FormattingMarkOptions = object;

/**
 * What the four formatting tags b, i, u and s share (docs/product §3): a mark without attributes, drawn
 * with one element, toggled from the toolbar and by a shortcut. Each tag is its own extension.
 */
export abstract class FormattingMarkExtension extends MarkExtension<FormattingMarkOptions> {
  static override disableExtraAttributes = true;

  /** The markup tag, which is also the mark's name. */
  abstract override get name(): 'b' | 'i' | 'u' | 's';
  /** The element the editor draws the mark with. */
  protected abstract readonly element: string;
  /** Elements of pasted or dropped HTML that mean this mark. */
  protected abstract readonly parsedElements: readonly string[];
  /** The key binding, in ProseMirror's notation (`Mod-b`). */
  abstract readonly shortcut: string;

  override createTags() {
    return [ExtensionTag.FormattingMark, ExtensionTag.FontStyle];
  }

  createMarkSpec(_extra: unknown, override: MarkSpecOverride): MarkExtensionSpec {
    const parseDOM: TagParseRule[] = this.parsedElements.map((tag) => ({ tag }));
    const dom: DOMOutputSpec = [this.element, 0];
    return { ...override, parseDOM, toDOM: () => dom };
  }

  /** Formats the selection with the mark, or removes it where the whole selection has it. */
  toggle(): CommandFunction {
    return toggleMarkCommand(this.type);
  }

  override createKeymap(): KeyBindings {
    return { [this.shortcut]: this.toggle() };
  }
}
