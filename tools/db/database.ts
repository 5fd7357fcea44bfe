/**
 * One way to get a database for start, dev and tests: MONGODB_URI when set, otherwise the embedded
 * FerretDB with data under the repository's `.data/` folder, on SQLite, or over PostgreSQL when
 * DATABASE_BACKEND=postgresql (a server of our own under the same folder, or POSTGRESQL_URL's).
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DatabaseUnavailableError } from './errors';
import { startFerretdb } from './ferretdb';
import { waitForPing } from './ping';
import { startPostgresql } from './postgresql';

export { DatabaseUnavailableError } from './errors';

export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Database {
  /** Server URI without a database name; add one with `withDatabaseName`. */
  uri: string;
  backend: 'mongodb' | 'ferretdb';
  /** Where the embedded FerretDB keeps the data (absent for MONGODB_URI). */
  storage?: FerretdbStorage;
  /** The PostgreSQL server under FerretDB (`postgres://…`), when storage is postgresql. */
  postgresqlUrl?: string;
  stop(): Promise<void>;
}

export type FerretdbStorage = 'sqlite' | 'postgresql';

/** DATABASE_BACKEND: `sqlite` (the default) or `postgresql`. */
export function ferretdbStorage(environment = process.env): FerretdbStorage {
  const value = environment['DATABASE_BACKEND'] ?? 'sqlite';
  if (value === 'sqlite' || value === 'postgresql') return value;
  throw new DatabaseUnavailableError(
    `DATABASE_BACKEND=${value} is not a backend: use sqlite (the default) or postgresql.`,
  );
}

export interface StartDatabaseOptions {
  /** Folder under `.data/` that holds the embedded database's files. */
  dataFolder: string;
  /**
   * A database for one run (tests, benches): the data folder is emptied before the start, in case
   * a run killed before its stop left one behind, and deleted on stop.
   */
  ephemeral?: boolean;
  /** The embedded database's storage, instead of DATABASE_BACKEND's. */
  storage?: FerretdbStorage;
  log?: (line: string) => void;
}

export async function startDatabase(options: StartDatabaseOptions): Promise<Database> {
  const configured = process.env['MONGODB_URI'];
  if (configured) {
    await waitForPing(configured, 10_000);
    return { uri: configured, backend: 'mongodb', stop: async () => {} };
  }
  const dataDir = join(repositoryRoot, '.data', options.dataFolder);
  // A leftover would be taken for this run's data: `npm start --if-empty` seeding skipped, and the
  // end-to-end tests meeting the marks and recommendations of a run before.
  if (options.ephemeral) await rm(dataDir, { recursive: true, force: true });
  const log = options.log ? { log: options.log } : {};
  const storage = options.storage ?? ferretdbStorage();
  const configuredPostgresql = process.env['POSTGRESQL_URL'];
  const postgresql =
    storage === 'postgresql' && !configuredPostgresql
      ? await startPostgresql({
          dataDir: join(dataDir, 'postgresql'),
          fresh: Boolean(options.ephemeral),
          ...log,
        })
      : undefined;
  const postgresqlUrl =
    storage === 'postgresql' ? (configuredPostgresql ?? postgresql?.url) : undefined;
  const ferretdb = await startFerretdb({
    dataDir,
    ...(postgresqlUrl ? { postgresqlUrl } : {}),
    ...log,
  }).catch(async (error: unknown) => {
    await postgresql?.stop();
    throw error;
  });
  return {
    uri: ferretdb.uri,
    backend: 'ferretdb',
    storage,
    ...(postgresqlUrl ? { postgresqlUrl } : {}),
    stop: async () => {
      // FerretDB first: PostgreSQL's shutdown waits for its clients.
      await ferretdb.stop();
      await postgresql?.stop();
      if (options.ephemeral) {
        await rm(dataDir, { recursive: true, force: true });
        if (postgresql) await rm(postgresql.dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** The same server URI pointing at database `name` (query options kept). */
export function withDatabaseName(uri: string, name: string): string {
  const url = new URL(uri);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `uri` itself when it names a database, else the same server with database `name`. */
export function withDefaultDatabaseName(uri: string, name: string): string {
  return new URL(uri).pathname.length > 1 ? uri : withDatabaseName(uri, name);
}

/** A database name no other test file uses, so files run in any order and in parallel. */
export function uniqueDatabaseName(prefix = 'test'): string {
  return `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
}
