/**
 * What the live-event benches share (`sse-load.mts`, `write-load.mts`): readers with a session each
 * put straight into the database (sign-up is rate-limited and slow by design), a Redis of their own,
 * the API's process id for its memory, and event streams read as a browser reads them.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import { Redis } from 'ioredis';
import type { Db } from 'mongodb';
import { builtApiPid, startBuiltApi, type BuiltApi } from '../process/api-cli.ts';
import { spawnOwned, type OwnedProcess } from '../process/owned-process.ts';

export interface LoadUser {
  /** The session cookie's value. */
  token: string;
  record: { _id: string; username: string };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process, in bytes (Linux). */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** The built API's own process id, for its memory (Linux). */
export function apiPidOf(owned: OwnedProcess): number {
  const pid = builtApiPid(owned);
  if (pid === undefined) throw new Error('could not find the API process');
  return pid;
}

export async function settledRss(pid: number): Promise<number> {
  await sleep(2_000);
  const samples: number[] = [];
  for (let index = 0; index < 5; index += 1) {
    samples.push(rssOf(pid));
    await sleep(200);
  }
  return samples.sort((a, b) => a - b)[2]!;
}

export function startRedis(port: number): OwnedProcess {
  return spawnOwned(
    process.env['REDIS_SERVER'] ?? 'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdout: 'ignore', stderr: 'inherit' },
  );
}

export async function waitForRedis(url: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const probe = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return;
    } catch {
      probe.disconnect();
      await sleep(100);
    }
  }
  throw new Error('redis-server did not start (apt-get install -y redis-server)');
}

/** Opens one stream; calls `onEvent` with each event's data. Resolves once the headers arrived. */
export function subscribe<Data = { sentAt: number }>(
  baseUrl: string,
  token: string,
  onEvent: (data: Data) => void,
): Promise<ClientRequest> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${baseUrl}/api/events/subscribe`,
      { headers: { cookie: `sid=${token}`, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`subscribe answered ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (data) onEvent(JSON.parse(data) as Data);
          }
        });
        resolve(outgoing);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** `count` users with a session each, as users.schema.ts and session.schema.ts store them. */
export async function insertUsersWithSessions(db: Db, count: number): Promise<LoadUser[]> {
  const now = new Date();
  const users = Array.from({ length: count }, (_, index) => {
    const id = randomBytes(12).toString('hex');
    const username = `load${index}`;
    return {
      token: randomBytes(32).toString('base64url'),
      record: {
        _id: id,
        username,
        usernameKey: username,
        email: `${username}@example.test`,
        emailConfirmed: true,
        passwordHash: null,
        googleSubject: null,
        role: 'staff',
        avatar: null,
        bg: null,
        description: '',
        banned: null,
        removed: false,
        removedAt: null,
        ownedNovelIds: [],
        settings: {},
        presets: [],
        createdAt: now,
        updatedAt: now,
      },
    };
  });
  await db.collection('users').insertMany(users.map((user) => user.record) as never[]);
  await db.collection('sessions').insertMany(
    users.map((user) => ({
      _id: createHash('sha256').update(user.token).digest('hex'),
      userId: user.record._id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    })) as never[],
  );
  return users;
}

/**
 * The built API on a free loopback port, on `uri` and the Redis at `redisUrl`, with `environment`
 * on top (NODE_ENV among it); resolves once its health answers.
 */
export function startLoadApi(
  uri: string,
  redisUrl: string,
  environment: Record<string, string>,
): Promise<BuiltApi> {
  return startBuiltApi({
    readyWithinMs: 180_000,
    environment: { MONGODB_URI: uri, REDIS_URL: redisUrl, LOG_LEVEL: 'warn', ...environment },
  });
}
