/**
 * The embedded database: FerretDB 1.24 on its SQLite backend (or over PostgreSQL), built once from the Go module proxy
 * and kept in a cache folder outside the clone, so every clone on a machine (CI's included) reuses
 * one build. See docs/adr/0002-embedded-database.md.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { spawnOwned } from '../process/owned-process';
import { DatabaseUnavailableError } from './errors';
import { freeLoopbackPort } from './free-port';
import { waitForPing } from './ping';

const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));

const FERRETDB_VERSION = 'v1.24.2';
/**
 * What `build-ferretdb.sh` builds: the version with our patches (`ferretdb-patches/`, its
 * `patch_tag`; ADR 0002 § The _id index). A binary that reports anything else, an unpatched v1.24.2
 * or one with fewer patches included, is built again.
 */
export const FERRETDB_BUILD = `${FERRETDB_VERSION}-vn2`;

const NO_DATABASE_MESSAGE =
  'No database available: set MONGODB_URI to a MongoDB server, or install Go 1.22 or newer (https://go.dev/doc/install) so the embedded FerretDB can be built.';

export function ferretdbCacheDir(): string {
  const cacheHome = process.env['XDG_CACHE_HOME'] ?? join(homedir(), '.cache');
  return join(cacheHome, 'vn-catalogue', 'ferretdb');
}

async function reportsVersion(binary: string): Promise<boolean> {
  try {
    const { stdout } = await run(binary, ['--version']);
    return stdout.split('\n').some((line) => line.trim() === `version: ${FERRETDB_BUILD}`);
  } catch {
    return false;
  }
}

async function hasGo(): Promise<boolean> {
  try {
    await run('go', ['version']);
    return true;
  } catch {
    return false;
  }
}

/** The path of a FerretDB binary of the right version: FERRETDB_BIN, the cached build, or a new build. */
export async function ensureFerretdbBinary(
  log: (line: string) => void = () => {},
): Promise<string> {
  const configured = process.env['FERRETDB_BIN'];
  if (configured) {
    if (await reportsVersion(configured)) return configured;
    throw new DatabaseUnavailableError(
      `FERRETDB_BIN=${configured} is not a FerretDB ${FERRETDB_BUILD} binary (build one with tools/db/build-ferretdb.sh <folder>).`,
    );
  }
  const cacheDir = ferretdbCacheDir();
  const binary = join(cacheDir, 'ferretdb');
  if (existsSync(binary) && (await reportsVersion(binary))) return binary;
  if (!(await hasGo())) throw new DatabaseUnavailableError(NO_DATABASE_MESSAGE);

  log(`Building FerretDB ${FERRETDB_BUILD} into ${cacheDir} (about a minute, once per machine)…`);
  await new Promise<void>((resolve, reject) => {
    const build = spawn('bash', [join(here, 'build-ferretdb.sh'), cacheDir], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    build.on('error', reject);
    build.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`FerretDB build failed (exit code ${code})`)),
    );
  });
  return binary;
}

export interface RunningFerretdb {
  uri: string;
  stop(): Promise<void>;
}

export async function startFerretdb(options: {
  /** Its state; with SQLite, also the databases' files. */
  dataDir: string;
  /** FerretDB's `postgresql` handler over this server (`postgres://…`) instead of SQLite. */
  postgresqlUrl?: string;
  /** A given port (a restart where the clients expect it); a free one otherwise. */
  port?: number;
  log?: (line: string) => void;
}): Promise<RunningFerretdb> {
  const binary = await ensureFerretdbBinary(options.log);
  await mkdir(options.dataDir, { recursive: true });
  const port = options.port ?? (await freeLoopbackPort());
  const storage = options.postgresqlUrl
    ? ['--handler=postgresql', `--postgresql-url=${options.postgresqlUrl}`]
    : // The trailing slash matters: FerretDB treats the URL as a folder of per-database files.
      ['--handler=sqlite', `--sqlite-url=file:${options.dataDir}/`];
  const args = [
    ...storage,
    `--listen-addr=127.0.0.1:${port}`,
    // '-' keeps it off port 8088, which two instances would fight over.
    '--debug-addr=-',
    `--state-dir=${options.dataDir}`,
    // Telemetry would try to reach the internet.
    '--telemetry=disable',
    '--log-level=warn',
  ];
  // Owned: the database never outlives the process that started it, even one killed by SIGKILL.
  const ferretdb = spawnOwned(binary, args, { stdout: 'ignore', stderr: 'pipe' });
  let stderr = '';
  ferretdb.process.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const uri = `mongodb://127.0.0.1:${port}/`;
  const stop = () => ferretdb.stop();

  try {
    await Promise.race([
      waitForPing(uri, 30_000),
      ferretdb.exited.then(() => {
        throw new Error(`FerretDB exited at start: ${stderr.trim() || 'no output'}`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { uri, stop };
}
