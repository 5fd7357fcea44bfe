import {
  linksVisibleTo,
  readingLists,
  type NovelCard,
  type NovelPage,
  type ReadingList,
  type TranslatorRef,
  type UserRef,
  type VocabularyEntry,
  storedCount,
} from '@vn/domain';
import type { IndexedNovel, Ratings } from './catalogue-index';
import type { NovelRecord } from './novel.schema';

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

/** A catalogue card (docs/product §2.2): what the grid shows, with the viewer's list mark. */
export function presentCard(
  entry: IndexedNovel,
  ratings: Ratings,
  list: ReadingList | null,
): NovelCard {
  const { record } = entry;
  return {
    _id: record._id,
    url: record.url,
    name: record.name,
    section: record.section,
    status: record.status,
    poster: record.poster,
    rating: ratings.rating,
    bRating: ratings.bRating,
    mixRating: ratings.mixRating,
    vndbRating: ratings.vndbRating,
    ratedUsers: storedCount(record.ratedUsers),
    releasedYear: record.releasedYear,
    length: record.length,
    translationStatuses: record.translations.map((translation) => translation.status),
    translationPercent: entry.translation.percent,
    list,
  };
}

/** Per-list counts, every list present (docs/product §3 list statistics). */
export function listStatisticsOf(record: NovelRecord) {
  return readingLists.map((list) => ({ _id: list, count: storedCount(record.listCounts[list]) }));
}

export interface NovelPageContext {
  ratings: Ratings;
  /** Joins the vocabulary ids of the record with their current values. */
  vocabulary: (kind: 'tags' | 'genres' | 'platforms', ids: readonly string[]) => VocabularyEntry[];
  signedIn: boolean;
  list: ReadingList | null;
  userRating: number | null;
  /** Set only for a removed project seen by a moderator. */
  removed: { at: Date; by: UserRef | null } | null;
  /** The translator groups that list the project (its translation cards link to them). */
  translatorGroups: TranslatorRef[];
}

/** A project page (docs/product §2.3): the project, the viewer's marks, statistics; links by sign-in. */
export function presentNovelPage(entry: IndexedNovel, context: NovelPageContext): NovelPage {
  const { record } = entry;
  return {
    _id: record._id,
    url: record.url,
    name: record.name,
    alternativeNames: record.alternativeNames,
    section: record.section,
    modifiers: record.modifiers,
    poster: record.poster,
    screenshots: record.screenshots as NovelPage['screenshots'],
    bg: record.bg,
    originalLanguage: record.originalLanguage,
    developers: record.developers,
    status: record.status,
    releasedAt: iso(record.releasedAt),
    expectedReleaseAt: record.expectedReleaseAt,
    mostRecentDate: iso(record.mostRecentDate),
    updatedAt: iso(record.updatedAt) ?? undefined,
    createdAt: iso(record.createdAt) ?? undefined,
    createdBy: record.createdBy ?? undefined,
    owners: record.owners,
    releasedYear: record.releasedYear,
    genres: context.vocabulary('genres', record.genreIds),
    tags: context.vocabulary('tags', record.tagIds),
    platforms: context.vocabulary('platforms', record.platformIds),
    length: record.length,
    translations: record.translations.map((translation) => ({
      group: translation.group,
      status: translation.status,
      nonFree: translation.nonFree,
      releasedAt: iso(translation.releasedAt),
      ...(translation.link ? { link: translation.link } : {}),
      description: translation.description,
    })),
    description: record.description,
    links: linksVisibleTo(record.links, context.signedIn),
    vndb: record.vndb,
    rating: context.ratings.rating,
    bRating: context.ratings.bRating,
    mixRating: context.ratings.mixRating,
    ratedUsers: storedCount(record.ratedUsers),
    viewsCount: storedCount(record.viewsCount),
    commentsCount: storedCount(record.commentsCount),
    list: context.list,
    userRating: context.userRating,
    listStatistics: listStatisticsOf(record),
    removed: context.removed
      ? { at: context.removed.at.toISOString(), by: context.removed.by }
      : null,
    translatorGroups: context.translatorGroups,
  };
}
