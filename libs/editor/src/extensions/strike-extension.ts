import { FormattingMarkExtension } from './formatting-mark-extension';

/** `[s]`: struck through (docs/product §3), Ctrl+Shift+X as in the common office editors. */
export class StrikeExtension extends FormattingMarkExtension {
  get name() {
    return 's' as const;
  }
  protected readonly element = 's';
  protected readonly parsedElements = ['s', 'del', 'strike'];
  readonly shortcut = 'Mod-Shift-x';

  override createCommands() {
    return {
      /** Strikes the selection through, or removes the line where it all has one. */
      toggleStrike: () => this.toggle(),
    };
  }
}
