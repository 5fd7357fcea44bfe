/**
 * Bounds that keep hostile input cheap. They are not in docs/product; they only have to be far beyond what a
 * person writes, so real content never meets them.
 */

/** Deepest nesting of markup tags, and of spoiler/quote blocks; deeper tags are kept as literal text. */
export const MAX_MARKUP_DEPTH = 32;

/** Longest attribute value (link, novel url, spoiler title) or tag content (image url, user name). */
export const MAX_MARKUP_VALUE_LENGTH = 2000;
