/**
 * Live events under load (docs/architecture.md § Budgets, ADR 0008):
 * `npx tsx tools/bench/sse-load.mts`. Not part of `npm test`.
 *
 * Starts a throw-away embedded database, a Redis (`redis-server`) and the built API on loopback with
 * `REDIS_URL`, puts `--subscribers` users with a session each straight into the database (sign-up is
 * rate-limited and slow by design), and opens one `GET /api/events/subscribe` per user. Measures the
 * API process's resident memory before and after the streams open (per idle subscriber), then acts as
 * a second API instance would — stores each event in `liveEvents` and publishes it on Redis channel
 * `vn:live`, as `LiveEvents.publish` does — at `--rate` events a second to random subscribers for
 * `--seconds`, and reports the delivery latency (publish call → frame read by the subscriber) p50,
 * p99 and max. Stops by itself in about a minute.
 *
 *   --subscribers 500  --rate 200  --seconds 20  --skip-build
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { MongoClient } from 'mongodb';
import {
  freeLoopbackPort,
  repositoryRoot,
  startDatabase,
  withDefaultDatabaseName,
} from '../db/index.ts';
import { buildApi } from '../process/api-cli.ts';
import { spawnOwned, type OwnedProcess } from '../process/owned-process.ts';
import { waitForHttpOk } from '../process/wait-for-http.ts';

const { values: flags } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '500' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '20' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const subscriberCount = Number(flags.subscribers);
const rate = Number(flags.rate);
const seconds = Number(flags.seconds);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process, in bytes (Linux). */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** The API's own process: `spawnOwned` runs it under a small shell guard. */
function apiPidOf(owned: OwnedProcess): number {
  const guard = owned.process.pid!;
  const children = readFileSync(`/proc/${guard}/task/${guard}/children`, 'utf8')
    .trim()
    .split(/\s+/);
  const pid = children.map(Number).find((child) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('main.js');
    } catch {
      return false;
    }
  });
  if (!pid) throw new Error('could not find the API process');
  return pid;
}

async function settledRss(pid: number): Promise<number> {
  await sleep(2_000);
  const samples: number[] = [];
  for (let index = 0; index < 5; index += 1) {
    samples.push(rssOf(pid));
    await sleep(200);
  }
  return samples.sort((a, b) => a - b)[2]!;
}

function startRedis(port: number): OwnedProcess {
  return spawnOwned(
    process.env['REDIS_SERVER'] ?? 'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdout: 'ignore', stderr: 'inherit' },
  );
}

async function waitForRedis(url: string): Promise<void> {
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
function subscribe(
  baseUrl: string,
  token: string,
  onEvent: (data: { sentAt: number }) => void,
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
            if (data) onEvent(JSON.parse(data) as { sentAt: number });
          }
        });
        resolve(outgoing);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main(): Promise<void> {
  const startedAt = Date.now();
  if (!flags['skip-build']) buildApi();
  const database = await startDatabase({ dataFolder: 'sse-load', ephemeral: true });
  const uri = withDefaultDatabaseName(database.uri, 'sseload');
  const redisPort = await freeLoopbackPort();
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const redisServer = startRedis(redisPort);
  const mongo = new MongoClient(uri);
  let api: OwnedProcess | undefined;
  const streams: ClientRequest[] = [];
  let publisher: Redis | undefined;
  try {
    await waitForRedis(redisUrl);
    await mongo.connect();
    const db = mongo.db();

    // Users and sessions as the API stores them (users.schema.ts, session.schema.ts).
    const now = new Date();
    const users = Array.from({ length: subscriberCount }, (_, index) => {
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

    const port = await freeLoopbackPort();
    const baseUrl = `http://127.0.0.1:${port}`;
    api = spawnOwned(process.execPath, [join(repositoryRoot, 'apps/api/dist/main.js')], {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        MONGODB_URI: uri,
        REDIS_URL: redisUrl,
        LOG_LEVEL: 'warn',
      },
    });
    await waitForHttpOk(`${baseUrl}/api/health`, { timeoutMs: 60_000, givenUp: api.exited });
    const apiPid = apiPidOf(api);

    const latencies: number[] = [];
    let received = 0;
    const onEvent = (data: { sentAt: number }) => {
      received += 1;
      latencies.push(Date.now() - data.sentAt);
    };

    // Warm-up: code paths, caches and a few streams, so the baseline is not a cold process.
    for (const user of users.slice(0, 10))
      streams.push(await subscribe(baseUrl, user.token, onEvent));
    const before = await settledRss(apiPid);

    const openStart = Date.now();
    const rest = users.slice(10);
    for (let index = 0; index < rest.length; index += 50) {
      const batch = rest.slice(index, index + 50);
      streams.push(
        ...(await Promise.all(batch.map((user) => subscribe(baseUrl, user.token, onEvent)))),
      );
    }
    const openMs = Date.now() - openStart;
    const after = await settledRss(apiPid);
    const perSubscriber = (after - before) / rest.length;

    // A second instance's publish: store, then Redis (live-events.service.ts `send`).
    publisher = new Redis(redisUrl);
    const liveEvents = db.collection('liveEvents');
    const instance = randomBytes(3).toString('hex');
    let sequence = 0;
    const total = rate * seconds;
    const interval = 1000 / rate;
    const publishStart = Date.now();
    for (let n = 0; n < total; n += 1) {
      const due = publishStart + n * interval;
      const wait = due - Date.now();
      if (wait > 0) await sleep(wait);
      const user = users[Math.floor(Math.random() * users.length)]!;
      const sentAt = Date.now();
      const id =
        sentAt.toString(16).padStart(12, '0') +
        (sequence++ & 0xffffff).toString(16).padStart(6, '0') +
        instance;
      const data = { sentAt, n };
      await liveEvents.insertOne({
        _id: id as never,
        userId: user.record._id,
        type: 'newMessages',
        data,
        createdAt: new Date(sentAt),
      });
      await publisher.publish(
        'vn:live',
        JSON.stringify({
          type: 'newMessages',
          json: JSON.stringify(data),
          to: [[user.record._id, id]],
        }),
      );
    }
    const publishMs = Date.now() - publishStart;
    await sleep(1_000);

    const sorted = [...latencies].sort((a, b) => a - b);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`
Live events load (${subscriberCount} subscribers, ${database.backend}, Redis pub/sub)
  streams opened          ${streams.length} in ${openMs} ms
  API RSS                 ${kb(before)} → ${kb(after)} (10 warm-up streams in the baseline)
  memory per idle stream  ${kb(perSubscriber)}   (target < 50 KB)
  events                  ${total} published over ${(publishMs / 1000).toFixed(1)} s (${rate}/s target), ${received} received
  latency (publish → read) p50 ${percentile(sorted, 50)} ms, p99 ${percentile(sorted, 99)} ms, max ${sorted.at(-1)} ms   (target p99 < 100 ms)
  total run               ${((Date.now() - startedAt) / 1000).toFixed(1)} s
`);
    if (received !== total) process.exitCode = 1;
  } finally {
    for (const stream of streams) stream.destroy();
    publisher?.disconnect();
    await mongo.close();
    await api?.stop();
    await redisServer.stop();
    await database.stop();
  }
}

await main();
