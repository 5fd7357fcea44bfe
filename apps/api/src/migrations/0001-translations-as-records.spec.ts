import { overallPercent, type TranslationView } from '@vn/domain';
import type { Connection, mongo } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpClient, type Answer } from '../../test/http-client';
import { connectFreshDatabase, startTestApi } from '../../test/test-api';
import { NOVELS_COLLECTION, type NovelRecord } from '../features/novels';
import {
  keyedLinesOf,
  TRANSLATION_UPDATES_COLLECTION,
  TRANSLATIONS_COLLECTION,
  type TranslationProgressRecord,
} from '../features/translations';
import { generateCatalogue } from '../seed/generate';
import { translationsAsRecords, WHOLE_GAME } from './0001-translations-as-records';

/*
 * The first migration (docs/product §A1.5, ADR 0014) on the demo catalogue and on 20,000 projects:
 * every finished translation line gets a record at 100 % and one update, nothing else does, and a
 * second run changes nothing, not even a record its group has moved on since.
 */

const connections: Connection[] = [];
afterAll(() => Promise.all(connections.map((connection) => connection.close())));

async function databaseWith(novels: NovelRecord[]): Promise<{ db: mongo.Db; uri: string }> {
  const connection = await connectFreshDatabase();
  connections.push(connection);
  const db = connection.db!;
  for (let start = 0; start < novels.length; start += 1_000) {
    await db
      .collection(NOVELS_COLLECTION)
      .insertMany(novels.slice(start, start + 1_000) as never[]);
  }
  const { host, port, name } = connection;
  return { db, uri: `mongodb://${host}:${port}/${name}` };
}

const finishedLines = (novels: NovelRecord[]) =>
  novels.flatMap((novel) => keyedLinesOf(novel).filter(({ line }) => line.status === 'done'));

const contents = async (db: mongo.Db) => ({
  records: await db.collection(TRANSLATIONS_COLLECTION).find().sort({ _id: 1 }).toArray(),
  updates: await db.collection(TRANSLATION_UPDATES_COLLECTION).find().sort({ _id: 1 }).toArray(),
});

describe('0001-translations-as-records', () => {
  it('gives each finished line of the demo catalogue a record at 100 %, seen through the API', async () => {
    const { novels } = generateCatalogue({ passwordHash: 'unused' });
    const finished = finishedLines(novels);
    const others = novels.flatMap((novel) => keyedLinesOf(novel)).length - finished.length;
    // The demo has both kinds, or the test would prove half of the rule.
    expect(finished.length).toBeGreaterThan(10);
    expect(others).toBeGreaterThan(10);
    const { db, uri } = await databaseWith(novels);

    // The API runs the migration as it starts, before its read models load.
    const api = await startTestApi({ databaseUri: uri });
    try {
      const { records, updates } = await contents(db);
      expect(records.map((record) => record._id).sort()).toEqual(
        finished.map(({ id }) => id).sort(),
      );
      expect(updates).toHaveLength(finished.length);
      for (const record of records as unknown as TranslationProgressRecord[]) {
        expect(record.parts.map((part) => part.name)).toEqual([WHOLE_GAME]);
        expect(overallPercent(record)).toBe(100);
      }

      const project = novels.find((novel) => finishedLines([novel]).length > 0)!;
      const answer = await new HttpClient(api.baseUrl).get<Answer<TranslationView[]>>(
        `/api/translations?novel=${project._id}`,
      );
      const done = answer.body.result.filter((translation) => translation.status === 'done');
      expect(done.length).toBeGreaterThan(0);
      for (const translation of done) {
        expect(translation).toMatchObject({ percent: 100, updatesCount: 1 });
      }
      const inWork = answer.body.result.filter((translation) => translation.status !== 'done');
      for (const translation of inWork) expect(translation.percent).toBeNull();
    } finally {
      await api.close();
    }
  });

  it('runs on 20,000 projects in seconds, and a second run changes nothing', async () => {
    const { novels } = generateCatalogue({ passwordHash: 'unused', novels: 20_000, seed: 3 });
    // What the migration reads of a project, and no more: the copy is written in a fraction of
    // the time a whole project takes.
    const { db } = await databaseWith(
      novels.map(
        ({ _id, translations, createdAt, updatedAt }) =>
          ({ _id, translations, createdAt, updatedAt }) as NovelRecord,
      ),
    );

    const started = performance.now();
    await translationsAsRecords.up(db);
    const seconds = (performance.now() - started) / 1000;
    const first = await contents(db);
    expect(first.records).toHaveLength(finishedLines(novels).length);
    console.log(
      `0001 on ${novels.length} projects: ${first.records.length} records in ${seconds.toFixed(1)} s`,
    );
    expect(seconds).toBeLessThan(60);

    // A group moved one on after the migration: the second run must not undo it.
    const moved = first.records[0]!;
    await db
      .collection(TRANSLATIONS_COLLECTION)
      .updateOne({ _id: moved._id }, { $set: { version: 2, edition: 'Steam' } });
    const before = await contents(db);
    await translationsAsRecords.up(db);
    expect(await contents(db)).toEqual(before);
  }, 300_000);
});
