import {
  ExtensionTag,
  NodeExtension,
  type CommandFunction,
  type DOMOutputSpec,
  type KeyBindings,
  type NodeExtensionSpec,
  type NodeSpecOverride,
} from '@remirror/core';
import type { Node as ProsemirrorNode } from '@remirror/pm/model';
import { TextSelection } from '@remirror/pm/state';
import { isSafeImageUrl, type ContentImage } from '@vn/domain';
import { imagesOfNode } from '../../document/blocks-document';
import { ANY_BLOCK_GROUP, BLOCK_NODES, SPOILER_CONTENT_GROUP } from './block-names';
import { ImageBlockView } from './ImageBlockView';
import { replaceImages, selectedImageBlock } from './image-block-transactions';

export type ImageBlockOptions = object;

/** A size attribute of a pasted picture in whole pixels, or `undefined` when it is not one. */
function pixels(value: string | null): number | undefined {
  return value !== null && /^\d{1,5}$/.test(value) ? Number(value) : undefined;
}

/** A picture of a copied image block (this editor's own HTML), if its addresses are allowed. */
function imageOfElement(element: HTMLImageElement): ContentImage | undefined {
  const preview = (element.getAttribute('src') ?? '').trim();
  const full = (element.getAttribute('data-full') ?? preview).trim();
  if (!isSafeImageUrl(preview) || !isSafeImageUrl(full)) return undefined;
  const image: ContentImage = { preview, full, alt: element.getAttribute('alt') ?? '' };
  const width = pixels(element.getAttribute('width'));
  const height = pixels(element.getAttribute('height'));
  if (width !== undefined) image.width = width;
  if (height !== undefined) image.height = height;
  return image;
}

function imageElement(image: ContentImage): DOMOutputSpec {
  return [
    'img',
    {
      src: image.preview,
      'data-full': image.full,
      alt: image.alt,
      ...(image.width !== undefined ? { width: String(image.width) } : {}),
      ...(image.height !== undefined ? { height: String(image.height) } : {}),
    },
  ];
}

/**
 * An image block (docs/product §3 "Content blocks": a list of images with preview, full, width, height
 * and alt): pictures side by side. An atom: the caret passes it, the arrow keys and a click select
 * it, Backspace or Delete then removes it. Its pictures are an attribute; the writer sees them with a
 * description field ("Описание изображения", the alt text) and a remove button each (ImageBlockView);
 * Tab on a selected block moves the focus to its first description.
 */
export class ImageBlockExtension extends NodeExtension<ImageBlockOptions> {
  static override disableExtraAttributes = true;

  override ReactComponent = ImageBlockView;

  get name() {
    return BLOCK_NODES.image;
  }

  override createTags() {
    return [ExtensionTag.Block, ExtensionTag.Media];
  }

  createNodeSpec(_extra: unknown, override: NodeSpecOverride): NodeExtensionSpec {
    return {
      ...override,
      group: `${ANY_BLOCK_GROUP} ${SPOILER_CONTENT_GROUP}`,
      atom: true,
      selectable: true,
      attrs: { images: {} },
      parseDOM: [
        {
          tag: 'figure[data-block="image"]',
          getAttrs: (dom) => {
            const images = Array.from((dom as HTMLElement).querySelectorAll('img')).flatMap(
              (element) => imageOfElement(element) ?? [],
            );
            return images.length > 0 ? { images } : false;
          },
        },
      ],
      toDOM: (node: ProsemirrorNode) =>
        [
          'figure',
          { 'data-block': 'image' },
          ...imagesOfNode(node).map(imageElement),
        ] as DOMOutputSpec,
    };
  }

  /**
   * Adds pictures: to the selected image block, or as a new block after the cursor's block (in
   * place of the cursor's row when it is empty), followed by a row where the caret goes on.
   */
  insertImageBlock(images: readonly ContentImage[]): CommandFunction {
    return ({ state, tr, dispatch }) => {
      const safe = images.filter(
        (image) => isSafeImageUrl(image.preview) && isSafeImageUrl(image.full),
      );
      if (safe.length === 0) return false;
      if (!dispatch) return true;
      const selected = selectedImageBlock(state);
      if (selected) {
        replaceImages(tr, selected.position, [...imagesOfNode(selected.node), ...safe]);
        dispatch(tr.scrollIntoView());
        return true;
      }
      const { $from, to } = state.selection;
      const block = this.type.create({ images: safe });
      const row = state.schema.nodes[BLOCK_NODES.text]!;
      const emptyRow = $from.parent.type === row && $from.parent.content.size === 0;
      // After the caret's textblock (a spoiler's title keeps its place, the pictures go after it),
      // or after what is selected (a block, or everything).
      const start = emptyRow ? $from.before() : $from.parent.isTextblock ? $from.after() : to;
      const end = emptyRow ? $from.after() : start;
      tr.replaceWith(start, end, block);
      const after = start + block.nodeSize;
      if (tr.doc.resolve(after).nodeAfter?.type !== row) tr.insert(after, row.create());
      dispatch(tr.setSelection(TextSelection.create(tr.doc, after + 1)).scrollIntoView());
      return true;
    };
  }

  /** Sets the description (alt text) of picture `index` of the image block at `position`. */
  setImageAlt(position: number, index: number, alt: string): CommandFunction {
    return ({ tr, dispatch }) => {
      const node = tr.doc.nodeAt(position);
      if (node?.type !== this.type) return false;
      const images = imagesOfNode(node);
      if (!images[index]) return false;
      images[index] = { ...images[index], alt };
      dispatch?.(replaceImages(tr, position, images));
      return true;
    };
  }

  /** Removes picture `index` of the image block at `position`; the block goes with its last one. */
  removeImage(position: number, index: number): CommandFunction {
    return ({ tr, dispatch }) => {
      const node = tr.doc.nodeAt(position);
      if (node?.type !== this.type) return false;
      const images = imagesOfNode(node);
      if (!images[index]) return false;
      dispatch?.(
        replaceImages(
          tr,
          position,
          images.filter((_, at) => at !== index),
        ),
      );
      return true;
    };
  }

  /**
   * Tab on a selected image block: the focus goes to its first description field. (Enter there
   * starts a row after it, as on any selected block: the way on after a picture that ends a spoiler.)
   */
  focusSelectedImageBlock(): CommandFunction {
    return ({ state, view }) => {
      const selected = selectedImageBlock(state);
      const field = selected && view?.nodeDOM(selected.position);
      const input = field instanceof HTMLElement ? field.querySelector('input') : null;
      if (!input) return false;
      input.focus();
      return true;
    };
  }

  override createKeymap(): KeyBindings {
    return { Tab: this.focusSelectedImageBlock() };
  }

  override createCommands() {
    return {
      insertImageBlock: (images: readonly ContentImage[]) => this.insertImageBlock(images),
      setImageAlt: (position: number, index: number, alt: string) =>
        this.setImageAlt(position, index, alt),
      removeImage: (position: number, index: number) => this.removeImage(position, index),
    };
  }
}
