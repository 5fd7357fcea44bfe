/**
 * What the catalogue sorts by (docs/product §4); `rating` sorts by the chosen rating field. The last
 * two are ours (docs/product §A1.11): the most complete translation's percent, and the newest
 * update a group posted.
 */
export const sortKeys = [
  'mostRecentDate',
  'createdAt',
  'rating',
  'name',
  'releasedAt',
  'translationProgress',
  'translationUpdatedAt',
] as const;
export type SortKey = (typeof sortKeys)[number];

export const sortDirections = ['desc', 'asc'] as const;
export type SortDirection = (typeof sortDirections)[number];

export interface Sort {
  sortBy: SortKey;
  direction: SortDirection;
}

/** The rating a `rating` sort and the cards use (§3): mix by default, the site's own, or external. */
export const ratingFields = ['mixRating', 'bRating', 'vndbRating'] as const;
export type RatingField = (typeof ratingFields)[number];
export const defaultRatingField: RatingField = 'mixRating';

export const ratingFieldLabels: Record<RatingField, string> = {
  mixRating: 'Общий рейтинг',
  bRating: 'Рейтинг сайта',
  vndbRating: 'Рейтинг VNDB',
};

export const sortKeyLabels: Record<SortKey, string> = {
  mostRecentDate: 'По обновлению',
  createdAt: 'По дате добавления',
  rating: 'По рейтингу',
  name: 'По названию',
  releasedAt: 'По дате выхода',
  translationProgress: 'По прогрессу перевода',
  translationUpdatedAt: 'По обновлению перевода',
};

export const defaultSort: Sort = { sortBy: 'mostRecentDate', direction: 'desc' };

/** Pressing a sort key: the same key flips the direction, a new key starts descending (§4). */
export function toggleSort(current: Sort, pressed: SortKey): Sort {
  if (current.sortBy !== pressed) return { sortBy: pressed, direction: 'desc' };
  return { sortBy: pressed, direction: current.direction === 'desc' ? 'asc' : 'desc' };
}

/**
 * Changing the rating field while sorting by rating re-sorts descending by the new field (§4);
 * otherwise the sort stays as it was. `resort` tells the caller to reload the list.
 */
export function changeRatingField(current: Sort): { sort: Sort; resort: boolean } {
  if (current.sortBy !== 'rating') return { sort: current, resort: false };
  return { sort: { sortBy: 'rating', direction: 'desc' }, resort: true };
}

/** The user-list call sorts names the other way round, so its direction is inverted for `name` (§4). */
export function sortForUserListCall(sort: Sort): Sort {
  if (sort.sortBy !== 'name') return sort;
  return { sortBy: 'name', direction: sort.direction === 'desc' ? 'asc' : 'desc' };
}
