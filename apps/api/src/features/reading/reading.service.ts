import { Injectable } from '@nestjs/common';
import {
  canBeRated,
  DomainError,
  LIMITS,
  userListKindSchema,
  listIdOf,
  type ReadingList,
  type UserListKind,
  visibleLists,
  storedCount,
} from '@vn/domain';
import {
  CatalogueIndex,
  type IndexedNovel,
  listStatisticsOf,
  presentCard,
  type ProjectCounter,
} from '../novels';
import type { Viewer } from '../../platform/session';
import { type UserRecord, UsersById, UsersRepository } from '../users';
import { CounterRepair } from '../../platform/database';
import { MarkCounterRounds } from './mark-counter-rounds';
import { ProjectMarkCounters } from './project-mark-counters';
import { ProjectVotes } from './project-votes';
import { ReaderMarks, type Marks } from './reader-marks';
import { ReadingRepository } from './reading.repository';
import { readerNovelKey } from './reading.schema';

/**
 * Ratings and reading lists (docs/product §3, §7): a reader's vote or list move changes one record keyed
 * by reader and project, and the project's sums and counters by `$inc` by the difference the write
 * made (KeyedMarks: one write of a record at a time; the previous mark is the one this instance
 * keeps, checked by the write, or the database's answer when it was not the one kept).
 */
@Injectable()
export class ReadingService {
  constructor(
    private readonly repository: ReadingRepository,
    private readonly index: CatalogueIndex,
    private readonly marks: ReaderMarks,
    private readonly users: UsersRepository,
    private readonly usersById: UsersById,
    private readonly counterRepair: CounterRepair,
    private readonly markCounters: ProjectMarkCounters,
    private readonly votes: ProjectVotes,
    private readonly counterRounds: MarkCounterRounds,
  ) {
    // Two instances wrote one mark at once: its project is counted again from the marks
    // (CounterRepair), which settles only once both writes have.
    marks.onCrossedWrite((novelId) => this.counterRepair.suspect(this.markCounters, novelId));
  }

  async rate(viewer: Viewer, novelId: string, rating: number | null) {
    const entry = this.visibleNovel(novelId);
    if (rating !== null && !canBeRated(entry.record.status)) {
      throw new DomainError(
        'invalid',
        'Проект ещё в разработке или заморожен: его пока нельзя оценить',
      );
    }
    const userId = viewer.user._id;
    const _id = readerNovelKey(userId, novelId);
    const now = new Date();
    const mark = rating === null ? null : { userId, novelId, rating, updatedAt: now };
    await this.repository.ratings.write(
      _id,
      mark,
      async (previous) => {
        await this.markWritten(userId, novelId, ({ ratings }) =>
          rating === null ? ratings.delete(novelId) : ratings.set(novelId, { rating, at: now }),
        );
        const sumChange = (rating ?? 0) - (previous?.rating ?? 0);
        const countChange = (rating === null ? 0 : 1) - (previous ? 1 : 0);
        // Known to the votes before the counters move: the index reads the counted votes then.
        this.votes.voted(novelId, userId, rating === null ? null : { rating, at: now });
        if (sumChange !== 0 || countChange !== 0) {
          // The ratings the project will show are stored in the counters' write (ADR 0018).
          await this.moveCounters(novelId, { ratingSum: sumChange, ratedUsers: countChange }, true);
        }
      },
      async () => {
        const kept = (await this.marks.of(userId)).ratings.get(novelId);
        return kept ? { _id, userId, novelId, rating: kept.rating, updatedAt: kept.at } : null;
      },
    );
    const current = this.visibleNovel(novelId);
    const { rating: average, bRating, mixRating } = this.index.ratingsOf(current);
    return {
      rating: average,
      bRating,
      mixRating,
      ratedUsers: storedCount(current.record.ratedUsers),
      userRating: rating,
    };
  }

  async addToList(viewer: Viewer, novelId: string, list: ReadingList | null) {
    this.visibleNovel(novelId);
    const userId = viewer.user._id;
    const _id = readerNovelKey(userId, novelId);
    const now = new Date();
    const mark = list === null ? null : { userId, novelId, list, updatedAt: now };
    return this.repository.lists.write(
      _id,
      mark,
      async (previous) => {
        await this.markWritten(userId, novelId, ({ lists }) =>
          list === null ? lists.delete(novelId) : lists.set(novelId, { list, at: now }),
        );
        const counts: Partial<Record<ProjectCounter, number>> = {};
        if (previous?.list !== list) {
          if (previous) counts[`listCounts.${previous.list}`] = -1;
          if (list) counts[`listCounts.${list}`] = 1;
        }
        const record =
          Object.keys(counts).length > 0
            ? await this.moveCounters(novelId, counts, false)
            : this.visibleNovel(novelId).record;
        return { list, listStatistics: listStatisticsOf(record) };
      },
      async () => {
        const kept = (await this.marks.of(userId)).lists.get(novelId);
        return kept ? { _id, userId, novelId, list: kept.list, updatedAt: kept.at } : null;
      },
    );
  }

