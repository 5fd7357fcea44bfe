import { Injectable } from '@nestjs/common';
import {
  CATALOGUE_LIMITS,
  DomainError,
  gameSectionTabs,
  LIMITS,
  type MainPage,
  type NovelsQuery,
  type ProjectSection,
  type RatingField,
  type Sort,
  type UserNovelKind,
  type UserRef,
  type VocabularyKind,
} from '@vn/domain';
import { KeyedCache } from '../../platform/cache';
import { allows, type Viewer } from '../../platform/session';
import { GuestAnswers, SerializedResult } from '../../platform/http';
import { ReaderMarks, type Marks } from '../reading';
import { CommentsService } from '../comments';
import { ModerationLog } from '../moderation-log';
import { PostsService } from '../posts';
import { TranslatorDirectory } from '../translator-directory';
import { type UserRecord, UsersById, UsersRepository } from '../users';
import { VocabularyLists } from '../vocabularies';
import {
  CatalogueIndex,
  type CatalogueQuery,
  type IndexedNovel,
  presentCard,
  presentNovelPage,
  type NovelRecord,
  NovelsRepository,
  ViewCounter,
} from '../novels';

/** Guests' project pages kept serialized: the most viewed, a few kilobytes each (more compressed). */
const GUEST_PAGES = 1_000;
/** Articles with previews and the latest comments on the main page (docs/product §2.2 /; ours). */
const MAIN_PAGE_POSTS = 5;
const MAIN_PAGE_COMMENTS = 10;
/** The /games tabs that are sections of their own (`ai` has its block, `all` only filters). */
const GAME_SECTIONS = gameSectionTabs.filter(
  (section): section is ProjectSection => section !== 'ai' && section !== 'all',
);

type CardBlocks = Omit<MainPage, 'posts' | 'comments'>;

/** A guest's project page as sent, and what it was made from (see `guestPage`). */
interface GuestPage {
  record: NovelRecord;
  views: number;
  mean: number;
  vocabularies: number;
  translators: number;
  answer: SerializedResult;
}

/** Whom a guest's view is counted for: their address (one view a day each, as a reader's). */
const guestViewer = (viewerKey: string) => `guest:${viewerKey}`;

function userRef(user: UserRecord | null): UserRef | null {
  if (!user) return null;
  return { _id: user._id, username: user.username, ...(user.avatar && { avatar: user.avatar }) };
}

/** The catalogue's reads (docs/product §2.2, §2.3, §7), all from the in-memory index, and owners/removal. */
@Injectable()
export class CatalogueService {
  private mainPageCache: {
    version: number;
    blocks: Record<keyof CardBlocks, IndexedNovel[]>;
  } | null = null;

  private readonly guestAnswers = new GuestAnswers('catalogue');
  /** The main page is made of projects, articles and comments: its own cache, its own version. */
  private readonly guestMainPages = new GuestAnswers('main page');
  /** Guests' project pages by project id, with what each was made from (see `guestPage`). */
  private readonly guestPages = new KeyedCache<string, GuestPage>({
    name: 'project pages for guests',
    capacity: GUEST_PAGES,
  });

  constructor(
    private readonly index: CatalogueIndex,
    private readonly repository: NovelsRepository,
    private readonly vocabularies: VocabularyLists,
    private readonly marks: ReaderMarks,
    private readonly users: UsersRepository,
    private readonly usersById: UsersById,
    private readonly views: ViewCounter,
    private readonly log: ModerationLog,
    private readonly posts: PostsService,
    private readonly comments: CommentsService,
    private readonly translators: TranslatorDirectory,
  ) {}

  async list(viewer: Viewer | null, query: NovelsQuery) {
    const question = this.questionOf(query);
    if (!question) return { novels: [], count: 0 };
    const answer = async () => {
      const { entries, count } = this.index.query(question);
      return { novels: await this.cards(viewer, entries), count };
    };
    if (viewer) return answer();
    // Keyed by ids, not names: a renamed tag must not find an answer kept under its old name.
    return this.guestAnswers.get(this.index.version, JSON.stringify(question), answer);
  }

  /** Moves whenever what a guest's card shows may have changed (the catalogue index's version). */
  get version(): number {
    return this.index.version;
  }

  /**
   * The page of projects `GET /api/novels` answers for a filter, and how many match, before they
   * are presented as cards (`cards`): the site-wide search takes its projects from here, so it
   * finds what the catalogue finds, in its order (docs/product §A7.3).
   */
  matching(query: NovelsQuery): { entries: IndexedNovel[]; count: number } {
    const question = this.questionOf(query);
    return question ? this.index.query(question) : { entries: [], count: 0 };
  }

