import type { Connection, mongo } from 'mongoose';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { connectFreshDatabase } from '../../../../test/test-api';
import type { Migration } from './migration';
import {
  MIGRATION_LOCK_COLLECTION,
  MIGRATIONS_COLLECTION,
  runMigrations,
} from './migration-runner';

/**
 * The runner against a real database (docs/architecture.md § Migrations): each
 * migration runs once, in name order, even when instances start together; a failed one is not
 * recorded and runs again; a lock left by a stopped instance does not block the next start.
 */

const connections: Connection[] = [];
let db: mongo.Db;

beforeEach(async () => {
  const connection = await connectFreshDatabase();
  connections.push(connection);
  db = connection.db!;
});

afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.close()));
});

/** A migration that notes each run in `runs`, and in the database, after `delayMs`. */
function noting(name: string, runs: string[], delayMs = 0): Migration {
  return {
    name,
    up: async (database) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      runs.push(name);
      await database.collection('notes').insertOne({ name });
    },
  };
}

const recorded = async () =>
  (await db.collection(MIGRATIONS_COLLECTION).find().toArray()).map((doc) => doc.migrationName);

describe('runMigrations', () => {
  it('runs those not yet run, in name order, and records them; a second start runs none', async () => {
    const runs: string[] = [];
    const migrations = [noting('0002-second', runs), noting('0001-first', runs)];
    expect(await runMigrations(db, migrations)).toEqual(['0001-first', '0002-second']);
    expect(runs).toEqual(['0001-first', '0002-second']);
    expect(await runMigrations(db, migrations)).toEqual([]);
    expect(runs).toHaveLength(2);
    const third = noting('0003-third', runs);
    expect(await runMigrations(db, [...migrations, third])).toEqual(['0003-third']);
    expect(await recorded()).toEqual(['0001-first', '0002-second', '0003-third']);
  });

  it('runs each migration once when several instances start at the same time', async () => {
    const runs: string[] = [];
    const migrations = [noting('0001-slow', runs, 300), noting('0002-next', runs)];
    const starts = await Promise.all(
      [1, 2, 3].map(() => runMigrations(db, migrations, { pollMs: 20 })),
    );
    expect(runs).toEqual(['0001-slow', '0002-next']);
    expect(starts.flat().sort()).toEqual(['0001-slow', '0002-next']);
    expect(await db.collection('notes').countDocuments()).toBe(2);
    expect(await db.collection(MIGRATION_LOCK_COLLECTION).countDocuments()).toBe(0);
  });

  it('does not record a migration that failed, and runs it again at the next start', async () => {
    const runs: string[] = [];
    let fail = true;
    const flaky: Migration = {
      name: '0002-flaky',
      up: async () => {
        runs.push('0002-flaky');
        if (fail) throw new Error('the database went away');
      },
    };
    const migrations = [noting('0001-first', runs), flaky, noting('0003-after', runs)];
    await expect(runMigrations(db, migrations)).rejects.toThrow('the database went away');
    expect(await recorded()).toEqual(['0001-first']);
    expect(await db.collection(MIGRATION_LOCK_COLLECTION).countDocuments()).toBe(0);
    fail = false;
    expect(await runMigrations(db, migrations)).toEqual(['0002-flaky', '0003-after']);
    expect(runs).toEqual(['0001-first', '0002-flaky', '0002-flaky', '0003-after']);
  });

  it('takes over a lock its holder left behind, and waits for one that is held', async () => {
    const locks = db.collection<{ _id: string; holder: string; expiresAt: Date }>(
      MIGRATION_LOCK_COLLECTION,
    );
    await locks.insertOne({
      _id: 'migrations',
      holder: 'a stopped instance',
      expiresAt: new Date(Date.now() - 1_000),
    });
    const runs: string[] = [];
    expect(await runMigrations(db, [noting('0001-first', runs)])).toEqual(['0001-first']);

    await locks.insertOne({
      _id: 'migrations',
      holder: 'a running instance',
      expiresAt: new Date(Date.now() + 60_000),
    });
    await expect(
      runMigrations(db, [noting('0002-second', runs)], { waitMs: 300, pollMs: 50 }),
    ).rejects.toThrow('held the migration lock');
    expect(runs).toEqual(['0001-first']);
  });
});
