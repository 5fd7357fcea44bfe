import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { vitestReporters } from '../../tools/testing/vitest-reports.ts';
import { workspaceAliases } from '../../tools/vite/workspace-aliases.ts';

const root = import.meta.dirname;

/**
 * The suites that exercise the database itself rather than the API's logic: the database platform,
 * every read model tested against repositories of two instances on one database (found by their
 * import of `instances-on-one-database`, so a new one joins by itself), the durability tests (outage,
 * shutdown, concurrent writes, counters) and the tables of several instances. They run a second time
 * with FerretDB over PostgreSQL (ADR 0002), unless the whole run is already on another backend.
 */
/** What needs PostgreSQL itself: the production topology's drill (two FerretDB over one server). */
const POSTGRESQL_ONLY = ['test/operations/drill.spec.ts'];

const readModelsOverRepositories = readdirSync(join(root, 'src'), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.spec.ts'))
  .filter((file) =>
    readFileSync(join(root, 'src', file), 'utf8').includes('/test/instances-on-one-database'),
  )
  .map((file) => `src/${file}`);
const databaseSuites = [
  'src/platform/database/**/*.spec.ts',
  ...readModelsOverRepositories,
  'test/durability/*.spec.ts',
  'test/catalogue/two-instances.spec.ts',
  'test/catalogue/index-equals-database.spec.ts',
  'test/live-events/live-events-two-instances.spec.ts',
  'test/live-events/two-processes.spec.ts',
  ...POSTGRESQL_ONLY,
];
const runsOnAnotherBackend =
  Boolean(process.env['MONGODB_URI']) || process.env['DATABASE_BACKEND'] === 'postgresql';

export default defineConfig({
  root,
  // Nest's dependency injection reads constructor types from decorator metadata, like `tsc` emits.
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  resolve: {
    alias: workspaceAliases,
  },
  test: {
    setupFiles: ['reflect-metadata'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one on this two-core machine. The API's
    // files spend most of their time waiting on the database and on HTTP, so two overlap well: the
    // whole API run took 703 s with one worker and 458 s with two, alone on two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    ...vitestReporters('api'),
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          // Each worker imports Nest, mongoose and the app's modules once, not once per file: every
          // file builds its own application and database handles, and nothing here mocks a module.
          // Alone on two cores: 440 s and 685 s of CPU with a fresh import per file (its imports
          // summed to 223 s), 306 s and 407 s without; in `npm test` the other lane gets that CPU.
          isolate: false,
          include: ['src/**/*.spec.ts', 'test/**/*.spec.ts'],
          exclude: [...configDefaults.exclude, ...POSTGRESQL_ONLY],
          globalSetup: ['./test/global-setup.ts'],
        },
      },
      ...(runsOnAnotherBackend
        ? []
        : [
            {
              extends: true,
              test: {
                name: 'api-postgresql',
                isolate: false,
                include: databaseSuites,
                globalSetup: ['./test/global-setup.ts'],
              },
            },
          ]),
    ],
  },
});
