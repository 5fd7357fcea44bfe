import type { Recommendation, SimilarTitles as SimilarAnswer } from '@vn/domain';
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
  const {
    world,
    people: { moderator },
  } = useAccountsWorld({ moderator: { role: 'moderator' } });
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

  it('names a spoiler tag only to a reader who shows spoilers (docs/product §A5.6)', async () => {
    const marked = await moderator.client.put(`/api/tags/${tags['Петля времени']}/spoiler`, {
      spoiler: true,
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    const reasonsOf = (answer: SimilarAnswer) =>
      answer.items
        .find((item) => item.project.name === 'С той же петлёй')!
        .reasons.sharedTags.map((tag) => tag.value);
    expect(reasonsOf(await similarTo('Исходная'))).toEqual(['Школа']);
    expect(reasonsOf(await similarTo('Исходная', '?spoilers=show'))).toEqual([
      'Петля времени',
      'Школа',
    ]);
    await moderator.client.put(`/api/tags/${tags['Петля времени']}/spoiler`, { spoiler: false });
  });

  it('keeps only projects with a complete translation when asked', async () => {
    expect(names(await similarTo('Исходная', '?translation=complete'))).toEqual([
      'С той же петлёй',
    ]);
  });

  it('leaves out a project removed since the build, and answers 404 and 400 as any call', async () => {
    await world.api.app
      .get(NovelsRepository)
      .updateContent(ids['С той же петлёй']!, { removed: { at: new Date(), by: 'test' } });
    expect(names(await similarTo('Исходная'))).not.toContain('С той же петлёй');
    expect((await guest.get('/api/novels/0123456789abcdef01234567/similar')).status).toBe(404);
    expect((await guest.get(`/api/novels/${ids['Исходная']}/similar?spoilers=maybe`)).status).toBe(
      400,
    );
  });
});

/**
 * Readers' recommendations over HTTP (docs/product §A6.5): made, voted on, refused where they must
 * be, taken away by their author or staff, and counted in the next build with their words.
 */
describe('readers’ recommendations (docs/product §A6.5)', () => {
  const {
    world,
    people: { author, voter, moderator },
  } = useAccountsWorld({ author: {}, voter: {}, moderator: { role: 'moderator' } });
  const ids: Record<string, string> = {};
  let guest: HttpClient;

  beforeAll(async () => {
    guest = new HttpClient(world.api.baseUrl);
    const added = await addNovels(world.api, [
      { name: 'Первая' },
      { name: 'Вторая' },
      { name: 'Третья' },
    ]);
    for (const novel of added) ids[novel.name] = novel._id;
  });

  const recommend = (user: TestUser, from: string, to: string, reason: string) =>
    user.client.post<Answer<Recommendation>>(`/api/novels/${ids[from]}/recommendations`, {
      to: ids[to],
      reason,
    });

  it('is made with a reason, voted on, and joins the similar titles with its words', async () => {
    const made = await recommend(author, 'Первая', 'Вторая', 'Та же тихая грусть');
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.result._id;
    expect(made.body.result).toMatchObject({
      reason: 'Та же тихая грусть',
      votes: { up: 0, down: 0 },
      myVote: 0,
      mayDelete: true,
    });
    const up = await voter.client.put<Answer<Recommendation>>(`/api/recommendations/${id}/vote`, {
      value: 1,
    });
    expect(up.body.result).toMatchObject({
      votes: { up: 1, down: 0 },
      myVote: 1,
      mayDelete: false,
    });
    // The author cannot vote for their own.
    expect((await author.client.put(`/api/recommendations/${id}/vote`, { value: 1 })).status).toBe(
      400,
    );
    const listed = await guest.get<Answer<Recommendation[]>>(
      `/api/novels/${ids['Первая']}/recommendations`,
    );
    expect(listed.body.result.map((each) => each.to.name)).toEqual(['Вторая']);
    expect(listed.body.result[0]!.author.username).toBe(author.username);

    await world.api.app.get(SimilarTitles).rebuild();
    const similar = await guest.get<Answer<SimilarAnswer>>(`/api/novels/${ids['Вторая']}/similar`);
    expect(similar.body.result.items[0]).toMatchObject({
      project: { name: 'Первая' },
      reasons: { recommendations: { count: 2, text: 'Та же тихая грусть' } },
    });
  });

  it('refuses the same pair twice, a project to itself, an empty reason, and a guest', async () => {
    expect((await recommend(author, 'Первая', 'Третья', 'Похожи')).status).toBe(200);
    const twice = await recommend(author, 'Первая', 'Третья', 'Ещё раз');
    expect(twice.status).toBe(409);
    expect((await recommend(author, 'Первая', 'Первая', 'Сама себе')).status).toBe(400);
    const empty = await recommend(author, 'Вторая', 'Третья', '   ');
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Напишите, чем они похожи');
    expect(
      (
        await guest.post(`/api/novels/${ids['Первая']}/recommendations`, {
          to: ids['Вторая'],
          reason: 'x',
        })
      ).status,
    ).toBe(401);
  });

  it('is taken away by its author or staff, not by another reader', async () => {
    const made = await recommend(voter, 'Третья', 'Первая', 'Обе про лето');
    const id = made.body.result._id;
    expect((await author.client.delete(`/api/recommendations/${id}`)).status).toBe(403);
    expect((await moderator.client.delete(`/api/recommendations/${id}`)).status).toBe(200);
    expect((await voter.client.delete(`/api/recommendations/${id}`)).status).toBe(404);
  });
});
