import type { TranslationFollowsState, UserEvents } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { LiveEvents } from '../../src/features/live-events/live-events.service';
import { signUpUser } from '../accounts-fixture';
import { type Answer, HttpClient } from '../http-client';
import { useTwoInstances } from '../several-instances';
import { translatedProject, twoRoutes } from './translations-fixture';

/*
 * Readers who follow translations (docs/product §A1.8), on two instances over one database and a
 * real Redis: a member posts through one, the follower listens on the other and hears it at once in
 * the bell and live; a reader who follows nothing hears nothing; a new follow starts from now;
 * following and unfollowing twice is harmless; each kind of event can be kept out of the bell.
 */
describe('following translations', () => {
  const {
    world,
    people: { staff, member },
    second,
    onSecond,
    openStream,
  } = useTwoInstances({ staff: { role: 'moderator' }, member: {} });

  const events = async (client: HttpClient) =>
    (await client.get<Answer<UserEvents>>('/api/userEvents')).body.result.events.filter(
      (event) => event.type === 'translationUpdated',
    );

  it('tells a follower on the other instance in the bell and live, and no one else', async () => {
    const { novelId, translation } = await translatedProject(world.api, staff, [member]);
    const follower = await signUpUser(world.api);
    const bystander = await signUpUser(world.api);
    const followerOnSecond = onSecond(follower);
    const followed = await followerOnSecond.put<Answer<TranslationFollowsState>>(
      `/api/translationFollows/novel/${novelId}`,
    );
    expect(followed.body.result.follows).toMatchObject([{ kind: 'novel', target: novelId }]);
    const stream = await openStream(followerOnSecond);
    await expect.poll(() => second.app.get(LiveEvents).openStreams).toBeGreaterThan(0);

    const posted = await member.client.post(`/api/translations/${translation._id}/updates`, {
      progress: twoRoutes,
    });
    expect(posted.status).toBe(200);
    const started = Date.now();
    const live = await stream.next((received) => received.event === 'userEvents');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(live.data).toMatchObject({
      event: {
        type: 'translationUpdated',
        novel: novelId,
        status: expect.stringContaining('milestone:50'),
      },
    });
    expect(await events(followerOnSecond)).toHaveLength(1);
    expect(await events(bystander.client)).toEqual([]);
    expect(await events(member.client)).toEqual([]);
  });

  it('follows and unfollows idempotently, refuses what does not exist, and starts from now', async () => {
    const { groupId, translation } = await translatedProject(world.api, staff, [member]);
    const reader = await signUpUser(world.api);
    // An update before the follow: the new follower hears nothing of it.
    await member.client.post(`/api/translations/${translation._id}/updates`, { status: 'paused' });
    for (let time = 0; time < 2; time += 1) {
      const answer = await reader.client.put<Answer<TranslationFollowsState>>(
        `/api/translationFollows/group/${groupId}`,
      );
      expect(answer.body.result.follows).toHaveLength(1);
    }
    expect(await events(reader.client)).toEqual([]);
    expect(
      (await reader.client.put('/api/translationFollows/group/0123456789abcdef01234567')).status,
    ).toBe(404);
    expect(
      (await reader.client.put('/api/translationFollows/translation/0123456789abcdef01234567'))
        .status,
    ).toBe(404);
    const wrongKind = await reader.client.put<{ message: string }>(
      `/api/translationFollows/planet/${groupId}`,
    );
    expect(wrongKind.status).toBe(400);

    await member.client.post(`/api/translations/${translation._id}/updates`, { status: 'dropped' });
    await expect.poll(async () => (await events(reader.client)).length).toBe(1);

    for (let time = 0; time < 2; time += 1) {
      const answer = await reader.client.delete<Answer<TranslationFollowsState>>(
        `/api/translationFollows/group/${groupId}`,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.result.follows).toEqual([]);
    }
    await member.client.post(`/api/translations/${translation._id}/updates`, {
      status: 'announced',
    });
    expect(await events(reader.client)).toHaveLength(1);
  });

  it('keeps a kind of event out of the bell when the reader says so', async () => {
    const { translation } = await translatedProject(world.api, staff, [member]);
    const reader = await signUpUser(world.api);
    const state = await reader.client.put<Answer<TranslationFollowsState>>(
      `/api/translationFollows/translation/${translation._id}`,
    );
    const alerts = { ...state.body.result.alerts, paused: { bell: false, feed: true } };
    expect((await reader.client.put('/api/translationFollows/alerts', alerts)).status).toBe(200);
    await member.client.post(`/api/translations/${translation._id}/updates`, { status: 'paused' });
    await member.client.post(`/api/translations/${translation._id}/updates`, {
      note: 'Просто заметка',
    });
    expect(await events(reader.client)).toEqual([]);
    await member.client.post(`/api/translations/${translation._id}/updates`, { status: 'dropped' });
    await expect.poll(async () => (await events(reader.client)).length).toBe(1);
  });

  it('gives a reader a secret feed address, a new one closing the old', async () => {
    const reader = await signUpUser(world.api);
    const first = await reader.client.post<Answer<TranslationFollowsState>>(
      '/api/translationFollows/feedToken',
    );
    const token = first.body.result.feedToken;
    expect(token).toMatch(/^[\w-]{32}$/);
    const second = await reader.client.post<Answer<TranslationFollowsState>>(
      '/api/translationFollows/feedToken',
    );
    expect(second.body.result.feedToken).not.toBe(token);
    const revoked = await reader.client.delete<Answer<TranslationFollowsState>>(
      '/api/translationFollows/feedToken',
    );
    expect(revoked.body.result.feedToken).toBeNull();
    expect((await new HttpClient(world.api.baseUrl).get('/api/translationFollows')).status).toBe(
      401,
    );
  });
});
