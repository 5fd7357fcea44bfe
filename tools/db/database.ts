/**
 * One way to get a database for start, dev and tests: MONGODB_URI when set, otherwise the embedded
 * FerretDB with data under the repository's `.data/` folder.
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFerretdb } from './ferretdb';
import { waitForPing } from './ping';

export { DatabaseUnavailableError } from './ferretdb';

export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Database {
  /** Server URI without a database name; add one with `withDatabaseName`. */
  uri: string;
  backend: 'mongodb' | 'ferretdb';
  stop(): Promise<void>;
}

export interface StartDatabaseOptions {
  /** Folder under `.data/` that holds the embedded database's files. */
  dataFolder: string;
  /** Delete the data folder on stop (test databases). */
  ephemeral?: boolean;
  log?: (line: string) => void;
}

export async function startDatabase(options: StartDatabaseOptions): Promise<Database> {
  const configured = process.env['MONGODB_URI'];
  if (configured) {
    await waitForPing(configured, 10_000);
    return { uri: configured, backend: 'mongodb', stop: async () => {} };
  }
  const dataDir = join(repositoryRoot, '.data', options.dataFolder);
  const ferretdb = await startFerretdb({ dataDir, ...(options.log ? { log: options.log } : {}) });
  return {
    uri: ferretdb.uri,
    backend: 'ferretdb',
    stop: async () => {
      await ferretdb.stop();
      if (options.ephemeral) await rm(dataDir, { recursive: true, force: true });
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
