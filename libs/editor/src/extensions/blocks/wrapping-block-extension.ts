import { chainCommands, NodeExtension, type CommandFunction } from '@remirror/core';

export type WrappingBlockOptions = object;

/**
 * What the quote and the spoiler block share (docs/product §3 "Content blocks"): a block around
 * other blocks, which its tool wraps around the blocks of the selection and takes away again.
 */
export abstract class WrappingBlockExtension extends NodeExtension<WrappingBlockOptions> {
  static override disableExtraAttributes = true;

  /** Wraps the blocks of the selection (or the cursor's block) in a new block of this kind. */
  protected abstract wrap(): CommandFunction;

  /** Takes away the block of this kind the cursor is in, keeping its blocks where it stood. */
  protected abstract unwrap(): CommandFunction;

  /** In a block of this kind, takes it away ({@link unwrap}); elsewhere, adds one ({@link wrap}). */
  toggle(): CommandFunction {
    return chainCommands(this.unwrap(), this.wrap());
  }
}
