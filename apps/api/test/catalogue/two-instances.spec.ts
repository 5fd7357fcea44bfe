import type { NovelCard, NovelPage } from '@vn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTCHA_ANSWER,
  signUpUser,
  startAccountsWorld,
  type AccountsWorld,
  type TestUser,
} from '../accounts-fixture';
import { HttpClient, type Answer } from '../http-client';
import { startRedisServer, type RedisServer } from '../redis-server';
import { startTestApi, type TestApi } from '../test-api';
import { addNovels, addVocabulary } from './catalogue-fixture';

type CardPage = { novels: NovelCard[]; count: number };

/**
 * Two API instances on one database and a real Redis (ARCHITECTURE.md "Scale-out"): what one
 * instance writes, the other's in-memory catalogue shows — projects, vocabularies, translator groups
 * and a reader's own marks — without a restart.
 */
describe('the catalogue across two instances (Redis pub/sub)', () => {
  let redis: RedisServer;
  let world: AccountsWorld;
  let second: TestApi;
  let moderator: TestUser;
  let reader: TestUser;
  let onSecond: HttpClient;
  let tags: Record<string, string>;
  const ids: Record<string, string> = {};

  /** The same browser (its session cookie) talking to the second instance. */
  const sameBrowserOnSecond = (user: TestUser) => {
    const client = new HttpClient(second.baseUrl);
    for (const [name, value] of user.client.cookies) client.cookies.set(name, value);
    return client;
  };
  const eventually = <T>(read: () => Promise<T>) =>
    expect.poll(read, { timeout: 5_000, interval: 50 });

  beforeAll(async () => {
    redis = await startRedisServer();
    world = await startAccountsWorld({ REDIS_URL: redis.url });
    moderator = await signUpUser(world.api, { role: 'moderator' });
    reader = await signUpUser(world.api);
    tags = await addVocabulary(world.api, 'tags', ['Романтика']);
    const added = await addNovels(world.api, [
      { name: 'Летний лагерь', tagIds: [tags['Романтика']!], ratingSum: 8, ratedUsers: 1 },
      { name: 'Зимний вечер' },
    ]);
    for (const novel of added) ids[novel.name] = novel._id;
    // Started after the data is in place, so it begins with the same catalogue as the first.
    second = await startTestApi({
      databaseUri: world.api.databaseUri,
      environment: {
        REDIS_URL: redis.url,
        CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER,
        TRUST_PROXY: 'true',
      },
    });
    onSecond = new HttpClient(second.baseUrl);
  });
  afterAll(async () => {
    await second?.close();
    await world?.close();
    await redis?.stop();
  });

  const cardOnSecond = async (name: string) => {
    const page = await onSecond.get<Answer<CardPage>>('/api/novels?section=all&limit=100');
    return page.body.result.novels.find((card) => card.name === name) ?? null;
  };

  it('shows a vote cast on the first instance in the second one’s cards and project page', async () => {
    expect((await cardOnSecond('Летний лагерь'))?.ratedUsers).toBe(1);
    const vote = await reader.client.post('/api/ratings', {
      novel: ids['Летний лагерь'],
      rating: 2,
    });
    expect(vote.status).toBe(200);
    await eventually(async () => (await cardOnSecond('Летний лагерь'))?.ratedUsers).toBe(2);
    const ownPage = await sameBrowserOnSecond(reader).get<Answer<NovelPage>>(
      `/api/novels/${ids['Летний лагерь']}`,
    );
    expect(ownPage.body.result).toMatchObject({ rating: 5, userRating: 2 });
  });

  it('shows a reader’s list move on the other instance to that reader', async () => {
    const readerOnSecond = sameBrowserOnSecond(reader);
    const listed = async () => {
      const page = await readerOnSecond.get<Answer<CardPage>>('/api/novels?search=зимний');
      return page.body.result.novels[0]?.list ?? null;
    };
    expect(await listed()).toBeNull(); // loads the reader's marks on the second instance
    await reader.client.post('/api/addtolist', { novel: ids['Зимний вечер'], list: 'reading' });
    await eventually(listed).toBe('reading');
  });

  it('renames and removes vocabulary entries everywhere', async () => {
    const renamed = await moderator.client.put(`/api/tags/${tags['Романтика']}`, {
      value: 'Любовь',
    });
    expect(renamed.status).toBe(200);
    await eventually(async () => {
      const filters = await onSecond.get<Answer<{ tags: { value: string }[] }>>('/api/filters');
      return filters.body.result.tags.map((tag) => tag.value);
    }).toEqual(['Любовь']);
    expect(
      (await onSecond.get<Answer<CardPage>>('/api/novels?tags=Любовь')).body.result.count,
    ).toBe(1);

    expect((await moderator.client.delete(`/api/tags/${tags['Романтика']}`)).status).toBe(200);
    await eventually(async () => {
      const page = await onSecond.get<Answer<NovelPage>>(`/api/novels/${ids['Летний лагерь']}`);
      return page.body.result.tags;
    }).toEqual([]);
  });

  it('hides a project removed on the first instance, and lists a new translator group', async () => {
    expect((await moderator.client.delete(`/api/novels/${ids['Зимний вечер']}`)).status).toBe(200);
    await eventually(async () => (await cardOnSecond('Зимний вечер'))?.name ?? null).toBeNull();
    expect((await onSecond.get(`/api/novels/${ids['Зимний вечер']}`)).status).toBe(404);

    const created = await moderator.client.post('/api/translators', {
      name: 'Северный ветер',
      links: [],
      novels: [ids['Летний лагерь']],
    });
    expect(created.status).toBe(200);
    await eventually(async () => {
      const list = await onSecond.get<Answer<{ translators: { name: string }[] }>>(
        '/api/translators?search=Северный',
      );
      return list.body.result.translators.map((group) => group.name);
    }).toEqual(['Северный ветер']);
    // The project page there names the group too (its translation cards link to it, issue 20).
    await eventually(async () => {
      const page = await onSecond.get<Answer<{ translatorGroups: { name: string }[] }>>(
        `/api/novels/${ids['Летний лагерь']}`,
      );
      return page.body.result.translatorGroups.map((group) => group.name);
    }).toEqual(['Северный ветер']);
  });

  it('shows on the second instance the moderation log written on the first (issue 20)', async () => {
    const moderatorOnSecond = sameBrowserOnSecond(moderator);
    const newest = async () => {
      const page =
        await moderatorOnSecond.get<Answer<{ entries: { text: string }[] }>>('/api/log/entries');
      return page.body.result.entries[0]?.text ?? null;
    };
    const tag = (await addVocabulary(world.api, 'tags', ['Тег для журнала']))['Тег для журнала'];
    const renamed = await moderator.client.put(`/api/tags/${tag}`, { value: 'Журнальный тег' });
    expect(renamed.status).toBe(200);
    await eventually(newest).toContain('«Журнальный тег»');
  });
});
