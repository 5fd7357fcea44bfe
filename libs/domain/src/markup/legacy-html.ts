import { assertNever } from '../assert-never';
import type { ContentBlock, ContentImage } from './blocks';
import type { MarkupNode } from './ast';
import { blocksToMarkup, markupRows } from './blocks-markup';
import { tokenizeHtml, type HtmlToken } from './html-tokens';
import { RowBuilder, trimRow, type InlineTag } from './legacy-html-row';
import { MAX_MARKUP_DEPTH } from './limits';
import { parseMarkup } from './parse';
import { sanitizeMarkup } from './sanitize';
import { serializeMarkup } from './serialize';
import { isSafeImageUrl } from './values';

/**
 * Converting the HTML body of a post edited without a version into v2 blocks (docs/product §4 "Post
 * editing": "editing an existing post without a version converts its HTML body to blocks").
 *
 * Only a safe subset is understood: p and br make rows; b/strong, i/em, u, s/strike/del and a[href]
 * become markup; h1–h4 a header block; blockquote a quote block; pre and code a code block; img[src]
 * an image block (with alt, width, height). Every other element is dropped and its text kept (block-like
 * ones such as div and li still end a row); script, style, textarea and title are dropped with their
 * content. Addresses go through the same rules as the markup (sanitize.ts), so nothing unsafe survives.
 * Whitespace is collapsed as a browser would, except in pre and code.
 */

const INLINE_TAGS: ReadonlyMap<string, InlineTag> = new Map([
  ['b', 'b'],
  ['strong', 'b'],
  ['i', 'i'],
  ['em', 'i'],
  ['u', 'u'],
  ['s', 's'],
  ['strike', 's'],
  ['del', 's'],
  ['a', 'a'],
]);
const HEADER_TAGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4']);
const CODE_TAGS: ReadonlySet<string> = new Set(['pre', 'code']);
/** Elements that end a row though they are otherwise dropped. */
const ROW_BOUNDARY_TAGS: ReadonlySet<string> = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'table',
  'tr',
  'td',
  'th',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'nav',
  'main',
  'figure',
  'figcaption',
  'address',
  'h5',
  'h6',
  'hr',
]);
const HTML_WHITESPACE_RUN = /[ \t\n\r\f]+/g;

type Mode =
  | { kind: 'flow' }
  | { kind: 'header'; tag: string; text: string }
  | { kind: 'code'; tag: string; text: string };

/** The conversion state: the block lists of the open quotes, the current row and the mode. */
class LegacyConverter {
  private readonly contexts: ContentBlock[][] = [[]];
  private ignoredQuotes = 0;
  private readonly row = new RowBuilder();
  private mode: Mode = { kind: 'flow' };

  private get blocks(): ContentBlock[] {
    return this.contexts.at(-1) ?? [];
  }

  private emit(block: ContentBlock): void {
    this.blocks.push(block);
  }

  /** Ends the current row: its lines become text blocks (a closing `<br>` adds no empty line). */
  private flushRow(): void {
    const lines = markupRows(sanitizeMarkup(this.row.take())).map(trimRow);
    const hadLineBreak = lines.length > 1;
    if (hadLineBreak && lines.at(-1)?.length === 0) lines.pop();
    // Whitespace between block tags is no row; a row emptied by `<br>` (`<p><br></p>`) is one.
    if (!hadLineBreak && lines[0]?.length === 0) return;
    for (const line of lines) this.emit({ type: 'text', text: serializeMarkup(line) });
  }

  private addImage(attributes: ReadonlyMap<string, string>): void {
    const src = attributes.get('src')?.trim() ?? '';
    if (!isSafeImageUrl(src)) return;
    this.flushRow();
    const image: ContentImage = { preview: src, full: src, alt: attributes.get('alt') ?? '' };
    const width = pixels(attributes.get('width'));
    const height = pixels(attributes.get('height'));
    if (width !== undefined) image.width = width;
    if (height !== undefined) image.height = height;
    // Pictures side by side, with no text between them, share one image block.
    const last = this.blocks.at(-1);
    if (last?.type === 'image') last.images.push(image);
    else this.emit({ type: 'image', images: [image] });
  }

  private openQuote(): void {
    this.flushRow();
    if (this.contexts.length > MAX_MARKUP_DEPTH) this.ignoredQuotes++;
    else this.contexts.push([]);
  }

