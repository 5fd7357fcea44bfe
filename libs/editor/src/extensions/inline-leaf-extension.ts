import {
  ExtensionTag,
  NodeExtension,
  type NodeExtensionSpec,
  type NodeSpecOverride,
} from '@remirror/core';
import type { Node as ProsemirrorNode } from '@remirror/pm/model';
import { checkedAttributeRule } from './checked-attribute-rule';

export type InlineLeafOptions = object;

/** What sets one inline leaf apart: its attributes, its text, how it is read and drawn. */
export type InlineLeafSpec = Pick<NodeExtensionSpec, 'attrs' | 'leafText' | 'parseDOM' | 'toDOM'>;

/**
 * What the markup's inline leaves share (docs/product §3): a picture, a sticker, a smile or a mention
 * is one unit of the text, never split or typed into (an atom). Each is inserted with the formatting
 * around it (`insertLeaves`). Pictures and stickers are media too, and can be dragged.
 */
export abstract class InlineLeafExtension<
  Options extends object = InlineLeafOptions,
> extends NodeExtension<Options> {
  static override disableExtraAttributes = true;

  /** Whether the leaf is a picture (a picture or a sticker). */
  protected readonly isMedia: boolean = false;

  /** The leaf's own part of the node spec. */
  protected abstract leafSpec(): InlineLeafSpec;

  override createTags() {
    return this.isMedia ? [ExtensionTag.InlineNode, ExtensionTag.Media] : [ExtensionTag.InlineNode];
  }

  createNodeSpec(_extra: unknown, override: NodeSpecOverride): NodeExtensionSpec {
    return {
      ...override,
      inline: true,
      atom: true,
      ...(this.isMedia ? { draggable: true } : {}),
      ...this.leafSpec(),
    };
  }
}

export interface TextLeafOptions {
  /** The markup tag, also the node's name, written in `data-markup`. */
  markup: string;
  /** The one value the leaf holds, kept in `data-{attribute}`. */
  attribute: string;
  /** Whether the markup keeps this value; pasted HTML with another is not this leaf. */
  isAllowed: (value: string) => boolean;
  /** The text the leaf shows and copies as. */
  text: (value: string) => string;
  /** What the span adds for assistive technology (a smile is an image with a name). */
  accessibility?: (value: string) => Record<string, string>;
}

/** The spec of a leaf drawn as its text in a span: a smile (its emoji) or a mention (`@name`). */
export function textLeafSpec({
  markup,
  attribute,
  isAllowed,
  text,
  accessibility,
}: TextLeafOptions): InlineLeafSpec {
  const valueOf = (node: ProsemirrorNode) => String(node.attrs[attribute]);
  return {
    attrs: { [attribute]: {} },
    leafText: (node) => text(valueOf(node)),
    parseDOM: [
      checkedAttributeRule(
        `span[data-markup="${markup}"]`,
        attribute,
        (element) => element.getAttribute(`data-${attribute}`) ?? '',
        isAllowed,
      ),
    ],
    toDOM: (node: ProsemirrorNode) => {
      const value = valueOf(node);
      return [
        'span',
        { 'data-markup': markup, [`data-${attribute}`]: value, ...accessibility?.(value) },
        text(value),
      ];
    },
  };
}
