import { Injectable } from '@nestjs/common';
import {
  unchangedCounters,
  type Counts,
  isDuplicateKey,
  KeyedMarks,
  type OneRecordChange,
  RecordChanges,
  type StaleRecords,
  writeBack,
  writtenOrDeleted,
} from '../../platform/database';
import { CacheSync } from '../../platform/pubsub';
import { OneAtATime } from '../../platform/tasks';
import { InjectModel } from '@nestjs/mongoose';
import { DomainError, commentInputMessages, type CommentSourceType } from '@vn/domain';
import type { Model } from 'mongoose';
import {
  COMMENT_LIKES_COLLECTION,
  COMMENTS_COLLECTION,
  NOVEL_REVIEWS_COLLECTION,
  userCommentKey,
  type CommentLikeRecord,
  type CommentRecord,
  type NovelReviewRecord,
} from './comment.schema';

/**
 * What the repository reports of likes: a mark set, or cleared (its key), here or on another
 * instance; a viewer's likes stale, from an instance of an older build.
 */
export type LikeChange = OneRecordChange<CommentLikeRecord> | StaleRecords;

/**
 * Keys in the 'comments' topic of `CacheSync`: a viewer's likes, or one comment written or gone
 * (none, from an instance of an older build: any comments).
 */
const LIKES_KEY = 'likes:';
const COMMENT_KEY = 'comment:';

/** Newest first; the id breaks ties between comments of the same millisecond. */
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;
const OLDEST_FIRST = { createdAt: 1, _id: 1 } as const;

/** Which comments a page lists. */
export interface CommentsFilter {
  /** Of these kinds of source (one, or the public ones); one source's list is `CommentThreads`'. */
  sourceTypes: readonly CommentSourceType[];
  /** By this author only. */
  createdBy?: string;
  /** Removed ones ("Комментарий удален") or not; both when left out. */
  removed?: boolean;
}

/**
 * Comments, likes and review marks: the one place that queries them (docs/conventions.md § API
 * features), so the query subset of FerretDB is kept here. Writes touch one document by `_id` and
 * move counters by `$inc`; a list is one query.
 *
 * Every write of comments is reported through `changes` (for `LatestComments` and `CommentThreads`),
 * and every write of likes through `likeChanges` (for `ViewerLikes`), and told to the other
 * instances through `CacheSync` (topic 'comments': `comment:` and the comment's id, `likes:` and
 * the mark's key), whose repositories read that one comment or mark again by `_id` and report it.
 */
@Injectable()
export class CommentsRepository {
  /** Every write of comments, here or on another instance (there: the comment read again by its id). */
  readonly changes = new RecordChanges<CommentRecord>();
  /** Every write of likes, here or on another instance (there: the mark read again by its key). */
  readonly likeChanges = new RecordChanges<CommentLikeRecord, LikeChange>();
  /** Users' likes and dislikes: one mark per user and comment. */
  private readonly likeMarks: KeyedMarks<CommentLikeRecord>;
  /** Comments and marks another instance wrote, each read again one at a time. */
  private readonly rereads = new OneAtATime();

  constructor(
    @InjectModel(COMMENTS_COLLECTION) private readonly comments: Model<CommentRecord>,
    @InjectModel(COMMENT_LIKES_COLLECTION) private readonly likes: Model<CommentLikeRecord>,
    @InjectModel(NOVEL_REVIEWS_COLLECTION) private readonly reviews: Model<NovelReviewRecord>,
    private readonly sync: CacheSync,
  ) {
    sync.onChange('comments', async (key) => {
      if (key?.startsWith(LIKES_KEY)) {
        const markKey = key.slice(LIKES_KEY.length);
        // From an instance of an older build, the viewer alone: their likes are read again.
        if (!markKey.includes(':')) return this.likeChanges.report({ kind: 'stale', key: markKey });
        return this.rereads.run(key, async () =>
          this.likeChanges.report(writtenOrDeleted(markKey, await this.likeMarks.get(markKey))),
        );
      }
      if (key?.startsWith(COMMENT_KEY)) {
        // In the order heard, so that a comment changed twice ends as it was read last.
        const id = key.slice(COMMENT_KEY.length);
        return this.rereads.run(key, async () =>
          this.changes.report(writtenOrDeleted(id, await this.findById(id))),
        );
      }
      return this.changes.report({ kind: 'everything' });
    });
    this.likeMarks = new KeyedMarks(likes);
  }

  /** Comments written or gone: to this instance's read models, and news of them to the others. */
  private async written(changes: readonly OneRecordChange<CommentRecord>[]): Promise<void> {
    for (const change of changes) {
      await this.changes.report(change);
      const id = change.kind === 'written' ? change.record._id : change.id;
      this.sync.changed('comments', COMMENT_KEY + id);
    }
  }

