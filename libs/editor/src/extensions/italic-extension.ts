import { FormattingMarkExtension } from './formatting-mark-extension';

/** `[i]`: italic (docs/product §3), Ctrl+I. */
export class ItalicExtension extends FormattingMarkExtension {
  get name() {
    return 'i' as const;
  }
  protected readonly element = 'em';
  protected readonly parsedElements = ['em', 'i'];
  readonly shortcut = 'Mod-i';

  override createCommands() {
    return {
      /** Makes the selection italic, or upright where it all is italic already. */
      toggleItalic: () => this.toggle(),
    };
  }
}
