import {
  ExtensionTag,
  type CommandFunction,
  type NodeExtensionSpec,
  type NodeSpecOverride,
} from '@remirror/core';
import { NodeRange } from '@remirror/pm/model';
import { findWrapping, liftTarget } from '@remirror/pm/transform';
import { ANY_BLOCK_GROUP, BLOCK_NODES } from './block-names';
import { depthOfAncestor } from './spoiler-block-extension';
import { WrappingBlockExtension } from './wrapping-block-extension';

/**
 * A quote block (docs/product §3 "Content blocks": quote, nested blocks): any blocks, quoted. Not in the
 * group a spoiler holds (docs/product §5: "spoilers cannot contain quotes"), so the schema itself refuses
 * a quote inside a spoiler at any depth, and the quote tool is unavailable there. Enter in an empty
 * last row leaves the quote (ProseMirror's `liftEmptyBlock`).
 */
export class QuoteBlockExtension extends WrappingBlockExtension {
  get name() {
    return BLOCK_NODES.quote;
  }

  override createTags() {
    return [ExtensionTag.Block, ExtensionTag.FormattingNode];
  }

  createNodeSpec(_extra: unknown, override: NodeSpecOverride): NodeExtensionSpec {
    return {
      ...override,
      group: ANY_BLOCK_GROUP,
      content: `${ANY_BLOCK_GROUP}+`,
      defining: true,
      parseDOM: [{ tag: 'blockquote' }],
      toDOM: () => ['blockquote', { 'data-block': 'quote' }, 0],
    };
  }

  /** Quotes the blocks of the selection (or the cursor's block); fails inside a spoiler. */
  protected wrap(): CommandFunction {
    return ({ state, tr, dispatch }) => {
      const { $from, $to } = state.selection;
      const range = $from.blockRange($to);
      const wrapping = range && findWrapping(range, this.type);
      if (!range || !wrapping) return false;
      dispatch?.(tr.wrap(range, wrapping).scrollIntoView());
      return true;
    };
  }

  /** Takes away the quote the cursor is in, keeping its blocks where it stood. */
  protected unwrap(): CommandFunction {
    return ({ state, tr, dispatch }) => {
      const { $from } = state.selection;
      const depth = depthOfAncestor($from, this.name);
      if (depth === undefined) return false;
      const quote = $from.node(depth);
      const inside = state.doc.resolve($from.start(depth));
      const range = new NodeRange(inside, state.doc.resolve($from.end(depth)), depth);
      const target = liftTarget(range);
      if (target === null || quote.childCount === 0) return false;
      dispatch?.(tr.lift(range, target).scrollIntoView());
      return true;
    };
  }

  override createCommands() {
    return {
      /** In a quote, takes it away; elsewhere, adds one. */
      toggleQuoteBlock: () => this.toggle(),
      wrapInQuote: () => this.wrap(),
      unwrapQuote: () => this.unwrap(),
    };
  }
}
