import { describe, expect, it } from 'vitest';
import { catalogueSizes } from './context';

describe('catalogueSizes', () => {
  it('keeps the demo and the 20,000-project bench as they were', () => {
    expect(catalogueSizes(300)).toMatchObject({ users: 50, readerPairs: 3907 });
    expect(catalogueSizes(20_000)).toMatchObject({ users: 500, readerPairs: 46_667 });
  });

  it('grows readers and their marks in proportion past 20,000 projects, for the growth bench', () => {
    const base = catalogueSizes(20_000);
    for (const times of [4, 10]) {
      const grown = catalogueSizes(20_000 * times);
      expect(grown.users).toBe(base.users * times);
      expect(grown.readerPairs).toBe(base.readerPairs * times);
    }
    // No step at the boundary: one project more is about the same catalogue.
    expect(catalogueSizes(20_001).readerPairs - base.readerPairs).toBeLessThanOrEqual(3);
  });
});
