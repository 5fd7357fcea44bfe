import { getModelToken } from '@nestjs/mongoose';
import {
  MODERATION_LOG_PAGE_SIZE,
  moderationLogEndpoints,
  publicModerationLogEndpoint,
  type ModerationLogEntry,
  type PublicModerationEntry,
} from '@vn/domain';
import type { Model } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { signUpUser, type TestUser, useAccountsWorld } from '../accounts-fixture';
import { addNovels, addVocabulary } from '../catalogue/catalogue-fixture';
import { HttpClient, type Answer } from '../http-client';
import { describeRoleTable, everyone, type RoleCall } from '../role-table';
import { newObjectId } from '../../src/platform/ids/ids';
import {
  MODERATION_LOG_COLLECTION,
  type ModerationLogRecord,
} from '../../src/features/moderation-log/moderation-log.schema';
import { ModerationLogLines } from '../../src/features/moderation-log/moderation-log-lines';

describe('the moderation log (docs/product §2.2 /log)', () => {
  const {
    world,
    people: { moderator, admin },
  } = useAccountsWorld({ moderator: { role: 'moderator' }, admin: { role: 'admin' } });
  const api = () => world.api;

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

  type LogPage = { entries: ModerationLogEntry[]; count: number };
  const logPage = async (page?: string) =>
    (
      await moderator.client.get<Answer<LogPage>>(
        page === undefined ? '/api/log/entries' : `/api/log/entries?page=${page}`,
      )
    ).body.result;

  describe('GET /api/log/entries: the log for /log', () => {
    it('answers who, what, to whom and when, newest first, with a target to link', async () => {
      const target = await signUpUser(api());
      const [project] = await addNovels(api(), [
        { name: 'Игра для журнала', url: 'igra-dlya-zhurnala', section: 'rpgmaker' },
      ]);
      const tag = Object.values(await addVocabulary(api(), 'genres', ['Жанр для журнала']))[0]!;
      const expiredAt = new Date(Date.now() + 3_600_000).toISOString();
      const comment = await target.client.post<Answer<{ comment: { _id: string } }>>(
        '/api/comments',
        { content: 'Комментарий для журнала', source: project!._id, sourceType: 'game' },
      );
      expect(comment.status, JSON.stringify(comment.body)).toBe(200);
      const commentId = comment.body.result.comment._id;
      const calls: [string, string, unknown?][] = [
        ['PUT', `/api/profile/${target.id}/ban`, { reason: 'спам', expiredAt }],
        ['POST', `/api/novels/${project!._id}/owner/${target.id}`],
        ['PUT', `/api/genres/${tag}`, { value: 'Новый жанр для журнала' }],
        ['DELETE', `/api/comments/${commentId}?force=true`],
        ['DELETE', `/api/novels/${project!._id}`],
      ];
      for (const [method, path, json] of calls) {
        const answer = await moderator.client.call(method, path, json ? { json } : {});
        expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
      }
      const { entries, count } = await logPage();
      expect(count).toBeGreaterThanOrEqual(calls.length);
      const by = { _id: moderator.id, username: moderator.username };
      const user = { kind: 'user', id: target.id, name: target.username };
      const novel = {
        kind: 'novel',
        id: project!._id,
        url: 'igra-dlya-zhurnala',
        section: 'rpgmaker',
        name: 'Игра для журнала',
      };
      expect(
        entries.slice(0, calls.length).map(({ action, by, target }) => ({ action, by, target })),
      ).toEqual([
        { action: 'deleteNovel', by, target: novel },
        {
          action: 'forceDeleteComment',
          by,
          target: { kind: 'comment', id: commentId, name: 'Комментарий для журнала', on: novel },
        },
        {
          action: 'editVocabulary',
          by,
          target: {
            kind: 'vocabulary',
            id: tag,
            vocabulary: 'genres',
            name: 'Новый жанр для журнала',
          },
        },
        { action: 'addOwner', by, target: user },
        { action: 'ban', by, target: user },
      ]);
      expect(entries[4]!.text).toContain(`бан ${target.username}`);
      const times = entries.map((entry) => Date.parse(entry.at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('pages by 50, the count of every entry with it; past the end is an empty page', async () => {
      const tag = Object.values(await addVocabulary(api(), 'platforms', ['Платформа 0']))[0]!;
      const before = (await logPage()).count;
      const edits = MODERATION_LOG_PAGE_SIZE + 1;
      for (let step = 1; step <= edits; step += 1) {
        const answer = await admin.client.put(`/api/platforms/${tag}`, {
          value: `Платформа ${step}`,
        });
        expect(answer.status).toBe(200);
      }
      const first = await logPage('0');
      expect(first.count).toBe(before + edits);
      expect(first.entries).toHaveLength(MODERATION_LOG_PAGE_SIZE);
      expect(first.entries[0]!.text).toContain(`«Платформа ${edits}»`);
      const second = await logPage('1');
      expect(second.entries[0]!.text).toContain('«Платформа 1»');
      expect(second.entries).toHaveLength(first.count - MODERATION_LOG_PAGE_SIZE);
      expect(await logPage()).toEqual(first);
      expect((await logPage('999')).entries).toEqual([]);
    });

    it('shows a record from before targets by its text alone', async () => {
      const model = api().app.get<Model<ModerationLogRecord>>(
        getModelToken(MODERATION_LOG_COLLECTION),
      );
      const old = {
        _id: newObjectId(),
        at: new Date(Date.now() + 60_000),
        by: { _id: moderator.id, username: moderator.username },
        action: 'unban' as const,
        text: 'разбан старой записи',
      };
      await model.create(old);
      await api().app.get(ModerationLogLines).reload();
      const [newest] = (await logPage()).entries;
      expect(newest).toEqual({ ...old, at: old.at.toISOString() });
      expect(newest).not.toHaveProperty('target');
    });

    it('refuses a malformed page with the field named, never a 500', async () => {
      for (const page of ['-1', '1.5', 'abc', '1e9']) {
        const answer = await moderator.client.get<Answer<never>>(`/api/log/entries?page=${page}`);
        expect(answer.status, page).toBe(400);
        expect(answer.body.fields).toHaveProperty('page');
      }
    });

    it('is "Not Found" to a reader and a guest, as the text', async () => {
      const user = await signUpUser(api());
      for (const client of [user.client, new HttpClient(api().baseUrl)]) {
        const answer = await client.get<Answer<never>>('/api/log/entries');
        expect([answer.status, answer.body.message]).toEqual([404, 'Not Found']);
      }
    });
  });

  const notFoundToAllButStaff = { ...everyone(404), moderator: 200, administrator: 200 };
  const calls: RoleCall[] = [
    {
      endpoint: moderationLogEndpoints[0]!,
      request: async () => ({ path: '/api/log', query: { limit: '10' } }),
      statuses: notFoundToAllButStaff,
    },
    {
      endpoint: moderationLogEndpoints[1]!,
      request: async () => ({ path: '/api/log/entries', query: { page: '0' } }),
      statuses: notFoundToAllButStaff,
    },
    {
      endpoint: moderationLogEndpoints[1]!,
      about: 'the page holding an entry',
      request: async () => ({ path: '/api/log/entries', query: { entry: newObjectId() } }),
      statuses: notFoundToAllButStaff,
    },
    {
      endpoint: publicModerationLogEndpoint,
      request: async () => ({ path: '/api/moderationLog', query: { page: '0' } }),
      statuses: everyone(200),
    },
    {
      endpoint: publicModerationLogEndpoint,
      about: 'the page holding an entry (docs/product §A2.9)',
      request: async () => ({ path: '/api/moderationLog', query: { entry: newObjectId() } }),
      statuses: everyone(200),
    },
  ];
  describeRoleTable('moderation log', moderationLogEndpoints, calls, api);

  describe('GET /api/moderationLog: the log everyone reads (docs/product §A2.9)', () => {
    type PublicPage = { entries: PublicModerationEntry[]; count: number };
    const publicPage = async () =>
      (await new HttpClient(api().baseUrl).get<Answer<PublicPage>>('/api/moderationLog')).body
        .result;

    it('shows a guest who did what to whom and the sanction’s terms, never the staff’s words', async () => {
      const target = await signUpUser(api());
      const [project] = await addNovels(api(), [{ name: 'Проект публичного журнала' }]);
      const comment = await target.client.post<Answer<{ comment: { _id: string } }>>(
        '/api/comments',
        { content: 'Грубые слова в комментарии', source: project!._id, sourceType: 'game' },
      );
      const commentId = comment.body.result.comment._id;
      const calls: [string, string, unknown?][] = [
        ['DELETE', `/api/comments/${commentId}?force=true`],
        [
          'POST',
          `/api/profile/${target.id}/sanctions`,
          {
            scope: 'comments',
            rule: 'insults',
            publicReason: 'оскорбления',
            privateNote: 'тайная заметка',
            duration: 'day',
          },
        ],
        ['PUT', `/api/profile/${target.id}`, { role: 'moderator' }],
      ];
      for (const [method, path, json] of calls) {
        const answer = await moderator.client.call(method, path, json ? { json } : {});
        expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
      }
      const { entries, count } = await publicPage();
      expect(count).toBeGreaterThanOrEqual(calls.length);
      const by = { _id: moderator.id, username: moderator.username };
      const user = { kind: 'user', id: target.id, name: target.username };
      // Another test dates a line in the future; these are found by what they were done to.
      const about = (action: string) =>
        entries.find(
          (entry) =>
            entry.action === action &&
            (entry.target?.id === target.id || entry.target?.id === commentId),
        );
      const [role, sanction, removal] = ['changeRole', 'sanction', 'forceDeleteComment'].map(about);
      expect(role).toMatchObject({ action: 'changeRole', by, target: user });
      expect(role!.details).toBe('Пользователь → Модератор');
      expect(sanction).toMatchObject({ action: 'sanction', by, target: user });
      expect(sanction!.details).toMatch(
        /^Комментарии, до \d\d\.\d\d\.\d{4} \d\d:\d\d, правило: Оскорбления: оскорбления$/,
      );
      expect(removal).toMatchObject({
        action: 'forceDeleteComment',
        target: { kind: 'comment', id: commentId, name: '', on: { id: project!._id } },
      });
      const everything = JSON.stringify(entries);
      expect(everything).not.toContain('Грубые слова');
      expect(everything).not.toContain('тайная заметка');
      expect(everything).not.toContain('"text"');
    });
  });
});
