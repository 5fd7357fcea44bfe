/**
 * `npm run dev`: the database, the API rebuilt and restarted on every change (tsc in watch mode plus
 * node --watch), and Vite with hot reload on http://localhost:3000, forwarding /api to the API.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot, startDatabase, withDefaultDatabaseName } from '../db';
import { spawnOwned, type OwnedProcess } from '../process/owned-process';
import { waitForHttpOk } from '../process/wait-for-http';
import { onShutdownSignal } from './shutdown';

const sitePort = process.env['PORT'] ?? '3000';
const apiPort = process.env['API_PORT'] ?? '3001';
const bin = (name: string) => join(repositoryRoot, 'node_modules', '.bin', name);
const apiEntry = join(repositoryRoot, 'apps/api/dist/main.js');

async function waitForFile(path: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(path)) {
    if (Date.now() > deadline) throw new Error(`${path} was not built within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function main(): Promise<void> {
  const children: OwnedProcess[] = [];
  const database = await startDatabase({
    dataFolder: 'ferretdb',
    log: (line) => console.log(line),
  });
  onShutdownSignal(async () => {
    for (const child of children.reverse()) await child.stop();
    await database.stop();
  });

  const options = { cwd: repositoryRoot };
  children.push(
    spawnOwned(
      bin('tsc'),
      ['-b', '-w', '--preserveWatchOutput', 'apps/api/tsconfig.build.json'],
      options,
    ),
  );
  await waitForFile(apiEntry, 120_000);
  children.push(
    spawnOwned(process.execPath, ['--watch', apiEntry], {
      ...options,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: 'localhost',
        PORT: apiPort,
        MONGODB_URI: withDefaultDatabaseName(database.uri, 'catalogue'),
      },
    }),
  );
  children.push(
    spawnOwned(bin('vite'), ['--config', 'apps/site/vite.config.mts'], {
      ...options,
      env: { ...process.env, SITE_PORT: sitePort, API_URL: `http://localhost:${apiPort}` },
    }),
  );
  await waitForHttpOk(`http://localhost:${sitePort}/api/health`, { timeoutMs: 120_000 });
  console.log(
    `\n  Dev server: http://localhost:${sitePort}   (API on ${apiPort}; Ctrl+C stops it)\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
