/**
 * `npm start`: builds what changed (Nx caches the rest), starts the database (the embedded one gets
 * the demo data of `npm run seed` while it has no projects), then the API in production mode serving
 * the built site on one port, prints the URL, and on Ctrl+C or SIGTERM stops everything it started.
 *
 *   --skip-build           use the existing build (the end-to-end tests build first)
 *   --data-folder <name>   folder under .data/ for the embedded database (default: ferretdb)
 *   --ephemeral            delete that folder on stop
 *   --test-mode            the API in test mode, still serving the site: what the end-to-end tests
 *                          run, so test-only settings (CAPTCHA_TEST_ANSWER) are accepted; unless
 *                          VNDB_API_URL is set, the project form's lookups go to a local visual novel
 *                          database started here (tools/vndb), so tests and demos stay offline
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repositoryRoot, startDatabase, withDefaultDatabaseName } from '../db';
import { runApiCommand } from '../process/api-cli';
import { spawnOwned } from '../process/owned-process';
import { waitForHttpOk } from '../process/wait-for-http';
import { LocalVndb } from '../vndb/local-vndb';
import { onShutdownSignal } from './shutdown';

const { values: flags } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    'data-folder': { type: 'string', default: 'ferretdb' },
    ephemeral: { type: 'boolean', default: false },
    'test-mode': { type: 'boolean', default: false },
  },
});

const port = process.env['PORT'] ?? '3000';
const host = process.env['HOST'] ?? 'localhost';
const bin = (name: string) => join(repositoryRoot, 'node_modules', '.bin', name);

async function main(): Promise<void> {
  const startedAt = Date.now();
  if (!flags['skip-build']) {
    console.log('Building (cached parts are reused)…');
    execFileSync(
      bin('nx'),
      ['run-many', '-t', 'build', '--projects=api,site', '--outputStyle=static'],
      {
        cwd: repositoryRoot,
        stdio: 'inherit',
      },
    );
  }

  const database = await startDatabase({
    dataFolder: flags['data-folder'],
    ephemeral: flags.ephemeral,
    log: (line) => console.log(line),
  });
  const mongodbUri = withDefaultDatabaseName(database.uri, 'catalogue');
  // Demo data only in the embedded database: its accounts share a published password, which has no
  // place in a database set with MONGODB_URI (`npm run seed` writes it there on purpose).
  if (
    database.backend === 'ferretdb' &&
    runApiCommand('seed-cli', mongodbUri, ['--if-empty']) !== 0
  ) {
    await database.stop();
    throw new Error('Writing the demo data failed (see above).');
  }
  const localVndb =
    flags['test-mode'] && !process.env['VNDB_API_URL'] ? await LocalVndb.start() : null;
  if (localVndb) console.log(`Local visual novel database: ${localVndb.url}`);
  const api = spawnOwned(process.execPath, [join(repositoryRoot, 'apps/api/dist/main.js')], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      ...(localVndb ? { VNDB_API_URL: localVndb.url } : {}),
      NODE_ENV: flags['test-mode'] ? 'test' : 'production',
      SERVE_SITE: 'true',
      HOST: host,
      PORT: port,
      MONGODB_URI: mongodbUri,
      SITE_DIR: process.env['SITE_DIR'] ?? join(repositoryRoot, 'apps/site/dist'),
      LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn',
    },
  });

  let stopping = false;
  onShutdownSignal(async () => {
    stopping = true;
    await api.stop();
    await localVndb?.close();
    await database.stop();
  });
  void api.exited.then(async (code) => {
    if (stopping) return;
    console.error(`The API exited (code ${code}); stopping the database.`);
    await localVndb?.close();
    await database.stop();
    process.exit(1);
  });

  await waitForHttpOk(`http://${host}:${port}/api/health`, {
    timeoutMs: 60_000,
    givenUp: api.exited,
  });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`\n  Ready in ${seconds} s: http://${host}:${port}   (Ctrl+C stops it)\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
