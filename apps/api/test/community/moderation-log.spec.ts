import { moderationLogEndpoints } from '@vn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signUpUser,
  startAccountsWorld,
  type AccountsWorld,
  type TestUser,
} from '../accounts-fixture';
import { addNovels, addVocabulary } from '../catalogue/catalogue-fixture';
import { HttpClient, type Answer } from '../http-client';
import { describeRoleTable, everyone, type RoleCall } from '../role-table';

describe('the moderation log (SPEC.md §2.2 /log; issue 7)', () => {
  let world: AccountsWorld;
  let moderator: TestUser;
  let admin: TestUser;
  const api = () => world.api;

  beforeAll(async () => {
    world = await startAccountsWorld();
    moderator = await signUpUser(world.api, { role: 'moderator' });
    admin = await signUpUser(world.api, { role: 'admin' });
  });
  afterAll(() => world.close());

  const logLines = async () =>
    (await moderator.client.get<Answer<string>>('/api/log')).body.result.split('\n');

  it('records every kind of staff action, newest first, with who did it', async () => {
    const target = await signUpUser(api());
    const [project] = await addNovels(api(), [{ name: 'Проект для журнала' }]);
    const tag = Object.values(await addVocabulary(api(), 'tags', ['Старый тег']))[0]!;
    const actions: [TestUser, string, string, unknown?][] = [
      [
        moderator,
        'PUT',
        `/api/profile/${target.id}/ban`,
        { reason: 'спам', expiredAt: new Date(Date.now() + 3_600_000).toISOString() },
      ],
      [moderator, 'PUT', `/api/profile/${target.id}/unban`],
      [moderator, 'PUT', `/api/profile/${target.id}`, { role: 'moderator' }],
      [moderator, 'POST', `/api/novels/${project!._id}/owner/${target.id}`],
      [moderator, 'DELETE', `/api/novels/${project!._id}/owner/${target.id}`],
      [moderator, 'PUT', `/api/tags/${tag}`, { _id: tag, value: 'Новый тег' }],
      [moderator, 'DELETE', `/api/tags/${tag}`],
      [moderator, 'DELETE', `/api/novels/${project!._id}`],
      [admin, 'DELETE', `/api/users/${target.id}`],
    ];
    for (const [who, method, path, json] of actions) {
      const answer = await who.client.call(method, path, json === undefined ? {} : { json });
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
    const lines = await logLines();
    const kinds = lines.slice(0, actions.length).map((line) => /\) (\w+): /.exec(line)?.[1]);
    expect(kinds).toEqual([
      'removeUser',
      'deleteNovel',
      'deleteVocabulary',
      'editVocabulary',
      'removeOwner',
      'addOwner',
      'changeRole',
      'unban',
      'ban',
    ]);
    expect(lines[0]).toContain(
      `${admin.username} (${admin.id}) removeUser: удалён пользователь ${target.username}`,
    );
    expect(lines[1]).toContain('«Проект для журнала»');
    const times = lines.map((line) => Date.parse(line.split(' ')[0]!));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('is "Not Found" to everyone but moderators, guests included', async () => {
    const user = await signUpUser(api());
    for (const client of [user.client, new HttpClient(api().baseUrl)]) {
      const answer = await client.get<Answer<never>>('/api/log');
      expect([answer.status, answer.body.message]).toEqual([404, 'Not Found']);
    }
    expect((await admin.client.get('/api/log')).status).toBe(200);
  });

  const notFoundToAllButStaff = { ...everyone(404), moderator: 200, administrator: 200 };
  const calls: RoleCall[] = [
    {
      endpoint: moderationLogEndpoints[0]!,
      request: async () => ({ path: '/api/log', query: { limit: '10' } }),
      statuses: notFoundToAllButStaff,
    },
  ];
  describeRoleTable('moderation log', moderationLogEndpoints, calls, api);
});
