import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { serverMessages } from '@vn/domain';
import { Logger } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  repositoryRoot,
  startFerretdb,
  uniqueDatabaseName,
  withDatabaseName,
} from '../../../../tools/db';
import { signUpUser, startInstance, type TestUser } from '../accounts-fixture';
import { addNovels } from '../catalogue/catalogue-fixture';
import { postComment } from '../comments/comments-fixture';
import { HttpClient, type Answer } from '../http-client';
import type { TestApi } from '../test-api';

type RunningDatabase = Awaited<ReturnType<typeof startFerretdb>>;

const UNAVAILABLE = serverMessages.unavailable;

/**
 * The database goes away under load and comes back (ADR 0009). A FerretDB of this test's own is
 * stopped while the API is busy and started again on the same data folder and port; the API is
 * never restarted. While it is down, what needs the database answers 503 with the Russian message,
 * at once rather than after half a minute, health says the database is down, and the pages served
 * from memory (catalogue, project pages) keep answering. Once it is back, everything works again by
 * itself, and nothing written before is lost. Over PostgreSQL, it is the FerretDB process that goes
 * away; the PostgreSQL server under it stays, as it would when one FerretDB of several restarts.
 */
describe('the database going away and coming back', () => {
  let dataDir: string;
  let database: RunningDatabase | undefined;
  let port: number;
  let api: TestApi;
  let user: TestUser;
  let projectId: string;
  let guest: HttpClient;
  let running = true;
  let lanes: Promise<void>[] = [];
  const loggedErrors: string[] = [];
  const postgresqlUrl = inject('postgresqlServerUrl');
  const startOwnFerretdb = (at?: number) =>
    startFerretdb({
      dataDir,
      ...(at ? { port: at } : {}),
      ...(postgresqlUrl ? { postgresqlUrl } : {}),
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(repositoryRoot, '.data', 'test-outage-'));
    database = await startOwnFerretdb();
    port = Number(new URL(database.uri).port);
    // What the API logs as an error is kept: a 500 among the answers under load then says, in the
    // failure itself, which error slipped past isDatabaseUnavailable (a 503 is a warning, not kept).
    vi.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown, stack?: unknown) => {
      loggedErrors.push(`${String(message)}\n${String(stack ?? '')}`);
    });
    api = await startInstance(withDatabaseName(database.uri, uniqueDatabaseName()));
    user = await signUpUser(api);
    const [project] = await addNovels(api, [{ name: 'Проект на время аварии' }]);
    projectId = project!._id;
    guest = new HttpClient(api.baseUrl);
  });
  afterAll(async () => {
    running = false;
    await Promise.allSettled(lanes);
    await api?.close();
    await database?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  const comment = (content: string) =>
    postComment(user.client, { content, source: projectId, sourceType: 'game' });
  const health = () => guest.get<Answer<{ status: string; db: string }>>('/api/health');

  it('answers 503 while it is down, keeps the in-memory pages, and recovers by itself', async () => {
    expect((await comment('До аварии')).status).toBe(200);

    // Load: comments (a write each) and the comments list (a read each), one after another in
    // four lanes, until told to stop; every status is kept.
    const statuses: number[] = [];
    let commentsAcknowledged = 1; // 'До аварии'
    lanes = Array.from({ length: 4 }, async (_, lane) => {
      for (let step = 0; running; step += 1) {
        const writes = step % 2 === 0;
        const answer = writes
          ? await comment(`Под нагрузкой ${lane}.${step}`)
          : await guest.get(`/api/comments?source=${projectId}&sourceType=game`);
        statuses.push(answer.status);
        if (writes && answer.status === 200) commentsAcknowledged += 1;
      }
    });

    await database!.stop();
    database = undefined;

    const writeStarted = Date.now();
    const refused = await comment('Во время аварии');
    const refusedInMs = Date.now() - writeStarted;
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ message: UNAVAILABLE.message, requestId: expect.any(String) });
    expect(refusedInMs).toBeLessThan(5_000);

    await expect
      .poll(async () => (await health()).status, { timeout: 5_000, interval: 100 })
      .toBe(503);
    expect((await health()).body).toEqual({ result: { status: 'degraded', db: 'down' } });

    // Served from memory: the catalogue and a project page (its view is kept for later).
    expect((await guest.get('/api/novels?section=all')).status).toBe(200);
    expect((await new HttpClient(api.baseUrl).get(`/api/novels/${projectId}`)).status).toBe(200);

    database = await startOwnFerretdb(port);
    const backAt = Date.now();
    await expect
      .poll(async () => (await comment('После аварии')).status, { timeout: 25_000, interval: 100 })
      .toBe(200);
    commentsAcknowledged += 1;
    const recoveredInMs = Date.now() - backAt;
    // Health answers from its last ping for a second, and a ping sent while the database was away
    // may take its two seconds to give up: it follows within three.
    await expect
      .poll(async () => (await health()).status, { timeout: 5_000, interval: 100 })
      .toBe(200);

    running = false;
    await Promise.all(lanes);
    // Under load, nothing but answers and "unavailable": no 500, no hang.
    expect(
      statuses.filter((status) => status !== 200 && status !== 503),
      `the API logged:\n${loggedErrors.join('\n')}`,
    ).toEqual([]);
    expect(statuses).toContain(503);

    // Every comment answered 200, before, during and after, is there.
    const thread = await guest.get<Answer<{ count: number }>>(
      `/api/comments?source=${projectId}&sourceType=game`,
    );
    expect(thread.body.result.count).toBeGreaterThanOrEqual(commentsAcknowledged);
    console.log(
      `503 in ${refusedInMs} ms while down; writes again ${recoveredInMs} ms after the database ` +
        `was back; ${statuses.length} requests under load, ` +
        `${statuses.filter((status) => status === 503).length} of them 503`,
    );
  }, 60_000);
});
