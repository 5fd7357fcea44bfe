import { setTimeout as sleep } from 'node:timers/promises';
import type { TranslationFollowsState, TranslationView } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from '../../src/features/novels/catalogue-index';
import { signUpUser, useAccountsWorld, type TestUser } from '../accounts-fixture';
import type { Answer } from '../http-client';
import { parseAtomFeed } from '../site/xml-document';
import { translatedProject, twoRoutes } from './translations-fixture';

/*
 * The Atom feeds of translation updates (docs/product §A1.8), over real HTTP from a real database
 * through the API's memory: a project's, a group's, and a reader's own behind the secret token of
 * its address, which holds to what they follow, from when, and the kinds they want in their feed.
 */
describe('feeds of translation updates', () => {
  const {
    world,
    people: { staff, member },
  } = useAccountsWorld({ staff: { role: 'moderator' }, member: {} });
  const ORIGIN = 'http://site.test';
  const UNKNOWN_ID = '0123456789abcdef01234567';

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${world.api.baseUrl}${path}`, { headers });

  /** A feed read and parsed: its headers, its own title and its entries in order. */
  async function readFeed(path: string, headers: Record<string, string> = {}) {
    const response = await get(path, headers);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type'), path).toBe('application/atom+xml; charset=utf-8');
    const feed = parseAtomFeed(await response.text());
    return {
      etag: response.headers.get('etag')!,
      cacheControl: response.headers.get('cache-control'),
      robots: response.headers.get('x-robots-tag'),
      title: feed.ownText('title'),
      self: feed.links.find((link) => link.rel === 'self')?.href,
      entries: feed.entries,
    };
  }

  const post = async (user: TestUser, translationId: string, body: object) => {
    const answer = await user.client.post<Answer<TranslationView>>(
      `/api/translations/${translationId}/updates`,
      body,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result.updates[0]!;
  };

  it("serves a project's and its group's updates, one entry each, and revalidates by tag", async () => {
    const { novelId, groupId, groupName, translation } = await translatedProject(world.api, staff, [
      member,
    ]);
    const projectFeed = `/feeds/translations/novel/${novelId}.atom`;
    const groupFeed = `/feeds/translations/group/${groupId}.atom`;
    const empty = await readFeed(projectFeed);
    expect(empty.entries).toEqual([]);
    expect(empty.cacheControl).toBe('public, max-age=600');
    expect(empty.self).toBe(`${ORIGIN}${projectFeed}`);

    const update = await post(member, translation._id, {
      progress: twoRoutes,
      note: 'Первые руты & <главы>',
    });
    const record = world.api.app.get(CatalogueIndex).get(novelId)!.record;
    const entry = {
      id: `${ORIGIN}/go/novel/${novelId}#update-${update._id}`,
      title:
        `${record.name} — ${groupName}: 61 %, начат этап «Перевод», начат этап «Редактура», ` +
        'пройдено 50 %',
      link: `${ORIGIN}/novels/${encodeURIComponent(record.url)}`,
      published: update.at,
      updated: update.at,
      author: member.username,
      summary: 'Первые руты & <главы>',
    };
    const project = await readFeed(projectFeed);
    expect(project.title).toBe(`${record.name}: обновления переводов`);
    expect(project.entries).toEqual([entry]);
    const group = await readFeed(groupFeed);
    expect(group.title).toBe(`${groupName}: обновления переводов`);
    expect(group.entries).toEqual([entry]);

    // The tag of the empty feed is stale now; the current one answers 304 without a body.
    expect((await get(projectFeed, { 'if-none-match': empty.etag })).status).toBe(200);
    for (const { path, etag } of [
      { path: projectFeed, etag: project.etag },
      { path: groupFeed, etag: group.etag },
    ]) {
      const again = await get(path, { 'if-none-match': etag });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe('');
    }

    // A removed project has no feed any more.
    expect((await staff.client.delete(`/api/novels/${novelId}`)).status).toBe(200);
    expect((await get(projectFeed)).status).toBe(404);
    expect((await readFeed(groupFeed)).entries).toEqual([]);
  });

  it('answers 404 for an unknown project or group, and for another name than .atom', async () => {
    const { novelId } = await translatedProject(world.api, staff);
    for (const path of [
      `/feeds/translations/novel/${UNKNOWN_ID}.atom`,
      `/feeds/translations/group/${UNKNOWN_ID}.atom`,
      `/feeds/translations/novel/${novelId}.xml`,
      `/feeds/translations/novel/${novelId}`,
      `/feeds/translations/me/no-such-token.atom`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ message: 'Not Found' });
    }
  });

  it("gives a reader's own feed what they follow, since they follow it, of the kinds they want", async () => {
    const followed = await translatedProject(world.api, staff, [member]);
    const other = await translatedProject(world.api, staff, [member]);
    const reader = await signUpUser(world.api);
    const state = await reader.client.post<Answer<TranslationFollowsState>>(
      '/api/translationFollows/feedToken',
    );
    const feed = `/feeds/translations/me/${state.body.result.feedToken}.atom`;
    const own = await readFeed(feed);
    expect(own.entries).toEqual([]);
    expect(own.cacheControl).toBe('private, no-cache');
    expect(own.robots).toBe('noindex, nofollow');

    // Before the follow: not in the feed.
    await post(member, followed.translation._id, { status: 'paused' });
    await sleep(5);
    await reader.client.put(`/api/translationFollows/translation/${followed.translation._id}`);
    const alerts = { ...state.body.result.alerts, dropped: { bell: true, feed: false } };
    expect((await reader.client.put('/api/translationFollows/alerts', alerts)).status).toBe(200);
    const progress = await post(member, followed.translation._id, { progress: twoRoutes });
    // No event: a note alone stays out; a kind switched off for the feed too.
    await post(member, followed.translation._id, { note: 'Просто заметка' });
    await post(member, followed.translation._id, { status: 'dropped' });
    // Another group's translation, followed and then unfollowed.
    await reader.client.put(`/api/translationFollows/group/${other.groupId}`);
    const unfollowed = await post(member, other.translation._id, { status: 'paused' });
    expect((await readFeed(feed)).entries.map((entry) => entry.id)).toEqual([
      `${ORIGIN}/go/novel/${other.novelId}#update-${unfollowed._id}`,
      `${ORIGIN}/go/novel/${followed.novelId}#update-${progress._id}`,
    ]);
    await reader.client.delete(`/api/translationFollows/group/${other.groupId}`);

    const now = await readFeed(feed);
    expect(now.title).toBe('Обновления переводов, за которыми вы следите');
    expect(now.entries).toMatchObject([
      {
        id: `${ORIGIN}/go/novel/${followed.novelId}#update-${progress._id}`,
        title: expect.stringContaining(`${followed.groupName}: 61 %, начат этап «Перевод»`),
        author: member.username,
      },
    ]);
    expect((await get(feed, { 'if-none-match': now.etag })).status).toBe(304);

    // No robots rule names the readers' feeds; a revoked token opens nothing.
    const robots = await (await get('/robots.txt')).text();
    expect(robots).not.toContain('/feeds/translations');
    expect((await reader.client.delete('/api/translationFollows/feedToken')).status).toBe(200);
    const revoked = await get(feed);
    expect(revoked.status).toBe(404);
    expect(await revoked.json()).toEqual({ message: 'Not Found' });
  });
});
