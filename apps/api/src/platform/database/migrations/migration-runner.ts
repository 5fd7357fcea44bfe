import { randomUUID } from 'node:crypto';
import type { mongo } from 'mongoose';
import { MongoDBStorage, Umzug, type MongoDBCollectionOptions } from 'umzug';
import { isDuplicateKey } from '../duplicate-key';
import type { Migration } from './migration';

/** Where the names of the migrations that ran are recorded (umzug's storage). */
export const MIGRATIONS_COLLECTION = 'migrations';
/** One document while an instance runs the migrations: the others wait for it. */
export const MIGRATION_LOCK_COLLECTION = 'migrationLock';
const LOCK_ID = 'migrations';

export interface MigrationRunnerOptions {
  /** A lock older than this is taken for a stopped instance's and taken over. */
  lockTtlMs?: number;
  /** How long an instance waits for another to finish before its start fails. */
  waitMs?: number;
  pollMs?: number;
  log?: (line: string) => void;
}

/** The driver's database, as mongoose holds it (its own copy of the driver, so its own types). */
type Db = mongo.Db;

interface LockDocument {
  _id: string;
  holder: string;
  expiresAt: Date;
}

/**
 * Runs the migrations not yet recorded, in name order, with umzug (a maintained runner whose
 * MongoDB storage uses only inserts, finds and deletes, which FerretDB runs). Several instances
 * may start at once over one database: one takes a lock document (a unique `_id`, so two cannot
 * both insert it) and runs them; the others wait until it is gone and then find nothing left to
 * run. A lock left by a stopped instance expires (`lockTtlMs`) and is taken over. A migration that
 * fails is not recorded, and the start fails with it.
 */
export async function runMigrations(
  db: Db,
  migrations: readonly Migration[],
  options: MigrationRunnerOptions = {},
): Promise<string[]> {
  const { lockTtlMs = 10 * 60_000, waitMs = 15 * 60_000, pollMs = 250, log } = options;
  const locks = db.collection<LockDocument>(MIGRATION_LOCK_COLLECTION);
  const holder = randomUUID();
  const deadline = Date.now() + waitMs;
  while (!(await takeLock(locks, holder, lockTtlMs))) {
    if (Date.now() > deadline) {
      throw new Error(`Another instance has held the migration lock for over ${waitMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  try {
    const umzug = new Umzug({
      migrations: [...migrations]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((migration) => ({ name: migration.name, up: () => migration.up(db) })),
      storage: new MongoDBStorage({ collection: db.collection(MIGRATIONS_COLLECTION) }),
      logger: undefined,
    });
    const ran = await umzug.up();
    for (const { name } of ran) log?.(`migration ${name}: done`);
    return ran.map(({ name }) => name);
  } finally {
    await locks.deleteOne({ _id: LOCK_ID, holder });
  }
}

/** Takes the lock, or a lock whose holder stopped long ago; false while another holds it. */
async function takeLock(
  locks: mongo.Collection<LockDocument>,
  holder: string,
  ttlMs: number,
): Promise<boolean> {
  const expiresAt = new Date(Date.now() + ttlMs);
  try {
    await locks.insertOne({ _id: LOCK_ID, holder, expiresAt });
    return true;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  const taken = await locks.findOneAndUpdate(
    { _id: LOCK_ID, expiresAt: { $lt: new Date() } },
    { $set: { holder, expiresAt } },
  );
  return taken !== null;
}

/**
 * Records the migrations as run without running them, for data written in today's shapes (the
 * seed's), which has nothing to migrate: a start would otherwise read every project to find
 * nothing (some 50 s at 80,000 projects on the embedded database). Takes the `migrations`
 * collection (`MIGRATIONS_COLLECTION`) as either copy of the driver gives it.
 */
export async function recordMigrationsAsRun(
  collection: MongoDBCollectionOptions['collection'],
  migrations: readonly Migration[],
): Promise<void> {
  const storage = new MongoDBStorage({ collection });
  const recorded = new Set(await storage.executed());
  for (const { name } of migrations) {
    if (!recorded.has(name)) await storage.logMigration({ name });
  }
}