  private closeQuote(): void {
    this.flushRow();
    if (this.ignoredQuotes > 0) {
      this.ignoredQuotes--;
      return;
    }
    if (this.contexts.length === 1) return;
    const quoted = this.contexts.pop() ?? [];
    if (quoted.length > 0) this.emit({ type: 'quote', blocks: quoted });
  }

  private finishMode(): void {
    const mode = this.mode;
    this.mode = { kind: 'flow' };
    if (mode.kind === 'header') {
      const text = mode.text.replace(HTML_WHITESPACE_RUN, ' ').trim();
      if (text !== '') this.emit({ type: 'header', text });
    } else if (mode.kind === 'code') {
      // As in a browser, a newline right after <pre> is not part of the content.
      const text = mode.text.replace(/^\r?\n/, '');
      if (text.trim() !== '') this.emit({ type: 'code', text });
    }
  }

  /** Inside a header or code: only text, `<br>` and the closing tag matter. */
  private readVerbatim(token: HtmlToken, mode: Exclude<Mode, { kind: 'flow' }>): void {
    if (token.kind === 'text') mode.text += token.text;
    else if (token.kind === 'start' && token.name === 'br')
      mode.text += mode.kind === 'code' ? '\n' : ' ';
    else if (token.kind === 'end' && token.name === mode.tag) this.finishMode();
  }

  private readStart(name: string, attributes: ReadonlyMap<string, string>): void {
    const inline = INLINE_TAGS.get(name);
    if (inline === 'a') {
      const href = attributes.get('href');
      // An anchor without an address is only its text.
      if (href !== undefined) this.row.open('a', href);
    } else if (inline) this.row.open(inline, '');
    else if (name === 'br') this.row.addLineBreak();
    else if (name === 'img') this.addImage(attributes);
    else if (name === 'blockquote') this.openQuote();
    else if (HEADER_TAGS.has(name)) {
      this.flushRow();
      this.mode = { kind: 'header', tag: name, text: '' };
    } else if (CODE_TAGS.has(name)) {
      this.flushRow();
      this.mode = { kind: 'code', tag: name, text: '' };
    } else if (ROW_BOUNDARY_TAGS.has(name)) this.flushRow();
  }

  private readEnd(name: string): void {
    const inline = INLINE_TAGS.get(name);
    if (inline) this.row.close(inline);
    else if (name === 'blockquote') this.closeQuote();
    else if (ROW_BOUNDARY_TAGS.has(name)) this.flushRow();
  }

  read(token: HtmlToken): void {
    if (this.mode.kind !== 'flow') {
      this.readVerbatim(token, this.mode);
      return;
    }
    switch (token.kind) {
      case 'text':
        this.row.addText(token.text.replace(HTML_WHITESPACE_RUN, ' '));
        break;
      case 'start':
        this.readStart(token.name, token.attributes);
        break;
      case 'end':
        this.readEnd(token.name);
        break;
      default:
        assertNever(token);
    }
  }

  finish(): ContentBlock[] {
    this.finishMode();
    this.flushRow();
    while (this.contexts.length > 1) this.closeQuote();
    return this.contexts[0] ?? [];
  }
}

/** A size attribute in whole pixels (`"640"`, `"640px"`), or `undefined` when it is not one. */
function pixels(value: string | undefined): number | undefined {
  const match = /^\s*(\d{1,5})(?:px)?\s*$/.exec(value ?? '');
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/**
 * The v2 blocks of a legacy HTML post body (docs/product §4 "Post editing"); see the top of this file for
 * what is kept. Linear in the length of the HTML; never throws.
 */
export function legacyHtmlToBlocks(html: string): ContentBlock[] {
  const converter = new LegacyConverter();
  for (const token of tokenizeHtml(html)) converter.read(token);
  return converter.finish();
}

/**
 * The markup of an HTML fragment: rich text pasted from another site, or a message body an older
 * client sent as HTML (docs/product §5: "Pasted rich text is reduced to allowed markup"). Rows become
 * lines, formatting and links their tags, headers bold rows, quotes their rows; everything else goes
 * (see the top of this file), and the result is sanitised like any markup.
 */
export function htmlToMarkup(html: string): MarkupNode[] {
  return parseMarkup(blocksToMarkup(legacyHtmlToBlocks(html)));
}
