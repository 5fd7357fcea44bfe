import {
  bayesianRating,
  filterSections,
  lengths,
  mixRating,
  noTranslationFacts,
  prepareQuery,
  projectSections,
  ratingFields,
  SearchIndex,
  sortKeys,
  type Length,
  type ProjectTranslationFacts,
} from '@vn/domain';
import { ConsoleLogger, Logger } from '@nestjs/common';
import fc from 'fast-check';
import { RecordChanges } from '../../platform/database';
import type { NovelsRepository } from './novels.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueIndex, type CatalogueQuery } from './catalogue-index';
import type { NovelRecord } from './novel.schema';
import {
  copyOf,
  fastPropertiesCheck,
  heapUsedMeter,
  inDictionaryMode,
} from '../../../test/held-in-memory';

/**
 * The index's filters (bitsets over slots), its presorted orders and its page walk against the
 * rule written the plain way: filter every project, sort them all, slice a page. With a search, the
 * found projects by rank, then by their place in the sorted order. After random writes too, so the
 * orders and bits a write moves stay what a fresh sort would give. The translation facts come from
 * a map the test holds, as the translations feature would give them (docs/product §A1.11).
 */

const TAGS = ['t1', 't2', 't3', 't4', 't5'];
const GENRES = ['g1', 'g2', 'g3'];
const PLATFORMS = ['p1', 'p2', 'p3'];
const YEARS = [2010, 2011, 2012];
const NAMES = ['Лето', 'лето', 'Summer Pockets', 'Ёлка', 'Clannad', 'Лето 2', 'Ever17', 'ёлка'];
const DATES = [null, '2020-01-01', '2021-06-15', '2022-03-03'].map((day) =>
  day === null ? null : new Date(`${day}T00:00:00Z`),
);

/** The repository as the index uses it: `reload` reads `records`; changes are reported by hand. */
function recordsOf(records: () => NovelRecord[]): NovelsRepository {
  return {
    all: async () => records(),
    changes: new RecordChanges(),
  } as unknown as NovelsRepository;
}

const subset = <T>(values: readonly T[]) => fc.subarray([...values]);
/** Most questions filter by little: their pages then reach far into the orders. */
const sparse = <T>(values: readonly T[], most: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant([] as T[]) },
    { weight: 1, arbitrary: subset(values).map((chosen) => chosen.slice(0, most)) },
  );

/** A project; `number` makes its id (ties in every sort are broken by newer id). */
const recordArbitrary = (number: number) =>
  fc
    .record({
      name: fc.constantFrom(...NAMES),
      section: fc.constantFrom(...projectSections),
      releasedYear: fc.option(fc.constantFrom(...YEARS), { nil: null }),
      length: fc.option(fc.constantFrom(...lengths), { nil: null }),
      tagIds: subset(TAGS),
      genreIds: subset(GENRES),
      platformIds: subset(PLATFORMS),
      mostRecentDate: fc.constantFrom(...DATES),
      createdAt: fc.constantFrom(...DATES.filter((date): date is Date => date !== null)),
      releasedAt: fc.constantFrom(...DATES),
      ratedUsers: fc.integer({ min: 0, max: 3 }),
      ratingPerUser: fc.integer({ min: 1, max: 10 }),
      vndb: fc.option(
        fc.record({
          rating: fc.option(fc.constantFrom(10, 55, 80, 100), { nil: null }),
          votecount: fc.integer({ min: 0, max: 30 }),
        }),
        { nil: null },
      ),
      removed: fc.constantFrom(null, null, null, { at: new Date(0), by: 'u' }),
    })
    .map(({ ratingPerUser, vndb, ...fields }): NovelRecord => {
      const _id = number.toString(16).padStart(24, '0');
      return {
        _id,
        url: `project-${_id}`,
        alternativeNames: [],
        modifiers: [],
        poster: null,
        screenshots: [],
        bg: null,
        originalLanguage: 'jp',
        developers: [],
        status: 'done',
        expectedReleaseAt: '',
        translations: [],
        description: '',
        links: [],
        vndb: vndb && { id: `v${number}`, ...vndb },
        ratingSum: fields.ratedUsers * ratingPerUser,
        rating: null,
        bRating: null,
        mixRating: null,
        viewsCount: 0,
        listCounts: {},
        createdBy: null,
        owners: [],
        updatedAt: fields.createdAt,
        ...fields,
      };
    });

