import { histogramOf, histogramTotals } from './site-rating';

/*
 * A reader's own ratings beside the site's (docs/product §A5.3, ours): their distribution and mean,
 * and how they compare with the site rating of the same projects — the mean difference over the
 * projects that have a site rating, and how many they rated higher, the same or lower (within half a
 * point counts as the same: a vote is an integer, the site rating is not).
 */

/** A rating within this of the site rating counts as agreeing with it. */
export const SAME_AS_SITE_WITHIN = 0.5;

export interface ReaderRatingStats {
  histogram: number[];
  count: number;
  mean: number | null;
  /** Over the projects that have a site rating; null when none has. */
  comparison: {
    projects: number;
    siteMean: number;
    /** The reader's mean minus the site's over those projects: above zero, the reader rates higher. */
    difference: number;
    higher: number;
    same: number;
    lower: number;
  } | null;
}

export function readerRatingStats(
  ratings: readonly { rating: number; siteRating: number | null }[],
): ReaderRatingStats {
  const histogram = histogramOf(ratings.map(({ rating }) => rating));
  const { count, sum } = histogramTotals(histogram);
  const compared = ratings.filter(
    (entry): entry is { rating: number; siteRating: number } => entry.siteRating !== null,
  );
  let comparison: ReaderRatingStats['comparison'] = null;
  if (compared.length > 0) {
    const differences = compared.map(({ rating, siteRating }) => rating - siteRating);
    const siteSum = compared.reduce((total, { siteRating }) => total + siteRating, 0);
    comparison = {
      projects: compared.length,
      siteMean: siteSum / compared.length,
      difference: differences.reduce((total, each) => total + each, 0) / compared.length,
      higher: differences.filter((each) => each > SAME_AS_SITE_WITHIN).length,
      same: differences.filter((each) => Math.abs(each) <= SAME_AS_SITE_WITHIN).length,
      lower: differences.filter((each) => each < -SAME_AS_SITE_WITHIN).length,
    };
  }
  return { histogram, count, mean: count > 0 ? sum / count : null, comparison };
}
