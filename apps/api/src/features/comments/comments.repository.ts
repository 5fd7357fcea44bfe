import { Injectable } from '@nestjs/common';
import {
  unchangedCounters,
  type Counts,
  isDuplicateKey,
  KeyedMarks,
  writeBack,
} from '../../platform/database';
import { CacheSync } from '../../platform/pubsub';
import { InjectModel } from '@nestjs/mongoose';
import { DomainError, commentInputMessages, type CommentSourceType } from '@vn/domain';
import type { Model } from 'mongoose';
import {
  COMMENT_LIKES_COLLECTION,
  COMMENTS_COLLECTION,
  NOVEL_REVIEWS_COLLECTION,
  type CommentLikeRecord,
  type CommentRecord,
  type NovelReviewRecord,
} from './comment.schema';

/** Newest first; the id breaks ties between comments of the same millisecond. */
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;
const OLDEST_FIRST = { createdAt: 1, _id: 1 } as const;

/** Which comments a page lists. */
export interface CommentsFilter {
  /** Of these kinds of source (one, or the public ones). */
  sourceTypes: readonly CommentSourceType[];
  /** Of this source only. */
  source?: string;
  /** By this author only. */
  createdBy?: string;
  /** Removed ones ("Комментарий удален") or not; both when left out. */
  removed?: boolean;
}

/**
 * Comments, likes and review marks: the one place that queries them (docs/conventions.md § API
 * features), so the query subset of FerretDB is kept here. Writes touch one document by `_id` and
 * move counters by `$inc`; a list is one query.
 */
@Injectable()
export class CommentsRepository {
  /**
   * Moves on every write to comments, here or (through `CacheSync`) on another instance: what is
   * built from comments (the main page's block) is rebuilt when it moves.
   */
  version = 0;
  /** Users' likes and dislikes: one mark per user and comment. */
  readonly likeMarks: KeyedMarks<CommentLikeRecord>;

  constructor(
    @InjectModel(COMMENTS_COLLECTION) private readonly comments: Model<CommentRecord>,
    @InjectModel(COMMENT_LIKES_COLLECTION) private readonly likes: Model<CommentLikeRecord>,
    @InjectModel(NOVEL_REVIEWS_COLLECTION) private readonly reviews: Model<NovelReviewRecord>,
    private readonly sync: CacheSync,
  ) {
    sync.onChange('comments', () => {
      this.version += 1;
    });
    this.likeMarks = new KeyedMarks(likes);
  }

  private written<T>(result: T): T {
    this.version += 1;
    this.sync.changed('comments');
    return result;
  }

  async insert(record: CommentRecord): Promise<CommentRecord> {
    return this.written((await this.comments.create(record)).toObject<CommentRecord>());
  }

  findById(id: string): Promise<CommentRecord | null> {
    return this.comments.findOne({ _id: id }).lean<CommentRecord>();
  }

  /** Every comment of one source, oldest first (a thread is drawn in order). */
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
    const record = await this.comments
      .findOneAndUpdate({ _id: id, ...unchangedCounters(expected) }, { $set: actual })
      .lean<CommentRecord>();
    if (record) this.written(null);
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

  forSource(sourceType: CommentSourceType, source: string): Promise<CommentRecord[]> {
    return this.comments.find({ source, sourceType }).sort(OLDEST_FIRST).lean<CommentRecord[]>();
  }

  /** A page of comments matching the filter, newest first, and how many match. */
  /** A page of comments, newest first, with how many match in all. */
  async page(
    which: CommentsFilter,
    page: number,
    limit: number,
  ): Promise<{ records: CommentRecord[]; count: number }> {
    const filter: Record<string, unknown> = {
      sourceType: { $in: [...which.sourceTypes] },
      ...(which.source !== undefined && { source: which.source }),
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
    return this.written(
      await this.comments
        .findOneAndUpdate({ _id: id }, { $set: fields }, { returnDocument: 'after' })
        .lean<CommentRecord>(),
    );
  }

  /** Moves a comment's like counters; null when it is gone. */
  async moveLikes(id: string, likes: number, dislikes: number): Promise<CommentRecord | null> {
    return this.written(
      await this.comments
        .findOneAndUpdate({ _id: id }, { $inc: { likes, dislikes } }, { returnDocument: 'after' })
        .lean<CommentRecord>(),
    );
  }

  /** Deletes comments and the likes given to them. */
  async deleteMany(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.comments.deleteMany({ _id: { $in: ids } });
    this.written(null);
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
    await writeBack(this.comments, comments);
    if (comments.length > 0) this.written(null);
    await writeBack(this.likes, likes);
  }

  /** Every like a user has given (loaded once per user, see ViewerLikes). */
  likesOf(userId: string): Promise<CommentLikeRecord[]> {
    return this.likeMarks.ofUser(userId);
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