  /** The index's question for a filter; null when it names a value no project can have. */
  private questionOf(query: NovelsQuery): CatalogueQuery | null {
    const ids = (kind: VocabularyKind, values: readonly string[]) =>
      values.map((value) => this.vocabularies.idOf(kind, value));
    const include = {
      tagIds: ids('tags', query.tags),
      genreIds: ids('genres', query.genres),
      platformIds: ids('platforms', query.platforms),
    };
    // A value no project can have (not in the vocabulary) matches nothing when required.
    if (Object.values(include).some((list) => list.includes(undefined))) return null;
    const known = (list: (string | undefined)[]) => list.filter((id): id is string => !!id);
    return {
      section: query.section,
      search: query.search.trim(),
      sort: { sortBy: query.sortBy, direction: query.direction },
      ratingField: query.ratingField,
      releasedYear: query.releasedYear,
      tagIds: known(include.tagIds),
      genreIds: known(include.genreIds),
      platformIds: known(include.platformIds),
      excludeTagIds: known(ids('tags', query.excludeTags)),
      excludeGenreIds: known(ids('genres', query.excludeGenres)),
      lengths: query.lengths,
      translationProgress: query.translationProgress,
      page: query.page,
      limit: query.limit,
    };
  }

  async page(viewer: Viewer | null, entry: IndexedNovel | undefined, viewerKey: string) {
    const canSeeRemoved = allows(viewer, 'deleteNovel');
    if (!entry || (entry.record.removed && !canSeeRemoved)) throw DomainError.of('notFound');
    const { record } = entry;
    if (!record.removed) this.views.count(record._id, viewer?.user._id ?? guestViewer(viewerKey));
    if (!viewer) return this.guestPage(entry);
    const marks = await this.marks.ofViewer(viewer.user._id);
    return presentNovelPage(entry, {
      ...this.pageParts(entry),
      signedIn: true,
      list: marks?.lists.get(record._id)?.list ?? null,
      userRating: marks?.ratings.get(record._id)?.rating ?? null,
      removed: record.removed
        ? { at: record.removed.at, by: userRef(await this.usersById.findById(record.removed.by)) }
        : null,
    });
  }

  /**
   * A guest's view of the project at `url`, counted as reading its page counts it: for a guest sent
   * the page the server kept (ADR 0011), whose reads did not run.
   */
  countGuestView(url: string, viewerKey: string): void {
    const record = this.byUrl(url)?.record;
    if (record && !record.removed) this.views.count(record._id, guestViewer(viewerKey));
  }

  /**
   * Everything guests' catalogue answers are made of, as one value that changes with any of them:
   * the versions their caches here are kept under (the index, with its ratings and the catalogue
   * mean; articles and comments, on the main page; vocabularies and translator groups, on project
   * pages and in the filters). Views change none of it: a kept page shows them as they were.
   */
  guestAnswersVersion(): string {
    return [
      this.index.version,
      this.posts.version,
      this.comments.version,
      this.vocabularies.version,
      this.translators.version,
    ].join(':');
  }

  /** What a project page shows besides the viewer's own marks: the same for every viewer. */
  private pageParts(entry: IndexedNovel) {
    return {
      ratings: this.index.ratingsOf(entry),
      vocabulary: (kind: VocabularyKind, ids: readonly string[]) =>
        this.vocabularies.entriesOf(kind, ids),
      translatorGroups: this.translators.groupsOf(entry.record._id),
    };
  }

  /**
   * A guest's project page (no marks, no removed projects: the same for every guest), serialized
   * once and kept while what it shows stays as it was: a write replaces the record, views change it
   * in place (`ViewCounter`), bRating moves with the catalogue mean, and the vocabularies and
   * translator groups count their changes.
   */
  private guestPage(entry: IndexedNovel): SerializedResult {
    const { record } = entry;
    const made = {
      record,
      views: record.viewsCount,
      mean: this.index.catalogueMean(),
      vocabularies: this.vocabularies.version,
      translators: this.translators.version,
    };
    const kept = this.guestPages.get(record._id);
    if (
      kept &&
      kept.record === made.record &&
      kept.views === made.views &&
      kept.mean === made.mean &&
      kept.vocabularies === made.vocabularies &&
      kept.translators === made.translators
    ) {
      return kept.answer;
    }
    const answer = SerializedResult.of(
      presentNovelPage(entry, {
        ...this.pageParts(entry),
        signedIn: false,
        list: null,
        userRating: null,
        removed: null,
      }),
    );
    this.guestPages.set(record._id, { ...made, answer });
    return answer;
  }

  byId(id: string): IndexedNovel | undefined {
    return this.index.get(id);
  }

  byUrl(url: string): IndexedNovel | undefined {
    return this.index.getByUrl(url);
  }

  async info(id: string) {
    const { record } = this.visible(id);
    const owners = await Promise.all(record.owners.map((owner) => this.usersById.findById(owner)));
    return {
      owners: owners.map(userRef).filter((owner): owner is UserRef => owner !== null),
      createdBy: record.createdBy ? userRef(await this.usersById.findById(record.createdBy)) : null,
      createdAt: record.createdAt.toISOString(),
    };
  }

