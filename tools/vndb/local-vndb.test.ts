import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalVndb, UPSTREAM_SECRET } from './local-vndb';

describe('the local visual novel database (POST /vn, the service protocol)', () => {
  let local: LocalVndb;
  beforeAll(async () => {
    local = await LocalVndb.start();
  });
  afterAll(() => local.close());

  const post = (body: unknown) =>
    fetch(`${local.url}/vn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('searches titles and original titles, case ignored, answering id and the asked fields', async () => {
    const answer = await post({
      filters: ['search', '=', 'EVER17'],
      fields: 'title, olang, length, rating, developers.name',
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      results: [
        {
          id: 'v17',
          title: 'Ever17 -the out of infinity-',
          olang: 'ja',
          length: 4,
          rating: 86.3,
          developers: [{ id: 'p94', name: 'KID' }],
        },
      ],
      more: false,
    });
    const original = (await (
      await post({ filters: ['search', '=', '古剑'], fields: 'olang' })
    ).json()) as { results: unknown[] };
    expect(original.results).toEqual([{ id: 'v38125', olang: 'zh-Hans' }]);
  });

  it('honours results and page, telling whether more matched', async () => {
    const first = (await (
      await post({ filters: ['search', '=', 'steins;gate'], fields: 'title', results: 2 })
    ).json()) as { results: { id: string }[]; more: boolean };
    expect(first.results.map((novel) => novel.id)).toEqual(['v2002', 'v6710']);
    expect(first.more).toBe(true);
    const second = (await (
      await post({ filters: ['search', '=', 'steins;gate'], fields: 'title', results: 2, page: 2 })
    ).json()) as { results: { id: string }[]; more: boolean };
    expect(second).toEqual({ results: [{ id: 'v17102', title: 'Steins;Gate 0' }], more: false });
  });

  it('refuses unknown fields and filters and a results count out of range, as 400 text', async () => {
    for (const body of [
      { filters: ['search', '=', 'a'], fields: 'title, image.url' },
      { filters: ['tag', '=', 'g1'], fields: 'title' },
      { filters: ['search', '=', 'a'], fields: 'title', results: 101 },
    ]) {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(await answer.text()).toMatch(/^Invalid/);
    }
    const notJson = await fetch(`${local.url}/vn`, { method: 'POST', body: '{' });
    expect(notJson.status).toBe(400);
    expect((await fetch(`${local.url}/vn`)).status).toBe(405);
    expect((await fetch(`${local.url}/release`, { method: 'POST' })).status).toBe(404);
  });

  it('counts requests and keeps the last body', async () => {
    const before = local.requests;
    await post({ filters: ['search', '=', 'saya'], fields: 'title' });
    expect(local.requests).toBe(before + 1);
    expect(local.lastRequest).toEqual({ filters: ['search', '=', 'saya'], fields: 'title' });
  });

  it('simulates outages by name or by switch', async () => {
    const down = await post({ filters: ['search', '=', '__down__'], fields: 'title' });
    expect(down.status).toBe(500);
    expect(await down.text()).toContain(UPSTREAM_SECRET);
    const throttled = await post({ filters: ['search', '=', '__throttled__'], fields: 'title' });
    expect(throttled.status).toBe(429);
    const garbage = await post({ filters: ['search', '=', '__garbage__'], fields: 'title' });
    expect(garbage.status).toBe(200);
    await expect(garbage.json()).rejects.toThrow();
    const slow = post({ filters: ['search', '=', '__slow__'], fields: 'title' });
    const timedOut = await Promise.race([
      slow.then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 300)),
    ]);
    expect(timedOut).toBe('still waiting');
    slow.catch(() => undefined);
    local.outage = 'down';
    expect((await post({ filters: ['search', '=', 'saya'], fields: 'title' })).status).toBe(500);
    local.outage = null;
    expect((await post({ filters: ['search', '=', 'saya'], fields: 'title' })).status).toBe(200);
  });
});
