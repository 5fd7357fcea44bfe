import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { NovelPage } from '@vn/domain';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  repositoryRoot,
  startFerretdb,
  uniqueDatabaseName,
  withDatabaseName,
  type RunningFerretdb,
} from '../../../../tools/db';
import { SERVER_SELECTION_TIMEOUT_MS } from '../../src/platform/database/database.module';
import { CAPTCHA_ANSWER, signUpUser, startInstance } from '../accounts-fixture';
import { startApiProcess, type ApiProcess } from '../api-process';
import { addNovels } from '../catalogue/catalogue-fixture';
import { HttpClient, type Answer } from '../http-client';
import { startRedisServer, type RedisServer } from '../redis-server';

const LANES = 4;
const PROJECTS = 6;

/** What a proxy in front of the instances does: sends each request to an instance that is up. */
class Proxy {
  private next = 0;
  constructor(readonly up: Map<string, string>) {}
  target(): [name: string, baseUrl: string] {
    const targets = [...this.up];
    const picked = targets[this.next++ % targets.length];
    if (!picked) throw new Error('no instance is up');
    return picked;
  }
}

const connectionRefused = (error: unknown) =>
  String((error as { cause?: { code?: string } }).cause?.code) === 'ECONNREFUSED';

/**
 * The production topology of docs/operations.md on this machine: two API processes, each with a
 * FerretDB process of its own, both FerretDB over one PostgreSQL (the run's), and Redis between the
 * instances. Under a mixed load of reads and writes from readers behind a proxy, one API instance is
 * stopped, then the other's FerretDB, then both are started again. Every answer is 2xx or 503 (a
 * connection refused by the stopped instance is retried elsewhere, as a proxy does), every
 * acknowledged write is there afterwards through both instances, and the survivor writes again within
 * seconds of its database coming back.
 */
