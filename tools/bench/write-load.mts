/**
 * Writes under load with readers connected (docs/operations.md, ADR 0018):
 * `npx tsx tools/bench/write-load.mts`. Not part of `npm test`.
 *
 * Seeds a throw-away embedded database (DATABASE_BACKEND chooses its storage) with `--novels`
 * projects, puts `--subscribers` readers with a session each into it, starts `--instances` API
 * processes on it with one Redis between them, and opens one live-event stream per reader, spread
 * over the instances. Then, after two unmeasured seconds of each write but messages, for
 * `--seconds` each at `--connections` concurrent requests, random readers rate projects, change
 * their lists, comment and send each other messages, through the instances in turn. Prints each write's requests/s, p50/p99 and refusals; for messages also how
 * many `newMessages` events reached the recipient's open stream (on whichever instance) and how
 * long after the send was answered — end to end, through Redis when the instances differ.
 *
 * Test mode with RATE_LIMIT_SCALE=1000: a few hundred readers writing as fast as the machine allows
 * would otherwise meet the per-reader limits, which are not what this measures.
 *
 *   --instances 1  --subscribers 500  --novels 2000  --seconds 10  --connections 32  --skip-build
 */
import type { ClientRequest } from 'node:http';
import { parseArgs } from 'node:util';
import { MongoClient } from 'mongodb';
import { freeLoopbackPort, startDatabase, withDefaultDatabaseName } from '../db/index.ts';
import { buildApi, runApiCommand } from '../process/api-cli.ts';
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
  type LoadUser,
} from './live-kit.mts';

