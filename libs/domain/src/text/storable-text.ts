// NUL; a high surrogate not followed by a low one; a low surrogate not preceded by a high one.
const UNSTORABLE_SOURCE =
  '\\u0000|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
const UNSTORABLE = new RegExp(UNSTORABLE_SOURCE);
const UNSTORABLE_ALL = new RegExp(UNSTORABLE_SOURCE, 'g');

/**
 * Text the database can keep and every client can read: without NUL (SQLite under FerretDB and many
 * C libraries end a string at it, and nobody means one) and without unpaired UTF-16 surrogates (not a
 * character at all: encoders replace or refuse them). Every string a request carries is cleaned with
 * this before it is checked and stored, so a stray code unit is dropped instead of failing the call.
 */
export function storableText(text: string): string {
  return UNSTORABLE.test(text) ? text.replace(UNSTORABLE_ALL, '') : text;
}

/** Every string inside a parsed request (objects, arrays) cleaned by `storableText`; other values kept. */
export function withStorableText(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(withStorableText);
  if (isPlainObject(value)) {
    const cleaned: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value))
      cleaned[storableText(key)] = withStorableText(field);
    return cleaned;
  }
  return value;
}

/**
 * JSON-shaped objects only: a Buffer (an uploaded file) or a Date passes through untouched. Parsed
 * query strings are objects of a prototype-less class (fast-querystring's), so "its prototype has no
 * prototype" is the test, not "its prototype is Object.prototype".
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}
