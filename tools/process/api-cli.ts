/**
 * The API from its build: its commands (`apps/api/src/cli/*-cli.ts`) and the API itself on a port.
 * The one way tools reach the API's own code — `npm run users`, `npm run seed`, `npm start` seeding
 * an empty embedded database, `npm run bench`, the fuzzing, the API's tests of processes. Tools never
 * import apps/api's sources (module boundaries; the API is CommonJS and runs from dist).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freeLoopbackPort, repositoryRoot } from '../db';
import { spawnOwned, type OwnedProcess } from './owned-process';
import { waitForHttpOk } from './wait-for-http';

export type ApiCommand = 'users-cli' | 'seed-cli' | 'heap-cli' | 'similar-eval-cli';

/** Brings the API's build up to date (Nx answers from its cache when nothing changed). */
export function buildApi(): void {
  if (!apiBuildSucceeds()) process.exit(1);
}

/** `buildApi`, answering whether the build succeeded rather than ending the process when not. */
export function apiBuildSucceeds(): boolean {
  const build = spawnSync(
    join(repositoryRoot, 'node_modules/.bin/nx'),
    ['run', 'api:build', '--output-style=static-failures-only'],
    { cwd: repositoryRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return build.status === 0;
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

/** The built API serving on a loopback port of its own, once it answers its health call. */
export interface BuiltApi {
  baseUrl: string;
  api: OwnedProcess;
}

/**
 * Starts the built API (`apps/api/dist/main.js`, as `npm start` runs it) on a free loopback port and
 * waits for its health call: the one way the benches, the fuzzing and the API's process tests start
 * it. `environment` is the rest of its variables (at least `MONGODB_URI`); `nodeArguments` go to
 * Node itself (a CPU profile); its standard output is shown unless `quiet`.
 */
export async function startBuiltApi(options: {
  environment: Record<string, string>;
  readyWithinMs: number;
  nodeArguments?: readonly string[];
  quiet?: boolean;
}): Promise<BuiltApi> {
  const port = await freeLoopbackPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const api = spawnOwned(
    process.execPath,
    [...(options.nodeArguments ?? []), join(repositoryRoot, 'apps/api/dist/main.js')],
    {
      cwd: repositoryRoot,
      ...(options.quiet ? { stdout: 'ignore' as const } : {}),
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...options.environment },
    },
  );
  try {
    await waitForHttpOk(`${baseUrl}/api/health`, {
      timeoutMs: options.readyWithinMs,
      givenUp: api.exited,
    });
  } catch (error) {
    // Not left running behind the failure.
    await api.stop();
    throw error;
  }
  return { baseUrl, api };
}

/**
 * The built API's own process id: `spawnOwned` runs it under a small shell guard, whose child it is
 * (read from Linux's /proc, for its memory and CPU time); undefined where that cannot be read.
 */
export function builtApiPid(api: OwnedProcess): number | undefined {
  const guard = api.process.pid;
  if (guard === undefined) return undefined;
  try {
    return readFileSync(`/proc/${guard}/task/${guard}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number)
      .find((child) => {
        try {
          return readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('main.js');
        } catch {
          return false;
        }
      });
  } catch {
    return undefined;
  }
}
