// @ts-check
/*
 * Small text edits of the files a generator registers its output in (an index's exports, the app
 * module's imports, the router's routes). Plain string work on purpose: each edit anchors on a line
 * the file has had for a long time, and says so when the anchor is gone, instead of a TypeScript AST
 * (the generators load without a TypeScript transpiler, ADR 0013).
 */
import { names } from '@nx/devkit';

/** Thrown when a file no longer has the line an edit anchors on; the message says what to do. */
export class AnchorMissingError extends Error {}

/**
 * Inserts `lines` after the statement that starts on the last line matching `start` (a statement
 * that spans lines ends at the first line after it that ends with `;`).
 * @param {string} text
 * @param {RegExp} start
 * @param {string} lines
 * @param {string} what what the anchor is, for the error
 */
export function insertAfterLastStatement(text, start, lines, what) {
  const all = text.split('\n');
  let at = -1;
  all.forEach((line, index) => {
    if (start.test(line)) at = index;
  });
  if (at < 0) throw new AnchorMissingError(`no ${what} to insert after`);
  while (at < all.length && !(all[at] ?? '').trimEnd().endsWith(';')) at += 1;
  all.splice(at + 1, 0, lines);
  return all.join('\n');
}

/**
 * Inserts `line` before the first line matching `anchor`, with that line's indentation.
 * @param {string} text
 * @param {RegExp} anchor
 * @param {string} line
 * @param {string} what what the anchor is, for the error
 */
export function insertBeforeLine(text, anchor, line, what) {
  const all = text.split('\n');
  const at = all.findIndex((candidate) => anchor.test(candidate));
  if (at < 0) throw new AnchorMissingError(`no ${what} to insert before`);
  const indentation = /^\s*/.exec(all[at] ?? '')?.[0] ?? '';
  all.splice(at, 0, `${indentation}${line}`);
  return all.join('\n');
}

/**
 * Inserts `line` as the last entry of the list literal whose declaration starts on the line matching
 * `start` (the list closes at the first line after it that is `];`), indented like a list entry.
 * @param {string} text
 * @param {RegExp} start
 * @param {string} line
 * @param {string} what what the list is, for the error
 */
export function insertAtEndOfList(text, start, line, what) {
  const all = text.split('\n');
  const from = all.findIndex((candidate) => start.test(candidate));
  const end =
    from < 0 ? -1 : all.findIndex((candidate, index) => index > from && candidate === '];');
  if (end < 0) throw new AnchorMissingError(`no ${what} to add to`);
  all.splice(end, 0, `  ${line}`);
  return all.join('\n');
}

const reservedWords = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends ' +
    'false finally for function if import in instanceof new null return super switch this throw ' +
    'true try typeof var void while with yield let static implements interface package private ' +
    'protected public await'
  ).split(' '),
);

/** A name usable as a variable: `switch` becomes `switchRoot`. @param {string} name */
export function safeVariableName(name) {
  return reservedWords.has(name) ? `${name}Root` : name;
}

/**
 * The spellings of a generator's `name`, refusing what cannot be a folder and a class name.
 * @param {string} name
 */
export function namesOf(name) {
  const trimmed = String(name ?? '').trim();
  if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(trimmed)) {
    throw new Error(
      `"${trimmed}" is not a usable name: letters, digits and dashes, starting with a letter`,
    );
  }
  return names(trimmed);
}
