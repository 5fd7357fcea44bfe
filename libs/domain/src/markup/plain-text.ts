import type { MarkupNode } from './ast';
import { assertNever } from '../assert-never';

function write(nodes: readonly MarkupNode[], out: string[]): void {
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        out.push(node.text);
        break;
      case 'lineBreak':
        out.push('\n');
        break;
      case 'hide':
        // Hidden text is for signed-in readers only; a plain-text copy must not leak it.
        break;
      case 'spoiler':
        // The title is what a reader sees before opening the spoiler; the content stays hidden.
        out.push(node.title);
        break;
      case 'b':
      case 'i':
      case 'u':
      case 's':
      case 'center':
      case 'right':
      case 'a':
      case 'novel':
        write(node.children, out);
        break;
      case 'user':
        out.push(node.username);
        break;
      case 'img':
      case 'sticker':
      case 'smile':
        break;
      default:
        assertNever(node);
    }
  }
}

/**
 * The text a reader sees in a markup tree, without formatting: links keep their text, a user mention
 * its name, a spoiler shows only its title, hidden text and pictures (images, stickers, smiles) are
 * left out. Used for excerpts (docs/product §9) and other plain-text places such as notifications.
 */
export function markupPlainText(nodes: readonly MarkupNode[]): string {
  const out: string[] = [];
  write(nodes, out);
  return out.join('');
}
