import {
  LINE_BREAK,
  LINK_CONTENT_TAGS,
  isLeafTag,
  isStyleTag,
  type LeafNode,
  type LeafTag,
  type MarkupNode,
  type MarkupTag,
} from './ast';
import { assertNever } from '../assert-never';
import { MAX_MARKUP_DEPTH } from './limits';
import { isNovelUrl, isSafeLinkUrl, normalizeSpoilerTitle, sanitizeLeaf } from './values';

/**
 * Reducing any tree, including one that arrived as JSON from a client, to the allowed markup of
 * docs/product §3. It rebuilds every node from the fields it knows, so no other property survives, and:
 * - a link whose address is not http(s), mailto or site-relative, or a novel link whose url is not a
 *   slug, loses its link and keeps its content as plain content;
 * - an image whose address is not allowed, and a malformed user, sticker or smile, is dropped;
 * - inside a link only b, i, u and s remain (other tags are unwrapped, leaves dropped);
 * - a spoiler title is put on one line, trimmed, and defaults to "Спойлер" (docs/product §5);
 * - text is split at line breaks into line-break nodes, and neighbouring texts are merged;
 * - nodes nested deeper than {@link MAX_MARKUP_DEPTH} are dropped with their content, so a hostile tree
 *   cannot exhaust the stack.
 * Unknown node types are dropped. `parseMarkup` returns trees this function leaves unchanged.
 */
export function sanitizeMarkup(nodes: unknown): MarkupNode[] {
  const out = new NodeList();
  sanitizeList(nodes, { depth: 0, inLink: false }, out);
  return out.nodes;
}

interface Context {
  /** How many containers of the input enclose these nodes (unwrapped ones included). */
  depth: number;
  inLink: boolean;
}

/** Collects nodes, keeping text canonical: no empty text, no neighbours, line breaks as nodes. */
class NodeList {
  readonly nodes: MarkupNode[] = [];

  pushText(text: string): void {
    const lines = text.split(/\r\n|\r|\n/);
    lines.forEach((line, index) => {
      if (index > 0) this.nodes.push(LINE_BREAK);
      if (line === '') return;
      const last = this.nodes.at(-1);
      if (last?.type === 'text') last.text += line;
      else this.nodes.push({ type: 'text', text: line });
    });
  }

  push(node: MarkupNode): void {
    this.nodes.push(node);
  }
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null;
}

function stringField(fields: Fields, name: string): string | undefined {
  const value = fields[name];
  return typeof value === 'string' ? value : undefined;
}

function sanitizeList(input: unknown, context: Context, out: NodeList): void {
  if (!Array.isArray(input)) return;
  for (const item of input) {
    if (isFields(item)) sanitizeNode(item, context, out);
  }
}

function children(fields: Fields, context: Context, inLink: boolean): MarkupNode[] {
  const list = new NodeList();
  sanitizeList(fields.children, { depth: context.depth + 1, inLink }, list);
  return list.nodes;
}

/** Keeps the content of a container whose own tag may not stay. */
function unwrap(fields: Fields, context: Context, out: NodeList): void {
  sanitizeList(fields.children, { ...context, depth: context.depth + 1 }, out);
}

function allowedHere(tag: MarkupTag, context: Context): boolean {
  return !context.inLink || LINK_CONTENT_TAGS.includes(tag);
}

function sanitizeNode(fields: Fields, context: Context, out: NodeList): void {
  const type = stringField(fields, 'type') ?? '';
  if (type === 'text') {
    out.pushText(stringField(fields, 'text') ?? '');
    return;
  }
  if (type === 'lineBreak') {
    out.push(LINE_BREAK);
    return;
  }
  if (isLeafTag(type)) {
    const leaf = allowedHere(type, context) ? sanitizeLeaf(leafOf(fields, type)) : undefined;
    if (leaf) out.push(leaf);
    return;
  }
  // A container here would be one level deeper than the parser ever nests.
  if (context.depth >= MAX_MARKUP_DEPTH) return;
  if (isStyleTag(type)) {
    if (allowedHere(type, context))
      out.push({ type, children: children(fields, context, context.inLink) });
    else unwrap(fields, context, out);
  } else if (type === 'a') {
    const href = stringField(fields, 'href')?.trim() ?? '';
    if (allowedHere(type, context) && isSafeLinkUrl(href)) {
      out.push({ type, href, children: children(fields, context, true) });
    } else unwrap(fields, context, out);
  } else if (type === 'novel') {
    const url = stringField(fields, 'url')?.trim() ?? '';
    if (allowedHere(type, context) && isNovelUrl(url)) {
      out.push({ type, url, children: children(fields, context, true) });
    } else unwrap(fields, context, out);
  } else if (type === 'spoiler') {
    if (allowedHere(type, context)) {
      const title = normalizeSpoilerTitle(stringField(fields, 'title'));
      out.push({ type, title, children: children(fields, context, false) });
    } else unwrap(fields, context, out);
  }
}

function leafOf(fields: Fields, tag: LeafTag): LeafNode {
  const field = (name: string) => stringField(fields, name) ?? '';
  switch (tag) {
    case 'img':
      return { type: tag, src: field('src') };
    case 'user':
      return { type: tag, username: field('username') };
    case 'smile':
      return { type: tag, name: field('name') };
    case 'sticker':
      return { type: tag, set: field('set'), name: field('name') };
    default:
      return assertNever(tag);
  }
}
