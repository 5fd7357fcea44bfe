import '@testing-library/jest-dom/vitest';
import { novelPageSchema, type NovelPage, type SessionState } from '@vn/domain';
import { FakeApi } from '../../test-support/fake-api';
import { renderRoutePage } from '../../test-support/render-route';
import { ProjectPage } from './ProjectPage';

/*
 * Test data and a harness for the project page's component tests: a project as the API answers it,
 * sessions of each role, a fake API behind `fetch`, and the page rendered inside the frame the site
 * gives it (router, react-aria links, confirmation dialog, toasts), with a cache of its own per test.
 */

export const NOVEL_ID = '6650a1b2c3d4e5f6a7b8c9d0';

/** A project page as `GET /api/novelByUrl/{url}` answers it, defaults filled in by the contract. */
export function novelPage(overrides: Record<string, unknown> = {}): NovelPage {
  return novelPageSchema.parse({
    _id: NOVEL_ID,
    url: 'everlasting-summer',
    name: 'Бесконечное лето',
    alternativeNames: ['Everlasting Summer'],
    section: 'novel',
    status: 'done',
    originalLanguage: 'ru',
    poster: {
      preview: '/images/poster.png',
      full: '/images/poster-full.png',
      previewWidth: 220,
      previewHeight: 300,
    },
    developers: [{ name: 'Soviet Games', link: 'https://soviet.example' }],
    releasedAt: '2013-12-21T00:00:00.000Z',
    genres: [{ _id: 'g1', value: 'Драма' }],
    translations: [
      { group: { link: '', description: 'Частичные' }, status: 'demo' },
      { group: { link: '', description: 'Полные' }, status: 'done' },
    ],
    description: '[b]Лагерь[/b] «Совёнок».',
    links: [
      { link: 'https://site.example', description: 'Официальный сайт' },
      { link: 'https://files.example', description: 'Скачать', tags: ['regRequire'] },
    ],
    ratedUsers: 3,
    viewsCount: 5,
    commentsCount: 0,
    list: null,
    userRating: null,
    listStatistics: [{ _id: 'read', count: 2 }],
    translatorGroups: [],
    removed: null,
    ...overrides,
  });
}

/** A fake API for a project page: the project, a session, no comments, owners of "О странице". */
export function projectApi(options: { novel?: NovelPage; session?: SessionState | null } = {}) {
  const novel = options.novel ?? novelPage();
  return new FakeApi()
    .result('GET /api/settings', options.session ?? null)
    .result(`GET /api/novelByUrl/${novel.url}`, novel)
    .result('GET /api/comments', { comments: [], count: 0 })
    .result(`GET /api/novels/${novel._id}/info`, {
      owners: [{ _id: '6650a1b2c3d4e5f6a7b8c9f2', username: 'Владелец' }],
      createdBy: { _id: '6650a1b2c3d4e5f6a7b8c9f3', username: 'Автор' },
      createdAt: '2020-01-02T10:00:00.000Z',
    })
    .result(`GET /api/novels/${novel._id}/notifications`, {
      updates: false,
      comments: false,
      answers: true,
    });
}

/** Renders the project page at `path` against `api` (installed as `fetch`). */
export function renderProjectPage(api: FakeApi, path = '/novels/everlasting-summer') {
  return renderRoutePage(api, {
    page: <ProjectPage />,
    patterns: ['/novels/:url', '/games/:url'],
    path,
  });
}
