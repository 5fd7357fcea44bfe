import {
  ExtensionTag,
  MarkExtension,
  type CommandFunction,
  type DOMOutputSpec,
  type MarkExtensionSpec,
  type MarkSpecOverride,
} from '@remirror/core';

import { toggleMarkCommand } from './toggle-mark';

export type HideOptions = object;

/** `[hide]`: text only signed-in readers see (docs/product §3); the editor marks it as such. */
export class HideExtension extends MarkExtension<HideOptions> {
  static override disableExtraAttributes = true;

  get name() {
    return 'hide' as const;
  }

  override createTags() {
    return [ExtensionTag.FormattingMark];
  }

  createMarkSpec(_extra: unknown, override: MarkSpecOverride): MarkExtensionSpec {
    const dom: DOMOutputSpec = ['span', { 'data-markup': 'hide' }, 0];
    return { ...override, parseDOM: [{ tag: 'span[data-markup="hide"]' }], toDOM: () => dom };
  }

  override createCommands() {
    return {
      /** Hides the selection from guests, or shows it to them again where it all is hidden. */
      toggleHide: (): CommandFunction => toggleMarkCommand(this.type),
    };
  }
}
