import {
  ACTIVE_TRANSLATIONS_PAGE_SIZE,
  activeTranslationsMessages,
  translationProgressMessages,
  type ActiveTranslation,
  type DevelopmentStatus,
  type TranslationView,
} from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { translationIdOf, translationLineKey } from '../../src/features/translations';
import { TranslationsRepository } from '../../src/features/translations/translations.repository';
import { newObjectId } from '../../src/platform/ids/ids';
import { useAccountsWorld } from '../accounts-fixture';
import { addNovels } from '../catalogue/catalogue-fixture';
import { HttpClient, type Answer } from '../http-client';
import { translationLine, twoRoutes } from './translations-fixture';

type ActiveList = { translations: ActiveTranslation[]; count: number };
type Refusal = { message: string; fields?: Record<string, string> };

const DAY_MS = 86_400_000;

/*
 * The list of translations in the making (docs/product §A1.10), over real HTTP from a real database
 * through the API's memory: every line of a project readers can open whose status matches, its
 * filters (status, a stage under way, a group, the quiet ones), its two orders, its pages of 20, and
 * a query it refuses. The list is site-wide, so each test narrows it to a group of its own.
 */
describe('GET /api/translations/active', () => {
  const {
    world,
    people: { staff },
  } = useAccountsWorld({ staff: { role: 'moderator' } });

  const guest = () => new HttpClient(world.api.baseUrl);

  const list = async (query: Record<string, string>) => {
    const answer = await guest().get<Answer<ActiveList>>(
      `/api/translations/active?${new URLSearchParams(query).toString()}`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result;
  };

  let sequence = 0;

  /** A translator group listing a project per line status given, each translated by the group. */
  async function groupOf(statuses: DevelopmentStatus[]) {
    sequence += 1;
    const groupName = `Группа ${sequence}-${Date.now().toString(36)}`;
    const projects = await addNovels(
      world.api,
      statuses.map((status, index) => ({
        name: `Проект ${groupName} №${String(index + 1).padStart(2, '0')}`,
        translations: [translationLine(groupName, status)],
      })),
    );
    const created = await staff.client.post<Answer<{ translator: { _id: string } }>>(
      '/api/translators',
      { name: groupName, links: [], novels: projects.map((project) => project._id) },
    );
    expect(created.status).toBe(200);
    const groupId = created.body.result.translator._id;
    const key = translationLineKey(groupName);
    return {
      groupId,
      groupName,
      projects,
      /** The translation id of each project's line, in the order given. */
      ids: projects.map((project) => translationIdOf(project._id, key)),
    };
  }

  const post = async (translationId: string, body: Record<string, unknown>) => {
    const answer = await staff.client.post<Answer<TranslationView>>(
      `/api/translations/${translationId}/updates`,
      body,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result;
  };

  /** Progress of one part through one stage at `percent` (0 leaves the stage not started). */
  const wholeGame = (percent: number, stages: Record<string, unknown> = {}) => ({
    stages: ['translation', 'editing'],
    parts: [
      {
        name: 'Вся игра',
        lines: null,
        stages: {
          translation:
            percent === 100
              ? { state: 'done' }
              : percent === 0
                ? { state: 'notStarted' }
                : { state: 'inProgress', percent },
          ...stages,
        },
      },
    ],
  });

  it('lists every line in the making with its project and group; one stating no progress has none', async () => {
    const { groupId, groupName, projects, ids } = await groupOf(['inProcess', 'demo', 'done']);
    await post(ids[0]!, { progress: twoRoutes, note: 'Рут Аи переведён' });

    const found = await list({ group: groupId });
    expect(found.count).toBe(2);
    expect(found.translations.map((item) => item._id)).toEqual([ids[0], ids[1]]);
    const [stated, silent] = found.translations;
    expect(stated).toMatchObject({
      novel: projects[0]!._id,
      project: {
        _id: projects[0]!._id,
        name: projects[0]!.name,
        url: projects[0]!.url,
        section: 'novel',
        poster: null,
      },
      group: { description: groupName },
      translator: { _id: groupId, name: groupName },
      status: 'inProcess',
      percent: 61,
      weighting: 'lines',
      updatesCount: 1,
      quiet: null,
    });
    expect(stated!.parts.map((part) => [part.name, part.percent])).toEqual([
      ['Рут Аи', 75],
      ['Рут Мики', 20],
    ]);
    expect(stated!.lastUpdateAt).not.toBeNull();
    // Neither the history nor what depends on who asks travels with the list.
    expect(stated).not.toHaveProperty('updates');
    expect(stated).not.toHaveProperty('mayUpdate');
    expect(silent).toMatchObject({ status: 'demo', percent: null, parts: [], lastUpdateAt: null });
  });

  it('filters by status: the group’s own statuses, `all`, and by default those in the making', async () => {
    const { groupId, ids } = await groupOf(['inProcess', 'inProcess', 'inProcess', 'done']);
    await post(ids[0]!, { status: 'paused' });
    await post(ids[1]!, { status: 'dropped' });
    await post(ids[2]!, { status: 'announced' });

    const idsOf = async (query: Record<string, string>) =>
      (await list({ group: groupId, ...query })).translations.map((item) => item._id).sort();
    expect(await idsOf({})).toEqual([ids[0], ids[2]].sort());
    expect(await idsOf({ status: 'paused' })).toEqual([ids[0]]);
    expect(await idsOf({ status: 'dropped' })).toEqual([ids[1]]);
    expect(await idsOf({ status: 'done' })).toEqual([ids[3]]);
    expect(await idsOf({ status: 'inProcess' })).toEqual([]);
    expect(await idsOf({ status: 'all' })).toEqual([...ids].sort());
  });

  it('keeps, for a stage, only the translations where it is started and not finished', async () => {
    const { groupId, ids } = await groupOf(['inProcess', 'inProcess', 'inProcess']);
    // Translation 85 % across the parts, editing 37 %: both under way.
    await post(ids[0]!, { progress: twoRoutes });
    // Translation done, editing not started.
    await post(ids[1]!, { progress: wholeGame(100) });
    // Nothing started yet.
    await post(ids[2]!, { progress: wholeGame(0) });

    const idsOf = async (stage: string) =>
      (await list({ group: groupId, stage })).translations.map((item) => item._id);
    expect(await idsOf('translation')).toEqual([ids[0]]);
    expect(await idsOf('editing')).toEqual([ids[0]]);
    await post(ids[1]!, {
      progress: wholeGame(100, { editing: { state: 'paused', percent: 10 } }),
    });
    expect((await idsOf('editing')).sort()).toEqual([ids[0], ids[1]].sort());
    // A stage none of them goes through.
    expect(await idsOf('testing')).toEqual([]);
  });

  it('keeps, when asked for the stalled ones, only those whose last update is 60 days old or more', async () => {
    const { groupId, projects, groupName, ids } = await groupOf([
      'inProcess',
      'inProcess',
      'inProcess',
    ]);
    const repository = world.api.app.get(TranslationsRepository);
    const ninetyDaysAgo = new Date(Date.now() - 90 * DAY_MS);
    // Two histories that stopped 90 days ago, written as the service writes a first update.
    for (const [index, status] of [
      [0, 'inProcess'],
      [1, 'paused'],
    ] as const) {
      const progress = wholeGame(40) as { stages: never[]; parts: never[] };
      const updateId = newObjectId();
      const written = await repository.applyUpdate(
        {
          _id: ids[index]!,
          novel: projects[index]!._id,
          lineKey: translationLineKey(groupName),
          status,
          edition: '',
          stages: progress.stages,
          parts: progress.parts,
          version: 1,
          lastUpdateId: updateId,
          lastUpdateAt: ninetyDaysAgo,
          createdAt: ninetyDaysAgo,
          updatedAt: ninetyDaysAgo,
        },
        0,
        {
          _id: updateId,
          translation: ids[index]!,
          novel: projects[index]!._id,
          at: ninetyDaysAgo,
          by: null,
          percent: 20,
          status,
          note: '',
          patch: null,
          version: 1,
          events: [],
        },
      );
      expect(written).toBe(true);
    }
    await post(ids[2]!, { progress: wholeGame(40) });

    const stalled = await list({ group: groupId, stalled: 'true' });
    // A paused translation says so itself: it is not quiet (docs/product §A1.3).
    expect(stalled.translations.map((item) => [item._id, item.quiet])).toEqual([
      [ids[0], 'нет обновлений 90 дней'],
    ]);
    expect(stalled.count).toBe(1);
    expect((await list({ group: groupId, stalled: 'false' })).count).toBe(3);
  });

  it('sorts by the newest update or by the percent, those stating nothing last, 20 a page', async () => {
    const size = ACTIVE_TRANSLATIONS_PAGE_SIZE + 3;
    const { groupId, ids } = await groupOf(Array.from({ length: size }, () => 'inProcess'));
    // Posted in this order: the last one posted is the newest.
    await post(ids[5]!, { progress: wholeGame(30) });
    await post(ids[2]!, { progress: wholeGame(90) });
    await post(ids[9]!, { progress: wholeGame(60) });

    const byUpdate = await list({ group: groupId });
    expect(byUpdate.count).toBe(size);
    expect(byUpdate.translations).toHaveLength(ACTIVE_TRANSLATIONS_PAGE_SIZE);
    expect(byUpdate.translations.slice(0, 4).map((item) => [item._id, item.percent])).toEqual([
      [ids[9], 30],
      [ids[2], 45],
      [ids[5], 15],
      // Then those without an update, the project added last first.
      [ids[size - 1], null],
    ]);

    const byPercent = await list({ group: groupId, sort: 'percent' });
    expect(byPercent.translations.slice(0, 4).map((item) => item._id)).toEqual([
      ids[2],
      ids[9],
      ids[5],
      ids[size - 1],
    ]);

    const second = await list({ group: groupId, sort: 'percent', page: '1' });
    expect(second).toMatchObject({ count: size });
    expect(second.translations).toHaveLength(3);
    expect(second.translations.every((item) => item.percent === null)).toBe(true);
    // The two pages together are every translation once.
    expect(
      [...byPercent.translations, ...second.translations].map((item) => item._id).sort(),
    ).toEqual([...ids].sort());
    expect(await list({ group: groupId, page: '2' })).toEqual({ translations: [], count: size });
  });

  it('leaves out a removed project’s translations, and finds nothing for an unknown group', async () => {
    const { groupId, projects, ids } = await groupOf(['inProcess', 'inProcess']);
    await post(ids[0]!, { progress: wholeGame(50) });
    expect((await list({ group: groupId })).count).toBe(2);

    expect((await staff.client.delete(`/api/novels/${projects[0]!._id}`)).status).toBe(200);
    const left = await list({ group: groupId, status: 'all' });
    expect(left.translations.map((item) => item._id)).toEqual([ids[1]]);

    expect(await list({ group: '0123456789abcdef01234567' })).toEqual({
      translations: [],
      count: 0,
    });
  });

  it.each([
    ['status', 'frozen', activeTranslationsMessages.status],
    ['stage', 'typesetting', translationProgressMessages.stage],
    ['group', 'team-leto', 'Некорректный идентификатор'],
    ['stalled', 'yes', activeTranslationsMessages.stalled],
    ['sort', 'name', activeTranslationsMessages.sort],
    ['page', '-1', activeTranslationsMessages.page],
    ['page', 'second', activeTranslationsMessages.page],
    ['page', '1.5', activeTranslationsMessages.page],
    ['novel', '0123456789abcdef01234567', 'Лишнее поле: novel'],
  ])('refuses %s=%s with 400 and says why', async (name, value, message) => {
    const answer = await guest().get<Refusal>(
      `/api/translations/active?${new URLSearchParams({ [name]: value }).toString()}`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
    expect(Object.values(answer.body.fields ?? {})).toContain(message);
  });
});
