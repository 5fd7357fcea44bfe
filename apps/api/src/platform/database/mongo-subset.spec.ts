/**
 * Proves, against the run's real database (the embedded FerretDB unless MONGODB_URI is set), every
 * operation of the subset docs/architecture.md § The database allows, through mongoose as the
 * feature modules use it. If a backend stops supporting one of these, this file says which.
 */
import mongoose, { Schema, type Connection } from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectFreshDatabase } from '../../../test/test-api';

interface Vocabulary {
  _id: string;
  value: string;
}
interface Project {
  url: string;
  name: string;
  section: string;
  tags: string[];
  ratingSum: number;
  ratedUsers: number;
  bestScore?: number;
  worstScore?: number;
  note?: string;
  genre?: string;
  settings?: Record<string, unknown>;
}
/** Keyed by its pair (docs/architecture.md § The database): `${userId}:${novelId}`. */
interface Rating {
  _id: string;
  rating: number;
}

interface Review {
  project: mongoose.Types.ObjectId;
  text: string;
}

function defineModels(connection: Connection) {
  return {
    Projects: connection.model(
      'Project',
      new Schema<Project>({
        url: { type: String, required: true, unique: true },
        name: String,
        section: String,
        tags: [String],
        ratingSum: Number,
        ratedUsers: Number,
        bestScore: Number,
        worstScore: Number,
        note: String,
        genre: String,
        settings: { type: Schema.Types.Mixed, default: () => ({}) },
      }),
    ),
    Vocabularies: connection.model(
      'Vocabulary',
      new Schema<Vocabulary>({ _id: String, value: String }),
    ),
    Ratings: connection.model('Rating', new Schema<Rating>({ _id: String, rating: Number })),
    Reviews: connection.model(
      'Review',
      new Schema<Review>({
        project: { type: Schema.Types.ObjectId, ref: 'Project' },
        text: String,
      }),
    ),
  };
}

let connection: Connection;
let db: ReturnType<typeof defineModels>;

const sample: Project[] = [
  {
    url: 'steins-gate',
    name: 'Steins;Gate',
    section: 'novel',
    tags: ['sf', 'time'],
    ratingSum: 27,
    ratedUsers: 3,
  },
  {
    url: 'бесконечное-лето',
    name: 'Бесконечное лето',
    section: 'novel',
    tags: ['school'],
    ratingSum: 16,
    ratedUsers: 2,
  },
  {
    url: 'ёлка',
    name: 'Ёлка',
    section: 'game',
    tags: ['school', 'winter'],
    ratingSum: 0,
    ratedUsers: 0,
  },
  { url: 'ever17', name: 'Ever17', section: 'novel', tags: ['sf'], ratingSum: 9, ratedUsers: 1 },
];

beforeAll(async () => {
  connection = await connectFreshDatabase();
  db = defineModels(connection);
  await db.Projects.init();
});

afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

beforeEach(async () => {
  await db.Projects.deleteMany({});
  await db.Projects.insertMany(sample);
});

