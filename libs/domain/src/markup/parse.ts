/**
 * Parsing the rich-text markup (docs/product §3 "Rich text markup tags") into a tree.
 *
 * Grammar. Tag names are ASCII and case-insensitive; `serializeMarkup` writes them in lowercase with
 * quoted attributes, and reads back what it writes.
 *
 *   markup     = { escape | lineBreak | tag | text }
 *   escape     = "\[" | "\\"                     a literal "[" or "\"; any other "\" is itself
 *   lineBreak  = "\r\n" | "\n" | "\r"
 *   tag        = opener | closer | leaf
 *   opener     = "[" style "]"                    style = b | i | u | s | center | right | hide
 *              | "[" attrTag "=" value "]"        attrTag = a | novel | spoiler (shorthand)
 *              | "[" (style | attrTag) { spaces name "=" value } [ spaces ] "]"
 *   closer     = "[/" (style | attrTag) "]"
 *   leaf       = "[" leafTag "]" content "[/" leafTag "]"   leafTag = user | img | sticker | smile
 *   value      = quoted | bare
 *   quoted     = '"' { '\"' | "\[" | "\\" | char except '"', "[", line break } '"'
 *   bare       = 1*(char except "[", "]", line break; in "name=value" also except '"', space, tab)
 *   content    = 1*(char except "[", line break)          at most 2000 characters
 *   text       = any other character, literally (an unmatched "[" included)
 *
 * Attributes: a takes href (required), novel takes url (required), spoiler takes title (optional,
 * default "Спойлер"); the shorthand `[a=…]` sets the tag's own attribute; any other attribute is read
 * and dropped. Contents: img holds an address, user a user name, sticker `set/name`, smile a name.
 *
 * Structure, applied while reading with a stack of open tags:
 * - an unknown or malformed tag is literal text;
 * - a closer that does not match the innermost open tag is literal text;
 * - tags still open at the end are closed there;
 * - a tag opened {@link MAX_MARKUP_DEPTH} levels deep, or inside a link when it is not b, i, u or s,
 *   is literal text.
 * The result then goes through `sanitizeMarkup`, so unsafe addresses are gone (see sanitize.ts).
 *
 * Cost: one pass over the input; a tag scan never crosses the next unescaped "[", so no character is
 * read by more than two scans, and nothing backtracks. Hostile input (a megabyte of "[[[[", a hundred
 * thousand unclosed tags) parses in linear time.
 */
import {
  isLinkTag,
  isStyleTag,
  LINE_BREAK,
  LINK_CONTENT_TAGS,
  type ContainerTag,
  type MarkupNode,
} from './ast';
import { assertNever } from '../assert-never';
import { MAX_MARKUP_DEPTH } from './limits';
import { sanitizeMarkup } from './sanitize';
import { scanTag, type ScannedTag } from './tag-scanner';
import { leafFromContent } from './values';

interface Frame {
  tag: ContainerTag;
  attribute: string | undefined;
  children: MarkupNode[];
  inLink: boolean;
}

const PIECES_PER_CHUNK = 512;
const OPEN_BRACKET = 0x5b;
const BACKSLASH = 0x5c;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

function nodeOf(frame: Frame): MarkupNode {
  const { tag, children } = frame;
  if (isStyleTag(tag)) return { type: tag, children };
  const attribute = frame.attribute ?? '';
  switch (tag) {
    case 'a':
      return { type: tag, href: attribute, children };
    case 'novel':
      return { type: tag, url: attribute, children };
    case 'spoiler':
      return { type: tag, title: attribute, children };
    default:
      return assertNever(tag);
  }
}

/** The reading state: the stack of open tags and the literal text not yet added to a node. */
class TreeBuilder {
  private readonly root: MarkupNode[] = [];
  private readonly open: Frame[] = [];
  /** Literal text read since the last node, as pieces and as chunks of joined pieces (see addText). */
  private pieces: string[] = [];
  private chunks: string[] = [];

  private get children(): MarkupNode[] {
    return this.open.at(-1)?.children ?? this.root;
  }

  private get inLink(): boolean {
    return this.open.at(-1)?.inLink ?? false;
  }

