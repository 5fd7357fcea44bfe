import type { TestProject } from 'vitest/node';
import { startDatabase } from '../../../tools/db';
import { apiBuildSucceeds } from '../../../tools/process/api-cli';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Server URI of the run's database; each test file picks a database name of its own. */
    databaseServerUri: string;
    /**
     * The PostgreSQL server under the run's FerretDB, or '' on SQLite or MongoDB: a test that starts
     * a FerretDB of its own (the outage test) puts it over the same backend.
     */
    postgresqlServerUrl: string;
    /** Whether the API's build was brought up to date at the run's start (api-process.ts runs it). */
    apiBuilt: boolean;
  }
}

/** The build's outcome, asked once for the run's projects (`api` and `api-postgresql`). */
let apiBuilt: boolean | undefined;

/**
 * One database server for each project of the run: MONGODB_URI, or the embedded FerretDB on
 * DATABASE_BACKEND's storage; the `api-postgresql` project's always over PostgreSQL.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The tests that start the API as a process of its own (api-process.ts) run its build. It is
  // brought up to date here, once, before any worker starts: two workers asking Nx at once could
  // both restore it from the cache, and one's process would start while the other rewrote it. A
  // build that fails (sources that do not compile yet) fails only those tests, not the whole run.
  apiBuilt ??= apiBuildSucceeds();
  project.provide('apiBuilt', apiBuilt);
  const overPostgresql = project.name === 'api-postgresql';
  const database = await startDatabase({
    dataFolder: `test-${project.name}-${process.pid}`,
    ephemeral: true,
    ...(overPostgresql ? { storage: 'postgresql' as const } : {}),
    log: (line) => console.log(line),
  });
  project.provide('databaseServerUri', database.uri);
  project.provide('postgresqlServerUrl', database.postgresqlUrl ?? '');
  return () => database.stop();
}
