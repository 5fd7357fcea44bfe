import {
  attributeOf,
  isLeafTag,
  isMarkupTag,
  type ContainerTag,
  type LeafTag,
  type MarkupTag,
} from './ast';
import { MAX_MARKUP_VALUE_LENGTH } from './limits';

/**
 * Recognises one tag at a `[` (the `tag` rule of the grammar in parse.ts). Every scan stops at the next
 * unescaped `[` or line break at the latest, so the scans started at different `[`s never overlap and
 * the whole parse stays linear in the input, however hostile.
 */

export type ScannedTag =
  | { kind: 'open'; tag: ContainerTag; attribute: string | undefined; end: number }
  | { kind: 'close'; tag: MarkupTag; end: number }
  | { kind: 'leaf'; tag: LeafTag; content: string; end: number };

const LONGEST_TAG_NAME = 'spoiler'.length;
const LONGEST_ATTRIBUTE_NAME = 16;
const MOST_ATTRIBUTES = 8;

const TAB = 0x09;
const SPACE = 0x20;
const QUOTE = 0x22;
const OPEN_BRACKET = 0x5b;
const BACKSLASH = 0x5c;
const CLOSE_BRACKET = 0x5d;

function isAsciiLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

function isLineBreakCode(code: number): boolean {
  return code === 0x0a || code === 0x0d;
}

function isSpace(char: string): boolean {
  return char === ' ' || char === '\t';
}

/** The run of ASCII letters at `start`, up to `longest` of them (more means "not a name"). */
function readName(
  source: string,
  start: number,
  longest: number,
): { name: string; end: number } | undefined {
  let end = start;
  while (end < source.length && isAsciiLetter(source.charCodeAt(end))) {
    end++;
    if (end - start > longest) return undefined;
  }
  return end > start ? { name: source.slice(start, end).toLowerCase(), end } : undefined;
}

interface ScannedValue {
  value: string;
  end: number;
}

/** `"…"` with the escapes `\"`, `\[` and `\\`; a bare `[` or a line break means it is no value. */
function readQuotedValue(source: string, start: number): ScannedValue | undefined {
  const pieces: string[] = [];
  let pieceStart = start + 1;
  let index = start + 1;
  while (index < source.length) {
    const code = source.charCodeAt(index);
    if (code === QUOTE) {
      pieces.push(source.slice(pieceStart, index));
      const value = pieces.join('');
      return value.length <= MAX_MARKUP_VALUE_LENGTH ? { value, end: index + 1 } : undefined;
    }
    if (code === OPEN_BRACKET || isLineBreakCode(code)) return undefined;
    const next = source.charCodeAt(index + 1);
    if (code === BACKSLASH && (next === QUOTE || next === OPEN_BRACKET || next === BACKSLASH)) {
      // Keep what came before the backslash, drop the backslash, keep the escaped character.
      pieces.push(source.slice(pieceStart, index));
      pieceStart = index + 1;
      index += 2;
    } else {
      index += 1;
    }
  }
  return undefined;
}

/**
 * An unquoted value: up to `]` in the shorthand `[tag=value]` (so `[spoiler=Глава 1]` works), up to a
 * space or `]` in `name=value`. Never across `[`, `"` in the attribute form, or a line break.
 */
function readBareValue(
  source: string,
  start: number,
  form: 'shorthand' | 'attribute',
): ScannedValue | undefined {
  let index = start;
  while (index < source.length) {
    const code = source.charCodeAt(index);
    if (code === CLOSE_BRACKET || code === OPEN_BRACKET || isLineBreakCode(code)) break;
    if (form === 'attribute' && (code === QUOTE || code === SPACE || code === TAB)) break;
    index++;
  }
  const length = index - start;
  return length > 0 && length <= MAX_MARKUP_VALUE_LENGTH
    ? { value: source.slice(start, index), end: index }
    : undefined;
}

