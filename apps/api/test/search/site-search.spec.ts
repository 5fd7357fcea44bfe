import {
  SITE_SEARCH_MAX_LENGTH,
  type NovelCard,
  type SiteSearchResult,
  type TranslatorListItem,
} from '@vn/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { UsersRepository } from '../../src/features/users/users.repository';
import { useAccountsWorld, signUpUser, type TestUser } from '../accounts-fixture';
import { addNovels } from '../catalogue/catalogue-fixture';
import { HttpClient, type Answer, type HttpAnswer } from '../http-client';
import { publishedPost, textBody } from '../posts/posts-fixture';

/*
 * The site-wide search over real HTTP on the real database (docs/product §A7.3): projects as the
 * catalogue finds them, articles by title and text, translator groups by name, people by username,
 * each by the forgiving rules of ADR 0010 (a Cyrillic name found by its Latin spelling); only what
 * anyone may see, for every viewer; pages of one kind; bad input refused with a message.
 */

const { world, people } = useAccountsWorld({
  admin: { role: 'admin' },
  moderator: { role: 'moderator' },
  reader: {},
  snegir: {},
  snegirHidden: {},
  snegirRemoved: {},
});

/** Gives a user a Cyrillic name (signing up takes an e-mail made of the name, so Latin). */
async function rename(user: TestUser, username: string): Promise<void> {
  await world.api.app
    .get(UsersRepository)
    .update(user.id, { username, usernameKey: username.toLowerCase() });
}

