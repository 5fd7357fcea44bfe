import type { CommandFunction } from '@remirror/core';
import type { Node as ProsemirrorNode } from '@remirror/pm/model';
import { sanitizeMarkup, stickerImagePath, type StickerNode } from '@vn/domain';
import { stickerLabel } from '../leaf-labels';
import { InlineLeafExtension, type InlineLeafSpec } from './inline-leaf-extension';
import { insertLeaves } from './insert-inline';

export type StickerOptions = object;

type Sticker = Pick<StickerNode, 'set' | 'name'>;

function stickerOf(node: ProsemirrorNode): Sticker {
  return { set: String(node.attrs['set']), name: String(node.attrs['name']) };
}

/** Whether the markup keeps this sticker (its set and name are short codes, docs/product §3). */
function isSticker(sticker: Sticker): boolean {
  return sanitizeMarkup([{ type: 'sticker', ...sticker }]).length === 1;
}

/** `[sticker]set/name[/sticker]`: the picture `/emoji/{set}/{name}.png` (docs/product §3). */
export class StickerExtension extends InlineLeafExtension<StickerOptions> {
  protected override readonly isMedia = true;

  get name() {
    return 'sticker' as const;
  }

  protected leafSpec(): InlineLeafSpec {
    return {
      attrs: { set: {}, name: {} },
      parseDOM: [
        {
          tag: 'img[data-markup="sticker"]',
          getAttrs: (dom) => {
            const element = dom as HTMLElement;
            const sticker = {
              set: element.getAttribute('data-set') ?? '',
              name: element.getAttribute('data-name') ?? '',
            };
            return isSticker(sticker) ? sticker : false;
          },
        },
      ],
      toDOM: (node: ProsemirrorNode) => {
        const sticker = stickerOf(node);
        return [
          'img',
          {
            src: stickerImagePath(sticker),
            alt: stickerLabel(sticker),
            'data-markup': 'sticker',
            'data-set': sticker.set,
            'data-name': sticker.name,
          },
        ];
      },
    };
  }

  /** Inserts a sticker at the cursor. */
  insertSticker(sticker: Sticker): CommandFunction {
    return insertLeaves(isSticker(sticker) ? [this.type.create(sticker)] : []);
  }

  override createCommands() {
    return { insertSticker: (sticker: Sticker) => this.insertSticker(sticker) };
  }
}
