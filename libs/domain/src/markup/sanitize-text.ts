import { assertNever } from '../assert-never';
import type { ContentBlock } from './blocks';
import { parseMarkup } from './parse';
import { sanitizeMarkup } from './sanitize';
import { serializeMarkup } from './serialize';
import { isSafeImageUrl, normalizeSpoilerTitle } from './values';

/**
 * Rich text as the API stores it (docs/product §5: reduced to the allowed markup): markup text is parsed,
 * sanitised and written back, so what is stored is exactly what the renderer will draw and nothing
 * else — no HTML, no script addresses, no unknown tags.
 */
export function sanitizeMarkupText(text: string): string {
  return serializeMarkup(sanitizeMarkup(parseMarkup(withoutHtmlTags(text))));
}

const HTML_TAG = /<\/?[a-z][^<>]*>/gi;
/** What every HTML tag, comment or declaration starts with; runs of `<` go whole, see below. */
const TAG_START = /<+(?=[a-z/!?])/gi;
/** Passes of whole-tag removal before the last resort; a bound keeps hostile input linear. */
const TAG_PASSES = 3;

/**
 * Our markup has no HTML, so anything shaped like an HTML tag in the text is a paste or an attack.
 * Our renderer would draw it as characters, but stored text also reaches places we do not draw
 * (mail, other clients), so it goes. Removing one tag can join the halves of another
 * ("<scr<b>ipt>"), so whole tags are removed a few times; then any `<` that could still open a tag
 * is dropped. A fixed number of passes, each linear, so nested hostile input costs linear time.
 */
function withoutHtmlTags(text: string): string {
  let current = text;
  for (let pass = 0; pass < TAG_PASSES; pass += 1) {
    const next = current.replace(HTML_TAG, '');
    if (next === current) break;
    current = next;
  }
  return current.replace(TAG_START, '');
}

const LINE_BREAKS = /\r\n|\r|\n/g;

/**
 * A plain text (a header, a spoiler title, an image's alt) on one line, without HTML-shaped tags:
 * drawn as text, but stored text also reaches places that are not our renderer. Repeated until
 * nothing changes, as removing one tag can join the halves of another ("<scr<b>ipt>").
 */
function plainLine(text: string): string {
  return withoutHtmlTags(text.replace(LINE_BREAKS, ' ')).trim();
}

/**
 * Review blocks as they may be stored (docs/product §3 Content blocks): each text block's markup
 * sanitised as markup text; a header, a spoiler's title and an image's alt on one trimmed line
 * without HTML tags; images only at allowed addresses (an image block left without any is dropped);
 * only the known fields of each block kept. Code stays as typed: it is code, shown as literal text
 * (a snippet of HTML in a code block is legitimate).
 */
export function sanitizeContentBlocks(blocks: readonly ContentBlock[]): ContentBlock[] {
  const clean: ContentBlock[] = [];
  for (const block of blocks) {
    switch (block.type) {
      case 'text':
        clean.push({ type: 'text', text: sanitizeMarkupText(block.text) });
        break;
      case 'header':
        clean.push({ type: 'header', text: plainLine(block.text) });
        break;
      case 'code':
        clean.push({ type: 'code', text: block.text });
        break;
      case 'spoiler':
        clean.push({
          type: 'spoiler',
          title: normalizeSpoilerTitle(plainLine(block.title)),
          blocks: sanitizeContentBlocks(block.blocks),
        });
        break;
      case 'quote':
        clean.push({ type: 'quote', blocks: sanitizeContentBlocks(block.blocks) });
        break;
      case 'image': {
        const images = block.images
          .filter((image) => isSafeImageUrl(image.preview) && isSafeImageUrl(image.full))
          .map((image) => ({
            preview: image.preview,
            full: image.full,
            ...(image.width === undefined ? {} : { width: image.width }),
            ...(image.height === undefined ? {} : { height: image.height }),
            alt: plainLine(image.alt),
          }));
        if (images.length > 0) clean.push({ type: 'image', images });
        break;
      }
      default:
        assertNever(block);
    }
  }
  return clean;
}
