import {
  DEFAULT_SPOILER_TITLE,
  isStyleNode,
  TAG_ATTRIBUTES,
  type AttributeTag,
  type MarkupNode,
} from './ast';
import { assertNever } from '../assert-never';
import { contentOfLeaf } from './values';

/**
 * Writing a markup tree back to text, the inverse of `parseMarkup` for canonical trees: for every tree
 * the parser can return, `parseMarkup(serializeMarkup(tree))` deep-equals `tree`.
 */

const BACKSLASH = '\\';

function isAsciiLetterOrSlash(char: string): boolean {
  return (char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z') || char === '/';
}

/**
 * `value` with a backslash put before each character that `needsEscape` picks, built from slices so a
 * long text costs one pass and one join.
 */
function escapeWhere(value: string, needsEscape: (char: string, next: string) => boolean): string {
  const pieces: string[] = [];
  let pieceStart = 0;
  for (let index = 0; index < value.length; index++) {
    const char = value.charAt(index);
    if (
      (char === '[' || char === BACKSLASH || char === '"') &&
      needsEscape(char, value.charAt(index + 1))
    ) {
      pieces.push(value.slice(pieceStart, index), BACKSLASH);
      pieceStart = index;
    }
  }
  pieces.push(value.slice(pieceStart));
  return pieces.join('');
}

/**
 * Text written so that it reads back as the same text (see the grammar in parse.ts): a `[` that could
 * start a tag becomes `\[`, and a backslash that would otherwise escape what follows becomes `\\`.
 * Other brackets and backslashes stay as typed, so ordinary text ("[1]", "C:\dir") is not cluttered.
 */
export function escapeMarkupText(text: string): string {
  return escapeWhere(text, (char, next) =>
    char === '['
      ? isAsciiLetterOrSlash(next)
      : char === BACKSLASH && (next === '[' || next === BACKSLASH || next === ''),
  );
}

/** An attribute value written inside double quotes: `"`, `[` and an escaping backslash are escaped. */
export function quoteAttributeValue(value: string): string {
  const escaped = escapeWhere(
    value,
    (char, next) =>
      char !== BACKSLASH || next === '"' || next === '[' || next === BACKSLASH || next === '',
  );
  return `"${escaped}"`;
}

function opener(tag: AttributeTag, value: string): string {
  return `[${tag} ${TAG_ATTRIBUTES[tag].name}=${quoteAttributeValue(value)}]`;
}

/** The opening tag of a spoiler; the default title is left out, as `[spoiler]` means it already. */
export function spoilerOpener(title: string): string {
  return title === DEFAULT_SPOILER_TITLE ? '[spoiler]' : opener('spoiler', title);
}

function write(nodes: readonly MarkupNode[], out: string[]): void {
  for (const node of nodes) {
    if (isStyleNode(node)) {
      out.push(`[${node.type}]`);
      write(node.children, out);
      out.push(`[/${node.type}]`);
      continue;
    }
    switch (node.type) {
      case 'text':
        out.push(escapeMarkupText(node.text));
        break;
      case 'lineBreak':
        out.push('\n');
        break;
      case 'a':
        out.push(opener('a', node.href));
        write(node.children, out);
        out.push('[/a]');
        break;
      case 'novel':
        out.push(opener('novel', node.url));
        write(node.children, out);
        out.push('[/novel]');
        break;
      case 'spoiler':
        out.push(spoilerOpener(node.title));
        write(node.children, out);
        out.push('[/spoiler]');
        break;
      case 'user':
      case 'img':
      case 'sticker':
      case 'smile':
        out.push(`[${node.type}]${contentOfLeaf(node)}[/${node.type}]`);
        break;
      default:
        assertNever(node);
    }
  }
}

/**
 * The markup text of a tree (docs/product §3 tags), tags in lowercase, attributes quoted. It writes the tree
 * as given; pass it through `sanitizeMarkup` first if it did not come from `parseMarkup`.
 */
export function serializeMarkup(nodes: readonly MarkupNode[]): string {
  const out: string[] = [];
  write(nodes, out);
  return out.join('');
}