describe('reads', () => {
  it('find with a filter, sort, skip and limit', async () => {
    const page = await db.Projects.find({ section: 'novel' })
      .sort({ name: 1 })
      .skip(1)
      .limit(1)
      .lean();
    expect(page.map((p) => p.url)).toEqual(['steins-gate']);
  });

  it('countDocuments', async () => {
    expect(await db.Projects.countDocuments({ section: 'novel' })).toBe(3);
  });

  it('distinct over an array field', async () => {
    expect((await db.Projects.distinct('tags')).sort()).toEqual(['school', 'sf', 'time', 'winter']);
  });

  it('case-insensitive Cyrillic regex', async () => {
    const found = await db.Projects.find({ name: { $regex: 'ЛЕТО', $options: 'i' } }).lean();
    expect(found.map((p) => p.url)).toEqual(['бесконечное-лето']);
  });

  it('$in, $nin and $all on array fields', async () => {
    const inAny = await db.Projects.find({ tags: { $in: ['winter', 'time'] } })
      .sort({ url: 1 })
      .lean();
    expect(inAny.map((p) => p.url)).toEqual(['steins-gate', 'ёлка']);
    const noneOf = await db.Projects.find({ tags: { $nin: ['sf'] } })
      .sort({ url: 1 })
      .lean();
    expect(noneOf.map((p) => p.url)).toEqual(['бесконечное-лето', 'ёлка']);
    const all = await db.Projects.find({ tags: { $all: ['sf', 'time'] } }).lean();
    expect(all.map((p) => p.url)).toEqual(['steins-gate']);
  });

  it('populate a reference', async () => {
    const project = await db.Projects.findOne({ url: 'ever17' }).orFail();
    await db.Reviews.create({ project: project._id, text: 'Шедевр' });
    const review = await db.Reviews.findOne({ text: 'Шедевр' })
      .populate<{ project: Project }>('project')
      .orFail()
      .lean();
    expect(review.project.name).toBe('Ever17');
  });

  it('a point read by string _id', async () => {
    await db.Vocabularies.create({ _id: 'tag:school', value: 'Школа' });
    expect(await db.Vocabularies.findOne({ _id: 'tag:school' }).lean()).toEqual({
      _id: 'tag:school',
      value: 'Школа',
      __v: 0,
    });
  });
});

describe('updates', () => {
  const byUrl = (url: string) => db.Projects.findOne({ url }).orFail().lean();

  it('$set and $unset', async () => {
    await db.Projects.updateOne({ url: 'ever17' }, { $set: { note: 'классика' } });
    expect((await byUrl('ever17')).note).toBe('классика');
    await db.Projects.updateOne({ url: 'ever17' }, { $unset: { note: '' } });
    expect((await byUrl('ever17')).note).toBeUndefined();
  });

  it('$set by dotted paths inside an object: two writes of different fields both hold', async () => {
    await db.Projects.updateOne(
      { url: 'ever17' },
      { $set: { settings: { size: 5, lists: { reading: true, done: true } } } },
    );
    await db.Projects.updateOne({ url: 'ever17' }, { $set: { 'settings.size': 10 } });
    await db.Projects.updateOne({ url: 'ever17' }, { $set: { 'settings.lists.done': false } });
    expect((await byUrl('ever17')).settings).toEqual({
      size: 10,
      lists: { reading: true, done: false },
    });
  });

  it('$inc keeps denormalised counters without a rescan', async () => {
    await db.Projects.updateOne({ url: 'ever17' }, { $inc: { ratingSum: 7, ratedUsers: 1 } });
    const project = await byUrl('ever17');
    expect([project.ratingSum, project.ratedUsers]).toEqual([16, 2]);
  });

  it('$min and $max', async () => {
    await db.Projects.updateOne({ url: 'ever17' }, { $set: { bestScore: 5, worstScore: 5 } });
    await db.Projects.updateOne(
      { url: 'ever17' },
      { $max: { bestScore: 9 }, $min: { worstScore: 2 } },
    );
    await db.Projects.updateOne(
      { url: 'ever17' },
      { $max: { bestScore: 7 }, $min: { worstScore: 4 } },
    );
    const project = await byUrl('ever17');
    expect([project.bestScore, project.worstScore]).toEqual([9, 2]);
  });

  it('$push with $each, $addToSet with $each, $pull and $pullAll', async () => {
    await db.Projects.updateOne(
      { url: 'ever17' },
      { $push: { tags: { $each: ['mystery', 'sf'] } } },
    );
    expect((await byUrl('ever17')).tags).toEqual(['sf', 'mystery', 'sf']);
    await db.Projects.updateOne(
      { url: 'ever17' },
      { $addToSet: { tags: { $each: ['sf', 'drama'] } } },
    );
    expect((await byUrl('ever17')).tags).toEqual(['sf', 'mystery', 'sf', 'drama']);
    await db.Projects.updateOne({ url: 'ever17' }, { $pull: { tags: 'sf' } });
    expect((await byUrl('ever17')).tags).toEqual(['mystery', 'drama']);
    await db.Projects.updateOne({ url: 'ever17' }, { $pullAll: { tags: ['mystery', 'drama'] } });
    expect((await byUrl('ever17')).tags).toEqual([]);
  });

  it('an idempotent upsert keyed by the pair (findOneAndUpdate, returnDocument after)', async () => {
    const rate = (rating: number) =>
      db.Ratings.findOneAndUpdate(
        { _id: 'user1:ever17' },
        { $set: { rating } },
        { upsert: true, returnDocument: 'after' },
      ).lean();
    expect(await rate(8)).toMatchObject({ _id: 'user1:ever17', rating: 8 });
    expect(await rate(9)).toMatchObject({ _id: 'user1:ever17', rating: 9 });
    expect(await db.Ratings.countDocuments({ _id: 'user1:ever17' })).toBe(1);
  });

  it('bulkWrite and deleteMany', async () => {
    await db.Projects.bulkWrite([
      { updateOne: { filter: { url: 'ever17' }, update: { $set: { genre: 'sf' } } } },
      { deleteOne: { filter: { url: 'ёлка' } } },
    ]);
    expect((await byUrl('ever17')).genre).toBe('sf');
    expect(await db.Projects.deleteMany({ section: 'novel' })).toMatchObject({ deletedCount: 3 });
    expect(await db.Projects.countDocuments()).toBe(0);
  });
});

