import {
  addOwnerEndpoint,
  addToListEndpoint,
  catalogueEndpoints,
  createTranslatorEndpoint,
  filtersEndpoint,
  mainPageEndpoint,
  novelByUrlEndpoint,
  novelEndpoint,
  novelInfoEndpoint,
  novelsEndpoint,
  listPageEndpoint,
  rateEndpoint,
  removeGenreEndpoint,
  removeNovelEndpoint,
  removeOwnerEndpoint,
  removePlatformEndpoint,
  removeTagEndpoint,
  removeTranslatorEndpoint,
  renameGenreEndpoint,
  renamePlatformEndpoint,
  renameTagEndpoint,
  markTagSpoilerEndpoint,
  translatorEndpoint,
  translatorsEndpoint,
  updateTranslatorEndpoint,
  userListsEndpoint,
  userNovelsEndpoint,
  type VocabularyKind,
} from '@vn/domain';
import { beforeAll, describe } from 'vitest';
import { signUpUser, useAccountsWorld } from '../accounts-fixture';
import type { Answer } from '../http-client';
import { describeRoleTable, everyone, moderators, signedIn, type RoleCall } from '../role-table';
import { addNovels, addVocabulary } from './catalogue-fixture';

let sequence = 0;
const unique = (text: string) => `${text} ${(sequence += 1)}`;

