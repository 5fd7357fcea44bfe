/**
 * Runs one of the API's commands (`apps/api/src/cli/*-cli.ts`) from its build: the one way tools
 * reach the API's own code — `npm run users`, `npm run seed`, `npm start` seeding an empty embedded
 * database, `npm run bench`. Tools never import apps/api's sources (module boundaries; the API is
 * CommonJS and runs from dist).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repositoryRoot } from '../db';

export type ApiCommand = 'users-cli' | 'seed-cli' | 'heap-cli' | 'similar-eval-cli';

/** Brings the API's build up to date (Nx answers from its cache when nothing changed). */
export function buildApi(): void {
  const build = spawnSync(
    join(repositoryRoot, 'node_modules/.bin/nx'),
    ['run', 'api:build', '--output-style=static-failures-only'],
    { cwd: repositoryRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Builds the site (its files and its server entry), which the API serves in production. */
export function buildSite(): void {
  const build = spawnSync(
    join(repositoryRoot, 'node_modules/.bin/nx'),
    ['run', 'site:build', '--output-style=static-failures-only'],
    { cwd: repositoryRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Runs the built command on `mongodbUri`; answers its exit code (its output goes to this terminal). */
export function runApiCommand(
  command: ApiCommand,
  mongodbUri: string,
  args: readonly string[],
): number {
  const run = spawnSync(
    process.execPath,
    [join(repositoryRoot, `apps/api/dist/cli/${command}.js`), ...args],
    {
      cwd: repositoryRoot,
      stdio: 'inherit',
      env: { ...process.env, MONGODB_URI: mongodbUri },
    },
  );
  return run.status ?? 1;
}