const { values: flags } = parseArgs({
  options: {
    instances: { type: 'string', default: '1' },
    subscribers: { type: 'string', default: '500' },
    novels: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const instanceCount = Number(flags.instances);
const subscriberCount = Number(flags.subscribers);
const seconds = Number(flags.seconds);
const connections = Number(flags.connections);

const READING_LISTS = ['reading', 'read', 'partialRead', 'wantRead', 'bookmark', 'dropped'];

interface Write {
  name: string;
  request(user: LoadUser, n: number): { path: string; body: unknown };
}

interface Outcome {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
  refused: Map<number, number>;
  /** One answer of each refused status, so a refusal says what it was. */
  refusedExamples: Map<number, string>;
}

const pick = <T,>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** `connections` loops of one write after another for `seconds`, spread over the instances. */
async function drive(
  write: Write,
  users: LoadUser[],
  baseUrls: string[],
  onAnswered?: (n: number, at: number) => void,
  forSeconds = seconds,
): Promise<Outcome> {
  const latencies: number[] = [];
  const refused = new Map<number, number>();
  const refusedExamples = new Map<number, string>();
  let n = 0;
  const deadline = Date.now() + forSeconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, loop) => {
      while (Date.now() < deadline) {
        const user = pick(users);
        const index = (n += 1);
        const { path, body } = write.request(user, index);
        const sent = performance.now();
        const answer = await fetch(`${baseUrls[(loop + index) % baseUrls.length]}${path}`, {
          method: 'POST',
          headers: { cookie: `sid=${user.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const text = await answer.text();
        latencies.push(performance.now() - sent);
        if (answer.ok) onAnswered?.(index, Date.now());
        else {
          refused.set(answer.status, (refused.get(answer.status) ?? 0) + 1);
          if (!refusedExamples.has(answer.status)) {
            refusedExamples.set(
              answer.status,
              `${path} ${JSON.stringify(body)} → ${text.slice(0, 200)}`,
            );
          }
        }
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    name: write.name,
    perSecond: (latencies.length - [...refused.values()].reduce((a, b) => a + b, 0)) / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    refused,
    refusedExamples,
  };
}

async function main(): Promise<void> {
  if (!flags['skip-build']) buildApi();
  const database = await startDatabase({ dataFolder: 'write-load', ephemeral: true });
  const uri = withDefaultDatabaseName(database.uri, 'writeload');
  const redisPort = await freeLoopbackPort();
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const redisServer = startRedis(redisPort);
  const mongo = new MongoClient(uri);
  const apis: OwnedProcess[] = [];
  const streams: ClientRequest[] = [];
  try {
    await waitForRedis(redisUrl);
    if (runApiCommand('seed-cli', uri, ['--novels', flags.novels!]) !== 0) {
      throw new Error('seeding failed');
    }
    await mongo.connect();
    const db = mongo.db();
    const users = await insertUsersWithSessions(db, subscriberCount);
    const rateable = (
      await db
        .collection('novels')
        .find({ status: { $nin: ['inProcess', 'freeze'] } }, { projection: { _id: 1, removed: 1 } })
        .toArray()
    )
      // A removed project keeps `removed: { at, by }` (a soft delete) and answers 404.
      .filter((novel) => !novel['removed'])
      .map((novel) => String(novel._id));

    const started = await Promise.all(
      Array.from({ length: instanceCount }, () =>
        startLoadApi(uri, redisUrl, { NODE_ENV: 'test', RATE_LIMIT_SCALE: '1000' }),
      ),
    );
    apis.push(...started.map((each) => each.api));
    const baseUrls = started.map((each) => each.baseUrl);
    const rssBefore = await Promise.all(apis.map((api) => settledRss(apiPidOf(api))));

    // One stream per reader, the readers spread over the instances.
    // A message's event can reach its recipient before its sender has the answer: both times are
    // kept by the message's number and compared at the end (an event first counts as 0 ms).
    const answeredAt = new Map<number, number>();
    const receivedAt = new Map<number, number>();
    const onEvent = (data: { message?: { body?: string } }) => {
      const n = /#(\d+)$/.exec(data.message?.body ?? '')?.[1];
      if (n) receivedAt.set(Number(n), Date.now());
    };
    for (let index = 0; index < users.length; index += 50) {
      const batch = users.slice(index, index + 50);
      streams.push(
        ...(await Promise.all(
          batch.map((user, offset) =>
            subscribe(baseUrls[(index + offset) % baseUrls.length]!, user.token, onEvent),
          ),
        )),
      );
    }
    const rssStreams = await Promise.all(apis.map((api) => settledRss(apiPidOf(api))));

    const writes: Write[] = [
      {
        name: 'ratings',
        request: () => ({
          path: '/api/ratings',
          body: { novel: pick(rateable), rating: 1 + Math.floor(Math.random() * 10) },
        }),
      },
      {
        name: 'list changes',
        request: () => ({
          path: '/api/addtolist',
          body: { novel: pick(rateable), list: pick(READING_LISTS) },
        }),
      },
      {
        name: 'comments',
        request: (_user, n) => ({
          path: '/api/comments',
          body: {
            content: `Комментарий под нагрузкой ${n}`,
            source: pick(rateable),
            sourceType: 'game',
          },
        }),
      },
      {
        name: 'messages (each a live event)',
        request: (user, n) => {
          let to = pick(users);
          while (to === user) to = pick(users);
          return { path: '/api/messages', body: { to: to.record._id, body: `Сообщение #${n}` } };
        },
      },
    ];
    // Unmeasured first: what a fresh instance does once (the first read of every reader's marks
    // and likes, threads not kept yet) would otherwise land on whichever write comes first.
    // Messages are left out: their events are matched to sends by a number each run starts afresh.
    for (const write of writes) {
      if (!write.name.startsWith('messages')) await drive(write, users, baseUrls, undefined, 2);
    }
    const outcomes: Outcome[] = [];
    for (const write of writes) {
      const messages = write.name.startsWith('messages');
      outcomes.push(
        await drive(
          write,
          users,
          baseUrls,
          messages ? (n, at) => answeredAt.set(n, at) : undefined,
        ),
      );
      await sleep(1_000);
    }
    await sleep(2_000);

    const kb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    console.log(
      `\nWrites with ${subscriberCount} readers connected: ${instanceCount} instance(s), ` +
        `${database.storage ?? database.backend}, Redis, ${connections} connections, ${seconds} s each`,
    );
    console.table(
      outcomes.map((outcome) => ({
        write: outcome.name,
        'per s': Math.round(outcome.perSecond),
        'p50 ms': Math.round(outcome.p50),
        'p99 ms': Math.round(outcome.p99),
        refused: JSON.stringify(Object.fromEntries(outcome.refused)),
      })),
    );
    for (const outcome of outcomes) {
      for (const [status, example] of outcome.refusedExamples) {
        console.log(`${outcome.name}, refused ${status}: ${example}`);
      }
    }
    const delivery = [...answeredAt]
      .filter(([n]) => receivedAt.has(n))
      .map(([n, at]) => Math.max(0, receivedAt.get(n)! - at));
    const sorted = delivery.sort((a, b) => a - b);
    console.log(
      `message events: ${answeredAt.size} sends answered, ${delivery.length} delivered to the ` +
        `recipient's stream; after the answer p50 ${percentile(sorted, 50)} ms, ` +
        `p99 ${percentile(sorted, 99)} ms, max ${sorted.at(-1)} ms (target p99 ≤ 100 ms)`,
    );
    console.log(
      `API memory: ${rssBefore.map(kb).join(', ')} → ${rssStreams.map(kb).join(', ')} with the streams open`,
    );
    if (delivery.length !== answeredAt.size) process.exitCode = 1;
  } finally {
    for (const stream of streams) stream.destroy();
    await mongo.close();
    await Promise.all(apis.map((api) => api.stop()));
    await redisServer.stop();
    await database.stop();
  }
}

await main();