describe('catalogue calls × roles, and bad input to each (docs/product §6, §7)', () => {
  const {
    world,
    people: { staff },
  } = useAccountsWorld({ staff: { role: 'moderator' } });
  const api = () => world.api;

  beforeAll(async () => {
    await addVocabulary(world.api, 'tags', ['Романтика']);
  });

  /** A fresh project, so each call acts on its own. */
  const novel = async () =>
    (await addNovels(api(), [{ name: unique('Проект'), status: 'done', length: 'long' }]))[0]!;
  const entry = async (kind: VocabularyKind) =>
    Object.values(await addVocabulary(api(), kind, [unique('Значение')]))[0]!;
  const translator = async () => {
    const created = await staff.client.post<Answer<{ translator: { _id: string } }>>(
      '/api/translators',
      { name: unique('Команда'), links: [], novels: [] },
    );
    return created.body.result.translator._id;
  };
  const readerWithList = async () => {
    const reader = await signUpUser(api());
    await reader.client.post('/api/addtolist', { novel: (await novel())._id, list: 'read' });
    return reader;
  };
  const vocabularyRows = (
    kind: VocabularyKind,
    rename: typeof renameTagEndpoint | typeof renameGenreEndpoint,
    remove: typeof removeTagEndpoint,
  ): RoleCall[] => [
    {
      endpoint: rename,
      request: async () => ({
        path: `/api/${kind}/${await entry(kind)}`,
        json: { value: unique('Новое значение') },
      }),
      statuses: moderators,
    },
    {
      endpoint: remove,
      request: async () => ({ path: `/api/${kind}/${await entry(kind)}` }),
      statuses: moderators,
    },
  ];

  const calls: RoleCall[] = [
    {
      endpoint: novelsEndpoint,
      request: async () => ({
        path: '/api/novels',
        query: {
          search: 'проект',
          section: 'novel',
          sortBy: 'rating',
          direction: 'asc',
          ratingField: 'bRating',
          releasedYear: '2020',
          tags: 'Романтика',
          excludeGenres: 'Ужасы',
          lengths: 'long',
          page: '0',
          limit: '10',
        },
      }),
      statuses: everyone(200),
    },
    {
      endpoint: novelEndpoint,
      request: async () => ({ path: `/api/novels/${(await novel())._id}` }),
      statuses: everyone(200),
    },
    {
      endpoint: novelByUrlEndpoint,
      request: async () => ({
        path: `/api/novelByUrl/${encodeURIComponent((await novel()).url)}`,
      }),
      statuses: everyone(200),
    },
    {
      endpoint: novelInfoEndpoint,
      request: async () => ({ path: `/api/novels/${(await novel())._id}/info` }),
      statuses: everyone(200),
    },
    {
      endpoint: addOwnerEndpoint,
      request: async () => ({
        path: `/api/novels/${(await novel())._id}/owner/${(await signUpUser(api())).id}`,
      }),
      statuses: moderators,
    },
    {
      endpoint: removeOwnerEndpoint,
      request: async () => {
        const [project, owner] = [await novel(), await signUpUser(api())];
        await staff.client.post(`/api/novels/${project._id}/owner/${owner.id}`);
        return { path: `/api/novels/${project._id}/owner/${owner.id}` };
      },
      statuses: moderators,
    },
    {
      endpoint: removeNovelEndpoint,
      request: async () => ({ path: `/api/novels/${(await novel())._id}` }),
      statuses: moderators,
    },
    {
      endpoint: filtersEndpoint,
      request: async () => ({ path: '/api/filters' }),
      statuses: everyone(200),
    },
    ...vocabularyRows('tags', renameTagEndpoint, removeTagEndpoint),
    {
      endpoint: markTagSpoilerEndpoint,
      request: async () => ({
        path: `/api/tags/${await entry('tags')}/spoiler`,
        json: { spoiler: true },
      }),
      statuses: moderators,
    },
    ...vocabularyRows('genres', renameGenreEndpoint, removeGenreEndpoint),
    ...vocabularyRows('platforms', renamePlatformEndpoint, removePlatformEndpoint),
    {
      endpoint: rateEndpoint,
      request: async () => ({
        path: '/api/ratings',
        json: { novel: (await novel())._id, rating: 8 },
      }),
      // Rating speaks to no one: a ban leaves it (libs/domain permissions).
      statuses: signedIn,
    },
    {
      endpoint: addToListEndpoint,
      request: async () => ({
        path: '/api/addtolist',
        json: { novel: (await novel())._id, list: 'wantRead' },
      }),
      statuses: signedIn,
    },
    {
      endpoint: userListsEndpoint,
      request: async () => ({ path: `/api/users/${(await readerWithList()).username}/lists` }),
      statuses: everyone(200),
    },
    {
      endpoint: listPageEndpoint,
      request: async () => ({ path: `/api/lists/${(await readerWithList()).id}-read/0` }),
      statuses: everyone(200),
    },
    {
      endpoint: userNovelsEndpoint,
      request: async () => ({
        path: `/api/users/${(await readerWithList()).username}/novels`,
        query: { kind: 'added', page: '0' },
      }),
      statuses: everyone(200),
    },
    {
      endpoint: mainPageEndpoint,
      request: async () => ({ path: '/api/mainPage' }),
      statuses: everyone(200),
    },
    {
      endpoint: translatorsEndpoint,
      request: async () => ({ path: '/api/translators', query: { page: '0', search: 'команда' } }),
      statuses: everyone(200),
    },
    {
      endpoint: translatorEndpoint,
      request: async () => ({ path: `/api/translators/${await translator()}` }),
      statuses: everyone(200),
      idMayBeUrl: true,
    },
    {
      endpoint: createTranslatorEndpoint,
      request: async () => ({
        path: '/api/translators',
        json: {
          name: unique('Группа'),
          links: [{ link: 'https://example.test/group', description: 'Сайт' }],
          novels: [(await novel())._id],
        },
      }),
      statuses: moderators,
    },
    {
      endpoint: updateTranslatorEndpoint,
      request: async () => ({
        path: `/api/translators/${await translator()}`,
        json: { name: unique('Переименованная'), novels: [(await novel())._id] },
      }),
      statuses: moderators,
    },
    {
      endpoint: removeTranslatorEndpoint,
      request: async () => ({ path: `/api/translators/${await translator()}` }),
      statuses: moderators,
    },
  ];

  describeRoleTable('catalogue', catalogueEndpoints, calls, api);
});