let guest: HttpClient;
const answerOf = async (client: HttpClient, query: Record<string, string>) => {
  const answer = await client.get<Answer<SiteSearchResult>>(
    `/api/search?${new URLSearchParams(query)}`,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result;
};
const search = (client: HttpClient, q: string, more: Record<string, string> = {}) =>
  answerOf(client, { q, ...more });
const counts = (result: SiteSearchResult) => ({
  novels: result.novels.count,
  articles: result.articles.count,
  groups: result.groups.count,
  people: result.people.count,
});

/** A translator group made through the API, as staff make one. */
async function addGroup(admin: TestUser, name: string): Promise<string> {
  const answer = await admin.client.post<Answer<{ translator: { _id: string } }>>(
    '/api/translators',
    { name },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result.translator._id;
}

describe('GET /api/search (docs/product §A7.3)', () => {
  let removedArticle: number;
  beforeAll(async () => {
    guest = new HttpClient(world.api.baseUrl);
    await rename(people.snegir, 'Снегирь');
    await rename(people.snegirHidden, 'Снегирёк');
    await rename(people.snegirRemoved, 'Снегирище');
    const users = world.api.app.get(UsersRepository);
    await users.update(people.snegirHidden.id, { hidden: true });
    await users.update(people.snegirRemoved.id, { removed: true });

    const [, removedNovel] = await addNovels(world.api, [
      { name: 'Тайная комната' },
      { name: 'Тайная тропа' },
      { name: 'Летний карнавал' },
      ...Array.from({ length: 6 }, (_, index) => ({ name: `Ночной экспресс ${index + 1}` })),
    ]);
    const removal = await people.moderator.client.delete(`/api/novels/${removedNovel!._id}`);
    expect(removal.status).toBe(200);

    const author = people.reader.client;
    const moderator = people.moderator.client;
    await publishedPost(author, moderator, {
      title: 'Летний фестиваль переводов',
      body: textBody('Итоги года и планы на осень'),
    });
    await publishedPost(author, moderator, {
      title: 'Новости недели',
      body: textBody(
        'Сначала о главном: команда закончила перевод, и в эту субботу выходит Полнолуние целиком, со всеми ветками и финалами',
      ),
    });
    removedArticle = (
      await publishedPost(author, moderator, {
        title: 'Летний фестиваль отменён',
        body: textBody('Полнолуние откладывается'),
      })
    ).countId;
    expect((await moderator.delete(`/api/posts/${removedArticle}`)).status).toBe(200);

    for (const name of ['Шёпот ветра', 'Ветер перемен', 'Снегири и тайная комната']) {
      await addGroup(people.admin, name);
    }
  });

  it('finds each kind by a Latin spelling of its Cyrillic name (ADR 0010)', async () => {
    const novels = await search(guest, 'tajnaja komnata');
    expect(novels.novels.items.map((card) => card.name)).toEqual(['Тайная комната']);
    expect(novels.groups.items.map((group) => group.name)).toEqual(['Снегири и тайная комната']);

    const articles = await search(guest, 'letnij festival');
    expect(articles.articles.items.map((hit) => hit.title)).toEqual(['Летний фестиваль переводов']);

    const groups = await search(guest, 'shepot vetra');
    expect(groups.groups.items).toEqual([
      expect.objectContaining({ name: 'Шёпот ветра', novelsCount: 0, links: [] }),
    ]);

    const found = await search(guest, 'snegir');
    expect(found.people.items).toEqual([{ _id: people.snegir.id, username: 'Снегирь' }]);
  });

  it('finds an article by its text, with a few words around the match, and by its title with no excerpt', async () => {
    const result = await search(guest, 'polnolunie');
    expect(result.articles.count).toBe(1);
    const [hit] = result.articles.items;
    expect(hit).toMatchObject({ title: 'Новости недели', section: 'common' });
    expect(hit!.excerpt).toContain('Полнолуние');
    expect(hit!.excerpt.startsWith('…')).toBe(true);
    expect(hit!.excerpt.split(' ').length).toBeLessThanOrEqual(20);

    const byTitle = await search(guest, 'новости');
    expect(byTitle.articles.items).toEqual([
      expect.objectContaining({ title: 'Новости недели', excerpt: '' }),
    ]);
  });

  it('keeps deleted articles and hidden or removed people out, for a guest and for staff alike', async () => {
    for (const client of [
      guest,
      people.reader.client,
      people.moderator.client,
      people.admin.client,
    ]) {
      const summer = await search(client, 'летний фестиваль');
      expect(summer.articles.items.map((hit) => hit.title)).toEqual(['Летний фестиваль переводов']);
      expect((await search(client, 'полнолуние')).articles.count).toBe(1);

      const birds = await search(client, 'снегир');
      expect(birds.people.items.map((person) => person.username)).toEqual(['Снегирь']);
      expect(birds.people.count).toBe(1);
    }
  });

  it("answers every count, and with no kind each kind's first `limit` items", async () => {
    const result = await search(guest, 'тайная');
    expect(counts(result)).toEqual({ novels: 1, articles: 0, groups: 1, people: 0 });
    expect(result.novels.items).toHaveLength(1);

    const express = await search(guest, 'ночной экспресс');
    expect(express.novels.count).toBe(6);
    expect(express.novels.items).toHaveLength(5);
    expect((await search(guest, 'ночной экспресс', { limit: '2' })).novels.items).toHaveLength(2);
  });

  it('pages one kind, and answers only its items, with every count', async () => {
    const pages: string[][] = [];
    for (const page of ['0', '1', '2']) {
      const result = await search(guest, 'ночной экспресс', { kind: 'novels', page, limit: '4' });
      expect(result.novels.count).toBe(6);
      expect(result.articles.items).toEqual([]);
      pages.push(result.novels.items.map((card) => card.name));
    }
    expect(pages.map((page) => page.length)).toEqual([4, 2, 0]);
    expect(new Set(pages.flat()).size).toBe(6);

    const groups = await search(guest, 'вет', { kind: 'groups', limit: '1' });
    expect(groups.groups.count).toBe(2);
    expect(groups.novels.items).toEqual([]);
    const second = await search(guest, 'вет', { kind: 'groups', limit: '1', page: '1' });
    expect(
      [...groups.groups.items, ...second.groups.items].map((group) => group.name).sort(),
    ).toEqual(['Ветер перемен', 'Шёпот ветра'].sort());
  });

  it('finds the projects `GET /api/novels?search&section=all` finds, in its order, as its cards', async () => {
    for (const client of [guest, people.reader.client, people.moderator.client]) {
      for (const q of ['ночной экспресс', 'tajnaja', 'летний']) {
        const catalogue = await client.get<Answer<{ novels: NovelCard[]; count: number }>>(
          `/api/novels?${new URLSearchParams({ search: q, section: 'all', limit: '5' })}`,
        );
        const result = await search(client, q);
        expect(result.novels.items, q).toEqual(catalogue.body.result.novels);
        expect(result.novels.count, q).toBe(catalogue.body.result.count);
      }
    }
    // The removed project is out, for its moderator too, as in the catalogue.
    expect((await search(people.moderator.client, 'тайная тропа')).novels.count).toBe(0);
  });

  it('shows a group as `GET /api/translators` lists it', async () => {
    const list = await guest.get<Answer<{ translators: TranslatorListItem[] }>>(
      '/api/translators?search=Шёпот',
    );
    const found = await search(guest, 'шепот ветра', { kind: 'groups' });
    expect(found.groups.items).toEqual(list.body.result.translators);
  });

  it('finds a change as soon as the write has answered', async () => {
    const groupId = await addGroup(people.admin, 'Старое имя');
    const renamed = await people.admin.client.put(`/api/translators/${groupId}`, {
      name: 'Звёздный десант',
    });
    expect(renamed.status).toBe(200);
    expect((await search(guest, 'zvezdnyj desant')).groups.items.map((group) => group._id)).toEqual(
      [groupId],
    );
    expect((await search(guest, 'старое имя')).groups.count).toBe(0);

    const { countId } = await publishedPost(people.reader.client, people.moderator.client, {
      title: 'Осенний марафон',
    });
    const autumn = await search(guest, 'osennij marafon');
    expect(autumn.articles.items.map((hit) => hit.countId)).toEqual([countId]);

    const newcomer = await signUpUser(world.api);
    await rename(newcomer, 'Журавлик');
    expect((await search(guest, 'zhuravlik')).people.count).toBe(1);
    await world.api.app.get(UsersRepository).update(newcomer.id, { hidden: true });
    expect((await search(guest, 'zhuravlik')).people.count).toBe(0);
  });

  it('finds nothing of a text with nothing searchable in it, rather than everything', async () => {
    const result = await search(guest, '!!!');
    expect(counts(result)).toEqual({ novels: 0, articles: 0, groups: 0, people: 0 });
  });

  it('refuses bad input with 400 and a message, never 500', async () => {
    const refused = async (query: string, field: string) => {
      const answer: HttpAnswer<Answer<never>> = await guest.get(`/api/search?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toEqual(expect.any(String));
      expect(Object.keys(answer.body.fields ?? {}), query).toContain(field);
      return answer.body;
    };
    expect((await refused('q=', 'q')).fields?.['q']).toBe('Введите, что искать');
    expect((await refused('q=%20%20', 'q')).fields?.['q']).toBe('Введите, что искать');
    await refused(`q=${'я'.repeat(SITE_SEARCH_MAX_LENGTH + 1)}`, 'q');
    await refused('kind=games', 'q');
    await refused('q=a&kind=games', 'kind');
    await refused('q=a&limit=51', 'limit');
    await refused('q=a&limit=0', 'limit');
    await refused('q=a&page=-1', 'page');
    expect((await search(guest, 'я'.repeat(SITE_SEARCH_MAX_LENGTH))).novels.count).toBe(0);
  });
});
