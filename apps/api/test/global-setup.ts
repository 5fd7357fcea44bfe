import type { TestProject } from 'vitest/node';
import { startDatabase } from '../../../tools/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Server URI of the run's database; each test file picks a database name of its own. */
    databaseServerUri: string;
    /**
     * The PostgreSQL server under the run's FerretDB, or '' on SQLite or MongoDB: a test that starts
     * a FerretDB of its own (the outage test) puts it over the same backend.
     */
    postgresqlServerUrl: string;
  }
}

/**
 * One database server for each project of the run: MONGODB_URI, or the embedded FerretDB on
 * DATABASE_BACKEND's storage; the `api-postgresql` project's always over PostgreSQL.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
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
