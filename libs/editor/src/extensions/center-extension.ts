import { AlignmentMarkExtension } from './alignment-mark-extension';

/** `[center]`: a centred line (docs/product §3), Ctrl+Shift+E as in the common office editors. */
export class CenterExtension extends AlignmentMarkExtension {
  get name() {
    return 'center' as const;
  }
  protected readonly other = 'right' as const;
  readonly shortcut = 'Mod-Shift-e';

  override createCommands() {
    return {
      /** Centres the selection or the cursor's line; again, to undo it. */
      toggleCenter: () => this.toggle(),
    };
  }
}
