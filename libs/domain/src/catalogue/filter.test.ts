import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  defaultFilter,
  filterFromQuery,
  filterToApiParams,
  filterToQuery,
  type NovelFilter,
} from './filter';
import { novelsQuerySchema } from '../api/catalogue';
import { lengths } from './lengths';
import { catalogueRoutes, filterSections } from './sections';
import { ratingFields, sortDirections, sortKeys } from './sort';
import { novelFilterSchema } from './schemas';

const listItem = fc.string({ minLength: 1, maxLength: 12 }).filter((item) => !item.includes(','));

const filterArbitrary: fc.Arbitrary<NovelFilter> = fc.record({
  search: fc.string({ maxLength: 20 }),
  section: fc.constantFrom(...filterSections),
  page: fc.nat({ max: 500 }),
  limit: fc.integer({ min: 1, max: 100 }),
  sort: fc.record({
    sortBy: fc.constantFrom(...sortKeys),
    direction: fc.constantFrom(...sortDirections),
  }),
  ratingField: fc.constantFrom(...ratingFields),
  releasedYear: fc.option(fc.integer({ min: 1970, max: 2100 }), { nil: null }),
  tags: fc.array(listItem, { maxLength: 4 }),
  genres: fc.array(listItem, { maxLength: 4 }),
  platforms: fc.array(listItem, { maxLength: 4 }),
  excludeTags: fc.array(listItem, { maxLength: 4 }),
  excludeGenres: fc.array(listItem, { maxLength: 4 }),
  lengths: fc.array(fc.constantFrom(...lengths), { maxLength: 5 }),
  translationProgress: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
});

describe('filter ↔ URL query (docs/product §2.2, §3, §9)', () => {
  it('round-trips every filter on every route', () => {
    fc.assert(
      fc.property(filterArbitrary, fc.constantFrom(...catalogueRoutes), (filter, route) => {
        expect(novelFilterSchema.parse(filter)).toEqual(filter);
        expect(filterFromQuery(filterToQuery(filter, route), route)).toEqual(filter);
      }),
    );
  });

  it('reaches a fixed point from any query, however mangled', () => {
    const query = fc.dictionary(
      fc.constantFrom(
        'search',
        'section',
        'page',
        'limit',
        'sort',
        'order',
        'rating',
        'year',
        'tags',
        'length',
        'progress',
        'junk',
      ),
      fc.string({ maxLength: 10 }),
    );
    fc.assert(
      fc.property(query, fc.constantFrom(...catalogueRoutes), (params, route) => {
        const filter = filterFromQuery(params, route);
        expect(novelFilterSchema.safeParse(filter).success).toBe(true);
        const once = filterToQuery(filter, route);
        expect(filterToQuery(filterFromQuery(once, route), route)).toEqual(once);
      }),
    );
  });

  it('writes nothing for the defaults, so the plain route is the default view', () => {
    expect(filterToQuery(defaultFilter('novels'), 'novels')).toEqual({});
    expect(filterToQuery(defaultFilter('games'), 'games')).toEqual({});
  });

  it('defaults the section per route: novel on /novels, game on /games', () => {
    expect(filterFromQuery({}, 'novels').section).toBe('novel');
    expect(filterFromQuery({}, 'games').section).toBe('game');
    expect(filterToQuery({ ...defaultFilter('games'), section: 'novel' }, 'games')).toEqual({
      section: 'novel',
    });
  });

  it('shows the page 1-based in the URL and keeps it 0-based in state', () => {
    expect(filterToQuery({ ...defaultFilter('novels'), page: 2 }, 'novels')).toEqual({ page: '3' });
    expect(filterFromQuery({ page: '3' }, 'novels').page).toBe(2);
    expect(filterFromQuery({ page: '0' }, 'novels').page).toBe(0);
    expect(filterFromQuery({ page: '-4' }, 'novels').page).toBe(0);
  });

  it('reads the main page links: /novels?sort=mixRating and /games?section=all&sort=createdAt', () => {
    expect(filterFromQuery({ sort: 'mixRating' }, 'novels')).toMatchObject({
      sort: { sortBy: 'rating', direction: 'desc' },
      ratingField: 'mixRating',
    });
    expect(filterFromQuery({ section: 'all', sort: 'createdAt' }, 'games')).toMatchObject({
      section: 'all',
      sort: { sortBy: 'createdAt', direction: 'desc' },
    });
  });

  it('encodes ascending order and a non-default rating field outside a rating sort', () => {
    const filter: NovelFilter = {
      ...defaultFilter('novels'),
      sort: { sortBy: 'name', direction: 'asc' },
      ratingField: 'vndbRating',
    };
    expect(filterToQuery(filter, 'novels')).toEqual({
      sort: 'name',
      order: 'asc',
      rating: 'vndbRating',
    });
  });

  it('joins include and exclude lists with commas', () => {
    const filter = {
      ...defaultFilter('novels'),
      tags: ['a', 'b'],
      excludeGenres: ['c'],
      lengths: ['short' as const],
    };
    expect(filterToQuery(filter, 'novels')).toEqual({
      tags: 'a,b',
      excludeGenres: 'c',
      length: 'short',
    });
  });

  it('keeps a translation threshold and the translation sorts as plain words (ours, §A1.11)', () => {
    const filter: NovelFilter = {
      ...defaultFilter('novels'),
      sort: { sortBy: 'translationUpdatedAt', direction: 'desc' },
      translationProgress: 75,
    };
    expect(filterToQuery(filter, 'novels')).toEqual({
      sort: 'translationUpdatedAt',
      progress: '75',
    });
    expect(filterFromQuery({ progress: '101' }, 'novels').translationProgress).toBeNull();
    expect(filterFromQuery({ progress: 'half' }, 'novels').translationProgress).toBeNull();
    expect(filterToApiParams(filter)).toMatchObject({
      sortBy: 'translationUpdatedAt',
      translationProgress: '75',
    });
  });

  it('ignores unknown values instead of failing', () => {
    expect(
      filterFromQuery(
        { section: 'movies', sort: 'rating', limit: '9999', year: '1800', length: 'epic,short' },
        'novels',
      ),
    ).toMatchObject({
      section: 'novel',
      sort: { sortBy: 'mostRecentDate' },
      limit: 30,
      releasedYear: null,
      lengths: ['short'],
    });
  });
});

