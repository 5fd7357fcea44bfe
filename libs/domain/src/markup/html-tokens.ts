/**
 * A small HTML tokenizer for the legacy bodies of posts edited without a version (docs/product §4 "Post
 * editing"). It never builds a DOM: it yields text, start tags and end tags in one forward pass, the
 * way a browser's tokenizer does, so it is linear however the HTML is broken. A tag left open at the
 * end of the input is dropped with the rest, as a browser drops it; a `<` that cannot start a tag is
 * text. Comments, doctypes and the content of script, style, textarea and title are skipped.
 */

import { decodeHTML, decodeHTMLAttribute } from 'entities/decode';

export type HtmlToken =
  | { kind: 'text'; text: string }
  | { kind: 'start'; name: string; attributes: ReadonlyMap<string, string> }
  | { kind: 'end'; name: string };

const RAW_TEXT_ELEMENTS: ReadonlySet<string> = new Set(['script', 'style', 'textarea', 'title']);
/** Shared by every tag without attributes, which is most of them. */
const NO_ATTRIBUTES: ReadonlyMap<string, string> = new Map();

/**
 * Text with its character references decoded as a browser decodes them (the legacy articles were
 * HTML that browsers showed): every named reference of HTML (`&laquo; &mdash; &hellip;`…), the few
 * old ones a browser takes without a semicolon (`&amp`, `&laquo`), and numeric ones (`&#171;`,
 * `&#xAB;`; a number that is no character becomes U+FFFD). An unknown name stays as written. The
 * `entities` package keeps HTML's table, so it is not copied here; it is linear in the text.
 */
export function decodeHtmlEntities(text: string): string {
  return text.includes('&') ? decodeHTML(text) : text;
}

function isAsciiLetter(char: string): boolean {
  return (char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z');
}

function isHtmlSpace(char: string): boolean {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';
}

/** Where a run of characters up to a space, `/`, `>` (or `=` for attribute names) ends. */
function nameEnd(html: string, start: number, stopAtEquals: boolean): number {
  let index = start;
  while (index < html.length) {
    const char = html.charAt(index);
    if (isHtmlSpace(char) || char === '/' || char === '>' || (stopAtEquals && char === '=')) break;
    index++;
  }
  return index;
}

function skipSpaces(html: string, start: number): number {
  let index = start;
  while (isHtmlSpace(html.charAt(index))) index++;
  return index;
}

interface ReadTag {
  token: HtmlToken;
  end: number;
}

/** An attribute value after `=`: quoted with `"` or `'`, or bare up to a space or `>`. */
function readAttributeValue(
  html: string,
  start: number,
): { value: string; end: number } | undefined {
  const quote = html.charAt(start);
  if (quote === '"' || quote === "'") {
    const close = html.indexOf(quote, start + 1);
    return close < 0 ? undefined : { value: html.slice(start + 1, close), end: close + 1 };
  }
  let index = start;
  while (index < html.length && !isHtmlSpace(html.charAt(index)) && html.charAt(index) !== '>') {
    index++;
  }
  return { value: html.slice(start, index), end: index };
}

/** `<name attr=value …>` from just after the `<`; `undefined` when the input ends inside it. */
function readStartTag(html: string, start: number): ReadTag | undefined {
  const end = nameEnd(html, start, false);
  const name = html.slice(start, end).toLowerCase();
  let attributes: Map<string, string> | undefined;
  let index = end;
  while (index < html.length) {
    index = skipSpaces(html, index);
    const char = html.charAt(index);
    if (char === '>') {
      return {
        token: { kind: 'start', name, attributes: attributes ?? NO_ATTRIBUTES },
        end: index + 1,
      };
    }
    if (char === '/') {
      index++;
      continue;
    }
    const attributeEnd = nameEnd(html, index + 1, true);
    const attribute = html.slice(index, attributeEnd).toLowerCase();
    index = skipSpaces(html, attributeEnd);
    let value = '';
    if (html.charAt(index) === '=') {
      const read = readAttributeValue(html, skipSpaces(html, index + 1));
      if (!read) return undefined;
      // In attributes a semicolon-less `&copy=2` stays as written (query strings), as in a browser.
      value = read.value.includes('&') ? decodeHTMLAttribute(read.value) : read.value;
      index = read.end;
    }
    attributes ??= new Map();
    if (attribute !== '' && !attributes.has(attribute)) attributes.set(attribute, value);
  }
  return undefined;
}

/** Where the raw text of `<script>` (and the like) ends: the start of its `</name`, or the input end. */
function rawTextEnd(html: string, start: number, name: string): number {
  let index = html.indexOf('</', start);
  while (index >= 0) {
    if (html.slice(index + 2, index + 2 + name.length).toLowerCase() === name) return index;
    index = html.indexOf('</', index + 2);
  }
  return html.length;
}

/** The markup construct at a `<`, or `undefined` when the input ends inside it (the rest is lost). */
function readMarkup(html: string, start: number): ReadTag | { end: number } | undefined {
  const next = html.charAt(start + 1);
  if (isAsciiLetter(next)) return readStartTag(html, start + 1);
  if (next === '/' && isAsciiLetter(html.charAt(start + 2))) {
    const end = nameEnd(html, start + 2, false);
    const close = html.indexOf('>', end);
    if (close < 0) return undefined;
    return {
      token: { kind: 'end', name: html.slice(start + 2, end).toLowerCase() },
      end: close + 1,
    };
  }
  if (html.startsWith('<!--', start)) {
    const close = html.indexOf('-->', start + 4);
    return close < 0 ? undefined : { end: close + 3 };
  }
  // `<!doctype …>`, `<?xml …?>`, `</ …>`: skipped like a comment up to the next `>`.
  const close = html.indexOf('>', start + 2);
  return close < 0 ? undefined : { end: close + 1 };
}

function canStartMarkup(html: string, index: number): boolean {
  const next = html.charAt(index + 1);
  return isAsciiLetter(next) || next === '/' || next === '!' || next === '?';
}

/**
 * The tokens of an HTML text, entities decoded in text and attribute values, produced one at a time
 * so a large body is never held twice. Neighbouring texts come as one token.
 */
export function* tokenizeHtml(html: string): Generator<HtmlToken> {
  let text = '';
  function* flushText(): Generator<HtmlToken> {
    if (text !== '') yield { kind: 'text', text: decodeHtmlEntities(text) };
    text = '';
  }
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open < 0) {
      text += html.slice(index);
      break;
    }
    text += html.slice(index, open);
    if (!canStartMarkup(html, open)) {
      text += '<';
      index = open + 1;
      continue;
    }
    const read = readMarkup(html, open);
    if (!read) break;
    index = read.end;
    if (!('token' in read)) continue;
    yield* flushText();
    const { token } = read;
    if (token.kind === 'start' && RAW_TEXT_ELEMENTS.has(token.name)) {
      index = rawTextEnd(html, index, token.name);
      continue;
    }
    yield token;
  }
  yield* flushText();
}