  /**
   * Text made of very many small pieces (a megabyte of escapes) is joined a few hundred pieces at a
   * time, so the pieces die young instead of all living until the end, which made the garbage
   * collector's work grow faster than the input.
   */
  addText(text: string): void {
    this.pieces.push(text);
    if (this.pieces.length >= PIECES_PER_CHUNK) {
      this.chunks.push(this.pieces.join(''));
      this.pieces = [];
    }
  }

  private flushText(): void {
    if (this.pieces.length === 0 && this.chunks.length === 0) return;
    this.chunks.push(this.pieces.join(''));
    this.children.push({ type: 'text', text: this.chunks.join('') });
    this.pieces = [];
    this.chunks = [];
  }

  addNode(node: MarkupNode): void {
    this.flushText();
    this.children.push(node);
  }

  canOpen(tag: ContainerTag | 'leaf'): boolean {
    if (tag === 'leaf') return !this.inLink;
    return this.open.length < MAX_MARKUP_DEPTH && (!this.inLink || LINK_CONTENT_TAGS.includes(tag));
  }

  openTag(tag: ContainerTag, attribute: string | undefined): void {
    this.flushText();
    this.open.push({ tag, attribute, children: [], inLink: this.inLink || isLinkTag(tag) });
  }

  /** Whether `tag` is the innermost open tag, the only one a closer may close. */
  isInnermost(tag: string): boolean {
    return this.open.at(-1)?.tag === tag;
  }

  closeInnermost(): void {
    this.flushText();
    const frame = this.open.pop();
    if (frame) this.children.push(nodeOf(frame));
  }

  finish(): MarkupNode[] {
    while (this.open.length > 0) this.closeInnermost();
    this.flushText();
    return this.root;
  }
}

/**
 * Applies the tag scanned at a `[` if the open tags allow it there; returns whether it did. When it
 * did not, the `[` and what follows are read on as text.
 */
function applyTag(scanned: ScannedTag, builder: TreeBuilder, flushText: () => void): boolean {
  switch (scanned.kind) {
    case 'open':
      if (!builder.canOpen(scanned.tag)) return false;
      flushText();
      builder.openTag(scanned.tag, scanned.attribute);
      return true;
    case 'close':
      if (!builder.isInnermost(scanned.tag)) return false;
      flushText();
      builder.closeInnermost();
      return true;
    case 'leaf': {
      const leaf = builder.canOpen('leaf')
        ? leafFromContent(scanned.tag, scanned.content)
        : undefined;
      if (!leaf) return false;
      flushText();
      builder.addNode(leaf);
      return true;
    }
    default:
      return assertNever(scanned);
  }
}

/**
 * The markup tree of a text (docs/product §3), sanitised: what is not an allowed tag is literal text, and
 * unsafe links and images are gone. Never throws; linear in the length of `source`.
 */
export function parseMarkup(source: string): MarkupNode[] {
  const builder = new TreeBuilder();
  // Literal text is kept as a run of the source, cut only where a tag, escape or line break begins.
  let runStart = 0;
  let index = 0;
  const flushText = () => {
    if (index > runStart) builder.addText(source.slice(runStart, index));
  };
  while (index < source.length) {
    const code = source.charCodeAt(index);
    if (code === OPEN_BRACKET) {
      const scanned = scanTag(source, index);
      if (scanned && applyTag(scanned, builder, flushText)) {
        index = scanned.end;
        runStart = index;
      } else {
        index++;
      }
    } else if (code === BACKSLASH) {
      const next = source.charCodeAt(index + 1);
      if (next === OPEN_BRACKET || next === BACKSLASH) {
        // Drop the backslash; the escaped character starts the next run of text.
        flushText();
        runStart = index + 1;
        index += 2;
      } else {
        index++;
      }
    } else if (code === LINE_FEED || code === CARRIAGE_RETURN) {
      flushText();
      builder.addNode(LINE_BREAK);
      const crlf = code === CARRIAGE_RETURN && source.charCodeAt(index + 1) === LINE_FEED;
      index += crlf ? 2 : 1;
      runStart = index;
    } else {
      index++;
    }
  }
  flushText();
  return sanitizeMarkup(builder.finish());
}
