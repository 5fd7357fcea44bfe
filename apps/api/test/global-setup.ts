import type { TestProject } from 'vitest/node';
import { startDatabase } from '../../../tools/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Server URI of the run's database; each test file picks a database name of its own. */
    databaseServerUri: string;
  }
}

/** One database server for the whole run (MONGODB_URI, or the embedded FerretDB). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const database = await startDatabase({
    dataFolder: `test-api-${process.pid}`,
    ephemeral: true,
    log: (line) => console.log(line),
  });
  project.provide('databaseServerUri', database.uri);
  return () => database.stop();
}
