import {
  ExtensionTag,
  NodeExtension,
  type NodeExtensionSpec,
  type NodeSpecOverride,
} from '@remirror/core';
import { ANY_BLOCK_GROUP, BLOCK_NODES, SPOILER_CONTENT_GROUP } from './block-names';

export type TextRowOptions = object;

/**
 * A text block (docs/product §3 "Content blocks": text): one row of the rich-text markup, held as the
 * markup editor holds it — text with the formatting marks, line breaks (Shift+Enter) and the inline
 * leaves. Enter starts a new row (the default block of every container, so it is listed first).
 */
export class TextRowExtension extends NodeExtension<TextRowOptions> {
  static override disableExtraAttributes = true;

  get name() {
    return BLOCK_NODES.text;
  }

  override createTags() {
    return [ExtensionTag.Block, ExtensionTag.LastNodeCompatible];
  }

  createNodeSpec(_extra: unknown, override: NodeSpecOverride): NodeExtensionSpec {
    return {
      ...override,
      group: `${ANY_BLOCK_GROUP} ${SPOILER_CONTENT_GROUP}`,
      content: 'inline*',
      // Before the plain paragraph every Remirror manager holds, which this document never uses.
      parseDOM: [{ tag: 'p', priority: 60 }],
      toDOM: () => ['p', 0],
    };
  }
}
