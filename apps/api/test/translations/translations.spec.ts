import {
  type LatestTranslationUpdate,
  translationProgressMessages,
  translationUpdateMessages,
  type NovelPage,
  type TranslationView,
} from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { signUpUser, useAccountsWorld } from '../accounts-fixture';
import { databaseSnapshot } from '../database-snapshot';
import { HttpClient, type Answer } from '../http-client';
import { translatedProject, twoRoutes } from './translations-fixture';

type Refusal = { message: string; fields?: Record<string, string> };

/*
 * Translations with progress (docs/product §A1): a group's member posts an update without review;
 * the overall percent is computed, the history kept, the project's own line shows the status; bad
 * input is refused with its Russian message and stores nothing.
 */
describe('a translation updated by its group', () => {
  const {
    world,
    people: { staff, member, outsider },
  } = useAccountsWorld({ staff: { role: 'moderator' }, member: {}, outsider: {} });

  const post = (client: HttpClient, id: string, json: Record<string, unknown>) =>
    client.post<Answer<TranslationView> & Refusal>(`/api/translations/${id}/updates`, json);

  it('starts with no stated progress, and a member’s update states it, weighed by lines', async () => {
    const { translation } = await translatedProject(world.api, staff, [member]);
    expect(translation).toMatchObject({
      percent: null,
      parts: [],
      updatesCount: 0,
      mayUpdate: false,
    });

    const answer = await post(member.client, translation._id, {
      progress: twoRoutes,
      note: 'Рут Аи переведён',
    });
    expect(answer.status).toBe(200);
    // Аи: (100 + 50) / 2 = 75 over 3000 lines; Мики: (40 + 0) / 2 = 20 over 1000: 61.25 → 61.
    expect(answer.body.result).toMatchObject({
      percent: 61,
      weighting: 'lines',
      status: 'inProcess',
      updatesCount: 1,
      mayUpdate: true,
    });
    expect(answer.body.result.parts.map((part) => [part.name, part.percent])).toEqual([
      ['Рут Аи', 75],
      ['Рут Мики', 20],
    ]);
    expect(answer.body.result.updates[0]).toMatchObject({
      percent: 61,
      note: 'Рут Аи переведён',
      by: { _id: member.id, username: member.username },
    });

    const seenByGuest = await new HttpClient(world.api.baseUrl).get<Answer<TranslationView>>(
      `/api/translations/${translation._id}`,
    );
    expect(seenByGuest.body.result).toMatchObject({ percent: 61, mayUpdate: false });
  });

  it('shows the group’s own status on the project’s line as one of the specification’s five', async () => {
    const { novelId, translation } = await translatedProject(world.api, staff, [member]);
    const line = async () =>
      (await new HttpClient(world.api.baseUrl).get<Answer<NovelPage>>(`/api/novels/${novelId}`))
        .body.result.translations[0]!.status;

    expect(
      (await post(member.client, translation._id, { status: 'paused' })).body.result.status,
    ).toBe('paused');
    expect(await line()).toBe('inProcess');
    expect(
      (await post(member.client, translation._id, { status: 'dropped' })).body.result.status,
    ).toBe('dropped');
    expect(await line()).toBe('freeze');
  });

  it('refuses a reader outside the group, storing nothing, and lets staff take members in and out', async () => {
    const { groupId, translation } = await translatedProject(world.api, staff);
    const before = await databaseSnapshot(world.api);
    const refused = await post(outsider.client, translation._id, { note: 'Я тоже переводчик' });
    expect(refused.status).toBe(403);
    expect(await databaseSnapshot(world.api)).toEqual(before);

    const added = await staff.client.post<Answer<{ _id: string }[]>>(
      `/api/translators/${groupId}/members`,
      { user: outsider.id },
    );
    expect(added.body.result.map((user) => user._id)).toEqual([outsider.id]);
    const again = await staff.client.post<Refusal>(`/api/translators/${groupId}/members`, {
      user: outsider.id,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(translationUpdateMessages.member);
    expect((await post(outsider.client, translation._id, { note: 'Теперь в группе' })).status).toBe(
      200,
    );

    expect(
      (await staff.client.delete(`/api/translators/${groupId}/members/${outsider.id}`)).status,
    ).toBe(200);
    expect((await post(outsider.client, translation._id, { note: 'Уже не в группе' })).status).toBe(
      403,
    );

    const log =
      await staff.client.get<Answer<{ entries: { action: string }[] }>>('/api/log/entries?page=0');
    const actions = log.body.result.entries.map((entry) => entry.action);
    for (const action of ['addTranslatorMember', 'removeTranslatorMember', 'updateTranslation']) {
      expect(actions).toContain(action);
    }
  });

  it.each([
    [
      'a percent over 100',
      {
        progress: {
          stages: ['translation'],
          parts: [
            {
              name: 'Вся игра',
              lines: null,
              stages: { translation: { state: 'inProgress', percent: 101 } },
            },
          ],
        },
      },
      translationProgressMessages.percent,
    ],
    [
      'a stage that does not exist',
      {
        progress: {
          stages: ['translation'],
          parts: [{ name: 'Вся игра', lines: null, stages: { typesetting: { state: 'done' } } }],
        },
      },
      translationProgressMessages.stage,
    ],
    [
      'a patch released in the future',
      {
        patch: {
          version: '1.0',
          link: 'https://example.org/patch',
          releasedAt: '2999-01-01T00:00:00.000Z',
        },
      },
      translationUpdateMessages.futureRelease,
    ],
    [
      'a link that is not safe',
      { patch: { version: '1.0', link: 'javascript:alert(1)' } },
      'Недопустимая ссылка',
    ],
    ['nothing at all', {}, translationUpdateMessages.nothing],
  ])('refuses %s with its Russian message and stores nothing', async (_, body, message) => {
    const { translation } = await translatedProject(world.api, staff, [member]);
    const before = await databaseSnapshot(world.api);
    const answer = await post(member.client, translation._id, body);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
    expect(await databaseSnapshot(world.api)).toEqual(before);
  });

  it('marks a patch made for an older edition once the translation applies to a newer one', async () => {
    const { translation } = await translatedProject(world.api, staff, [member]);
    await post(member.client, translation._id, {
      edition: 'Steam 1.0',
      patch: { version: '0.9', link: 'https://example.org/0.9', edition: 'Steam 1.0' },
    });
    const newer = await post(member.client, translation._id, { edition: 'Steam 2.0' });
    expect(newer.body.result.updates.map((update) => update.patch?.outdated ?? null)).toEqual([
      null,
      true,
    ]);
  });

  it('puts the newest update first on the main page’s list, with its percent and what it did', async () => {
    const { novelId, translation } = await translatedProject(world.api, staff, [member]);
    await post(member.client, translation._id, { status: 'paused', note: 'Пауза' });
    const latest = async () =>
      (
        await new HttpClient(world.api.baseUrl).get<Answer<LatestTranslationUpdate[]>>(
          '/api/translationUpdates?limit=3',
        )
      ).body.result;
    // No progress stated yet: no percent to show.
    expect((await latest())[0]).toMatchObject({
      novel: { _id: novelId },
      percent: null,
      events: ['paused'],
    });
    await post(member.client, translation._id, { progress: twoRoutes, note: 'Рут Аи переведён' });
    const [newest] = await latest();
    expect(newest).toMatchObject({
      translation: translation._id,
      percent: 61,
      note: 'Рут Аи переведён',
      events: expect.arrayContaining(['milestone:50']),
    });
  });

  it('answers 404 for a project or translation that does not exist', async () => {
    const guest = new HttpClient(world.api.baseUrl);
    expect((await guest.get('/api/translations?novel=0123456789abcdef01234567')).status).toBe(404);
    expect((await guest.get('/api/translations/0123456789abcdef01234567')).status).toBe(404);
    const user = await signUpUser(world.api);
    expect((await post(user.client, '0123456789abcdef01234567', { note: 'x' })).status).toBe(404);
  });
});
