/**
 * The url slug of a project, made from its name (docs/product §5): lowercase; Latin and Cyrillic letters
 * and digits kept; apostrophes dropped; every other run of characters becomes one dash; a trailing
 * dash is trimmed.
 *
 * A leading dash is kept on purpose: the rule trims only the trailing one, and existing project urls
 * were made by this rule, so changing it would break links people have shared.
 */
const APOSTROPHES = /['’ʼ`]/g;
const NOT_SLUG_CHARACTERS = /[^a-z0-9а-яё]+/g;
const TRAILING_DASH = /-$/;

export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(NOT_SLUG_CHARACTERS, '-')
    .replace(TRAILING_DASH, '');
}

/**
 * Whether `text` could be a url made by `slugFromName` (a fixed point of it, not empty). An address
 * that names a record by url is checked with it first: anything else cannot be a url, so it is the
 * caller's mistake (400), not an unknown record (404).
 */
export function isSlug(text: string): boolean {
  return text !== '' && slugFromName(text) === text;
}
