import { AlignmentMarkExtension } from './alignment-mark-extension';

/** `[right]`: a line aligned right (docs/product §3), Ctrl+Shift+R as in the common office editors. */
export class RightExtension extends AlignmentMarkExtension {
  get name() {
    return 'right' as const;
  }
  protected readonly other = 'center' as const;
  readonly shortcut = 'Mod-Shift-r';

  override createCommands() {
    return {
      /** Aligns the selection or the cursor's line to the right; again, to undo it. */
      toggleRight: () => this.toggle(),
    };
  }
}
