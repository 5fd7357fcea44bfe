import type { ContentBlock } from '../markup/blocks';
import { markupToBlocks } from '../markup/blocks-markup';
import { blocksExcerpt } from '../markup/excerpt';
import { legacyHtmlToBlocks } from '../markup/legacy-html';
import { isLegacyHtmlBody } from './post-body-format';
import type { PostBody } from './posts';

/**
 * Article bodies as stored and as edited (docs/product §3 Post: "Version 2 body is an array of blocks;
 * otherwise a markup string"; §4 Post editing: "editing an existing post without a version converts
 * its HTML body to blocks"). Sanitising a body of blocks is `sanitizeContentBlocks`
 * (comment-input.ts), shared with reviews.
 */

/** The version of a body made of content blocks (docs/product §3 Post `version`). */
export const POST_BODY_VERSION = 2;

/**
 * The blocks of a stored body: a version 2 body is already blocks; an older one is a markup string
 * or, older still, HTML, converted by the markup rules (both sanitise on the way).
 */
export function postBodyBlocks(body: PostBody): ContentBlock[] {
  if (typeof body !== 'string') return [...body];
  return isLegacyHtmlBody(body) ? legacyHtmlToBlocks(body) : markupToBlocks(body);
}

/**
 * The text a reader sees in an article, whatever its body's format, one block's text a line: what
 * the site-wide search reads (docs/product §A7.3). As the page shows it before anything is opened
 * (`blocksExcerpt`'s rules): a spoiler's title but not its content, no hidden text, no pictures.
 */
export function postPlainText(body: PostBody): string {
  return blocksExcerpt(postBodyBlocks(body), { nodes: Number.POSITIVE_INFINITY });
}

/**
 * The height of the picture an article opens with, when it opens with one and its height is known
 * (docs/product §9: "Post preview collapses above 300 px height (image-first posts: image height + 200)").
 * The first block that is not an empty row decides; a row of pictures is as tall as its tallest.
 * A picture without a recorded height (a markup `[img]`, an old HTML image without attributes) gives
 * undefined: the preview then keeps the plain 300 px limit rather than guess.
 */
export function postLeadingImageHeight(body: PostBody): number | undefined {
  const first = postBodyBlocks(body).find(
    (block) => block.type !== 'text' || block.text.trim() !== '',
  );
  if (first?.type !== 'image') return undefined;
  const heights = first.images.flatMap((image) =>
    image.height === undefined || image.height === 0 ? [] : [image.height],
  );
  return heights.length > 0 ? Math.max(...heights) : undefined;
}