/** What a project's translations say: percents at the filter's edges, a few update times. */
const factsArbitrary: fc.Arbitrary<ProjectTranslationFacts> = fc.record({
  percent: fc.option(fc.constantFrom(0, 24, 25, 50, 99, 100), { nil: null }),
  updatedAt: fc.option(fc.constantFrom(1, 2, 3), { nil: null }),
});
/** Facts by project id; a project not in it has none. */
type FactsById = Map<string, ProjectTranslationFacts>;
const factsByIdArbitrary = (records: readonly NovelRecord[]) =>
  fc
    .array(factsArbitrary, { minLength: records.length, maxLength: records.length })
    .map((facts): FactsById => new Map(records.map((record, at) => [record._id, facts[at]!])));

/**
 * Up to `most` projects. Large enough catalogues (over 64 projects) take the page walk's other way:
 * a few matches far apart are found by sorting their places rather than walking the whole order.
 */
const catalogueArbitrary = (most: number) =>
  fc
    .integer({ min: 0, max: most })
    .chain((size) => fc.tuple(...Array.from({ length: size }, (_, at) => recordArbitrary(at + 1))));

/** A catalogue of up to `most` projects, and the translation facts of each. */
const catalogueWithFactsArbitrary = (most: number) =>
  catalogueArbitrary(most).chain((records) =>
    fc.tuple(fc.constant(records), factsByIdArbitrary(records)),
  );

const queryArbitrary: fc.Arbitrary<CatalogueQuery> = fc.record({
  section: fc.constantFrom(...filterSections),
  search: fc.oneof(
    { weight: 4, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom('лето', 'лет', 'summer', 'elka', 'ёлка', 'cl', '!!') },
  ),
  sort: fc.record({
    sortBy: fc.constantFrom(...sortKeys),
    direction: fc.constantFrom('asc' as const, 'desc' as const),
  }),
  ratingField: fc.constantFrom(...ratingFields),
  releasedYear: fc.option(fc.constantFrom(...YEARS, 1999), { nil: undefined }),
  // 'tX' is in no project: required, it matches nothing; excluded, it takes nothing out.
  tagIds: sparse([...TAGS.slice(0, 3), 'tX'], 2),
  genreIds: sparse(GENRES, 1),
  platformIds: sparse(PLATFORMS, 1),
  excludeTagIds: sparse([...TAGS, 'tX'], 2),
  excludeGenreIds: sparse(GENRES, 1),
  lengths: sparse<Length>(lengths, 2),
  translationProgress: fc.constantFrom(undefined, undefined, 0, 25, 100),
  page: fc.integer({ min: 0, max: 3 }),
  limit: fc.constantFrom(1, 5, 30, 100),
});

/** The answer written the plain way, over the records as they are now. */
function naiveAnswer(
  records: readonly NovelRecord[],
  query: CatalogueQuery,
  facts: FactsById = new Map(),
) {
  const factsOf = (record: NovelRecord) => facts.get(record._id) ?? noTranslationFacts;
  const totals = records.reduce(
    (sum, record) => ({
      sum: sum.sum + record.ratingSum,
      count: sum.count + record.ratedUsers,
    }),
    { sum: 0, count: 0 },
  );
  const mean = totals.count > 0 ? totals.sum / totals.count : 0;
  const time = (date: Date | null) => (date ? date.getTime() : null);
  const value = (record: NovelRecord): number | string | null => {
    switch (query.sort.sortBy) {
      case 'mostRecentDate':
        return time(record.mostRecentDate);
      case 'createdAt':
        return time(record.createdAt);
      case 'releasedAt':
        return time(record.releasedAt);
      case 'name':
        return record.name;
      case 'translationProgress':
        return factsOf(record).percent;
      case 'translationUpdatedAt':
        return factsOf(record).updatedAt;
      case 'rating': {
        const external = record.vndb?.rating ?? null;
        if (query.ratingField === 'vndbRating') return external === null ? null : external / 10;
        if (query.ratingField === 'bRating') {
          return bayesianRating({
            sum: record.ratingSum,
            count: record.ratedUsers,
            catalogueMean: mean,
          });
        }
        return mixRating({
          site: {
            rating: record.ratedUsers > 0 ? record.ratingSum / record.ratedUsers : null,
            votes: record.ratedUsers,
          },
          external: { rating: external, votes: record.vndb?.votecount ?? 0 },
        });
      }
    }
  };
  const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });
  const sign = query.sort.direction === 'asc' ? 1 : -1;
  const sorted = records
    .filter((record) => !record.removed)
    .filter((record) => query.section === 'all' || record.section === query.section)
    .sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
      } else {
        const difference =
          typeof x === 'string' ? collator.compare(x, y as string) : x - (y as number);
        if (difference !== 0) return sign * difference;
      }
      return a._id < b._id ? 1 : -1;
    });
  const passes = (record: NovelRecord) =>
    (query.releasedYear === undefined || record.releasedYear === query.releasedYear) &&
    (query.lengths.length === 0 || (!!record.length && query.lengths.includes(record.length))) &&
    query.tagIds.every((id) => record.tagIds.includes(id)) &&
    query.genreIds.every((id) => record.genreIds.includes(id)) &&
    query.platformIds.every((id) => record.platformIds.includes(id)) &&
    !query.excludeTagIds.some((id) => record.tagIds.includes(id)) &&
    !query.excludeGenreIds.some((id) => record.genreIds.includes(id)) &&
    (query.translationProgress === undefined ||
      (factsOf(record).percent ?? -1) >= query.translationProgress);
  let matching = sorted.filter(passes);
  const search = query.search.trim() ? prepareQuery(query.search) : null;
  if (search) {
    const index = new SearchIndex();
    records.forEach((record, slot) =>
      index.set(slot, {
        name: record.name,
        alternativeNames: record.alternativeNames,
        developers: record.developers.map((developer) => developer.name),
      }),
    );
    const found = index.search(search);
    const rankOf = new Map(
      found.slots.map((slot, at) => [records[slot]!._id, found.ranks[at]!] as const),
    );
    matching = matching
      .map((record, place) => ({ record, place, rank: rankOf.get(record._id) }))
      .filter((each): each is typeof each & { rank: number } => each.rank !== undefined)
      .sort((a, b) => a.rank - b.rank || a.place - b.place)
      .map(({ record }) => record);
  }
  const start = query.page * query.limit;
  return {
    ids: matching.slice(start, start + query.limit).map((record) => record._id),
    count: matching.length,
  };
}

