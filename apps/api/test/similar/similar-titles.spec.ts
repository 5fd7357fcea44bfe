import type { SimilarTitles as SimilarAnswer } from '@vn/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { NovelsRepository } from '../../src/features/novels';
import { SimilarTitles } from '../../src/features/similar';
import { signUpUser, useAccountsWorld, type TestUser } from '../accounts-fixture';
import { addNovels, addVocabulary } from '../catalogue/catalogue-fixture';
import { HttpClient, type Answer } from '../http-client';

/**
 * «Похожие» over HTTP (docs/product §A6): worked out in the background from the catalogue's tags
 * and the readers' real votes and lists, then looked up per page, with its reasons.
 */
describe('similar titles (docs/product §A6)', () => {
  const { world } = useAccountsWorld();
  let guest: HttpClient;
  const ids: Record<string, string> = {};
  let tags: Record<string, string>;
  let genres: Record<string, string>;

  const similarTo = async (name: string, query = '') => {
    const answer = await guest.get<Answer<SimilarAnswer>>(
      `/api/novels/${ids[name]}/similar${query}`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result;
  };
  const names = (answer: SimilarAnswer) => answer.items.map((item) => item.project.name);
  const vote = async (user: TestUser, name: string, rating: number) =>
    expect((await user.client.post('/api/ratings', { novel: ids[name], rating })).status).toBe(200);

  beforeAll(async () => {
    guest = new HttpClient(world.api.baseUrl);
    tags = await addVocabulary(world.api, 'tags', ['Петля времени', 'Школа']);
    genres = await addVocabulary(world.api, 'genres', ['Драма']);
    const done = {
      group: { link: '', description: 'Команда' },
      translatorId: null,
      status: 'done' as const,
      nonFree: false,
      releasedAt: null,
      link: null,
      description: '',
    };
    const school = tags['Школа']!;
    const added = await addNovels(world.api, [
      { name: 'Исходная', tagIds: [tags['Петля времени']!, school], genreIds: [genres['Драма']!] },
      { name: 'С той же петлёй', tagIds: [tags['Петля времени']!, school], translations: [done] },
      { name: 'Любимая теми же', tagIds: [school] },
      { name: 'Чужая', tagIds: [school] },
      // Filler projects with the common tag, so «Школа» is common and «Петля времени» rare.
      ...Array.from({ length: 8 }, (_, index) => ({ name: `Фон ${index}`, tagIds: [school] })),
    ]);
    for (const novel of added) ids[novel.name] = novel._id;
    // Two readers rate «Исходная» and «Любимая теми же» highly; one of them also «Чужая» poorly.
    for (const index of [0, 1]) {
      const reader = await signUpUser(world.api);
      await vote(reader, 'Исходная', 9);
      await vote(reader, 'Любимая теми же', 10);
      if (index === 0) await vote(reader, 'Чужая', 3);
    }
    await world.api.app.get(SimilarTitles).rebuild();
  });

  it('lists projects sharing rare tags and those readers rated highly together, each saying why', async () => {
    const answer = await similarTo('Исходная');
    expect(answer.builtAt).not.toBeNull();
    expect(names(answer).slice(0, 2).sort()).toEqual(['Любимая теми же', 'С той же петлёй']);
    expect(names(answer)).not.toContain('Исходная');
    const byName = Object.fromEntries(answer.items.map((item) => [item.project.name, item]));
    expect(byName['С той же петлёй']!.reasons.sharedTags.map((tag) => tag.value)).toEqual([
      'Петля времени',
      'Школа',
    ]);
    expect(byName['Любимая теми же']!.reasons.highBoth).toBe(2);
    expect(byName['Любимая теми же']!.parts.coRatings).toBeCloseTo(1);
    // A low rating is no «высоко оценили оба».
    expect(byName['Чужая']?.reasons.highBoth ?? 0).toBe(0);
    expect(answer.weights).toEqual({
      tags: 0.35,
      coRatings: 0.3,
      coLists: 0.15,
      recommendations: 0.2,
    });
  });

  it('keeps only projects with a complete translation when asked', async () => {
    expect(names(await similarTo('Исходная', '?translation=complete'))).toEqual([
      'С той же петлёй',
    ]);
  });

  it('leaves out a project removed since the build, and answers 404 and 400 as any call', async () => {
    await world.api.app
      .get(NovelsRepository)
      .updateContent(ids['С той же петлёй']!, { removed: true });
    expect(names(await similarTo('Исходная'))).not.toContain('С той же петлёй');
    expect((await guest.get('/api/novels/0123456789abcdef01234567/similar')).status).toBe(404);
    expect((await guest.get(`/api/novels/${ids['Исходная']}/similar?spoilers=maybe`)).status).toBe(
      400,
    );
  });
});
