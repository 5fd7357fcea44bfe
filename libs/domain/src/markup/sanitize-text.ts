import type { ContentBlock } from './blocks';
import { parseMarkup } from './parse';
import { sanitizeMarkup } from './sanitize';
import { serializeMarkup } from './serialize';

/**
 * Rich text as the API stores it (SPEC.md §5: reduced to the allowed markup): markup text is parsed,
 * sanitised and written back, so what is stored is exactly what the renderer will draw and nothing
 * else — no HTML, no script addresses, no unknown tags.
 */
export function sanitizeMarkupText(text: string): string {
  return serializeMarkup(sanitizeMarkup(parseMarkup(withoutHtmlTags(text))));
}

const HTML_TAG = /<\/?[a-z][^<>]*>|<!--[\s\S]*?-->/gi;

/**
 * Our markup has no HTML, so anything shaped like an HTML tag in the text is a paste or an attack.
 * Our renderer would draw it as characters, but stored text also reaches places we do not draw
 * (mail, other clients), so it goes. Repeated until nothing changes, as removing one tag can join
 * the halves of another ("<scr<b>ipt>").
 */
function withoutHtmlTags(text: string): string {
  let previous: string;
  let current = text;
  do {
    previous = current;
    current = current.replace(HTML_TAG, '');
  } while (current !== previous);
  return current;
}

/**
 * Content blocks with every markup text sanitised (text rows, spoiler and quote contents). Headers
 * and code are plain text, drawn as text, and image addresses are checked by the block schema.
 */
export function sanitizeBlocks(blocks: readonly ContentBlock[]): ContentBlock[] {
  return blocks.map((block): ContentBlock => {
    switch (block.type) {
      case 'text':
        return { type: 'text', text: sanitizeMarkupText(block.text) };
      case 'spoiler':
        return { type: 'spoiler', title: block.title, blocks: sanitizeBlocks(block.blocks) };
      case 'quote':
        return { type: 'quote', blocks: sanitizeBlocks(block.blocks) };
      default:
        return block;
    }
  });
}
