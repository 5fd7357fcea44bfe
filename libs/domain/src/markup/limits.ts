/**
 * Bounds that keep hostile input cheap. They are not in docs/product; they only have to be far beyond what a
 * person writes, so real content never meets them.
 */

/** Deepest nesting of markup tags, and of spoiler/quote blocks; deeper tags are kept as literal text. */
export const MAX_MARKUP_DEPTH = 32;

/** Longest attribute value (link, novel url, spoiler title) or tag content (image url, user name). */
export const MAX_MARKUP_VALUE_LENGTH = 2000;

/**
 * How deeply spoilers and quotes nest in a value, counted without recursion, so that measuring a
 * hostile value cannot exhaust the stack. `Infinity` once it passes `limit`.
 */
export function blockNestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  let level: unknown[] = [value];
  while (level.length > 0) {
    const next: unknown[] = [];
    for (const list of level) {
      if (!Array.isArray(list)) continue;
      for (const block of list) {
        if (typeof block === 'object' && block !== null && 'blocks' in block)
          next.push(block.blocks);
      }
    }
    if (next.length === 0) break;
    deepest++;
    if (deepest > limit) return Infinity;
    level = next;
  }
  return deepest;
}
