/**
 * A small HTML tokenizer for the legacy bodies of posts edited without a version (SPEC.md §4 "Post
 * editing"). It never builds a DOM: it yields text, start tags and end tags in one forward pass, the
 * way a browser's tokenizer does, so it is linear however the HTML is broken. A tag left open at the
 * end of the input is dropped with the rest, as a browser drops it; a `<` that cannot start a tag is
 * text. Comments, doctypes and the content of script, style, textarea and title are skipped.
 */

export type HtmlToken =
  | { kind: 'text'; text: string }
  | { kind: 'start'; name: string; attributes: ReadonlyMap<string, string> }
  | { kind: 'end'; name: string };

const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
]);
const RAW_TEXT_ELEMENTS: ReadonlySet<string> = new Set(['script', 'style', 'textarea', 'title']);
/** Shared by every tag without attributes, which is most of them. */
const NO_ATTRIBUTES: ReadonlyMap<string, string> = new Map();

const LONGEST_ENTITY_BODY = 8;

function isEntityBodyCode(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) || // 0-9
    (code >= 0x41 && code <= 0x5a) || // A-Z
    (code >= 0x61 && code <= 0x7a) || // a-z
    code === 0x23 // #
  );
}

/** The character a reference body (`amp`, `#39`, `#x27`) stands for, if it is one we decode. */
function characterOf(body: string): string | undefined {
  if (!body.startsWith('#')) return NAMED_ENTITIES.get(body);
  const hex = body.charAt(1) === 'x' || body.charAt(1) === 'X';
  const digits = body.slice(hex ? 2 : 1);
  if (!(hex ? /^[0-9a-fA-F]{1,6}$/ : /^[0-9]{1,7}$/).test(digits)) return undefined;
  const codePoint = Number.parseInt(digits, hex ? 16 : 10);
  const isCharacter =
    codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
  return isCharacter ? String.fromCodePoint(codePoint) : undefined;
}

/**
 * Text with the character references `&amp; &lt; &gt; &quot; &apos; &nbsp;` and numeric ones (`&#39;`,
 * `&#x27;`) decoded; anything else that starts with `&` stays as written. One forward pass; the result
 * is joined a few hundred pieces at a time so a text dense with references stays linear.
 */
export function decodeHtmlEntities(text: string): string {
  let ampersand = text.indexOf('&');
  if (ampersand < 0) return text;
  const chunks: string[] = [];
  let pieces: string[] = [];
  let copiedUpTo = 0;
  while (ampersand >= 0) {
    let end = ampersand + 1;
    while (end - ampersand <= LONGEST_ENTITY_BODY && isEntityBodyCode(text.charCodeAt(end))) end++;
    const character =
      text.charAt(end) === ';' ? characterOf(text.slice(ampersand + 1, end)) : undefined;
    if (character !== undefined) {
      pieces.push(text.slice(copiedUpTo, ampersand), character);
      copiedUpTo = end + 1;
      if (pieces.length >= 512) {
        chunks.push(pieces.join(''));
        pieces = [];
      }
    }
    ampersand = text.indexOf('&', end);
  }
  pieces.push(text.slice(copiedUpTo));
  chunks.push(pieces.join(''));
  return chunks.join('');
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
      value = decodeHtmlEntities(read.value);
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
