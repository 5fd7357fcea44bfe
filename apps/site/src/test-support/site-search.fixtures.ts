import {
  articleHitSchema,
  siteSearchResultSchema,
  translatorListItemSchema,
  type ArticleHit,
  type NovelCard,
  type SiteSearchResult,
  type TranslatorListItem,
} from '@vn/domain';

/*
 * What `GET /api/search` answers (docs/product §A7.3), checked by the contract's schemas so a
 * fixture cannot drift from it: for the suggestions' and the /search page's tests.
 */

const none = { items: [], count: 0 };

/** An answer that found nothing but what `found` gives. */
export function siteSearchAnswer(found: Partial<SiteSearchResult> = {}): SiteSearchResult {
  return siteSearchResultSchema.parse({
    novels: none,
    articles: none,
    groups: none,
    people: none,
    ...found,
  });
}

/** An answer of only these projects. */
export const projectsFound = (...cards: NovelCard[]) =>
  siteSearchAnswer({ novels: { items: cards, count: cards.length } });

export function articleHit(overrides: Partial<ArticleHit> = {}): ArticleHit {
  return articleHitSchema.parse({
    _id: '6650a1b2c3d4e5f6a7b8c9e1',
    countId: 7,
    title: 'Как переводили лето',
    section: 'common',
    excerpt: '',
    ...overrides,
  });
}

export function groupHit(overrides: Partial<TranslatorListItem> = {}): TranslatorListItem {
  return translatorListItemSchema.parse({
    _id: '6650a1b2c3d4e5f6a7b8c9d1',
    url: 'team-leto',
    name: 'Team Лето',
    links: [],
    novelsCount: 3,
    ...overrides,
  });
}
