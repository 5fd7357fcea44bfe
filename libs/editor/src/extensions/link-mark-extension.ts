import {
  ExtensionTag,
  MarkExtension,
  type MarkExtensionSpec,
  type MarkSpecOverride,
} from '@remirror/core';
import { attributeMarkSpec, type AttributeMarkOptions } from './checked-attribute-rule';

export type LinkMarkOptions = object;

/**
 * What the two links share, `[a]` and `[novel]` (docs/product §3): a mark drawn as `<a>`, holding one
 * value the markup checks (an address, a project's url) and only b, i, u and s. A link is not typed
 * into when the cursor is at its end (`inclusive: false`), and it cannot hold another link.
 */
export abstract class LinkMarkExtension<
  Options extends object = LinkMarkOptions,
> extends MarkExtension<Options> {
  static override disableExtraAttributes = true;

  /** The link's value: how it is read from HTML, checked and drawn. */
  protected abstract readonly target: Omit<AttributeMarkOptions, 'element'>;

  override createTags() {
    return [ExtensionTag.Link];
  }

  createMarkSpec(_extra: unknown, override: MarkSpecOverride): MarkExtensionSpec {
    return {
      ...override,
      inclusive: false,
      excludes: ExtensionTag.Link,
      ...attributeMarkSpec({ ...this.target, element: 'a' }),
    };
  }
}
