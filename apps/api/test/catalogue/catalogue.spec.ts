import { getModelToken } from '@nestjs/mongoose';
import type { NovelCard, NovelPage } from '@vn/domain';
import type { Model } from 'mongoose';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogueIndex } from '../../src/features/novels/catalogue-index';
import { NOVELS_COLLECTION, type NovelRecord } from '../../src/features/novels/novel.schema';
import { NovelsRepository } from '../../src/features/novels/novels.repository';
import { ViewCounter } from '../../src/features/novels/view-counter';
import { signUpUser, useAccountsWorld } from '../accounts-fixture';
import { databaseSnapshot } from '../database-snapshot';
import { HttpClient, type Answer } from '../http-client';
import { addNovels, addVocabulary, novelRecord } from './catalogue-fixture';

type CardPage = { novels: NovelCard[]; count: number };
const day = (iso: string) => new Date(iso);

describe('the catalogue over HTTP (docs/product §2.2, §2.3, §3, §7)', () => {
  const {
    world,
    people: { reader, moderator },
  } = useAccountsWorld({ reader: {}, moderator: { role: 'moderator' } });
  let guest: HttpClient;
  let tags: Record<string, string>;
  let genres: Record<string, string>;
  let platforms: Record<string, string>;
  const ids: Record<string, string> = {};
  const names = (page: CardPage) => page.novels.map((card) => card.name);
  const cards = async (query: string, client = guest) => {
    const answer = await client.get<Answer<CardPage>>(`/api/novels?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result;
  };

  beforeAll(async () => {
    guest = new HttpClient(world.api.baseUrl);
    tags = await addVocabulary(world.api, 'tags', ['Романтика', 'Школа', 'Мистика']);
    genres = await addVocabulary(world.api, 'genres', ['Драма', 'Комедия']);
    platforms = await addVocabulary(world.api, 'platforms', ['PSP', 'Windows', 'Android']);
    const added = await addNovels(world.api, [
      {
        name: 'Бесконечное лето',
        alternativeNames: ['Everlasting Summer'],
        developers: [{ name: 'Soviet Games', link: '' }],
        tagIds: [tags['Романтика']!, tags['Школа']!],
        genreIds: [genres['Драма']!],
        platformIds: [platforms['Windows']!, platforms['Android']!],
        releasedAt: day('2013-12-21'),
        releasedYear: 2013,
        length: 'long',
        ratingSum: 80,
        ratedUsers: 10,
        links: [
          { link: 'https://example.test/free', description: 'Сайт', tags: [] },
          { link: 'https://example.test/forum', description: 'Форум', tags: ['regRequire'] },
        ],
        translations: [
          {
            group: { link: '', description: 'Команда' },
            translatorId: null,
            status: 'demo',
            nonFree: false,
            releasedAt: day('2024-02-01'),
            link: null,
            description: '',
          },
        ],
      },
      {
        name: 'Saya no Uta',
        alternativeNames: ['Песнь Сайи'],
        tagIds: [tags['Мистика']!],
        genreIds: [genres['Драма']!],
        platformIds: [platforms['Windows']!],
        releasedAt: day('2003-12-26'),
        releasedYear: 2003,
        length: 'short',
        vndb: { id: 'v97', rating: 82, votecount: 5000 },
      },
      {
        name: 'Школьные дни',
        tagIds: [tags['Школа']!],
        genreIds: [genres['Комедия']!],
        platformIds: [platforms['PSP']!],
        releasedAt: day('2005-04-28'),
        releasedYear: 2005,
        length: 'medium',
        status: 'inProcess',
      },
      {
        name: 'Ёлка и лес',
        section: 'rpgmaker',
        releasedYear: 2020,
        releasedAt: day('2020-01-01'),
      },
      { name: 'Машинный перевод', section: 'ai' },
    ]);
    for (const novel of added) ids[novel.name] = novel._id;
  });

  describe('GET /api/novels', () => {
    it('answers a page of cards and the count; the default is every section, newest first', async () => {
      const page = await cards('');
      expect(page.count).toBe(5);
      // Added last, so updated last: mostRecentDate counts the update date (docs/product §4).
      expect(names(page)[0]).toBe('Машинный перевод');
      const card = page.novels.find((each) => each.name === 'Бесконечное лето')!;
      expect(card).toMatchObject({
        url: 'бесконечное-лето',
        status: 'done',
        rating: 8,
        ratedUsers: 10,
        translationStatuses: ['demo'],
        // No group has stated its progress, and the one translation is not finished.
        translationPercent: null,
        list: null,
      });
    });

    it('filters by section, year, length, and by tags and genres that must all match', async () => {
      expect((await cards('section=novel')).count).toBe(3);
      expect(names(await cards('section=rpgmaker'))).toEqual(['Ёлка и лес']);
      expect(names(await cards('releasedYear=2003'))).toEqual(['Saya no Uta']);
      // Russian collation: Cyrillic names before Latin ones.
      expect(names(await cards('lengths=short,medium&sortBy=name&direction=asc'))).toEqual([
        'Школьные дни',
        'Saya no Uta',
      ]);
      expect(names(await cards('tags=Романтика,школа'))).toEqual(['Бесконечное лето']);
      expect(names(await cards('tags=Школа&genres=Комедия'))).toEqual(['Школьные дни']);
      expect(names(await cards('platforms=Windows&sortBy=name&direction=asc'))).toEqual([
        'Бесконечное лето',
        'Saya no Uta',
      ]);
      expect((await cards('tags=Несуществующий')).count).toBe(0);
    });

    it('excludes tags and genres', async () => {
      expect(names(await cards('section=novel&excludeTags=Школа'))).toEqual(['Saya no Uta']);
      expect(names(await cards('section=novel&excludeGenres=Драма'))).toEqual(['Школьные дни']);
    });

    it('sorts by each key both ways; projects without the value come last either way', async () => {
      expect(names(await cards('section=novel&sortBy=releasedAt&direction=asc'))).toEqual([
        'Saya no Uta',
        'Школьные дни',
        'Бесконечное лето',
      ]);
      // Neither of the others has an external rating: they follow, newer first.
      expect(names(await cards('section=novel&sortBy=rating&ratingField=vndbRating'))).toEqual([
        'Saya no Uta',
        'Школьные дни',
        'Бесконечное лето',
      ]);
      const byMix = names(await cards('section=novel&sortBy=rating&direction=asc'));
      expect(byMix.at(-1)).toBe('Школьные дни');
      expect(names(await cards('sortBy=name&direction=desc'))[0]).toBe('Saya no Uta');
    });

    it('pages from 0, and caps the limit', async () => {
      const first = await cards('sortBy=name&direction=asc&limit=2&page=0');
      const second = await cards('sortBy=name&direction=asc&limit=2&page=1');
      expect(first.count).toBe(5);
      expect(names(first).concat(names(second))).toHaveLength(4);
      expect(new Set([...names(first), ...names(second)]).size).toBe(4);
      expect((await cards('page=99')).novels).toEqual([]);
      expect((await guest.get('/api/novels?limit=101')).status).toBe(400);
    });

    it('searches names, alternative names and developers, ё as е, across alphabets, exact first', async () => {
      expect(names(await cards('search=бесконечное%20лето'))).toEqual(['Бесконечное лето']);
      expect(names(await cards('search=everlasting'))).toEqual(['Бесконечное лето']);
      expect(names(await cards('search=beskonechnoe'))).toEqual(['Бесконечное лето']);
      expect(names(await cards('search=сая%20но%20ута'))).toEqual(['Saya no Uta']);
      expect(names(await cards('search=soviet'))).toEqual(['Бесконечное лето']);
      expect(names(await cards('search=елка'))).toEqual(['Ёлка и лес']);
      expect(names(await cards('search=ШКОЛ'))[0]).toBe('Школьные дни');
    });

    it('forgives a typo, the other keyboard layout and another transliteration, exact first', async () => {
      const search = async (text: string) =>
        names(await cards(`section=all&search=${encodeURIComponent(text)}`));
      expect(await search('Бесконечое лето')).toEqual(['Бесконечное лето']);
      expect(await search(',tcrjytxyjt')).toEqual(['Бесконечное лето']);
      expect(await search('Ыфнф тщ')).toEqual(['Saya no Uta']);
      expect(await search('beskonechnoye')).toEqual(['Бесконечное лето']);
      expect(await search('shkolnye dni')).toEqual(['Школьные дни']);
      expect(await search('jolka')).toEqual(['Ёлка и лес']);
      expect(await search('сая но ута')).toEqual(['Saya no Uta']);
      expect(await search('summer everlasting')).toEqual(['Бесконечное лето']);
      expect(await search('зимняя сказка')).toEqual([]);
      // Exact name before a name that starts with it; a typo is forgiven only when the word
      // is no word of the catalogue: "лето" does not bring "Лего".
      const added = await addNovels(world.api, [{ name: 'Лего: приключения' }, { name: 'Лего' }]);
      try {
        expect(await search('лего')).toEqual(['Лего', 'Лего: приключения']);
        expect(await search('лето')).toEqual(['Бесконечное лето']);
        expect(await search('леот')).toEqual(['Бесконечное лето']);
      } finally {
        for (const novel of added) await moderator.client.delete(`/api/novels/${novel._id}`);
      }
    });

    it('finds hundreds of projects renamed at once after a reload, which builds the search afresh', async () => {
      const novels = world.api.app.get<Model<NovelRecord>>(getModelToken(NOVELS_COLLECTION));
      const index = world.api.app.get(CatalogueIndex);
      const batch = Array.from({ length: 600 }, (_, n) => novelRecord({ name: `Пакетная ${n}` }));
      await novels.insertMany(batch);
      try {
        await index.reload();
        expect((await cards('section=all&search=paketnaja')).count).toBe(600);
        await novels.updateMany(
          { _id: { $in: batch.map((novel) => novel._id) } },
          { $set: { name: 'Переименованная пачка' } },
        );
        await index.reload();
        expect((await cards('section=all&search=paketnaya')).count).toBe(0);
        expect((await cards('section=all&search=pereimenovannaya')).count).toBe(600);
        expect(names(await cards('section=all&search=beskonechnoe'))).toEqual(['Бесконечное лето']);
      } finally {
        await novels.deleteMany({ _id: { $in: batch.map((novel) => novel._id) } });
        await index.reload();
      }
      // Past REBUILD_SEARCH_AFTER (500) projects written, renamed and deleted on FerretDB, which
      // updates one document at a time: 14–17 s on two cores alone, over the default 20 s while
      // the suite's other lanes share them. Its own time, not a looser check.
    }, 60_000);

    it('finds a renamed project under its new name only', async () => {
      const [renamed] = await addNovels(world.api, [{ name: 'Старое имя поиска' }]);
      expect(names(await cards('section=all&search=staroe%20imya'))).toEqual(['Старое имя поиска']);
      await world.api.app
        .get(NovelsRepository)
        .updateContent(renamed!._id, { name: 'Новое имя поиска' });
      expect(names(await cards('section=all&search=staroe%20imya'))).toEqual([]);
      expect(names(await cards('section=all&search=novoe%20imja'))).toEqual(['Новое имя поиска']);
      // Renamed behind this instance's back (another instance, a script): a reload finds it, and
      // the projects whose names did not change are still found.
      await world.api.app
        .get<Model<NovelRecord>>(getModelToken(NOVELS_COLLECTION))
        .updateOne({ _id: renamed!._id }, { $set: { name: 'Третье имя поиска' } });
      await world.api.app.get(CatalogueIndex).reload();
      expect(names(await cards('section=all&search=novoe%20imja'))).toEqual([]);
      expect(names(await cards('section=all&search=tretye%20imya'))).toEqual(['Третье имя поиска']);
      expect(names(await cards('section=all&search=beskonechnoe'))).toEqual(['Бесконечное лето']);
      await moderator.client.delete(`/api/novels/${renamed!._id}`);
    });
  });

  describe('a project page', () => {
    it('answers by id and by url, with vocabularies joined and guest-hidden links left out', async () => {
      const byUrl = await guest.get<Answer<NovelPage>>(
        `/api/novelByUrl/${encodeURIComponent('бесконечное-лето')}`,
      );
      expect(byUrl.status).toBe(200);
      const page = byUrl.body.result;
      expect(page._id).toBe(ids['Бесконечное лето']);
      expect(page.tags.map((tag) => tag.value).sort()).toEqual(['Романтика', 'Школа']);
      expect(page.platforms.map((platform) => platform.value)).toEqual(['Windows', 'Android']);
      expect(page.links.map((link) => link.description)).toEqual(['Сайт']);
      // The latest of release, translation release (2024) and update (just now) — docs/product §4.
      expect(page.mostRecentDate).toBe(page.updatedAt);
      expect(page.listStatistics).toContainEqual({ _id: 'read', count: 0 });
      const signedIn = await reader.client.get<Answer<NovelPage>>(
        `/api/novels/${ids['Бесконечное лето']}`,
      );
      expect(signedIn.body.result.links).toHaveLength(2);
    });

    it('counts a view once per viewer a day, and writes it to the database', async () => {
      const id = ids['Saya no Uta']!;
      const before = (await guest.get<Answer<NovelPage>>(`/api/novels/${id}`)).body.result;
      const again = (await guest.get<Answer<NovelPage>>(`/api/novels/${id}`)).body.result;
      expect(again.viewsCount).toBe(before.viewsCount);
      const other = new HttpClient(world.api.baseUrl);
      const third = (await other.get<Answer<NovelPage>>(`/api/novels/${id}`)).body.result;
      expect(third.viewsCount).toBe(before.viewsCount + 1);
      await world.api.app.get(ViewCounter).flush();
      expect(await databaseSnapshot(world.api)).toContain(`"viewsCount":${third.viewsCount}`);
    });

    it('writes views of many projects in one flush, each with its own count', async () => {
      const novels = world.api.app.get<Model<NovelRecord>>(getModelToken(NOVELS_COLLECTION));
      const stored = async () =>
        Object.fromEntries(
          (await novels.find({}, { viewsCount: 1 }).lean<NovelRecord[]>()).map((record) => [
            record._id,
            record.viewsCount,
          ]),
        );
      await world.api.app.get(ViewCounter).flush();
      const before = await stored();
      const viewers = { 'Бесконечное лето': 3, 'Школьные дни': 1, 'Ёлка и лес': 3 };
      for (const [name, count] of Object.entries(viewers)) {
        for (let viewer = 0; viewer < count; viewer += 1) {
          await new HttpClient(world.api.baseUrl).get(`/api/novels/${ids[name]}`);
        }
      }
      await world.api.app.get(ViewCounter).flush();
      const after = await stored();
      for (const [name, count] of Object.entries(viewers)) {
        expect(after[ids[name]!], name).toBe(before[ids[name]!]! + count);
      }
    });

    it('finds a project by its new url once a write moved it', async () => {
      const [novel] = await addNovels(world.api, [{ name: 'Старый адрес' }]);
      // A content write of the url alone: the index must move the project to its new address.
      await world.api.app.get(NovelsRepository).updateContent(novel!._id, { url: 'новый-адрес' });
      const moved = await guest.get<Answer<NovelPage>>(
        `/api/novelByUrl/${encodeURIComponent('новый-адрес')}`,
      );
      expect(moved.body.result?._id).toBe(novel!._id);
      const old = await guest.get(`/api/novelByUrl/${encodeURIComponent(novel!.url)}`);
      expect(old.status).toBe(404);
    });

    it('keeps mostRecentDate on content changes, and not on votes or list moves', async () => {
      const [novel] = await addNovels(world.api, [{ name: 'Дата обновления' }]);
      const id = novel!._id;
      const recentOf = async () =>
        (await guest.get<Answer<NovelPage>>(`/api/novels/${id}`)).body.result.mostRecentDate;
      const before = await recentOf();
      await reader.client.post('/api/ratings', { novel: id, rating: 7 });
      await reader.client.post('/api/addtolist', { novel: id, list: 'wantRead' });
      expect(await recentOf()).toBe(before);
      const future = new Date(Date.now() + 86_400_000);
      await world.api.app.get(NovelsRepository).updateContent(id, {
        translations: [
          {
            group: { link: '', description: 'Команда' },
            translatorId: null,
            status: 'done',
            nonFree: false,
            releasedAt: future,
            link: null,
            description: '',
          },
        ],
      });
      expect(await recentOf()).toBe(future.toISOString());
      expect(names(await cards('sortBy=mostRecentDate'))[0]).toBe('Дата обновления');
    });

    it('answers "Not Found" to an unknown id or url, 400 to a malformed id', async () => {
      const unknown = await guest.get<Answer<never>>('/api/novels/0123456789abcdef01234567');
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Not Found');
      expect((await guest.get('/api/novelByUrl/net-takoy')).status).toBe(404);
      expect((await guest.get('/api/novels/abc')).status).toBe(400);
    });
  });

  describe('owners and removal', () => {
    it('lets a moderator add and exclude an owner, keeping both sides in step', async () => {
      const id = ids['Школьные дни']!;
      const add = await moderator.client.post<Answer<{ owners: { _id: string }[] }>>(
        `/api/novels/${id}/owner/${reader.id}`,
      );
      expect(add.status).toBe(200);
      expect(add.body.result.owners.map((owner) => owner._id)).toEqual([reader.id]);
      const profile = await reader.client.get<Answer<{ owner: { novels: string[] } }>>(
        `/api/profile/${reader.id}`,
      );
      expect(profile.body.result.owner.novels).toEqual([id]);
      const exclude = await moderator.client.delete<Answer<{ owners: unknown[] }>>(
        `/api/novels/${id}/owner/${reader.id}`,
      );
      expect(exclude.body.result.owners).toEqual([]);
      expect((await reader.client.post(`/api/novels/${id}/owner/${reader.id}`)).status).toBe(403);
      expect(
        (await moderator.client.post(`/api/novels/${id}/owner/0123456789abcdef01234567`)).status,
      ).toBe(404);
    });

    it("answers a user's added and owned projects for their profile tabs", async () => {
      const author = await signUpUser(world.api);
      const [older, newer, gone] = await addNovels(world.api, [
        { name: 'Добавленная первой', createdBy: author.id },
        { name: 'Добавленная второй', createdBy: author.id, owners: [author.id] },
        { name: 'Добавленная и удалённая', createdBy: author.id },
      ]);
      await moderator.client.delete(`/api/novels/${gone!._id}`);
      type Page = Answer<{ novels: { _id: string }[]; count: number }>;
      const added = await guest.get<Page>(`/api/users/${author.username}/novels?kind=added&page=0`);
      expect(added.status).toBe(200);
      // Newest first; a removed project is no longer the author's to show.
      expect(added.body.result.novels.map((card) => card._id)).toEqual([newer!._id, older!._id]);
      expect(added.body.result.count).toBe(2);
      const owned = await guest.get<Page>(`/api/users/${author.username}/novels?kind=owned`);
      expect(owned.body.result.novels.map((card) => card._id)).toEqual([newer!._id]);
      const nobody = await guest.get<Page>(`/api/users/${reader.username}/novels?kind=added`);
      expect(nobody.body.result).toEqual({ novels: [], count: 0 });
      expect((await guest.get('/api/users/net-takogo/novels?kind=added')).status).toBe(404);
      expect((await guest.get(`/api/users/${author.username}/novels?kind=any`)).status).toBe(400);
    });

    it('removes softly: gone for readers, kept for moderators with who and when', async () => {
      const [doomed] = await addNovels(world.api, [{ name: 'Удаляемая новелла' }]);
      const id = doomed!._id;
      expect((await reader.client.delete(`/api/novels/${id}`)).status).toBe(403);
      const removal = await moderator.client.delete<Answer<{ removed: { by: { _id: string } } }>>(
        `/api/novels/${id}`,
      );
      expect(removal.status).toBe(200);
      expect(removal.body.result.removed.by._id).toBe(moderator.id);
      expect((await cards('search=удаляемая')).count).toBe(0);
      expect((await guest.get(`/api/novels/${id}`)).status).toBe(404);
      const seen = await moderator.client.get<Answer<NovelPage>>(`/api/novels/${id}`);
      expect(seen.body.result.removed?.by?.username).toBe(moderator.username);
      expect(await databaseSnapshot(world.api)).toContain('Удаляемая новелла');
    });
  });

  describe('vocabularies', () => {
    it('lists them, platforms desktop first and PSP last', async () => {
      const filters = await guest.get<Answer<Record<string, { value: string }[]>>>('/api/filters');
      expect(filters.body.result['platforms']!.map((entry) => entry.value)).toEqual([
        'Windows',
        'Android',
        'PSP',
      ]);
    });

    it('renames on every project at once and refuses a taken value, ignoring case', async () => {
      const renamed = await moderator.client.put<Answer<{ value: string }>>(
        `/api/genres/${genres['Комедия']}`,
        { value: 'Юмор' },
      );
      expect(renamed.body.result.value).toBe('Юмор');
      const page = await guest.get<Answer<NovelPage>>(
        `/api/novelByUrl/${encodeURIComponent('школьные-дни')}`,
      );
      expect(page.body.result.genres.map((genre) => genre.value)).toEqual(['Юмор']);
      expect(names(await cards('genres=юмор'))).toEqual(['Школьные дни']);
      const taken = await moderator.client.put<Answer<never>>(`/api/genres/${genres['Комедия']}`, {
        value: 'драма',
      });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toMatch(/уже существует/);
      expect(
        (await reader.client.put(`/api/genres/${genres['Комедия']}`, { value: 'X' })).status,
      ).toBe(403);
    });

    it('lets a moderator mark a tag as a spoiler, shown in the filters and on projects (docs/product §A5.6)', async () => {
      type Tag = { _id: string; value: string; spoiler?: boolean };
      const school = tags['Школа']!;
      const marked = await moderator.client.put<Answer<Tag>>(`/api/tags/${school}/spoiler`, {
        spoiler: true,
      });
      expect(marked.status, JSON.stringify(marked.body)).toBe(200);
      expect(marked.body.result).toMatchObject({ _id: school, value: 'Школа', spoiler: true });
      const filters = await guest.get<Answer<{ tags: Tag[]; genres: object[] }>>('/api/filters');
      const byValue = new Map(filters.body.result.tags.map((tag) => [tag.value, tag]));
      expect(byValue.get('Школа')?.spoiler).toBe(true);
      expect(byValue.get('Романтика')).not.toHaveProperty('spoiler');
      const page = await guest.get<Answer<NovelPage>>(`/api/novels/${ids['Бесконечное лето']}`);
      expect(page.body.result.tags).toEqual([
        expect.not.objectContaining({ spoiler: expect.anything() as unknown }),
        expect.objectContaining({ value: 'Школа', spoiler: true }),
      ]);
      const log = (await moderator.client.get<Answer<string>>('/api/log')).body.result;
      expect(log).toContain(`tags «Школа» отмечен как спойлер (${school})`);

      const unmarked = await moderator.client.put<Answer<Tag>>(`/api/tags/${school}/spoiler`, {
        spoiler: false,
      });
      expect(unmarked.body.result).not.toHaveProperty('spoiler');
      const after = await guest.get<Answer<NovelPage>>(`/api/novels/${ids['Школьные дни']}`);
      expect(after.body.result.tags).toEqual([expect.not.objectContaining({ spoiler: true })]);
    });

    it('refuses to mark a spoiler for a reader, a guest, an unknown tag or a bad body', async () => {
      const path = `/api/tags/${tags['Романтика']}/spoiler`;
      expect((await reader.client.put(path, { spoiler: true })).status).toBe(403);
      expect((await guest.put(path, { spoiler: true })).status).toBe(401);
      const unknown = '0123456789abcdef01234567';
      expect(
        (await moderator.client.put(`/api/tags/${unknown}/spoiler`, { spoiler: true })).status,
      ).toBe(404);
      // A genre is never a spoiler: its id is not a tag's.
      expect(
        (await moderator.client.put(`/api/tags/${genres['Драма']}/spoiler`, { spoiler: true }))
          .status,
      ).toBe(404);
      for (const body of [{}, { spoiler: 'yes' }, { spoiler: true, value: 'X' }]) {
        expect((await moderator.client.put(path, body)).status, JSON.stringify(body)).toBe(400);
      }
      const filters =
        await guest.get<Answer<{ tags: { value: string; spoiler?: boolean }[] }>>('/api/filters');
      expect(filters.body.result.tags.some((tag) => tag.spoiler)).toBe(false);
    });

    it('deletes an entry from every project', async () => {
      const removal = await moderator.client.delete(`/api/tags/${tags['Мистика']}`);
      expect(removal.status).toBe(200);
      const page = await guest.get<Answer<NovelPage>>(`/api/novels/${ids['Saya no Uta']}`);
      expect(page.body.result.tags).toEqual([]);
      // Nothing refers to it any more; only the moderation log remembers it was deleted.
      const { moderationLog, ...rest } = JSON.parse(await databaseSnapshot(world.api)) as Record<
        string,
        unknown
      >;
      expect(JSON.stringify(rest)).not.toContain(tags['Мистика']!);
      expect(JSON.stringify(moderationLog)).toContain(tags['Мистика']!);
      expect((await moderator.client.delete(`/api/tags/${tags['Мистика']}`)).status).toBe(404);
    });
  });

  describe('ratings and lists', () => {
    it('rates 1..10, changes and withdraws, keeping sums without double counting', async () => {
      const id = ids['Ёлка и лес']!;
      const voter = await signUpUser(world.api);
      const rate = (rating: number | null) =>
        voter.client.post<Answer<{ rating: number; ratedUsers: number; userRating: number }>>(
          '/api/ratings',
          { novel: id, rating },
        );
      expect((await rate(6)).body.result).toMatchObject({
        rating: 6,
        ratedUsers: 1,
        userRating: 6,
      });
      expect((await rate(10)).body.result).toMatchObject({ rating: 10, ratedUsers: 1 });
      await Promise.all([rate(4), rate(4)]);
      const other = await signUpUser(world.api);
      await other.client.post('/api/ratings', { novel: id, rating: 8 });
      const page = await voter.client.get<Answer<NovelPage>>(`/api/novels/${id}`);
      expect(page.body.result).toMatchObject({ rating: 6, ratedUsers: 2, userRating: 4 });
      expect((await rate(null)).body.result).toMatchObject({
        rating: 8,
        ratedUsers: 1,
        userRating: null,
      });
      expect((await rate(0)).status).toBe(400);
      expect((await rate(5.5)).status).toBe(400);
      expect(
        (await voter.client.post('/api/ratings', { novel: ids['Школьные дни'], rating: 5 })).status,
      ).toBe(400);
      expect((await guest.post('/api/ratings', { novel: id, rating: 5 })).status).toBe(401);
    });

    it('puts a project on one list at a time, counts it, and marks the cards', async () => {
      const id = ids['Бесконечное лето']!;
      const put = (list: string | null) =>
        reader.client.post<Answer<{ listStatistics: { _id: string; count: number }[] }>>(
          '/api/addtolist',
          { novel: id, list },
        );
      await put('reading');
      const moved = await put('read');
      const count = (list: string) =>
        moved.body.result.listStatistics.find((entry) => entry._id === list)?.count;
      expect(count('read')).toBe(1);
      expect(count('reading')).toBe(0);
      const card = (await cards('search=бесконечное', reader.client)).novels[0]!;
      expect(card.list).toBe('read');
      expect((await put('finished')).status).toBe(400);
      const lists = await guest.get<Answer<{ list: string; count: number; listId: string }[]>>(
        `/api/users/${reader.username}/lists`,
      );
      const read = lists.body.result.find((entry) => entry.list === 'read')!;
      expect(read.count).toBe(1);
      const listPage = await guest.get<Answer<CardPage>>(`/api/lists/${read.listId}/0`);
      expect(names(listPage.body.result)).toEqual(['Бесконечное лето']);
      const off = await put(null);
      expect(off.body.result.listStatistics.find((entry) => entry._id === 'read')?.count).toBe(0);

      // A burst of moves from two tabs still leaves the project on exactly one list, counted once.
      await Promise.all(['reading', 'read', 'reading', 'dropped', 'read'].map((list) => put(list)));
      const settled = (await put('read')).body.result.listStatistics;
      expect(settled.reduce((total, entry) => total + entry.count, 0)).toBe(1);
      expect(settled.find((entry) => entry._id === 'read')?.count).toBe(1);
    });

    it('keeps every project’s sums and counts equal to its marks when a crowd votes and lists at once', async () => {
      const projects = (
        await addNovels(
          world.api,
          ['Толпа: первая', 'Толпа: вторая', 'Толпа: третья'].map((name) => ({ name })),
        )
      ).map((novel) => novel._id);
      const crowd = await Promise.all(Array.from({ length: 16 }, () => signUpUser(world.api)));
      const lists = ['reading', 'read', 'dropped', 'wantRead'];
      // Everyone at once; each reader's own writes one after another, as a reader clicks.
      await Promise.all(
        crowd.map(async (voter, n) => {
          const post = (path: string, body: object) =>
            voter.client.post(path, body).then((answer) => expect(answer.status).toBe(200));
          await post('/api/ratings', { novel: projects[0], rating: 1 + (n % 10) });
          await post('/api/ratings', { novel: projects[1], rating: 10 - (n % 10) });
          await post('/api/addtolist', { novel: projects[2], list: lists[n % 4] });
          if (n % 2 === 0) await post('/api/ratings', { novel: projects[0], rating: 5 });
          if (n % 4 === 1) await post('/api/ratings', { novel: projects[1], rating: null });
          if (n % 4 === 2) await post('/api/addtolist', { novel: projects[2], list: 'read' });
        }),
      );
      const records = world.api.app.get<Model<NovelRecord>>(getModelToken(NOVELS_COLLECTION));
      const marks = (collection: string) =>
        records.db
          .collection(collection)
          .find({ novelId: { $in: projects } })
          .toArray();
      const ratings = await marks('ratings');
      const entries = await marks('listEntries');
      for (const id of projects) {
        const votes = ratings.filter((mark) => mark['novelId'] === id);
        const sum = votes.reduce((total, mark) => total + Number(mark['rating']), 0);
        const stored = await records.findById(id).lean<NovelRecord>();
        expect(stored).toMatchObject({ ratingSum: sum, ratedUsers: votes.length });
        for (const list of lists) {
          const listed = entries.filter((mark) => mark['novelId'] === id && mark['list'] === list);
          expect(stored!.listCounts[list as 'read'] ?? 0).toBe(listed.length);
        }
        const page = (await guest.get<Answer<NovelPage>>(`/api/novels/${id}`)).body.result;
        expect(page.ratedUsers).toBe(votes.length);
        // The ratings stored beside the sums are the ones shown (new accounts' votes not counted).
        expect({ rating: stored!.rating ?? null, bRating: stored!.bRating ?? null }).toEqual({
          rating: page.rating,
          bRating: page.bRating,
        });
      }
      // What the crowd did, counted by hand: 8 of 16 moved their first vote to 5, 4 withdrew.
      expect(ratings.filter((mark) => mark['novelId'] === projects[1])).toHaveLength(12);
      expect(entries.filter((mark) => mark['list'] === 'read')).toHaveLength(8);
    });

    it('hides lists the owner hid, from others only', async () => {
      const owner = await signUpUser(world.api);
      await owner.client.put('/api/userSettings', { lists: { dropped: false, rating: 2 } });
      const others = await guest.get<Answer<{ list: string }[]>>(
        `/api/users/${owner.username}/lists`,
      );
      expect(others.body.result.map((entry) => entry.list)).not.toContain('dropped');
      expect(others.body.result.map((entry) => entry.list)).not.toContain('rated');
      const own = await owner.client.get<Answer<{ list: string }[]>>(
        `/api/users/${owner.username}/lists`,
      );
      expect(own.body.result.map((entry) => entry.list)).toContain('dropped');
      expect((await guest.get(`/api/lists/${owner.id}-dropped/0`)).status).toBe(404);
      expect((await guest.get(`/api/lists/${owner.id}-nothing/0`)).status).toBe(400);
    });
  });

  describe('the main page and translators', () => {
    it('answers the blocks from the catalogue, posts and comments empty for now', async () => {
      const main = await guest.get<Answer<Record<string, NovelCard[]>>>('/api/mainPage');
      expect(main.status).toBe(200);
      expect(main.body.result['aiTranslated']!.map((card) => card.name)).toEqual([
        'Машинный перевод',
      ]);
      expect(main.body.result['games']!.map((card) => card.name)).toEqual(['Ёлка и лес']);
      expect(main.body.result['bestNovels']![0]!.name).toBe('Saya no Uta');
      expect(main.body.result['posts']).toEqual([]);
    });

    it("keeps guests' answers only until the catalogue changes", async () => {
      // Guests' pages are kept serialized (guest-answers.ts): ask once to fill the cache, change the
      // catalogue in each way a card or filter can change, and ask again.
      const asked = 'section=novel&sortBy=rating&tags=Школа';
      const before = await cards(asked);
      const raw = await fetch(`${world.api.baseUrl}/api/novels?${asked}`);
      expect(raw.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await raw.json()).toEqual({ result: before });
      const rated = before.novels.find((card) => card.name === 'Бесконечное лето')!;

      await reader.client.post('/api/ratings', { novel: rated._id, rating: 1 });
      const afterVote = (await cards(asked)).novels.find((card) => card._id === rated._id)!;
      expect(afterVote.ratedUsers).toBe(rated.ratedUsers + 1);

      const renamed = await moderator.client.put(`/api/tags/${tags['Школа']}`, {
        value: 'Учёба',
      });
      expect(renamed.status).toBe(200);
      expect((await cards(asked)).count).toBe(0);
      expect((await cards('section=novel&sortBy=rating&tags=Учёба')).count).toBe(before.count);

      const mainBefore = await guest.get<Answer<Record<string, NovelCard[]>>>('/api/mainPage');
      const first = mainBefore.body.result['lastUpdated']![0]!;
      expect((await moderator.client.delete(`/api/novels/${first._id}`)).status).toBe(200);
      const mainAfter = await guest.get<Answer<Record<string, NovelCard[]>>>('/api/mainPage');
      expect(mainAfter.body.result['lastUpdated']!.map((card) => card._id)).not.toContain(
        first._id,
      );
      expect((await cards('section=all&limit=100')).novels.map((card) => card._id)).not.toContain(
        first._id,
      );
    });

    it("sends guests' shared answers compressed as the client accepts, made once", async () => {
      // Raw bytes, as a browser receives them (fetch would decode them on its own).
      const raw = (path: string, acceptEncoding?: string) =>
        new Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
          const request = httpGet(
            `${world.api.baseUrl}${path}`,
            { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
            (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () =>
                resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }),
              );
            },
          );
          request.on('error', reject);
        });
      const paths = ['/api/mainPage', '/api/novels?section=all&limit=100'];
      for (const path of paths) {
        const plain = await raw(path);
        expect(plain.headers['content-encoding'], path).toBeUndefined();
        expect(plain.headers['vary'], path).toMatch(/accept-encoding/i);
        expect(plain.bytes.length, path).toBeGreaterThan(1024);
        const json = JSON.parse(plain.bytes.toString('utf8')) as unknown;
        const br = await raw(path, 'gzip, deflate, br');
        expect(br.headers['content-encoding'], path).toBe('br');
        expect(br.headers['vary'], path).toMatch(/accept-encoding/i);
        expect(Number(br.headers['content-length']), path).toBe(br.bytes.length);
        expect(JSON.parse(brotliDecompressSync(br.bytes).toString('utf8')), path).toEqual(json);
        const gzip = await raw(path, 'gzip;q=1, br;q=0.5');
        expect(gzip.headers['content-encoding'], path).toBe('gzip');
        expect(JSON.parse(gunzipSync(gzip.bytes).toString('utf8')), path).toEqual(json);
        // The same answer again: the very bytes kept from the first time.
        expect((await raw(path, 'br')).bytes.equals(br.bytes), path).toBe(true);
      }
      // A project page for guests goes the same way; a signed-in reader's is made for them.
      const id = ids['Бесконечное лето']!;
      const page = await raw(`/api/novels/${id}`, 'br');
      const guestPage = (
        JSON.parse(
          (page.headers['content-encoding'] === 'br'
            ? brotliDecompressSync(page.bytes)
            : page.bytes
          ).toString('utf8'),
        ) as Answer<NovelPage>
      ).result;
      expect(guestPage.userRating).toBeNull();
      expect(guestPage.links.map((link) => link.description)).toEqual(['Сайт']);
    });

    it("shows a guest a project page's new votes, views and vocabulary at once, never a reader's marks", async () => {
      const id = ids['Saya no Uta']!;
      const guestView = async (client = guest) =>
        (await client.get<Answer<NovelPage>>(`/api/novels/${id}`)).body.result;
      const first = await guestView();
      expect(await guestView()).toEqual(first);

      const voter = await signUpUser(world.api);
      expect((await voter.client.post('/api/ratings', { novel: id, rating: 7 })).status).toBe(200);
      expect((await voter.client.post('/api/addtolist', { novel: id, list: 'read' })).status).toBe(
        200,
      );
      const readerPage = await guestView(voter.client);
      expect(readerPage).toMatchObject({ userRating: 7, list: 'read' });
      const afterVote = await guestView();
      expect(afterVote.ratedUsers).toBe(first.ratedUsers + 1);
      expect(afterVote.userRating).toBeNull();
      expect(afterVote.list).toBeNull();
      // The reader's own view counted too: guests see it.
      expect(afterVote.viewsCount).toBe(first.viewsCount + 1);

      // A vote on another project moves the catalogue mean, and with it this page's bRating.
      const cached = await guestView();
      await voter.client.post('/api/ratings', { novel: ids['Бесконечное лето'], rating: 1 });
      const moved = await guestView();
      expect(moved.bRating).not.toBe(cached.bRating);
      expect(moved.bRating).toBe((await guestView(voter.client)).bRating);

      const newcomer = await guestView(new HttpClient(world.api.baseUrl));
      expect(newcomer.viewsCount).toBe(first.viewsCount + 2);
      expect((await guestView()).viewsCount).toBe(first.viewsCount + 2);

      const genre = first.genres[0]!;
      const renamed = await moderator.client.put(`/api/genres/${genre._id}`, {
        value: 'Драма (переименована)',
      });
      expect(renamed.status).toBe(200);
      expect((await guestView()).genres.map((entry) => entry.value)).toContain(
        'Драма (переименована)',
      );
      await moderator.client.put(`/api/genres/${genre._id}`, { value: genre.value });
    });

    it('lets staff create, rename, link and remove a group; anyone reads them', async () => {
      const created = await moderator.client.post<
        Answer<{ translator: { _id: string; url: string } }>
      >('/api/translators', {
        name: 'Team Летний вечер',
        links: [{ link: 'https://example.test/team', description: 'Сайт' }],
        novels: [ids['Бесконечное лето']],
      });
      expect(created.status).toBe(200);
      const id = created.body.result.translator._id;
      expect(created.body.result.translator.url).toBe('team-летний-вечер');
      const page = await guest.get<Answer<{ novels: NovelCard[] }>>(`/api/translators/${id}`);
      expect(page.body.result.novels.map((card) => card.name)).toEqual(['Бесконечное лето']);
      const renamed = await moderator.client.put<Answer<{ translator: { name: string } }>>(
        `/api/translators/${id}`,
        { name: 'Летний вечер' },
      );
      expect(renamed.body.result.translator.name).toBe('Летний вечер');
      const found = await guest.get<Answer<{ translators: { name: string }[]; count: number }>>(
        '/api/translators?search=летний',
      );
      expect(found.body.result.translators.map((entry) => entry.name)).toEqual(['Летний вечер']);
      expect(
        (
          await moderator.client.put(`/api/translators/${id}`, {
            novels: ['0123456789abcdef01234567'],
          })
        ).status,
      ).toBe(400);
      expect((await reader.client.delete(`/api/translators/${id}`)).status).toBe(403);
      expect((await moderator.client.delete(`/api/translators/${id}`)).status).toBe(200);
      expect((await guest.get(`/api/translators/${id}`)).status).toBe(404);
    });

    it("opens a group's page by its url as well as its id, id first", async () => {
      type Page = { translator: { _id: string; url: string; name: string } };
      const create = async (name: string) => {
        const answer = await moderator.client.post<Answer<Page>>('/api/translators', { name });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        return answer.body.result.translator;
      };
      const open = (idOrUrl: string) => guest.get<Answer<Page>>(`/api/translators/${idOrUrl}`);
      const autumn = await create('Осенние переводы');
      const byUrl = await open(encodeURIComponent(autumn.url));
      expect([byUrl.status, byUrl.body.result.translator]).toEqual([
        200,
        { ...autumn, links: [], novels: [] },
      ]);
      // A group's url may look like an id: another group's id still opens that other group.
      const lookalike = await create(autumn._id);
      expect(lookalike.url).toBe(autumn._id);
      expect((await open(autumn._id)).body.result.translator.name).toBe('Осенние переводы');
      const idShaped = await create('0123456789abcdef0123abcd');
      expect((await open(idShaped.url)).body.result.translator._id).toBe(idShaped._id);

      for (const [address, status] of [
        ['no-such-group', 404],
        [encodeURIComponent('Осенние Переводы'), 400],
        ['%24gt', 400],
        [encodeURIComponent("1' OR '1'='1"), 400],
      ] as const) {
        const answer = await open(address);
        expect(answer.status, address).toBe(status);
        expect(answer.body.message, address).toEqual(
          status === 404 ? 'Not Found' : expect.any(String),
        );
      }
    });

    it('names on a project page the groups that list the project, as they change', async () => {
      const [project] = await addNovels(world.api, [{ name: 'Проект переводчиков' }]);
      const groups = async () => {
        const answer = await guest.get<Answer<NovelPage>>(`/api/novelByUrl/${project!.url}`);
        expect(answer.status).toBe(200);
        return answer.body.result.translatorGroups;
      };
      expect(await groups()).toEqual([]);
      const created = await moderator.client.post<
        Answer<{ translator: { _id: string; url: string } }>
      >('/api/translators', { name: 'Группа проекта', novels: [project!._id] });
      const group = created.body.result.translator;
      expect(await groups()).toEqual([{ _id: group._id, url: group.url, name: 'Группа проекта' }]);
      await moderator.client.put(`/api/translators/${group._id}`, { name: 'Другое имя' });
      expect((await groups()).map((each) => each.name)).toEqual(['Другое имя']);
      const byId = await reader.client.get<Answer<NovelPage>>(`/api/novels/${project!._id}`);
      expect(byId.body.result.translatorGroups.map((each) => each._id)).toEqual([group._id]);
      await moderator.client.put(`/api/translators/${group._id}`, { novels: [] });
      expect(await groups()).toEqual([]);
    });
  });
});
