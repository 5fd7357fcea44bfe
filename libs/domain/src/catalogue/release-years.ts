/**
 * The release years a filter may ask for (docs/product §3 `releasedYear`): the schema's bounds, the
 * address's, and the years the filter panel offers all come from here.
 */
export const RELEASE_YEARS = { oldest: 1970, latest: 2100 } as const;

/** The years a filter offers, newest first: `newest` (the current year) down to the oldest. */
export function releaseYearsDownFrom(newest: number): number[] {
  const count = Math.max(0, newest - RELEASE_YEARS.oldest + 1);
  return Array.from({ length: count }, (_, index) => newest - index);
}