function indexedAnswer(index: CatalogueIndex, query: CatalogueQuery) {
  const { entries, count } = index.query(query);
  return { ids: entries.map((entry) => entry.record._id), count };
}

/** That the index answers each query as a plain filter and sort of `records` would. */
function expectPlainAnswers(
  index: CatalogueIndex,
  records: readonly NovelRecord[],
  queries: readonly CatalogueQuery[],
  facts: FactsById,
) {
  for (const query of queries) {
    expect(indexedAnswer(index, query), JSON.stringify(query)).toEqual(
      naiveAnswer(records, query, facts),
    );
  }
}

async function indexOf(records: NovelRecord[], facts: FactsById = new Map()) {
  let current = records;
  const index = new CatalogueIndex(recordsOf(() => current));
  await index.reload();
  index.useTranslationFacts((record) => facts.get(record._id) ?? noTranslationFacts);
  return { index, setRecords: (next: NovelRecord[]) => (current = next) };
}

/** A write: a project changed (`change` picks the fields), added, taken out, or a tag pulled. */
type Write =
  | { kind: 'change'; at: number; record: NovelRecord }
  | { kind: 'add'; record: NovelRecord }
  | { kind: 'delete'; at: number }
  | { kind: 'pullTag'; tag: string }
  | { kind: 'reload'; at: number; record: NovelRecord }
  | { kind: 'translations'; at: number; facts: ProjectTranslationFacts; all: boolean };

const writeArbitrary: fc.Arbitrary<Write> = fc.oneof(
  fc
    .tuple(fc.nat(), recordArbitrary(0))
    .map(([at, record]) => ({ kind: 'change' as const, at, record })),
  recordArbitrary(1_000).map((record) => ({ kind: 'add' as const, record })),
  fc.nat().map((at) => ({ kind: 'delete' as const, at })),
  fc.constantFrom(...TAGS).map((tag) => ({ kind: 'pullTag' as const, tag })),
  fc
    .tuple(fc.nat(), recordArbitrary(0))
    .map(([at, record]) => ({ kind: 'reload' as const, at, record })),
  fc
    .tuple(fc.nat(), factsArbitrary, fc.boolean())
    .map(([at, facts, all]) => ({ kind: 'translations' as const, at, facts, all })),
);

