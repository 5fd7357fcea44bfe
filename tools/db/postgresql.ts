/**
 * A PostgreSQL server of our own for FerretDB's `postgresql` handler: Debian's PostgreSQL, a data
 * folder initialised on first use, loopback only, no Unix socket. The server backend for operators
 * and for the test stage that runs the database suites over it (ADR 0002, docs/operations.md).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { spawnOwned } from '../process/owned-process';
import { DatabaseUnavailableError } from './errors';
import { freeLoopbackPort } from './free-port';

const run = promisify(execFile);

/** Debian's server binary; POSTGRES_BIN names another (its folder must hold initdb and createdb). */
export const DEFAULT_POSTGRES_BIN = '/usr/lib/postgresql/15/bin/postgres';

/** The role and database FerretDB uses; the cluster trusts loopback, so there is no password. */
const ROLE = 'ferretdb';
const DATABASE = 'ferretdb';

export interface RunningPostgresql {
  /** `postgres://ferretdb@127.0.0.1:<port>/ferretdb`, what FerretDB's `--postgresql-url` takes. */
  url: string;
  port: number;
  /** The cluster's folder: the one asked for, or its stand-in when the server user cannot reach it. */
  dataDir: string;
  stop(): Promise<void>;
}

function binaries(): { postgres: string; initdb: string; createdb: string } {
  const postgres = process.env['POSTGRES_BIN'] ?? DEFAULT_POSTGRES_BIN;
  if (!existsSync(postgres)) {
    throw new DatabaseUnavailableError(
      `PostgreSQL is not installed at ${postgres}: install it with \`apt-get install postgresql\` (Debian), or set POSTGRES_BIN.`,
    );
  }
  const folder = dirname(postgres);
  return { postgres, initdb: join(folder, 'initdb'), createdb: join(folder, 'createdb') };
}

/**
 * PostgreSQL refuses to run as root. As root, it runs as Debian's `postgres` user instead, through
 * setpriv, which execs the server in place (no process between it and the guard that stops it).
 */
async function asServerUser(): Promise<{ prefix: string[]; uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
  const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
  return {
    prefix: ['setpriv', `--reuid=${uid}`, `--regid=${gid}`, '--clear-groups', '--'],
    uid,
    gid,
  };
}

/**
 * The data folder the server user can reach: `wanted` itself, unless (as root) a folder above it is
 * closed to others, such as a clone under /root; then a folder under the system's temporary folder
 * named after `wanted`, so the same `wanted` finds the same data again.
 */
async function reachableDataDir(
  wanted: string,
  user: Awaited<ReturnType<typeof asServerUser>>,
): Promise<string> {
  if (!user) return wanted;
  await mkdir(dirname(wanted), { recursive: true });
  const reaches = await run(user.prefix[0]!, [
    ...user.prefix.slice(1),
    'test',
    '-x',
    dirname(wanted),
  ])
    .then(() => true)
    .catch(() => false);
  if (reaches) return wanted;
  const key = createHash('sha256').update(wanted).digest('hex').slice(0, 16);
  // Open to the server user: each cluster's own folder is its and closed to others; a folder
  // made with the cluster's mode (0700, root's) would have hidden every cluster from the server.
  const standIns = join(tmpdir(), 'vn-catalogue-postgresql');
  await mkdir(standIns, { recursive: true });
  await chmod(standIns, 0o755);
  return join(standIns, key);
}

async function commandAs(
  user: Awaited<ReturnType<typeof asServerUser>>,
  command: string,
  args: string[],
): Promise<void> {
  const [program, ...rest] = user ? [...user.prefix, command, ...args] : [command, ...args];
  await run(program!, rest);
}

async function waitForServer(
  createdb: string,
  port: number,
  exited: Promise<number | null>,
  output: () => string,
): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (gone) throw new Error(`PostgreSQL exited at start: ${output().trim() || 'no output'}`);
    try {
      // Creating FerretDB's database doubles as the readiness check; "already exists" is ready too.
      await run(createdb, ['-h', '127.0.0.1', '-p', String(port), '-U', ROLE, DATABASE]);
      return;
    } catch (error) {
      const message = String((error as { stderr?: string }).stderr ?? error);
      if (message.includes('already exists')) return;
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not start in 30 s: ${message}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

export async function startPostgresql(options: {
  dataDir: string;
  /** A cluster made anew, whatever the folder held (one run's database). */
  fresh?: boolean;
  port?: number;
  log?: (line: string) => void;
}): Promise<RunningPostgresql> {
  const { postgres, initdb, createdb } = binaries();
  const user = await asServerUser();
  const dataDir = await reachableDataDir(options.dataDir, user);
  if (options.fresh) await rm(dataDir, { recursive: true, force: true });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    if (user) await chown(dataDir, user.uid, user.gid);
    options.log?.(`Creating a PostgreSQL cluster in ${dataDir}…`);
    await commandAs(user, initdb, [
      `--pgdata=${dataDir}`,
      `--username=${ROLE}`,
      // Loopback only (listen_addresses below), so trust is what a local test server needs.
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
    ]);
  }
  const port = options.port ?? (await freeLoopbackPort());
  const args = [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    // No Unix socket: its default folder (/var/run/postgresql) may not exist or be writable.
    '-c',
    'unix_socket_directories=',
    // Two API instances, two FerretDB processes and the tests' own clients fit well under this.
    '-c',
    'max_connections=200',
  ];
  const [program, ...rest] = user ? [...user.prefix, postgres, ...args] : [postgres, ...args];
  const server = spawnOwned(program!, rest, { stdout: 'ignore', stderr: 'pipe' });
  let output = '';
  server.process.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  // SIGTERM is PostgreSQL's smart shutdown, which waits for clients; SIGINT (fast) would not, but
  // FerretDB is stopped first, so smart shutdown ends at once.
  const stop = () => server.stop();
  try {
    await waitForServer(createdb, port, server.exited, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://${ROLE}@127.0.0.1:${port}/${DATABASE}`, port, dataDir, stop };
}
