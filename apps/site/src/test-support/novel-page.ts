import { novelPageSchema, type NovelPage } from '@vn/domain';

/*
 * A project as its page's call answers it (`GET /api/novelByUrl/{url}`), for the tests of the pages
 * that show a project: its own page and a draft that changes it.
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