describe('CatalogueIndex', () => {
  // Each catalogue's reload logs a line.
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(new ConsoleLogger()));

  it('answers every filter, sort, search and page as a plain filter and sort would', async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogueWithFactsArbitrary(200),
        fc.array(queryArbitrary, { minLength: 1, maxLength: 15 }),
        async ([records, facts], queries) => {
          const { index } = await indexOf(records, facts);
          expectPlainAnswers(index, records, queries, facts);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps its sorted orders and filter sets right through writes, reloads and bulk changes', async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogueWithFactsArbitrary(80),
        fc.array(queryArbitrary, { minLength: 1, maxLength: 8 }),
        fc.array(writeArbitrary, { minLength: 1, maxLength: 8 }),
        async ([initial, facts], queries, writes) => {
          let records = [...initial];
          const { index, setRecords } = await indexOf(records, facts);
          const check = () => expectPlainAnswers(index, records, queries, facts);
          // Asked first, so the orders exist and every write must move projects in them.
          check();
          let added = 0;
          for (const write of writes) {
            const target = 'at' in write ? records[write.at % (records.length || 1)] : undefined;
            switch (write.kind) {
              case 'change':
              case 'reload': {
                if (!target) continue;
                const next = { ...write.record, _id: target._id, url: target.url };
                records = records.map((record) => (record._id === target._id ? next : record));
                if (write.kind === 'change') {
                  index.put(next);
                } else {
                  setRecords(records);
                  await index.reload();
                }
                break;
              }
              case 'add': {
                added += 1;
                const _id = (10_000 + added).toString(16).padStart(24, '0');
                const next = { ...write.record, _id, url: `project-${_id}` };
                records = [...records, next];
                index.put(next);
                break;
              }
              case 'delete':
                if (!target) continue;
                records = records.filter((record) => record._id !== target._id);
                index.delete(target._id);
                break;
              case 'pullTag': {
                const pull = (record: NovelRecord) => ({
                  ...record,
                  tagIds: record.tagIds.filter((id) => id !== write.tag),
                });
                records = records.map(pull);
                index.update((record) => (record.tagIds.includes(write.tag) ? pull(record) : null));
                break;
              }
              case 'translations':
                // One project's translations changed, or every project's were read again.
                if (!target) continue;
                if (write.all) {
                  for (const record of records) facts.set(record._id, write.facts);
                  index.refreshTranslationFacts();
                } else {
                  facts.set(target._id, write.facts);
                  index.refreshTranslationFacts(target._id);
                }
                break;
            }
            check();
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('finds a project a write moved at its new place in a kept order', async () => {
    const records = fc
      .sample(catalogueArbitrary(20), { numRuns: 1, seed: 7 })[0]!
      .map((record) => ({
        ...record,
        removed: null,
      }));
    const { index } = await indexOf(records);
    const byDate = {
      section: 'all',
      search: '',
      sort: { sortBy: 'createdAt', direction: 'desc' },
      ratingField: 'mixRating',
      tagIds: [],
      genreIds: [],
      platformIds: [],
      excludeTagIds: [],
      excludeGenreIds: [],
      lengths: [],
      page: 0,
      limit: 1,
    } satisfies CatalogueQuery;
    index.query(byDate);
    const newest = { ...records[0]!, createdAt: new Date('2030-01-01T00:00:00Z') };
    index.put(newest);
    expect(indexedAnswer(index, byDate).ids).toEqual([newest._id]);
    expect(indexedAnswer(index, { ...byDate, tagIds: ['tX'] })).toEqual({ ids: [], count: 0 });
  });

  it('keeps each project with fast properties, not in the hash table the driver decodes it into', async () => {
    const hasFastProperties = fastPropertiesCheck();
    const [stored] = fc.sample(recordArbitrary(1), { numRuns: 1, seed: 3 });
    const decoded = inDictionaryMode(stored!);
    expect(hasFastProperties(decoded)).toBe(false);
    const { index } = await indexOf([decoded]);
    expect(hasFastProperties(index.get(decoded._id)!.record)).toBe(true);
    // A write that moves nothing indexed swaps the record in place: it too is kept fast.
    const afterWrite = inDictionaryMode({ ...decoded, viewsCount: decoded.viewsCount + 1 });
    index.put(afterWrite);
    expect(hasFastProperties(index.get(decoded._id)!.record)).toBe(true);
    expect(index.get(decoded._id)!.record).toEqual(afterWrite);
  });

  it('holds one copy of each vocabulary id, however many projects have it', async () => {
    const heapUsed = heapUsedMeter();
    const [template] = fc.sample(recordArbitrary(1), { numRuns: 1, seed: 5 });
    const tagIds = Array.from({ length: 20 }, (_, at) => `5839b21e9f0632040000${at + 1000}`);
    const PROJECTS = 3_000;
    // Each project's ids either the same strings, or a copy of each as the driver decodes them
    // (a string of its own); the projects are made as they are read, so only the index holds them.
    const bytesPerProject = async (copies: boolean) => {
      const before = heapUsed();
      const index = new CatalogueIndex(
        recordsOf(() =>
          Array.from({ length: PROJECTS }, (_, at) => ({
            ...template!,
            _id: (at + 1).toString(16).padStart(24, '0'),
            url: `project-${at}`,
            tagIds: copies ? tagIds.map(copyOf) : tagIds,
          })),
        ),
      );
      await index.reload();
      const held = heapUsed() - before;
      expect(index.size).toBe(PROJECTS);
      return held / PROJECTS;
    };
    const withSharedIds = await bytesPerProject(false);
    const withCopies = await bytesPerProject(true);
    // A copy of 20 ids is about 800 bytes a project.
    expect(withCopies - withSharedIds).toBeLessThan(200);
  });
});