function readValue(
  source: string,
  start: number,
  form: 'shorthand' | 'attribute',
): ScannedValue | undefined {
  return source.charAt(start) === '"'
    ? readQuotedValue(source, start)
    : readBareValue(source, start, form);
}

/**
 * ` name=value …]` after a tag name. Attributes other than the tag's own are read and dropped, so a
 * pasted `target="_blank"` does not turn a link into text; none survives into the tree.
 */
function readAttributes(
  source: string,
  start: number,
  tag: ContainerTag,
): { attribute: string | undefined; end: number } | undefined {
  const wanted = attributeOf(tag)?.name;
  let attribute: string | undefined;
  let index = start;
  for (let count = 0; ; count++) {
    while (isSpace(source.charAt(index))) index++;
    if (source.charAt(index) === ']') return { attribute, end: index + 1 };
    if (count === MOST_ATTRIBUTES) return undefined;
    const name = readName(source, index, LONGEST_ATTRIBUTE_NAME);
    if (!name || source.charAt(name.end) !== '=') return undefined;
    const value = readValue(source, name.end + 1, 'attribute');
    if (!value) return undefined;
    const after = source.charAt(value.end);
    if (after !== ']' && !isSpace(after)) return undefined;
    if (name.name === wanted) attribute = value.value;
    index = value.end;
  }
}

function readOpener(
  source: string,
  nameEnd: number,
  tag: ContainerTag,
): { attribute: string | undefined; end: number } | undefined {
  const char = source.charAt(nameEnd);
  if (char === ']') return { attribute: undefined, end: nameEnd + 1 };
  if (char === '=') {
    if (!attributeOf(tag)) return undefined;
    const value = readValue(source, nameEnd + 1, 'shorthand');
    return value && source.charAt(value.end) === ']'
      ? { attribute: value.value, end: value.end + 1 }
      : undefined;
  }
  return isSpace(char) ? readAttributes(source, nameEnd, tag) : undefined;
}

/** `]content[/tag]` after a leaf tag's name; the content may hold neither `[` nor a line break. */
function readLeaf(source: string, nameEnd: number, tag: LeafTag): ScannedTag | undefined {
  if (source.charAt(nameEnd) !== ']') return undefined;
  const contentStart = nameEnd + 1;
  let index = contentStart;
  while (index < source.length && index - contentStart <= MAX_MARKUP_VALUE_LENGTH) {
    const code = source.charCodeAt(index);
    if (isLineBreakCode(code)) return undefined;
    if (code === OPEN_BRACKET) {
      const closer = `[/${tag}]`;
      const candidate = source.slice(index, index + closer.length);
      return candidate.toLowerCase() === closer
        ? {
            kind: 'leaf',
            tag,
            content: source.slice(contentStart, index),
            end: index + closer.length,
          }
        : undefined;
    }
    index++;
  }
  return undefined;
}

/**
 * The tag that starts at `source[start]` (a `[`), or `undefined` when the text there is not a
 * well-formed tag of the allowed set: unknown names, missing required attributes and broken values
 * all come back as `undefined`, and the caller keeps the `[` as literal text.
 */
export function scanTag(source: string, start: number): ScannedTag | undefined {
  const isCloser = source.charAt(start + 1) === '/';
  const nameStart = start + (isCloser ? 2 : 1);
  const name = readName(source, nameStart, LONGEST_TAG_NAME);
  if (!name || !isMarkupTag(name.name)) return undefined;
  const tag = name.name;
  if (isCloser) {
    return source.charAt(name.end) === ']' ? { kind: 'close', tag, end: name.end + 1 } : undefined;
  }
  if (isLeafTag(tag)) return readLeaf(source, name.end, tag);
  const opener = readOpener(source, name.end, tag);
  if (!opener) return undefined;
  if (attributeOf(tag)?.required && opener.attribute === undefined) return undefined;
  return { kind: 'open', tag, attribute: opener.attribute, end: opener.end };
}
