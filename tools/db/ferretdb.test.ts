import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MongoClient, ObjectId, type Collection } from 'mongodb';
import { describe, expect, it } from 'vitest';
import {
  ensureFerretdbBinary,
  repositoryRoot,
  startFerretdb,
  startPostgresql,
  type RunningFerretdb,
  type RunningPostgresql,
} from '.';
import { FERRETDB_BUILD } from './ferretdb';

const run = promisify(execFile);

const startScratchPostgresql = (dataDir: string) => startPostgresql({ dataDir, fresh: true });

/** A write or read of one document by `_id`, as the API does them. */
const byId = {
  updateOne: (documents: Collection, _id: ObjectId, at: number) =>
    documents.updateOne({ _id }, { $inc: { touched: 1 }, $set: { at } }),
  findOne: (documents: Collection, _id: ObjectId) => documents.findOne({ _id }),
  findOneAndUpdate: (documents: Collection, _id: ObjectId, at: number) =>
    documents.findOneAndUpdate({ _id }, { $set: { at } }, { returnDocument: 'after' }),
} as const;

/** Mean milliseconds of one operation by `_id` over the documents given. */
async function byIdMs(
  client: MongoClient,
  collection: string,
  operation: keyof typeof byId,
  ids: ObjectId[],
) {
  const documents = client.db().collection(collection);
  await byId[operation](documents, ids[0]!, -1);
  const started = performance.now();
  for (const [index, _id] of ids.entries()) await byId[operation](documents, _id, index);
  return (performance.now() - started) / ids.length;
}

async function fill(client: MongoClient, collection: string, count: number): Promise<ObjectId[]> {
  const filler = 'x'.repeat(1_000);
  const ids = Array.from({ length: count }, () => new ObjectId());
  for (let start = 0; start < count; start += 1_000) {
    await client
      .db()
      .collection(collection)
      .insertMany(ids.slice(start, start + 1_000).map((_id, at) => ({ _id, at, filler })));
  }
  return ids;
}

describe('the embedded FerretDB', () => {
  it('is our patched build', async () => {
    const { stdout } = await run(await ensureFerretdbBinary(), ['--version']);
    expect(stdout).toContain(`version: ${FERRETDB_BUILD}\n`);
  });

  /**
   * The patches of build-ferretdb.sh: lookups by _id use the _id index. Without them, every update
   * by _id on SQLite, and every query by _id on PostgreSQL (a find, the find of a findOneAndUpdate),
   * read the whole table, so in a collection twenty times larger it took about twenty times as long
   * (SQLite: 12.7 ms an update at 2,000 documents of 2 KB, 116 ms at 20,000); with them, about a
   * millisecond at either size.
   */
  describe.each([
    ['SQLite', () => Promise.resolve(undefined)],
    ['PostgreSQL', startScratchPostgresql],
  ] as const)('over %s', (backend, startBackend) => {
    it('finds and updates a document by _id as fast in a large collection as in a small one', async () => {
      const dataDir = mkdtempSync(join(repositoryRoot, '.data', 'test-id-index-'));
      let postgresql: RunningPostgresql | undefined;
      let ferretdb: RunningFerretdb | undefined;
      let client: MongoClient | undefined;
      try {
        postgresql = await startBackend(join(dataDir, 'postgresql'));
        ferretdb = await startFerretdb({
          dataDir,
          ...(postgresql ? { postgresqlUrl: postgresql.url } : {}),
        });
        client = await MongoClient.connect(`${ferretdb.uri}idindex`);
        const small = await fill(client, 'small', 500);
        const large = await fill(client, 'large', 10_000);
        const figures: string[] = [];
        for (const operation of Object.keys(byId) as (keyof typeof byId)[]) {
          const smallMs = await byIdMs(client, 'small', operation, small.slice(0, 40));
          const largeMs = await byIdMs(client, 'large', operation, large.slice(0, 40));
          figures.push(`${operation} ${smallMs.toFixed(1)} → ${largeMs.toFixed(1)} ms`);
          expect(
            largeMs / smallMs,
            `${operation}: ${largeMs.toFixed(1)} ms among 10,000 documents, ${smallMs.toFixed(1)} ms among 500`,
          ).toBeLessThan(4);
        }
        console.log(`by _id over ${backend}, among 500 → 10,000 documents: ${figures.join(', ')}`);
      } finally {
        // Whatever started, even when a later start failed.
        await client?.close();
        await ferretdb?.stop();
        await postgresql?.stop();
        rmSync(dataDir, { recursive: true, force: true });
        // The cluster's own folder when the server user could not reach the one asked for.
        if (postgresql) rmSync(postgresql.dataDir, { recursive: true, force: true });
      }
    }, 180_000);
  });
});
