/**
 * How deeply a JSON text may nest arrays and objects (ours; docs/product §9 "Request bodies"). Far
 * beyond any body the site sends: the deepest is an article of content blocks nested
 * `MAX_MARKUP_DEPTH` (32) levels, two JSON levels each. A deeper text is refused before it is
 * parsed, so that nothing that walks the value afterwards (validation, sanitising, storing) can run
 * out of stack on it.
 */
export const MAX_JSON_DEPTH = 100;

export const JSON_TOO_DEEP_MESSAGE = `Слишком глубокая вложенность данных: больше ${MAX_JSON_DEPTH} уровней`;

const OPENERS = new Set(['[', '{']);
const CLOSERS = new Set([']', '}']);

/**
 * Whether a JSON text nests arrays and objects deeper than `limit`, read in one pass without
 * recursion and without parsing (brackets inside strings do not count). Malformed text is measured
 * the same way; the parser then refuses it for what it is.
 */
export function isJsonDeeperThan(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (inString) {
      if (character === '\\') index++;
      else if (character === '"') inString = false;
    } else if (character === '"') {
      inString = true;
    } else if (OPENERS.has(character)) {
      depth++;
      if (depth > limit) return true;
    } else if (CLOSERS.has(character)) {
      depth--;
    }
  }
  return false;
}
