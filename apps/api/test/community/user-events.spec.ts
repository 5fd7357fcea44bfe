import {
  markEventsViewedEndpoint,
  novelNotificationsEndpoint,
  saveNovelNotificationsEndpoint,
  userEventsEndpoint,
  userEventsEndpoints,
  type NovelNotificationSettings,
  type SessionState,
  type UserEvents,
} from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { signUpUser, type TestUser, useAccountsWorld } from '../accounts-fixture';
import { addNovels } from '../catalogue/catalogue-fixture';
import { insertDraft } from '../drafts/drafts-fixture';
import type { Answer } from '../http-client';
import { describeRoleTable, signedIn, type RoleCall } from '../role-table';

describe('notifications and what a reader follows (docs/product §2.3, §2.5)', () => {
  const {
    world,
    people: { moderator },
  } = useAccountsWorld({ moderator: { role: 'moderator' } });
  const api = () => world.api;

  const novel = async () => (await addNovels(api(), [{ name: `Проект ${Math.random()}` }]))[0]!;

  it('saves what a reader is told about a project; replies are on until turned off', async () => {
    const reader = await signUpUser(api());
    const project = await novel();
    const path = `/api/novels/${project._id}/notifications`;
    const initial = await reader.client.get<Answer<NovelNotificationSettings>>(path);
    expect(initial.body.result).toEqual({ updates: false, comments: false, answers: true });
    const saved = await reader.client.put<Answer<NovelNotificationSettings>>(path, {
      updates: true,
      comments: false,
      answers: false,
    });
    expect(saved.status).toBe(200);
    expect((await reader.client.get<Answer<NovelNotificationSettings>>(path)).body.result).toEqual({
      updates: true,
      comments: false,
      answers: false,
    });
    const unknown = await reader.client.get('/api/novels/0123456789abcdef01234567/notifications');
    expect(unknown.status).toBe(404);
  });

  it('tells followers of a project about its update; the bell counts it until seen', async () => {
    const follower = await signUpUser(api());
    const bystander = await signUpUser(api());
    const project = await novel();
    await follower.client.put(`/api/novels/${project._id}/notifications`, {
      updates: true,
      comments: false,
      answers: true,
    });
    const draft = await insertDraft(api(), {
      createdBy: moderator.id,
      status: 'created',
      novel: project._id,
      value: { name: 'Обновлённое имя', url: project.url },
    });
    expect(
      (await moderator.client.put(`/api/drafts/${draft._id}/status`, { status: 'applied' })).status,
    ).toBe(200);

    const bell = async (who: TestUser) =>
      (await who.client.get<Answer<UserEvents>>('/api/userEvents?limit=5')).body.result;
    const seen = await bell(follower);
    expect(seen.events[0]).toMatchObject({
      type: 'novelUpdated',
      novel: project._id,
      draft: draft._id,
    });
    expect(seen.newEventsCount).toBe(1);
    expect((await bell(bystander)).eventsCount).toBe(0);

    // GET /api/settings carries the same list for the bell's badge.
    const session = await follower.client.get<Answer<SessionState>>('/api/settings');
    expect(session.body.result.userEvents.newEventsCount).toBe(1);

    const marked = await follower.client.post<Answer<UserEvents>>(
      `/api/userEvents/markViewed?timeStamp=${seen.timeStamp}`,
    );
    expect(marked.body.result).toMatchObject({ newEventsCount: 0, eventsCount: 1 });
    // A mark in the past does not take "seen" back.
    await follower.client.post(`/api/userEvents/markViewed?timeStamp=0`);
    expect((await bell(follower)).newEventsCount).toBe(0);
  });

  const calls: RoleCall[] = [
    {
      endpoint: userEventsEndpoint,
      request: async () => ({ path: '/api/userEvents', query: { limit: '20' } }),
      statuses: signedIn,
    },
    {
      endpoint: markEventsViewedEndpoint,
      request: async () => ({
        path: '/api/userEvents/markViewed',
        query: { timeStamp: String(Date.now()) },
      }),
      statuses: signedIn,
    },
    {
      endpoint: novelNotificationsEndpoint,
      request: async () => ({ path: `/api/novels/${(await novel())._id}/notifications` }),
      statuses: signedIn,
    },
    {
      endpoint: saveNovelNotificationsEndpoint,
      request: async () => ({
        path: `/api/novels/${(await novel())._id}/notifications`,
        json: { updates: true, comments: true, answers: false },
      }),
      statuses: signedIn,
    },
  ];
  describeRoleTable('notifications', userEventsEndpoints, calls, api);
});
