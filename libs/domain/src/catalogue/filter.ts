import type { z } from 'zod';
import { LIMITS } from '../format/constants';
import { lengths } from './lengths';
import { RELEASE_YEARS } from './release-years';
import type { novelFilterSchema } from './schemas';
import { catalogueRoutes, defaultSectionOf, filterSections, type CatalogueRoute } from './sections';
import {
  defaultRatingField,
  defaultSort,
  ratingFields,
  sortKeys,
  type RatingField,
  type SortKey,
} from './sort';

/** The catalogue's filter state (docs/product §3). `page` is 0-based here and 1-based in the URL. */
export type NovelFilter = z.infer<typeof novelFilterSchema>;

/** The filter of a catalogue route before the reader touches anything (§9: 30 a page, newest first). */
export function defaultFilter(route: CatalogueRoute): NovelFilter {
  return {
    search: '',
    section: defaultSectionOf[route],
    page: 0,
    limit: LIMITS.novelsPageSize,
    sort: defaultSort,
    ratingField: defaultRatingField,
    releasedYear: null,
    tags: [],
    genres: [],
    platforms: [],
    excludeTags: [],
    excludeGenres: [],
    lengths: [],
    translationProgress: null,
  };
}

/** URL query parameters, as the site reads them from and writes them to the address bar. */
export type QueryParams = Record<string, string>;

const LIST_KEYS = ['tags', 'genres', 'platforms', 'excludeTags', 'excludeGenres'] as const;

/*
 * The sort in the URL is one word: a sort key, or for a rating sort the rating field's name, so the
 * links of the main page read naturally (`/novels?sort=mixRating`, `/games?sort=createdAt`, §2.2).
 * Ascending adds `order=asc`. The rating field, when not the default and not the sort, is `rating=…`.
 */
function sortToQuery(filter: NovelFilter, query: QueryParams): void {
  const { sort, ratingField } = filter;
  const word = sort.sortBy === 'rating' ? ratingField : sort.sortBy;
  if (word !== defaultSort.sortBy) query['sort'] = word;
  if (sort.direction === 'asc') query['order'] = 'asc';
  if (sort.sortBy !== 'rating' && ratingField !== defaultRatingField) query['rating'] = ratingField;
}

function sortFromQuery(query: QueryParams): Pick<NovelFilter, 'sort' | 'ratingField'> {
  const word = query['sort'];
  const direction = query['order'] === 'asc' ? 'asc' : 'desc';
  const isRatingField = (value: string | undefined): value is RatingField =>
    (ratingFields as readonly string[]).includes(value ?? '');
  if (isRatingField(word)) return { sort: { sortBy: 'rating', direction }, ratingField: word };
  const sortBy =
    (sortKeys as readonly string[]).includes(word ?? '') && word !== 'rating'
      ? (word as SortKey)
      : defaultSort.sortBy;
  const rating = query['rating'];
  return {
    sort: { sortBy, direction },
    ratingField: isRatingField(rating) ? rating : defaultRatingField,
  };
}

const splitList = (value: string | undefined): string[] =>
  value ? value.split(',').filter((item) => item !== '') : [];

/**
 * The filter as URL query parameters: only what differs from the route's defaults, so shared links
 * stay short; the page is 1-based (§9). `filterFromQuery` reads it back exactly.
 */
export function filterToQuery(filter: NovelFilter, route: CatalogueRoute): QueryParams {
  const query: QueryParams = {};
  if (filter.search) query['search'] = filter.search;
  if (filter.section !== defaultSectionOf[route]) query['section'] = filter.section;
  if (filter.page > 0) query['page'] = String(filter.page + 1);
  if (filter.limit !== LIMITS.novelsPageSize) query['limit'] = String(filter.limit);
  sortToQuery(filter, query);
  if (filter.releasedYear !== null) query['year'] = String(filter.releasedYear);
  for (const key of LIST_KEYS) if (filter[key].length > 0) query[key] = filter[key].join(',');
  if (filter.lengths.length > 0) query['length'] = filter.lengths.join(',');
  if (filter.translationProgress !== null) query['progress'] = String(filter.translationProgress);
  return query;
}