describe('filterToApiParams (GET /api/novels, §7)', () => {
  it('sends the 0-based page, the sort and its rating field, and the lists', () => {
    const filter: NovelFilter = {
      ...defaultFilter('games'),
      search: '  лето ',
      page: 1,
      sort: { sortBy: 'rating', direction: 'desc' },
      ratingField: 'bRating',
      releasedYear: 2020,
      tags: ['t1', 't2'],
      excludeTags: ['t3'],
      lengths: ['long', 'veryLong'],
    };
    expect(filterToApiParams(filter)).toEqual({
      section: 'game',
      page: '1',
      limit: '30',
      sortBy: 'rating',
      direction: 'desc',
      ratingField: 'bRating',
      search: 'лето',
      releasedYear: '2020',
      tags: 't1,t2',
      excludeTags: 't3',
      lengths: 'long,veryLong',
    });
  });

  it('leaves out empty values', () => {
    expect(filterToApiParams(defaultFilter('novels'))).toEqual({
      section: 'novel',
      page: '0',
      limit: '30',
      sortBy: 'mostRecentDate',
      direction: 'desc',
      ratingField: 'mixRating',
    });
  });

  it('is always a query the contract accepts, meaning the same filter', () => {
    fc.assert(
      fc.property(filterArbitrary, (filter) => {
        const parsed = novelsQuerySchema.parse(filterToApiParams(filter));
        expect(parsed.sortBy).toBe(filter.sort.sortBy);
        expect(parsed.ratingField).toBe(filter.ratingField);
        expect(parsed.page).toBe(filter.page);
        expect(parsed.section).toBe(filter.section);
        expect(parsed.lengths).toEqual(filter.lengths);
        expect(parsed.translationProgress ?? null).toBe(filter.translationProgress);
      }),
    );
  });
});

describe('hasActiveFilters', () => {
  it('is false for a route, its sort, page and search alone, true once anything narrows the list', () => {
    const plain = { ...defaultFilter('novels'), search: 'лето', page: 3 };
    expect(hasActiveFilters(plain)).toBe(false);
    expect(hasActiveFilters({ ...plain, releasedYear: 2015 })).toBe(true);
    expect(hasActiveFilters({ ...plain, tags: ['Романтика'] })).toBe(true);
    expect(hasActiveFilters({ ...plain, excludeGenres: ['Ужасы'] })).toBe(true);
    expect(hasActiveFilters({ ...plain, lengths: ['long'] })).toBe(true);
    expect(hasActiveFilters({ ...plain, translationProgress: 0 })).toBe(true);
  });
});
