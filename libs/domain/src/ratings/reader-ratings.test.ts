import { describe, expect, it } from 'vitest';
import { readerRatingStats } from './reader-ratings';

describe('a reader’s own ratings (docs/product §A5.3)', () => {
  it('gives their bars and mean, and how they compare with the site on projects that have a rating', () => {
    const stats = readerRatingStats([
      { rating: 9, siteRating: 7.2 },
      { rating: 7, siteRating: 7.3 },
      { rating: 4, siteRating: 6 },
      { rating: 8, siteRating: null },
    ]);
    expect(stats.histogram).toEqual([0, 0, 0, 1, 0, 0, 1, 1, 1, 0]);
    expect(stats.count).toBe(4);
    expect(stats.mean).toBe(7);
    expect(stats.comparison).toMatchObject({ projects: 3, higher: 1, same: 1, lower: 1 });
    expect(stats.comparison!.siteMean).toBeCloseTo(20.5 / 3);
    expect(stats.comparison!.difference).toBeCloseTo((1.8 - 0.3 - 2) / 3);
  });

  it('has no comparison when no rated project has a site rating, and no mean without ratings', () => {
    expect(readerRatingStats([{ rating: 5, siteRating: null }]).comparison).toBeNull();
    expect(readerRatingStats([])).toMatchObject({ count: 0, mean: null, comparison: null });
  });
});