function integerIn(
  value: string | undefined,
  range: { min: number; max: number },
): number | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= range.min && number <= range.max ? number : undefined;
}

/**
 * The filter a URL describes. Anything unknown or out of range falls back to the route's default, so
 * a hand-edited or stale link still opens a sensible view instead of an error.
 */
export function filterFromQuery(query: QueryParams, route: CatalogueRoute): NovelFilter {
  const defaults = defaultFilter(route);
  const section = query['section'];
  const page = integerIn(query['page'], { min: 1, max: Number.MAX_SAFE_INTEGER });
  const year = integerIn(query['year'], { min: RELEASE_YEARS.oldest, max: RELEASE_YEARS.latest });
  return {
    ...defaults,
    search: query['search'] ?? '',
    section: (filterSections as readonly string[]).includes(section ?? '')
      ? (section as NovelFilter['section'])
      : defaults.section,
    page: page === undefined ? 0 : page - 1,
    limit: integerIn(query['limit'], { min: 1, max: LIMITS.novelsPageSizeMax }) ?? defaults.limit,
    ...sortFromQuery(query),
    releasedYear: year ?? null,
    tags: splitList(query['tags']),
    genres: splitList(query['genres']),
    platforms: splitList(query['platforms']),
    excludeTags: splitList(query['excludeTags']),
    excludeGenres: splitList(query['excludeGenres']),
    lengths: splitList(query['length']).filter((value): value is NovelFilter['lengths'][number] =>
      (lengths as readonly string[]).includes(value),
    ),
    translationProgress: integerIn(query['progress'], { min: 0, max: 100 }) ?? null,
  };
}

/** The value lists of a filter that narrow the list. */
type NarrowingList = 'tags' | 'genres' | 'platforms' | 'excludeTags' | 'excludeGenres' | 'lengths';

/** The parts of a filter that narrow the list; the API's query holds the same with ids for values. */
export type NarrowingFilter = {
  releasedYear: number | null;
  /** Ours (docs/product §A1.11): a translation at least this many percent along. */
  translationProgress: number | null;
} & Readonly<Record<NarrowingList, readonly unknown[]>>;

/**
 * Whether a filter narrows the list beyond its route's section and sort: a year, vocabulary values,
 * lengths or a translation's progress (the catalogue's filter panel opens itself then; the API walks
 * its filter index then).
 */
export function hasActiveFilters(filter: NarrowingFilter): boolean {
  return (
    filter.releasedYear !== null ||
    filter.translationProgress !== null ||
    [
      filter.tags,
      filter.genres,
      filter.platforms,
      filter.excludeTags,
      filter.excludeGenres,
      filter.lengths,
    ].some((values) => values.length > 0)
  );
}

/**
 * The query of `GET /api/novels` (§7): 0-based page, the sort as `sortBy`/`direction` and the rating
 * field (which rating a `rating` sort orders by and the cards show), every list comma-separated.
 * Empty values are left out. The contract's `novelsQuerySchema` parses exactly this.
 */
export function filterToApiParams(filter: NovelFilter): QueryParams {
  const params: QueryParams = {
    section: filter.section,
    page: String(filter.page),
    limit: String(filter.limit),
    sortBy: filter.sort.sortBy,
    direction: filter.sort.direction,
    ratingField: filter.ratingField,
  };
  if (filter.search.trim()) params['search'] = filter.search.trim();
  if (filter.releasedYear !== null) params['releasedYear'] = String(filter.releasedYear);
  for (const key of LIST_KEYS) if (filter[key].length > 0) params[key] = filter[key].join(',');
  if (filter.lengths.length > 0) params['lengths'] = filter.lengths.join(',');
  if (filter.translationProgress !== null) {
    params['translationProgress'] = String(filter.translationProgress);
  }
  return params;
}

/** Every catalogue route, for callers that need to walk them. */
export { catalogueRoutes };