  /** A reader's lists the viewer may see (their settings decide; the owner sees all). */
  async listsOf(viewer: Viewer | null, username: string) {
    const owner = await this.users.findByUsername(username);
    if (!owner || owner.removed) throw DomainError.of('notFound');
    const marks = await this.marks.of(owner._id);
    const kinds = this.visibleLists(viewer, owner);
    return kinds.map((kind) => ({
      listId: listIdOf(owner._id, kind),
      list: kind,
      count: this.listedNovels(marks, kind).length,
    }));
  }

  /** A page (0-based) of one of a reader's lists, newest additions first. */
  async listPage(viewer: Viewer | null, listId: string, page: number) {
    const parsed = /^([0-9a-f]{24})-(\w+)$/.exec(listId);
    const kind = userListKindSchema.safeParse(parsed?.[2]);
    if (!parsed || !kind.success) {
      throw new DomainError('invalid', 'Некорректный список: ожидается {userId}-{list}');
    }
    const owner = await this.usersById.findById(parsed[1]!);
    // A hidden list answers as a missing one: its existence is the owner's business too.
    if (!owner || owner.removed || !this.visibleLists(viewer, owner).includes(kind.data)) {
      throw DomainError.of('notFound');
    }
    const ownerMarks = await this.marks.of(owner._id);
    const viewerMarks = await this.marks.ofViewer(viewer?.user._id ?? null);
    const showRatings = this.visibility(viewer, owner).ratings !== 'none';
    const entries = this.listedNovels(ownerMarks, kind.data);
    const size = LIMITS.novelsPageSize;
    return {
      novels: entries.slice(page * size, (page + 1) * size).map((entry) => ({
        ...presentCard(
          entry,
          this.index.ratingsOf(entry),
          viewerMarks?.lists.get(entry.record._id)?.list ?? null,
        ),
        ownerRating: showRatings
          ? (ownerMarks.ratings.get(entry.record._id)?.rating ?? null)
          : null,
      })),
      count: entries.length,
    };
  }

  private visibility(viewer: Viewer | null, owner: UserRecord) {
    return visibleLists(owner.settings, { isOwner: viewer?.user._id === owner._id });
  }

  /** The lists shown: the visible reading lists, and `rated` when ratings show everywhere. */
  private visibleLists(viewer: Viewer | null, owner: UserRecord): UserListKind[] {
    const { lists, ratings } = this.visibility(viewer, owner);
    return ratings === 'all' ? [...lists, 'rated'] : lists;
  }

  private listedNovels(marks: Marks, kind: UserListKind): IndexedNovel[] {
    const marked =
      kind === 'rated'
        ? [...marks.ratings].map(([novelId, { at }]) => ({ novelId, at }))
        : [...marks.lists]
            .filter(([, mark]) => mark.list === kind)
            .map(([novelId, { at }]) => ({ novelId, at }));
    return marked
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .map(({ novelId }) => this.index.get(novelId))
      .filter((entry): entry is IndexedNovel => !!entry && !entry.record.removed);
  }

  /**
   * The mark is in the database: what this instance keeps of it follows at once, before the
   * counters move, so a counters' write that fails does not leave the kept mark behind the stored
   * one (the next write of that mark follows from the kept one).
   */
  private async markWritten(userId: string, novelId: string, change: (marks: Marks) => unknown) {
    change(await this.marks.of(userId));
    this.marks.changed(userId, novelId);
  }

  /**
   * The mark is written; its counters follow, in a round with other readers' (MarkCounterRounds).
   * If they cannot (the database went away between the two writes), the write fails as the reader
   * sees it, and the counters are counted again from the marks once the database answers
   * (CounterRepair), so they never stay off.
   */
  private async moveCounters(
    novelId: string,
    amounts: Partial<Record<ProjectCounter, number>>,
    withRatings: boolean,
  ) {
    try {
      return await this.counterRounds.move(novelId, amounts, withRatings);
    } catch (error) {
      this.counterRepair.suspect(this.markCounters, novelId);
      throw error;
    }
  }

  private visibleNovel(novelId: string): IndexedNovel {
    const entry = this.index.get(novelId);
    if (!entry || entry.record.removed) throw DomainError.of('notFound');
    return entry;
  }
}
