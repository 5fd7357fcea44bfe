import type { CommandFunction } from '@remirror/core';
import type { Node as ProsemirrorNode } from '@remirror/pm/model';
import { isSafeImageUrl } from '@vn/domain';
import { checkedAttributeRule } from './checked-attribute-rule';
import { InlineLeafExtension, type InlineLeafSpec } from './inline-leaf-extension';
import { insertLeaves } from './insert-inline';

export type ImageOptions = object;

/** The text alternative of a picture in text: the markup stores no description (docs/product §3). */
export const IMAGE_ALT = 'Изображение';

/** `[img]url[/img]`: a picture at an http(s) or site address (docs/product §3; `isSafeImageUrl`). */
export class ImageExtension extends InlineLeafExtension<ImageOptions> {
  protected override readonly isMedia = true;

  get name() {
    return 'img' as const;
  }

  protected leafSpec(): InlineLeafSpec {
    return {
      attrs: { src: {} },
      parseDOM: [
        checkedAttributeRule(
          'img[data-markup="img"]',
          'src',
          (element) => (element.getAttribute('src') ?? '').trim(),
          isSafeImageUrl,
        ),
      ],
      toDOM: (node: ProsemirrorNode) => [
        'img',
        { src: String(node.attrs['src']), alt: IMAGE_ALT, 'data-markup': 'img' },
      ],
    };
  }

  /** Inserts pictures at the cursor, in order; addresses the markup does not allow are left out. */
  insertImages(sources: readonly string[]): CommandFunction {
    return insertLeaves(
      sources.filter(isSafeImageUrl).map((src) => this.type.create({ src: src.trim() })),
    );
  }

  override createCommands() {
    return { insertImages: (sources: readonly string[]) => this.insertImages(sources) };
  }
}
