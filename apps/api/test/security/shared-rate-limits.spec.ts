import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startInstance } from '../accounts-fixture';
import { addNovels } from '../catalogue/catalogue-fixture';
import { HttpClient } from '../http-client';
import { startRedisServer, type RedisServer } from '../redis-server';
import { freshDatabaseUri, type TestApi } from '../test-api';
import { rateRules } from '@vn/domain';

/**
 * Two instances behind one address space, sharing Redis (docs/architecture.md § Several instances):
 * an address gets the limit once, not once per instance.
 */
describe('rate limits across two instances (Redis)', () => {
  let redis: RedisServer;
  let first: TestApi;
  let second: TestApi;

  beforeAll(async () => {
    redis = await startRedisServer();
    const databaseUri = freshDatabaseUri();
    first = await startInstance(databaseUri, { REDIS_URL: redis.url });
    second = await startInstance(databaseUri, { REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await redis.stop();
  });

  it('counts the sign-in attempts of one address on both instances together', async () => {
    const onFirst = new HttpClient(first.baseUrl);
    const onSecond = new HttpClient(second.baseUrl, {}, onFirst.clientAddress);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= rateRules.login.limit; attempt++) {
      const client = attempt % 2 === 0 ? onFirst : onSecond;
      // Another account each time: only the per-address bucket fills.
      const answer = await client.post('/api/login', {
        email: `nobody${attempt}@example.test`,
        password: 'wrong password',
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, rateRules.login.limit)).toEqual(
      Array(rateRules.login.limit).fill(401),
    );
    expect(statuses[rateRules.login.limit]).toBe(429);
    // Another address is counted on its own.
    const other = new HttpClient(second.baseUrl);
    expect(
      (await other.post('/api/login', { email: 'a@example.test', password: 'x' })).status,
    ).toBe(401);
  });

  it('counts a reader’s reports on both instances together (docs/product §A3.1)', async () => {
    const { limit } = rateRules.reports;
    const reader = await signUpUser(first);
    const onSecond = reader.client.sameBrowserOn(second.baseUrl);
    const stamp = Date.now();
    const projects = await addNovels(
      first,
      Array.from({ length: limit + 1 }, (_, index) => ({ name: `Жалоба ${index} ${stamp}` })),
    );
    // The second instance hears of the new projects over Redis before it is asked about them.
    const last = projects.at(-1)!._id;
    await expect
      .poll(async () => (await onSecond.get(`/api/novels/${last}`)).status, { timeout: 10_000 })
      .toBe(200);
    const statuses: number[] = [];
    for (const [index, project] of projects.entries()) {
      const client = index % 2 === 0 ? reader.client : onSecond;
      const answer = await client.post('/api/reports', {
        kind: 'novel',
        id: project._id,
        reason: 'illegal',
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(200));
    expect(statuses[limit]).toBe(429);
  });

  it('keeps counting in memory while Redis is away, rather than failing the call', async () => {
    await redis.stop();
    const client = new HttpClient(first.baseUrl);
    const answer = await client.post('/api/login', { email: 'b@example.test', password: 'x' });
    expect(answer.status).toBe(401);
  });
});
