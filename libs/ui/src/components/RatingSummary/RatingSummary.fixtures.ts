import type { RatingSummaryProps } from './RatingSummary';

type Ratings = Omit<RatingSummaryProps, 'className'>;

/** A project many readers rated: the site rating alone, no average beside it. */
export const manyVotes: Ratings = {
  mixRating: 8.4,
  siteRating: 7.9,
  average: 8.1,
  ratedUsers: 125,
  externalRating: 89.7,
};

/** A project fewer than 10 readers rated: the plain average shown beside the site rating. */
export const fewVotes: Ratings = {
  mixRating: 8.9,
  siteRating: 7.2,
  average: 9.3,
  ratedUsers: 3,
  externalRating: 90.1,
};

/** A project no one rated, here or in the external database: a dash for each rating. */
export const noRatings: Ratings = {
  mixRating: null,
  siteRating: null,
  average: null,
  ratedUsers: 0,
  externalRating: null,
};
