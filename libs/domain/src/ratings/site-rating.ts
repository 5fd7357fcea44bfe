import { bayesianRating, BAYESIAN_PRIOR_VOTES, SEPARATE_RATINGS_BELOW } from '../catalogue/rating';

/*
 * The site rating, open (docs/product §A5, ours): how a project's number comes from its counted
 * votes. One formula, the one the catalogue sorts by (`bayesianRating`):
 *   site rating = (W × catalogue mean + sum of counted votes) / (W + counted votes)
 * with W = BAYESIAN_PRIOR_VOTES. The prior's share of the result, W / (W + n), is a half at 10
 * votes and a tenth at 90: it fades as votes come and never quite vanishes. No cap is applied; the
 * one minimum is the specification's: below SEPARATE_RATINGS_BELOW votes the page shows the plain
 * mean beside the site rating rather than the site rating alone.
 */

/** The scale of a vote (docs/product §9: an integer 1 to 10). */
export const RATING_SCALE = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** How many votes each value has, index 0 for 1 … index 9 for 10. */
export type RatingHistogram = readonly number[];

/** Ten empty bars. */
export function emptyHistogram(): number[] {
  return RATING_SCALE.map(() => 0);
}

/** The histogram of some votes; a value outside 1..10 (never stored) is not counted. */
export function histogramOf(ratings: Iterable<number>): number[] {
  const bars = emptyHistogram();
  for (const rating of ratings) {
    if (Number.isInteger(rating) && rating >= 1 && rating <= 10) bars[rating - 1]! += 1;
  }
  return bars;
}

/** The number of votes and their sum, from a histogram. */
export function histogramTotals(histogram: RatingHistogram): { count: number; sum: number } {
  let count = 0;
  let sum = 0;
  histogram.forEach((votes, index) => {
    count += votes;
    sum += votes * (index + 1);
  });
  return { count, sum };
}

/** The prior's share of a site rating with this many counted votes: W / (W + n). */
export function priorShare(votes: number, priorVotes: number = BAYESIAN_PRIOR_VOTES): number {
  return priorVotes / (priorVotes + Math.max(0, votes));
}

/** Everything «как считается» says of one project's site rating. */
export interface SiteRatingExplained {
  /** The counted votes. */
  votes: number;
  /** Their plain mean; null with none. */
  mean: number | null;
  /** The site rating; null with no counted votes. */
  siteRating: number | null;
  /** The prior: the catalogue mean it pulls toward, how many votes it weighs as, and its share here. */
  prior: { mean: number; votes: number; share: number };
  /** The minimum: below it the plain mean is shown beside the site rating. */
  minimumVotes: number;
  belowMinimum: boolean;
}

/** The site rating of a histogram of counted votes, with the parts it is made of. */
export function explainSiteRating(
  histogram: RatingHistogram,
  catalogueMean: number,
  priorVotes: number = BAYESIAN_PRIOR_VOTES,
): SiteRatingExplained {
  const { count, sum } = histogramTotals(histogram);
  return {
    votes: count,
    mean: count > 0 ? sum / count : null,
    siteRating: bayesianRating({ sum, count, catalogueMean, priorVotes }),
    prior: { mean: catalogueMean, votes: priorVotes, share: priorShare(count, priorVotes) },
    minimumVotes: SEPARATE_RATINGS_BELOW,
    belowMinimum: count < SEPARATE_RATINGS_BELOW,
  };
}
