import { filterSections, lengths, type NovelCard } from '@vn/domain';
import { MongoClient, type Collection, type Db, type Document, type Sort } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue, type Catalogue } from '../../src/seed/generate';
import { Random } from '../../src/seed/random';
import { seedDatabase } from '../../src/seed/write';
import { freshDatabaseUri, startTestApi, type TestApi } from '../test-api';

/**
 * The in-memory index must answer exactly what the database answers (docs/architecture.md § Read
 * models): a few hundred random filters over seeded demo data, each asked of the API and as a plain
 * database query — same count, same page, in the same order. The database expresses the index's
 * ordering rule directly: projects with the sorted value by value then newest id, then those
 * without it by newest id.
 *
 * Left to catalogue.spec.ts: search ranking and name order (FerretDB has no Russian collation) and
 * bRating (the index uses the live catalogue mean; records keep the mean of their last rating).
 */
const QUERIES = 300;

/** A record's value at a dotted path (`vndb.rating`), as the database reads it. */
function valueAt(record: Document, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Document | null)?.[key], record);
}

type Answer = { result: { novels: NovelCard[]; count: number } };

/** Each sort of the API and the record field the database sorts by. */
const sorts = [
  { params: 'sortBy=mostRecentDate', field: 'mostRecentDate' },
  { params: 'sortBy=createdAt', field: 'createdAt' },
  { params: 'sortBy=releasedAt', field: 'releasedAt' },
  { params: 'sortBy=rating', field: 'mixRating' },
  { params: 'sortBy=rating&ratingField=vndbRating', field: 'vndb.rating' },
] as const;

/** The record fields the filters and sorts read; every other field only slows FerretDB's scans. */
const FILTERED_FIELDS = [
  'removed',
  'section',
  'tagIds',
  'genreIds',
  'platformIds',
  'length',
  'releasedYear',
  ...sorts.map((sort) => sort.field),
];

/**
 * The novels with only the fields that the filters and sorts read, copied as they are into a
 * collection of their own. FerretDB decodes every whole document on every query (docs/adr/0002-embedded-database.md),
 * and a novel record with its descriptions made each of the 300 queries take a quarter of a second
 * (over the test's timeout on a busy machine). The database still does the filtering and sorting.
 */
async function filterableCopy(database: Db): Promise<Collection> {
  const projection = Object.fromEntries(FILTERED_FIELDS.map((field) => [field, 1]));
  const records = await database.collection('novels').find({}, { projection }).toArray();
  const copy = database.collection('novels_filterable');
  await copy.insertMany(records);
  return copy;
}

describe('the in-memory catalogue answers what the database answers', () => {
  let api: TestApi;
  let client: MongoClient;
  let catalogue: Catalogue;

  beforeAll(async () => {
    const uri = freshDatabaseUri();
    catalogue = generateCatalogue({ seed: 11, novels: 400, passwordHash: 'not-a-real-hash' });
    await seedDatabase(uri, catalogue, { drop: true });
    api = await startTestApi({ databaseUri: uri });
    client = await MongoClient.connect(uri);
  });
  afterAll(async () => {
    await client?.close();
    await api?.close();
  });

  it(`for ${QUERIES} random filters, sorts and pages`, async () => {
    const random = new Random(2026);
    const pick = <T>(values: readonly T[]): T => values[random.int(0, values.length - 1)]!;
    const some = <T extends { value: string; _id: string }>(values: readonly T[], most: number) =>
      [...new Set(Array.from({ length: random.int(0, most) }, () => pick(values)))].filter(Boolean);
    const years = [...new Set(catalogue.novels.map((novel) => novel.releasedYear))].filter(
      (year): year is number => year !== null,
    );
    const novels = await filterableCopy(client.db());
    let nonEmpty = 0;

    for (let n = 0; n < QUERIES; n += 1) {
      const section = pick(filterSections);
      const sort = pick(sorts);
      const direction = random.chance(0.5) ? 'asc' : 'desc';
      // Sparse filters, as readers combine them: most answers have pages to compare.
      const tags = some(catalogue.tags, 0.3);
      const excludeTags = some(catalogue.tags, 0.2);
      const genres = some(catalogue.genres, 0.3);
      const excludeGenres = some(catalogue.genres, 0.2);
      const platforms = some(catalogue.platforms, 0.2);
      const chosenLengths = random.chance(0.2) ? [pick(lengths), pick(lengths)] : [];
      const releasedYear = random.chance(0.1) ? pick(years) : undefined;
      const limit = pick([5, 30, 100]);
      const page = random.int(0, 2);

      const params = new URLSearchParams(sort.params);
      params.set('section', section);
      params.set('direction', direction);
      params.set('limit', String(limit));
      params.set('page', String(page));
      const list = (name: string, values: { value: string }[]) => {
        if (values.length > 0) params.set(name, values.map((entry) => entry.value).join(','));
      };
      list('tags', tags);
      list('excludeTags', excludeTags);
      list('genres', genres);
      list('excludeGenres', excludeGenres);
      list('platforms', platforms);
      if (chosenLengths.length > 0) params.set('lengths', chosenLengths.join(','));
      if (releasedYear !== undefined) params.set('releasedYear', String(releasedYear));

      const response = await fetch(`${api.baseUrl}/api/novels?${params}`);
      expect(response.status, params.toString()).toBe(200);
      const { result } = (await response.json()) as Answer;

      const ids = (values: { _id: string }[]) => values.map((entry) => entry._id);
      const field = (all: string[], none: string[]) => ({
        ...(all.length > 0 ? { $all: all } : {}),
        ...(none.length > 0 ? { $nin: none } : {}),
      });
      const filter: Document = { removed: null };
      if (section !== 'all') filter['section'] = section;
      if (tags.length + excludeTags.length > 0)
        filter['tagIds'] = field(ids(tags), ids(excludeTags));
      if (genres.length + excludeGenres.length > 0) {
        filter['genreIds'] = field(ids(genres), ids(excludeGenres));
      }
      if (platforms.length > 0) filter['platformIds'] = { $all: ids(platforms) };
      if (chosenLengths.length > 0) filter['length'] = { $in: chosenLengths };
      if (releasedYear !== undefined) filter['releasedYear'] = releasedYear;

      // One query in the database's order; projects without the value move behind the others
      // (MongoDB puts nulls first when ascending), keeping the database's newest-id order among them.
      const order: Sort = { [sort.field]: direction === 'asc' ? 1 : -1, _id: -1 };
      const records = await novels
        .find(filter, { projection: { _id: 1, [sort.field]: 1 } })
        .sort(order)
        .toArray();
      const hasValue = (record: Document) => valueAt(record, sort.field) != null;
      const expected = [
        ...records.filter(hasValue),
        ...records.filter((record) => !hasValue(record)),
      ].map((record) => String(record['_id']));

      expect(result.count, params.toString()).toBe(expected.length);
      expect(ids(result.novels), params.toString()).toEqual(
        expected.slice(page * limit, (page + 1) * limit),
      );
      if (result.novels.length > 0) nonEmpty += 1;
    }
    // The filters must exercise real pages, not only empty answers.
    expect(nonEmpty).toBeGreaterThan(QUERIES / 4);
  }, 120_000);
});
