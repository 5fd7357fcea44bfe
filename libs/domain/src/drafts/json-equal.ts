/**
 * Structural equality of JSON-like values (plain objects, arrays, strings, numbers, booleans, null,
 * undefined), with key order ignored. Used where docs/product says "unchanged" (§5 Draft save, §4 Post
 * editing); Dates compare by instant.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  // 0 and -0 are one JSON number; NaN (not JSON, but a parsed date can give it) equals itself.
  if (a === b || (Number.isNaN(a) && Number.isNaN(b))) return true;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]));
  }
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  const keysA = Object.keys(recordA).filter((key) => recordA[key] !== undefined);
  const keysB = Object.keys(recordB).filter((key) => recordB[key] !== undefined);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => Object.hasOwn(recordB, key) && jsonEqual(recordA[key], recordB[key]))
  );
}
