import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonEqual } from './json-equal';

describe('jsonEqual', () => {
  it('compares structurally, ignoring key order and undefined keys', () => {
    expect(jsonEqual({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 2 })).toBe(false);
    expect(jsonEqual({ a: 1 }, { b: 1 })).toBe(false);
    expect(jsonEqual([1, 2], [1, 2, 3])).toBe(false);
    expect(jsonEqual([1], { 0: 1 })).toBe(false);
    expect(jsonEqual('1', 1)).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
    expect(jsonEqual(NaN, NaN)).toBe(true);
    expect(jsonEqual(0, -0)).toBe(true);
    expect(jsonEqual('NaN', NaN)).toBe(false);
  });

  it('compares dates by instant', () => {
    expect(jsonEqual(new Date(5), new Date(5))).toBe(true);
    expect(jsonEqual(new Date(5), new Date(6))).toBe(false);
    expect(jsonEqual(new Date(5), 5)).toBe(false);
  });

  it('holds a value equal to its JSON copy, and is symmetric', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(jsonEqual(a, JSON.parse(JSON.stringify(a)))).toBe(true);
        expect(jsonEqual(a, b)).toBe(jsonEqual(b, a));
      }),
    );
  });
});
