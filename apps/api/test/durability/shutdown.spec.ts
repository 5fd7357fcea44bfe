import type { NovelPage } from '@vn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, useAccountsWorld } from '../accounts-fixture';
import { startApiProcess, type ApiProcess } from '../api-process';
import { addNovels } from '../catalogue/catalogue-fixture';
import { HttpClient, type Answer } from '../http-client';
import { EventStream } from '../live-events/event-stream';

const PROJECTS = 12;
const USERS = 6;
const WORKERS = 8;
/** Acknowledged writes before the signal, so the process is busy and has views waiting in memory. */
const WRITES_BEFORE_SIGNAL = 60;

/**
 * Nothing acknowledged is lost on a stop (ADR 0009): the API runs as a process of its own under a
 * load of project views (counted in memory and written in batches) and ratings (written at once),
 * gets SIGTERM in the middle of it, and is started again on the same database. Every write that was
 * answered 2xx before the process went away is there.
 */
describe('a stop under load', () => {
  // The in-process API adds the projects and signs the users up; the process under test shares
  // the database (sessions live there, so the users' cookies work on it).
  const { world } = useAccountsWorld();
  let api: ApiProcess | undefined;
  let restarted: ApiProcess | undefined;
  const projectIds: string[] = [];
  const users: HttpClient[] = [];

  beforeAll(async () => {
    const added = await addNovels(
      world.api,
      Array.from({ length: PROJECTS }, (_, index) => ({ name: `Проект под нагрузкой ${index}` })),
    );
    projectIds.push(...added.map((novel) => novel._id));
    for (let index = 0; index < USERS; index += 1) {
      users.push((await signUpUser(world.api)).client);
    }
  }, 60_000);
  afterAll(async () => {
    await api?.stop();
    await restarted?.stop();
  });

  const asUser = (baseUrl: string, user: number) => users[user]!.sameBrowserOn(baseUrl);

  it('keeps every acknowledged view and rating after SIGTERM and a restart', async () => {
    api = await startApiProcess({
      databaseUri: world.api.databaseUri,
      environment: { TRUST_PROXY: 'true' },
    });
    const { baseUrl } = api;
    const views = new Map<string, number>(projectIds.map((id) => [id, 0]));
    const ratings = new Map<string, number>(); // `${user}:${project}` → rating
    // Ratings on the first half of the projects, views on the other: FerretDB 1.24 on SQLite loses
    // one of two `$inc` that reach the same document at once from two connections, which is not
    // what this test is about, so no document gets both.
    const rated = PROJECTS / 2;
    const pairs = projectIds
      .slice(0, rated)
      .flatMap((_, project) => Array.from({ length: USERS }, (__, user) => ({ user, project })));
    let acknowledged = 0;
    let refused = 0;
    let signalled: () => void;
    const enoughToSignal = new Promise<void>((resolve) => (signalled = resolve));
    let stopped = false;

    /** One write; true while the API still answers at all. */
    const write = async (step: number): Promise<boolean> => {
      try {
        const pair = step % 3 === 0 ? pairs.pop() : undefined;
        if (pair) {
          const rating = 1 + ((pair.user + pair.project) % 10);
          const answer = await asUser(baseUrl, pair.user).post('/api/ratings', {
            novel: projectIds[pair.project],
            rating,
          });
          if (answer.status === 200) ratings.set(`${pair.user}:${pair.project}`, rating);
          else refused += 1;
          if (answer.status !== 200) return answer.status < 500 || !stopped;
        } else {
          // A guest of an address of its own: each page view counts once (docs/product §3 viewsCount).
          const id = projectIds[rated + (step % (PROJECTS - rated))]!;
          const answer = await new HttpClient(baseUrl).get(`/api/novels/${id}`);
          if (answer.status !== 200) {
            refused += 1;
            return !stopped;
          }
          views.set(id, views.get(id)! + 1);
        }
        acknowledged += 1;
        if (acknowledged === WRITES_BEFORE_SIGNAL) signalled();
        return true;
      } catch {
        // Connection refused or reset: the process is gone.
        return false;
      }
    };
    let step = 0;
    const workers = Array.from({ length: WORKERS }, async () => {
      while (await write((step += 1))) {
        // next write
      }
    });

    // An open event stream must not hold the stop: the API ends it.
    const stream = await EventStream.open(asUser(baseUrl, 0));
    expect(stream.status).toBe(200);
    await enoughToSignal;
    stopped = true;
    const signalledAt = Date.now();
    await api.stop(); // SIGTERM; resolves when the process has exited
    const stopMs = Date.now() - signalledAt;
    expect(stream.ended).toBe(true);
    await Promise.all(workers);
    api = undefined;
    expect(acknowledged).toBeGreaterThanOrEqual(WRITES_BEFORE_SIGNAL);
    // Ratings were still being written when the signal came.
    expect(pairs.length).toBeLessThan(USERS * rated - 12);

    restarted = await startApiProcess({ databaseUri: world.api.databaseUri });
    for (const id of projectIds.slice(rated)) {
      // This reading counts a view of its own.
      const page = await new HttpClient(restarted.baseUrl).get<Answer<NovelPage>>(
        `/api/novels/${id}`,
      );
      expect(page.status).toBe(200);
      expect(page.body.result.viewsCount - 1, `views of ${id}`).toBeGreaterThanOrEqual(
        views.get(id)!,
      );
    }
    for (const [key, rating] of ratings) {
      const [user, project] = key.split(':').map(Number) as [number, number];
      const page = await asUser(restarted.baseUrl, user).get<Answer<NovelPage>>(
        `/api/novels/${projectIds[project]}`,
      );
      expect({ key, rating: page.body.result.userRating }).toEqual({ key, rating });
    }
    console.log(
      `acknowledged ${acknowledged} writes (${ratings.size} ratings, ` +
        `${acknowledged - ratings.size} views), refused ${refused} while stopping; ` +
        `stopped in ${stopMs} ms`,
    );
  }, 120_000);
});
