import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storedCount } from './stored-count';

describe('storedCount', () => {
  it('is 0 for a counter never written, and never below 0', () => {
    expect(storedCount(undefined)).toBe(0);
    expect(storedCount(null)).toBe(0);
    expect(storedCount(-1)).toBe(0);
    fc.assert(fc.property(fc.integer(), (value) => storedCount(value) >= 0));
  });

  it('keeps every count that is not negative as it is', () => {
    fc.assert(fc.property(fc.nat(), (value) => storedCount(value) === value));
  });
});