  /** One comment as a write answered it; null: it is gone. */
  private async answered(id: string, record: CommentRecord | null): Promise<CommentRecord | null> {
    await this.written([writtenOrDeleted(id, record)]);
    return record;
  }

  /** A viewer's mark set or cleared: to this instance's read models, and news of it to the others. */
  private async likeWritten(change: OneRecordChange<CommentLikeRecord>): Promise<void> {
    await this.likeChanges.report(change);
    this.sync.changed(
      'comments',
      LIKES_KEY + (change.kind === 'written' ? change.record._id : change.id),
    );
  }

  /**
   * A write of comments whose outcome is unknown when it throws: the database may have done it
   * before the connection went. The read models then read everything again (`CommentThreads` lets
   * every thread go) rather than keep what may be stale.
   */
  private async writeOrReadAgain<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await this.changes.report({ kind: 'everything' });
      throw error;
    }
  }

  async insert(record: CommentRecord): Promise<CommentRecord> {
    const created = await this.writeOrReadAgain(async () =>
      (await this.comments.create(record)).toObject<CommentRecord>(),
    );
    await this.written([{ kind: 'written', record: created }]);
    return created;
  }

  findById(id: string): Promise<CommentRecord | null> {
    return this.comments.findOne({ _id: id }).lean<CommentRecord>();
  }

  /** The like counters of every comment (or of `ids`), as stored. */
  likeCountersOf(ids?: readonly string[]) {
    return this.comments
      .find(ids ? { _id: { $in: ids } } : {}, { likes: 1, dislikes: 1 })
      .lean<Pick<CommentRecord, '_id' | 'likes' | 'dislikes'>[]>();
  }

  /** Every like and dislike of the comments (all, or `ids`): its comment and value only. */
  likeMarksOf(ids?: readonly string[]) {
    return this.likes
      .find(ids ? { commentId: { $in: ids } } : {}, { commentId: 1, value: 1 })
      .lean<Pick<CommentLikeRecord, 'commentId' | 'value'>[]>();
  }

  /**
   * Sets a comment's like counters to the values counted again, only while they still hold
   * `expected` (compare-and-set); answers whether it wrote.
   */
  async repairLikeCounters(id: string, expected: Counts, actual: Counts): Promise<boolean> {
    const record = await this.writeOrReadAgain(() =>
      this.comments
        .findOneAndUpdate(
          { _id: id, ...unchangedCounters(expected) },
          { $set: actual },
          { returnDocument: 'after' },
        )
        .lean<CommentRecord>()
        .exec(),
    );
    if (record) await this.written([{ kind: 'written', record }]);
    return record !== null;
  }

  /**
   * How many comments each source of a kind has that are not removed (every source, or `sources`),
   * as its comment count means; for counting it again (CounterRepair).
   */
  async liveCountsBySource(
    sourceType: CommentSourceType,
    sources?: readonly string[],
  ): Promise<Map<string, number>> {
    const records = await this.comments
      .find(
        { sourceType, removed: false, ...(sources ? { source: { $in: sources } } : {}) },
        { source: 1 },
      )
      .lean<Pick<CommentRecord, 'source'>[]>();
    const counts = new Map<string, number>();
    for (const { source } of records) counts.set(source, (counts.get(source) ?? 0) + 1);
    return counts;
  }

  /**
   * Every comment of one source, oldest first (a thread is drawn in order), as the database has it
   * now: for `CommentThreads`, and for what deletes or removes comments.
   */
  forSource(sourceType: CommentSourceType, source: string): Promise<CommentRecord[]> {
    return this.comments
      .find({ source, sourceType })
      .sort(OLDEST_FIRST)
      .lean<CommentRecord[]>()
      .exec();
  }

  /** A page of comments matching the filter, newest first, and how many match. */
  async page(
    which: CommentsFilter,
    page: number,
    limit: number,
  ): Promise<{ records: CommentRecord[]; count: number }> {
    const filter: Record<string, unknown> = {
      sourceType: { $in: [...which.sourceTypes] },
      ...(which.createdBy !== undefined && { createdBy: which.createdBy }),
      ...(which.removed !== undefined && { removed: which.removed }),
    };
    const [records, count] = await Promise.all([
      this.comments
        .find(filter)
        .sort(NEWEST_FIRST)
        .skip(page * limit)
        .limit(limit)
        .lean<CommentRecord[]>(),
      this.comments.countDocuments(filter),
    ]);
    return { records, count };
  }

  /** Sets fields of one comment; null when it is gone. */
  async set(id: string, fields: Partial<CommentRecord>): Promise<CommentRecord | null> {
    return this.answered(
      id,
      await this.writeOrReadAgain(() =>
        this.comments
          .findOneAndUpdate({ _id: id }, { $set: fields }, { returnDocument: 'after' })
          .lean<CommentRecord>()
          .exec(),
      ),
    );
  }

  /**
   * Empties a comment that stays as "Комментарий удален" (docs/product §4 Comments), with who removed
   * it when a moderator did (§A2.10), in one write of its one document; null when it is gone or was
   * removed meanwhile.
   */
  async markRemoved(
    id: string,
    removedByModerator: CommentRecord['removedByModerator'],
  ): Promise<CommentRecord | null> {
    const record = await this.writeOrReadAgain(() =>
      this.comments
        .findOneAndUpdate(
          { _id: id, removed: false },
          {
            $set: {
              removed: true,
              content: '',
              body: null,
              images: [],
              updatedAt: new Date(),
              ...(removedByModerator && { removedByModerator }),
            },
          },
          { returnDocument: 'after' },
        )
        .lean<CommentRecord>()
        .exec(),
    );
    if (record) await this.written([{ kind: 'written', record }]);
    return record;
  }

  /** Moves a comment's like counters; null when it is gone. */
  async moveLikes(id: string, likes: number, dislikes: number): Promise<CommentRecord | null> {
    return this.answered(
      id,
      await this.writeOrReadAgain(() =>
        this.comments
          .findOneAndUpdate({ _id: id }, { $inc: { likes, dislikes } }, { returnDocument: 'after' })
          .lean<CommentRecord>()
          .exec(),
      ),
    );
  }

  /**
   * Deletes comments and the likes given to them. The likes go unreported: no page shows a mark of a
   * comment that is gone, and putting the comments back (`putBack`) reports their likes again.
   */
  async deleteMany(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.writeOrReadAgain(() => this.comments.deleteMany({ _id: { $in: ids } }).exec());
    await this.written(ids.map((id) => ({ kind: 'deleted', id })));
    await this.likes.deleteMany({ commentId: { $in: ids } });
  }

  /** The likes given to these comments. */
  likesOfComments(ids: readonly string[]): Promise<CommentLikeRecord[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.likes.find({ commentId: { $in: [...ids] } }).lean<CommentLikeRecord[]>();
  }

  /**
   * Puts comments and their likes back as they were read, whether or not they were deleted (the
   * undo of a deletion that failed part-way).
   */
  async putBack(
    comments: readonly CommentRecord[],
    likes: readonly CommentLikeRecord[],
  ): Promise<void> {
    await this.writeOrReadAgain(() => writeBack(this.comments, comments));
    await this.written(comments.map((record) => ({ kind: 'written', record })));
    await writeBack(this.likes, likes);
    for (const record of likes) await this.likeWritten({ kind: 'written', record });
  }

  /** Every like every user has given (read for many users at once, see ViewerLikes). */
  everyLike(): Promise<CommentLikeRecord[]> {
    return this.likeMarks.every();
  }

  /**
   * Sets a user's mark on a comment (true like, false dislike) or clears it (null), then runs
   * `follow(previous)` before the next write of the same mark starts (KeyedMarks); answers what
   * `follow` answers. The mark is reported before `follow` moves the counters, so a move that fails
   * leaves the read model with the mark the database holds.
   */
  markLike<T>(
    userId: string,
    commentId: string,
    value: boolean | null,
    follow: (previous: CommentLikeRecord | null) => Promise<T>,
  ): Promise<T> {
    const key = userCommentKey(userId, commentId);
    const mark = value === null ? null : { userId, commentId, value, updatedAt: new Date() };
    return this.likeMarks.write(key, mark, async (previous) => {
      await this.likeWritten(
        mark ? { kind: 'written', record: { _id: key, ...mark } } : { kind: 'deleted', id: key },
      );
      return follow(previous);
    });
  }

  /**
   * Records that a user reviewed a project. The pair is the key, so a second review is refused by
   * the database itself (409), even when two arrive at once.
   */
  async markReview(key: string, commentId: string): Promise<void> {
    try {
      await this.reviews.create({ _id: key, commentId, createdAt: new Date() });
    } catch (error) {
      if (isDuplicateKey(error)) {
        throw new DomainError('conflict', commentInputMessages.reviewExists, {
          body: commentInputMessages.reviewExists,
        });
      }
      throw error;
    }
  }

  async unmarkReview(key: string): Promise<void> {
    await this.reviews.deleteOne({ _id: key });
  }
}
