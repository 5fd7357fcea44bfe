import type { NovelCard } from '@vn/domain';

/*
 * A catalogue card as the API answers it (`GET /api/novels`), for tests of what shows cards: a
 * novel with no poster, ratings, length or translations unless a test gives them.
 */

export function novelCard(overrides: Partial<NovelCard> = {}): NovelCard {
  return {
    _id: 'n1',
    url: 'beskonechnoe-leto',
    name: 'Бесконечное лето',
    section: 'novel',
    status: 'done',
    poster: null,
    rating: null,
    bRating: null,
    mixRating: null,
    vndbRating: null,
    ratedUsers: 0,
    releasedYear: null,
    length: null,
    translationStatuses: [],
    translationPercent: null,
    list: null,
    ...overrides,
  };
}

/** A poster as a card carries it. */
export const cardPoster = {
  preview: '/p.webp',
  full: '/f.webp',
  previewWidth: 220,
  previewHeight: 310,
} as const;
