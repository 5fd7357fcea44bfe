import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestTime } from '../testing/best-time';
import { isJsonDeeperThan, MAX_JSON_DEPTH } from './json-depth';

/** The nesting depth of a parsed value, by recursion (fine for the small values generated here). */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (typeof value === 'object' && value !== null) {
    return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  }
  return 0;
}

describe('the depth of a JSON text (docs/product §9 request bodies)', () => {
  it('agrees with the depth of the parsed value, brackets inside strings not counted', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 8 }),
        fc.integer({ min: 0, max: 10 }),
        (value, limit) => {
          const text = JSON.stringify(value);
          expect(isJsonDeeperThan(text, limit)).toBe(depthOf(value) > limit);
        },
      ),
    );
  });

  it('reads escaped quotes and brackets in strings as text', () => {
    expect(isJsonDeeperThan('{"a":"\\"[[[[{{{{"}', 1)).toBe(false);
    expect(isJsonDeeperThan('["\\\\",[[]]]', 2)).toBe(true);
  });

  it('allows the deepest body the site sends and refuses one level more', () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    expect(isJsonDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(isJsonDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it('measures a megabyte of brackets without recursion, in linear time', () => {
    const hostile = '['.repeat(1_000_000);
    expect(isJsonDeeperThan(hostile)).toBe(true);
    const flat = `[${'0,'.repeat(500_000)}0]`;
    expect(bestTime(() => isJsonDeeperThan(flat))).toBeLessThan(200);
  });
});
