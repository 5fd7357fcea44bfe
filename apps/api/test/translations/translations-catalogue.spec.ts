import type { NovelCard, TranslationView } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { translationIdOf, translationLineKey } from '../../src/features/translations';
import { useAccountsWorld } from '../accounts-fixture';
import { addNovels } from '../catalogue/catalogue-fixture';
import { HttpClient, type Answer } from '../http-client';
import { translationLine, twoRoutes } from './translations-fixture';

type CardPage = { novels: NovelCard[]; count: number };

/*
 * The catalogue by its translations (docs/product §A1.11), over real HTTP from a real database: a
 * group's update moves its project in the catalogue's progress filter and both translation sorts at
 * once, without a restart; a finished line counts as 100 % before any update. Each test narrows the
 * catalogue to projects of its own by searching their group's name, which every project name holds.
 */
describe('GET /api/novels by translation progress and last update', () => {
  const {
    world,
    people: { staff },
  } = useAccountsWorld({ staff: { role: 'moderator' } });

  const guest = () => new HttpClient(world.api.baseUrl);
  let sequence = 0;

  /** Three projects translated by one group of their own: in the making, in the making, finished. */
  async function threeProjects() {
    sequence += 1;
    const groupName = `Прогресс${sequence}x${Date.now().toString(36)}`;
    const projects = await addNovels(
      world.api,
      (['inProcess', 'inProcess', 'done'] as const).map((status, index) => ({
        name: `${groupName} часть ${index + 1}`,
        translations: [translationLine(groupName, status)],
      })),
    );
    const ids = projects.map((project) => project._id);
    const catalogue = async (query: Record<string, string>) => {
      const answer = await guest().get<Answer<CardPage>>(
        `/api/novels?${new URLSearchParams({ search: groupName, section: 'all', ...query })}`,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.result.novels.map((card) => card._id);
    };
    const update = async (project: number, body: Record<string, unknown>) => {
      const id = translationIdOf(ids[project]!, translationLineKey(groupName));
      const answer = await staff.client.post<Answer<TranslationView>>(
        `/api/translations/${id}/updates`,
        body,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    return { ids, catalogue, update };
  }

  it('filters by the most complete translation: a finished line is 100 %, an update moves a project in', async () => {
    const { ids, catalogue, update } = await threeProjects();
    expect(await catalogue({})).toHaveLength(3);
    expect(await catalogue({ translationProgress: '50' })).toEqual([ids[2]]);
    expect(await catalogue({ translationProgress: '0' })).toEqual([ids[2]]);

    await update(0, { progress: twoRoutes, note: 'Рут Аи переведён' });
    expect(
      await catalogue({ translationProgress: '50', sortBy: 'name', direction: 'asc' }),
    ).toEqual([ids[0], ids[2]]);
    expect(await catalogue({ translationProgress: '62' })).toEqual([ids[2]]);
    expect(await catalogue({ translationProgress: '100' })).toEqual([ids[2]]);
  });

  it('sorts by progress and by the newest update, projects that say nothing last either way', async () => {
    const { ids, catalogue, update } = await threeProjects();
    await update(0, { progress: twoRoutes });
    expect(await catalogue({ sortBy: 'translationProgress' })).toEqual([ids[2], ids[0], ids[1]]);
    expect(await catalogue({ sortBy: 'translationProgress', direction: 'asc' })).toEqual([
      ids[0],
      ids[2],
      ids[1],
    ]);

    expect((await catalogue({ sortBy: 'translationUpdatedAt' }))[0]).toBe(ids[0]);
    await update(1, { note: 'Начали вычитку' });
    const byUpdate = await catalogue({ sortBy: 'translationUpdatedAt' });
    expect(byUpdate.slice(0, 2)).toEqual([ids[1], ids[0]]);
    expect(await catalogue({ sortBy: 'translationUpdatedAt', direction: 'asc' })).toEqual([
      ids[0],
      ids[1],
      ids[2],
    ]);
  });

  it('refuses a threshold outside 0–100 or not a whole number, and an unknown sort', async () => {
    for (const query of [
      'translationProgress=101',
      'translationProgress=-1',
      'translationProgress=12.5',
      'translationProgress=много',
      'sortBy=translationPercent',
    ]) {
      const answer = await guest().get<{ message?: string }>(`/api/novels?${query}`);
      expect(answer.status, query).toBe(400);
      expect(JSON.stringify(answer.body), query).not.toContain('at ');
    }
  });
});
