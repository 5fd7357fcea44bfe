/** The site rating and the average are shown separately while fewer than 10 readers rated (§9). */
export const SEPARATE_RATINGS_BELOW = 10;

/** The external database rates 10..100; the site shows it divided by 10 with one decimal (§9). */
export function formatExternalRating(rating: number): string {
  return (rating / 10).toFixed(1);
}

/** A rating shown with one decimal, e.g. "7.4". */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

export function showRatingsSeparately(ratedUsers: number): boolean {
  return ratedUsers < SEPARATE_RATINGS_BELOW;
}

/** The plain average of the site's ratings, from the `$inc`-kept sum and count; null with no votes. */
export function averageRating(totals: { sum: number; count: number }): number | null {
  return totals.count > 0 ? totals.sum / totals.count : null;
}

/**
 * How many votes of the catalogue mean a project starts with in `bRating`. Ten is where the spec stops
 * showing the two figures separately (§9), so a project's own votes outweigh the prior from there on.
 */
export const BAYESIAN_PRIOR_VOTES = 10;

/**
 * `bRating`, the site rating: a Bayesian average that pulls a project with few votes toward the mean
 * of the whole catalogue, so one enthusiastic 10 does not top the chart:
 *   bRating = (priorVotes × catalogueMean + sum) / (priorVotes + count).
 * Null when the project has no votes.
 */
export function bayesianRating(input: {
  sum: number;
  count: number;
  catalogueMean: number;
  priorVotes?: number;
}): number | null {
  if (input.count === 0) return null;
  const prior = input.priorVotes ?? BAYESIAN_PRIOR_VOTES;
  return (prior * input.catalogueMean + input.sum) / (prior + input.count);
}

/**
 * `mixRating`, the default rating: the site's rating and the external database's (scaled to 1..10)
 * weighted by their vote counts, so whichever more people rated counts more. Either side may be
 * missing; null when both are.
 */
export function mixRating(input: {
  site: { rating: number | null; votes: number };
  external: { rating: number | null; votes: number };
}): number | null {
  const parts = [
    { rating: input.site.rating, votes: input.site.votes },
    {
      rating: input.external.rating === null ? null : input.external.rating / 10,
      votes: input.external.votes,
    },
  ].filter(
    (part): part is { rating: number; votes: number } => part.rating !== null && part.votes > 0,
  );
  const votes = parts.reduce((sum, part) => sum + part.votes, 0);
  if (votes === 0) return null;
  return parts.reduce((sum, part) => sum + part.rating * part.votes, 0) / votes;
}
