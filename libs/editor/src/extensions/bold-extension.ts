import { FormattingMarkExtension } from './formatting-mark-extension';

/** `[b]`: bold (docs/product §3), Ctrl+B. */
export class BoldExtension extends FormattingMarkExtension {
  get name() {
    return 'b' as const;
  }
  protected readonly element = 'strong';
  protected readonly parsedElements = ['strong', 'b'];
  readonly shortcut = 'Mod-b';

  override createCommands() {
    return {
      /** Makes the selection bold, or plain where it all is bold already. */
      toggleBold: () => this.toggle(),
    };
  }
}
