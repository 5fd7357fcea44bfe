import { FormattingMarkExtension } from './formatting-mark-extension';

/** `[u]`: underlined (docs/product §3), Ctrl+U. */
export class UnderlineExtension extends FormattingMarkExtension {
  get name() {
    return 'u' as const;
  }
  protected readonly element = 'u';
  protected readonly parsedElements = ['u'];
  readonly shortcut = 'Mod-u';

  override createCommands() {
    return {
      /** Underlines the selection, or removes the underline where it all has one. */
      toggleUnderline: () => this.toggle(),
    };
  }
}
