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
import { randomBytes } from 'node:crypto';
import type { ClientRequest } from 'node:http';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { MongoClient } from 'mongodb';
import { freeLoopbackPort, startDatabase, withDefaultDatabaseName } from '../db/index.ts';
import { buildApi } from '../process/api-cli.ts';
import type { OwnedProcess } from '../process/owned-process.ts';
import {
  apiPidOf,
  insertUsersWithSessions,
  percentile,
  settledRss,
  sleep,
  startLoadApi,
  startRedis,
  subscribe,
  waitForRedis,
} from './live-kit.mts';

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

    const users = await insertUsersWithSessions(db, subscriberCount);

    const started = await startLoadApi(uri, redisUrl, { NODE_ENV: 'production' });
    api = started.api;
    const { baseUrl } = started;
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