describe('unique indexes', () => {
  it('refuse a duplicate with E11000 (code 11000)', async () => {
    await expect(db.Projects.create({ ...sample[0], name: 'Другая' })).rejects.toMatchObject({
      code: 11000,
    });
  });

  it('refuse a duplicate string _id', async () => {
    await db.Ratings.create({ _id: 'user2:ever17', rating: 5 });
    await expect(db.Ratings.create({ _id: 'user2:ever17', rating: 6 })).rejects.toMatchObject({
      code: 11000,
    });
  });
});

describe('aggregation', () => {
  it('$match, $unwind, $group with $sum, $sort, $skip, $limit', async () => {
    const tagCounts = await db.Projects.aggregate<{ _id: string; projects: number }>([
      { $match: { section: { $in: ['novel', 'game'] } } },
      { $unwind: '$tags' },
      { $group: { _id: '$tags', projects: { $sum: 1 } } },
      { $sort: { projects: -1, _id: 1 } },
      { $skip: 1 },
      { $limit: 2 },
    ]);
    expect(tagCounts).toEqual([
      { _id: 'sf', projects: 2 },
      { _id: 'time', projects: 1 },
    ]);
  });

  it('$project, $set and $unset stages', async () => {
    // Keep `_id` through $project: FerretDB 1.24 closes the connection on a $unset that follows a
    // $project dropping `_id` (docs/adr/0002-embedded-database.md).
    const rows = await db.Projects.aggregate<{ url: string; rated: boolean }>([
      { $match: { url: 'ever17' } },
      { $project: { url: 1, ratedUsers: 1 } },
      { $set: { rated: true } },
      { $unset: ['ratedUsers', '_id'] },
    ]);
    expect(rows).toEqual([{ url: 'ever17', rated: true }]);
  });

  it('$count', async () => {
    const [row] = await db.Projects.aggregate<{ total: number }>([
      { $match: { section: 'novel' } },
      { $count: 'total' },
    ]);
    expect(row).toEqual({ total: 3 });
  });

  it('sums for an average computed in code: one $sum per $group', async () => {
    // FerretDB 1.24 computes only the first accumulator of a $group and returns 0 for the others,
    // silently. So each figure gets a $group of its own (docs/adr/0002-embedded-database.md).
    const sumOf = async (field: '$ratingSum' | '$ratedUsers') => {
      const [row] = await db.Projects.aggregate<{ total: number }>([
        { $match: { section: 'novel' } },
        { $group: { _id: null, total: { $sum: field } } },
      ]);
      return row?.total;
    };
    expect(await sumOf('$ratingSum')).toBe(52);
    expect(await sumOf('$ratedUsers')).toBe(6);
  });
});