describe('the drill: two instances, two FerretDB processes, one PostgreSQL', () => {
  const postgresqlUrl = inject('postgresqlServerUrl');
  const databaseName = uniqueDatabaseName('drill');
  const folders: string[] = [];
  const ferretdb: Record<'a' | 'b', RunningFerretdb | undefined> = { a: undefined, b: undefined };
  const ports: Record<'a' | 'b', number> = { a: 0, b: 0 };
  let redis: RedisServer;
  let first: ApiProcess | undefined;
  let second: ApiProcess | undefined;
  const readers: HttpClient[] = [];
  const projectIds: string[] = [];

  const startOwnFerretdb = async (name: 'a' | 'b') => {
    const dataDir = mkdtempSync(join(repositoryRoot, '.data', `test-drill-${name}-`));
    folders.push(dataDir);
    ferretdb[name] = await startFerretdb({
      dataDir,
      postgresqlUrl,
      ...(ports[name] ? { port: ports[name] } : {}),
    });
    ports[name] = Number(new URL(ferretdb[name]!.uri).port);
  };
  const databaseOf = (name: 'a' | 'b') =>
    withDatabaseName(`mongodb://127.0.0.1:${ports[name]}/`, databaseName);
  const startApi = (name: 'a' | 'b') =>
    startApiProcess({
      databaseUri: databaseOf(name),
      environment: {
        REDIS_URL: redis.url,
        CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER,
        TRUST_PROXY: 'true',
        // The drill is about the topology, not the per-reader limits of a few busy readers.
        RATE_LIMIT_SCALE: '100',
      },
    });

  beforeAll(async () => {
    expect(postgresqlUrl, 'the drill runs in the api-postgresql project').not.toBe('');
    redis = await startRedisServer();
    // The start order of docs/operations.md: a FerretDB 1.24 process reads which databases,
    // collections and indexes PostgreSQL holds once, at its first request, and never again. So one
    // FerretDB and one API instance come first and create them all (with the projects and readers
    // here, through an in-process instance that then goes), and the second FerretDB only after.
    await startOwnFerretdb('a');
    const setup = await startInstance(databaseOf('a'));
    const added = await addNovels(
      setup,
      Array.from({ length: PROJECTS }, (_, index) => ({ name: `Проект учений ${index}` })),
    );
    projectIds.push(...added.map((novel) => novel._id));
    for (let lane = 0; lane < LANES; lane += 1) readers.push((await signUpUser(setup)).client);
    await setup.close();
    await startOwnFerretdb('b');
    [first, second] = await Promise.all([startApi('a'), startApi('b')]);
  }, 120_000);
  afterAll(async () => {
    await Promise.allSettled([first?.stop(), second?.stop()]);
    await Promise.allSettled([ferretdb.a?.stop(), ferretdb.b?.stop()]);
    await redis?.stop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps every acknowledged write and answers only 2xx or 503 through the stops and restarts', async () => {
    const proxy = new Proxy(
      new Map([
        ['first', first!.baseUrl],
        ['second', second!.baseUrl],
      ]),
    );
    const statuses = new Map<number, number>();
    const cut: string[] = [];
    const comments = new Set<string>();
    const ratings = new Map<string, number>(); // `${lane}:${project}` → rating
    const uncertain = new Set<string>();
    let running = true;
    let stoppingFirst = false;

    /** One request through the proxy; a refused connection goes to another instance. */
    const send = async (
      lane: number,
      request: (client: HttpClient) => Promise<{ status: number }>,
    ): Promise<number | 'cut'> => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const [name, baseUrl] = proxy.target();
        try {
          const { status } = await request(readers[lane]!.sameBrowserOn(baseUrl));
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          return status;
        } catch (error) {
          if (connectionRefused(error)) continue;
          cut.push(`${name}${stoppingFirst ? ' while stopping' : ''}: ${String(error)}`);
          return 'cut';
        }
      }
      return 'cut';
    };

    const lanes = Array.from({ length: LANES }, async (_, lane) => {
      for (let step = 0; running; step += 1) {
        const project = projectIds[step % PROJECTS]!;
        if (step % 4 === 0) {
          const content = `Комментарий учений ${lane}.${step}`;
          const status = await send(lane, (client) =>
            client.post('/api/comments', { content, source: project, sourceType: 'game' }),
          );
          if (status === 200) comments.add(content);
        } else if (step % 4 === 1) {
          const key = `${lane}:${step % PROJECTS}`;
          const rating = 1 + (step % 10);
          const status = await send(lane, (client) =>
            client.post('/api/ratings', { novel: project, rating }),
          );
          if (status === 200) {
            ratings.set(key, rating);
            uncertain.delete(key);
          } else if (status === 'cut') uncertain.add(key);
        } else if (step % 4 === 2) {
          await send(lane, (client) => client.get('/api/novels?section=all'));
        } else {
          await send(lane, (client) => client.get(`/api/novels/${project}`));
        }
      }
    });
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const writesThrough = async (baseUrl: string) =>
      (
        await readers[0]!.sameBrowserOn(baseUrl).post('/api/comments', {
          content: `Проверка записи ${Date.now()}`,
          source: projectIds[0],
          sourceType: 'game',
        })
      ).status;

    await pause(1_500);
    // 1. One API instance stops (SIGTERM: it finishes what it has and goes); the proxy drops it.
    stoppingFirst = true;
    proxy.up.delete('first');
    await first!.stop();
    first = undefined;
    stoppingFirst = false;
    await pause(1_500);

    // 2. The survivor's FerretDB stops: its writes answer 503, its reads come from memory.
    await ferretdb.b!.stop();
    ferretdb.b = undefined;
    expect(await writesThrough(second!.baseUrl)).toBe(503);
    // Longer than a write waits for its database: a write that finds the connection already closed
    // fails at once, but one that finds the driver still looking waits for it, and would succeed
    // if the database came back first, so a shorter outage may show the lanes no 503 at all.
    await pause(SERVER_SELECTION_TIMEOUT_MS + 1_500);

    // 3. Both come back: the FerretDB on its port, then the API instance.
    await startOwnFerretdb('b');
    const back = Date.now();
    await expect
      .poll(() => writesThrough(second!.baseUrl), { timeout: 15_000, interval: 100 })
      .toBe(200);
    const survivorWritesAfterMs = Date.now() - back;
    const restarting = Date.now();
    first = await startApi('a');
    const firstReadyMs = Date.now() - restarting;
    proxy.up.set('first', first.baseUrl);
    await pause(1_500);
    running = false;
    await Promise.all(lanes);

    const unexpected = [...statuses].filter(
      ([status]) => !(status >= 200 && status < 300) && status !== 503,
    );
    expect(unexpected, 'answers other than 2xx and 503').toEqual([]);
    expect(
      statuses.get(503) ?? 0,
      'the survivor refused writes while its database was away',
    ).toBeGreaterThan(0);
    // A connection cut without an answer may only come from the instance being stopped.
    expect(cut.filter((line) => !line.startsWith('first while stopping'))).toEqual([]);
    expect(survivorWritesAfterMs).toBeLessThan(10_000);

    // Every acknowledged write is there: in the database, and through both instances.
    const client = await MongoClient.connect(databaseOf('a'));
    const stored = await client
      .db()
      .collection('comments')
      .find({}, { projection: { content: 1 } })
      .toArray();
    await client.close();
    const storedContents = new Set(stored.map((comment) => String(comment['content'])));
    expect([...comments].filter((content) => !storedContents.has(content))).toEqual([]);
    for (const instance of [first, second]) {
      for (const [key, rating] of ratings) {
        if (uncertain.has(key)) continue;
        const [lane, project] = key.split(':').map(Number) as [number, number];
        const page = await readers[lane]!.sameBrowserOn(instance!.baseUrl).get<Answer<NovelPage>>(
          `/api/novels/${projectIds[project]}`,
        );
        expect({ key, rating: page.body.result.userRating }).toEqual({ key, rating });
      }
    }
    console.log(
      `drill: ${[...statuses.values()].reduce((sum, count) => sum + count, 0)} answers ` +
        `(${JSON.stringify(Object.fromEntries(statuses))}), ${comments.size} comments and ` +
        `${ratings.size} ratings acknowledged, ${cut.length} connections cut while stopping; ` +
        `the survivor wrote again ${survivorWritesAfterMs} ms after its FerretDB was back; ` +
        `the restarted instance was ready in ${firstReadyMs} ms`,
    );
  }, 120_000);
});