  /** Gives or takes editing rights; the project's owners and the user's owned ids move together. */
  async setOwner(viewer: Viewer, novelId: string, userId: string, owns: boolean) {
    const { record } = this.visible(novelId);
    const user = await this.usersById.findById(userId);
    if (!user || user.removed) throw new DomainError('notFound', 'Пользователь не найден');
    await this.users.setNovelOwnership(userId, novelId, owns);
    await this.repository.setOwner(novelId, userId, owns);
    await this.log.record(
      viewer,
      owns ? 'addOwner' : 'removeOwner',
      `${owns ? 'права на' : 'снятие прав на'} «${record.name}» (${novelId}): ${user.username} (${userId})`,
      { kind: 'user', id: userId, name: user.username },
    );
    return this.info(novelId);
  }

  /**
   * A page of the projects a user added or may edit (the profile's tabs, docs/product §2.4), newest
   * first. From the in-memory index: a profile view is never a scan of the projects collection.
   */
  async userNovels(
    viewer: Viewer | null,
    username: string,
    { kind, page }: { kind: UserNovelKind; page: number },
  ) {
    const user = await this.users.findByUsername(username);
    if (!user || user.removed) throw DomainError.of('notFound');
    const belongs = (entry: IndexedNovel) =>
      kind === 'added'
        ? entry.record.createdBy === user._id
        : entry.record.owners.includes(user._id);
    const entries = [...this.index.visible()]
      .filter(belongs)
      // Ids grow with time too: they order projects added within the same millisecond.
      .sort(
        (a, b) =>
          b.record.createdAt.getTime() - a.record.createdAt.getTime() ||
          b.record._id.localeCompare(a.record._id),
      );
    const size = LIMITS.novelsPageSize;
    return {
      novels: await this.cards(viewer, entries.slice(page * size, (page + 1) * size)),
      count: entries.length,
    };
  }

  /** Soft delete: hidden from every list and page, kept whole with who removed it and when. */
  async remove(viewer: Viewer, novelId: string) {
    const { record } = this.visible(novelId);
    const removed = { at: new Date(), by: viewer.user._id };
    await this.repository.markRemoved(novelId, removed);
    await this.log.record(viewer, 'deleteNovel', `удалён проект «${record.name}» (${novelId})`, {
      kind: 'novel',
      id: novelId,
      url: record.url,
      section: record.section,
      name: record.name,
    });
    return { removed: { at: removed.at.toISOString(), by: userRef(viewer.user) } };
  }

  /**
   * The main page blocks, built once per catalogue change: 15 cards each for a signed-in reader
   * (the size menu then needs no new request), 5 for a guest, who sees no more.
   */
  async mainPage(viewer: Viewer | null): Promise<MainPage | SerializedResult> {
    if (this.mainPageCache?.version !== this.index.version) {
      const newest = (sortBy: Sort['sortBy'], ratingField: RatingField = 'mixRating') => ({
        sort: { sortBy, direction: 'desc' } as Sort,
        ratingField,
      });
      const top = (
        order: { sort: Sort; ratingField: RatingField },
        sections: readonly ProjectSection[],
      ) =>
        this.index.top(
          order.sort,
          order.ratingField,
          (entry) => sections.includes(entry.record.section),
          CATALOGUE_LIMITS.mainPageBlock,
        );
      this.mainPageCache = {
        version: this.index.version,
        blocks: {
          lastCreated: top(newest('createdAt'), ['novel']),
          lastUpdated: top(newest('mostRecentDate'), ['novel']),
          bestNovels: top(newest('rating'), ['novel']),
          games: top(newest('mostRecentDate'), GAME_SECTIONS),
          aiTranslated: top(newest('mostRecentDate'), ['ai']),
        },
      };
    }
    const { blocks } = this.mainPageCache;
    const present = async (): Promise<MainPage> => {
      const marks = await this.marks.ofViewer(viewer?.user._id ?? null);
      const size = viewer ? CATALOGUE_LIMITS.mainPageBlock : CATALOGUE_LIMITS.mainPageGuestBlock;
      const cards = (entries: IndexedNovel[]) => this.cardsWith(marks, entries.slice(0, size));
      return {
        lastCreated: cards(blocks.lastCreated),
        lastUpdated: cards(blocks.lastUpdated),
        bestNovels: cards(blocks.bestNovels),
        games: cards(blocks.games),
        aiTranslated: cards(blocks.aiTranslated),
        posts: await this.posts.latest(MAIN_PAGE_POSTS),
        comments: await this.comments.latest(MAIN_PAGE_COMMENTS),
      };
    };
    if (viewer) return present();
    const version = `${this.index.version}:${this.posts.version}:${this.comments.version}`;
    return this.guestMainPages.get(version, 'mainPage', present);
  }

  /** Cards of some projects with the viewer's list marks. */
  async cards(viewer: Viewer | null, entries: readonly IndexedNovel[]) {
    return this.cardsWith(await this.marks.ofViewer(viewer?.user._id ?? null), entries);
  }

  private cardsWith(marks: Marks | null, entries: readonly IndexedNovel[]) {
    return entries.map((entry) =>
      presentCard(
        entry,
        this.index.ratingsOf(entry),
        marks?.lists.get(entry.record._id)?.list ?? null,
      ),
    );
  }

  private visible(id: string): IndexedNovel {
    const entry = this.index.get(id);
    if (!entry || entry.record.removed) throw DomainError.of('notFound');
    return entry;
  }
}
