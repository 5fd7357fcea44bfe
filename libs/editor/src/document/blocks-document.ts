import type { Fragment, Node as ProsemirrorNode, Schema } from '@remirror/pm/model';
import {
  isSafeImageUrl,
  normalizeBlocks,
  parseMarkup,
  serializeMarkup,
  type ContentBlock,
  type ContentImage,
} from '@vn/domain';
import { BLOCK_NODES } from '../extensions/blocks/block-names';
import { inlineToMarkup, markupToInline } from './markup-document';

/**
 * The v2 content blocks (`@vn/domain`'s model, docs/product §3 "Content blocks") as the block editor's
 * document, and back. One node per block: a row (`textRow`) holds its markup as the markup editor
 * holds a text (document/markup-document.ts); a header and code hold plain text; an image block keeps
 * its pictures as an attribute; a spoiler holds its title (a node of its own, so it is edited in
 * place) and its blocks; a quote its blocks.
 *
 * For every document the editor holds, document → blocks → document is the identity (the test beside
 * this file proves it for every canonical body of the domain's generators). Blocks → document →
 * blocks keeps every block, title, header, code and picture, and what a reader sees of each row
 * (rows lose only what the markup editor loses: see markup-document.ts).
 */

/** A picture as the block keeps it: only the model's fields, and only if its addresses are safe. */
function cleanImage(image: ContentImage): ContentImage | undefined {
  if (!isSafeImageUrl(image.preview) || !isSafeImageUrl(image.full)) return undefined;
  const clean: ContentImage = { preview: image.preview, full: image.full, alt: image.alt ?? '' };
  if (image.width !== undefined) clean.width = image.width;
  if (image.height !== undefined) clean.height = image.height;
  return clean;
}

/** The pictures of an image block's attribute, as the model has them. */
export function imagesOfNode(node: ProsemirrorNode): ContentImage[] {
  const images: unknown = node.attrs['images'];
  if (!Array.isArray(images)) return [];
  return images.flatMap((image: ContentImage) => cleanImage(image) ?? []);
}

function emptyRow(schema: Schema): ProsemirrorNode {
  return schema.nodes[BLOCK_NODES.text]!.create();
}

function plainText(schema: Schema, text: string): ProsemirrorNode[] {
  return text === '' ? [] : [schema.text(text)];
}

/** Nested blocks, at least one (a spoiler and a quote hold one empty row when given none). */
function nested(schema: Schema, blocks: readonly ContentBlock[], inSpoiler: boolean) {
  const nodes = blockNodes(schema, blocks, { inSpoiler });
  return nodes.length > 0 ? nodes : [emptyRow(schema)];
}

export interface BlockNodesOptions {
  /**
   * Whether the nodes go into a spoiler, where quotes may not stand (docs/product §5): a quote's blocks
   * then take its place, as the domain's `liftQuotesOutOfSpoilers` does.
   * @default false
   */
  inSpoiler?: boolean;
}

/**
 * The editor's nodes for blocks, as they are (no trailing row added): for a document, and for what a
 * paste or a command puts into one. Pictures at addresses the model refuses are left out, and an
 * image block left with none goes.
 */
export function blockNodes(
  schema: Schema,
  blocks: readonly ContentBlock[],
  { inSpoiler = false }: BlockNodesOptions = {},
): ProsemirrorNode[] {
  const { nodes } = schema;
  return blocks.flatMap((block): ProsemirrorNode[] => {
    switch (block.type) {
      case 'text':
        return [
          nodes[BLOCK_NODES.text]!.create(null, markupToInline(schema, parseMarkup(block.text))),
        ];
      case 'header':
        // A header is one line (docs/product §3), whatever a stored body says.
        return [
          nodes[BLOCK_NODES.header]!.create(
            null,
            plainText(schema, block.text.replace(/\r\n|\r|\n/g, ' ')),
          ),
        ];
      case 'code':
        return [
          nodes[BLOCK_NODES.code]!.create(
            null,
            plainText(schema, block.text.replace(/\r\n?/g, '\n')),
          ),
        ];
      case 'image': {
        const images = block.images.flatMap((image) => cleanImage(image) ?? []);
        return images.length > 0 ? [nodes[BLOCK_NODES.image]!.create({ images })] : [];
      }
      case 'spoiler':
        return [
          nodes[BLOCK_NODES.spoiler]!.create(null, [
            nodes[BLOCK_NODES.spoilerTitle]!.create(null, plainText(schema, block.title)),
            ...nested(schema, block.blocks, true),
          ]),
        ];
      case 'quote':
        return inSpoiler
          ? blockNodes(schema, block.blocks, { inSpoiler })
          : [nodes[BLOCK_NODES.quote]!.create(null, nested(schema, block.blocks, false))];
      default: {
        // A block from outside TypeScript with an unknown type is left out.
        const unknown: never = block;
        void unknown;
        return [];
      }
    }
  });
}

/**
 * The editor's document of a body of blocks, in the shape the editor keeps (the domain's
 * `normalizeBlocks`: quotes lifted out of spoilers, titled spoilers, an empty row at the end).
 */
export function blocksToDocument(schema: Schema, blocks: readonly ContentBlock[]): ProsemirrorNode {
  return schema.nodes['doc']!.create(null, blockNodes(schema, normalizeBlocks(blocks)));
}

/** The block a node of the editor stands for (`undefined` for a node that is no block). */
export function blockOfNode(node: ProsemirrorNode): ContentBlock | undefined {
  switch (node.type.name) {
    case BLOCK_NODES.text:
      return { type: 'text', text: serializeMarkup(inlineToMarkup(node.content)) };
    case BLOCK_NODES.header:
      return { type: 'header', text: node.textContent };
    case BLOCK_NODES.code:
      return { type: 'code', text: node.textContent };
    case BLOCK_NODES.image:
      return { type: 'image', images: imagesOfNode(node) };
    case BLOCK_NODES.spoiler: {
      const title =
        node.firstChild?.type.name === BLOCK_NODES.spoilerTitle ? node.firstChild : null;
      const blocks: ContentBlock[] = [];
      node.forEach((child) => {
        if (child === title) return;
        const block = blockOfNode(child);
        if (block) blocks.push(block);
      });
      return { type: 'spoiler', title: title?.textContent ?? '', blocks };
    }
    case BLOCK_NODES.quote:
      return { type: 'quote', blocks: nodesToBlocks(node.content) };
    default:
      return undefined;
  }
}

/** The blocks of a run of the editor's nodes (a document's or a container's content, a slice). */
export function nodesToBlocks(content: Fragment | readonly ProsemirrorNode[]): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  content.forEach((node: ProsemirrorNode) => {
    const block = blockOfNode(node);
    if (block) blocks.push(block);
  });
  return blocks;
}

/**
 * The blocks of the editor's document, as it holds them. What the editor reports is these,
 * normalised (`normalizeBlocks`): a spoiler's title left blank while it is edited reads "Спойлер".
 */
export function documentToBlocks(doc: ProsemirrorNode): ContentBlock[] {
  return nodesToBlocks(doc.content);
}
