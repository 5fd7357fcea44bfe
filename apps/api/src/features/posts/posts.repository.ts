import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { DraftStatus } from '@vn/domain';
import type { Model, UpdateQuery } from 'mongoose';
import {
  RecordChanges,
  repairedCount,
  storedCounts,
  writeBack,
  writtenOrDeleted,
} from '../../platform/database';
import { CacheSync } from '../../platform/pubsub';
import {
  POST_DRAFTS_COLLECTION,
  POSTS_COLLECTION,
  type PostDeletion,
  type PostDraftRecord,
  type PostRecord,
} from './post.schema';

/** What an update draft changes on its article, and what undoing it puts back. */
export type PostContentFields = Pick<PostRecord, 'title' | 'section' | 'body' | 'updatedAt'> & {
  version: number | null;
};

/** Legacy records may miss the counters and the edit time; the rest of the code may count on them. */
function withDefaults(record: PostRecord): PostRecord {
  return {
    ...record,
    createdBy: String(record.createdBy),
    viewsCount: record.viewsCount ?? 0,
    commentsCount: record.commentsCount ?? 0,
    updatedAt: record.updatedAt ?? record.createdAt,
  };
}

/** Only articles that are not deleted: a deleted one is a stub that holds its number. */
const LIVE = { deleted: { $exists: false } } as const;

/** What a deleted article no longer keeps. */
const CONTENT_UNSET = Object.fromEntries(
  [
    'title',
    'body',
    'version',
    'section',
    'createdBy',
    'createdAt',
    'updatedAt',
    'viewsCount',
    'commentsCount',
  ].map((field) => [field, 1]),
);

/**
 * The articles collection. Every write touches one document by `_id` (or by its unique `countId`),
 * counters move by `$inc` (docs/architecture.md § The database). After each write, `changes`
 * reports the article as it now is to its read model, `PublishedArticles`
 * (docs/architecture.md § Read models), and the other instances hear of it (topic 'posts', keyed
 * by the article's id).
 *
 * A deleted article stays as a stub of its id, its number and `deleted` (who, when), so the unique
 * index keeps its number from ever going to another article, on every instance and after a
 * restart: an old link, a shared address or a log line then finds nothing rather than someone
 * else's article. Every read and write here but `insert` and `hasId` sees live articles only.
 */
@Injectable()
export class PostsRepository {
  /** Every write, here or on another instance, for the read model of the articles. */
  readonly changes = new RecordChanges<PostRecord>();

  constructor(
    @InjectModel(POSTS_COLLECTION) private readonly posts: Model<PostRecord>,
    private readonly sync: CacheSync,
  ) {
    // Another instance wrote: read that article (or, without one named, every one) again.
    sync.onChange('posts', async (id) => {
      if (!id) return this.changes.report({ kind: 'everything' });
      await this.reportHere(id, await this.findById(id));
    });
  }

  /** Waits until the unique index on `countId` exists: publishing relies on it. */
  async ready(): Promise<void> {
    await this.posts.init();
  }

  async all(): Promise<PostRecord[]> {
    return (await this.posts.find(LIVE).lean<PostRecord[]>()).map(withDefaults);
  }

  /** The highest number any article has had, deleted ones included (0 without any). */
  async highestCountId(): Promise<number> {
    const [highest] = await this.posts
      .find({})
      .sort({ countId: -1 })
      .limit(1)
      .select({ countId: 1 })
      .lean<{ countId: number }[]>();
    return highest?.countId ?? 0;
  }

  /** Whether the article with this number was deleted (its stub keeps the number). */
  async wasDeleted(countId: number): Promise<boolean> {
    return (await this.posts.exists({ countId, deleted: { $exists: true } })) !== null;
  }

  async findById(id: string): Promise<PostRecord | null> {
    const found = await this.posts.findOne({ _id: id, ...LIVE }).lean<PostRecord>();
    return found && withDefaults(found);
  }

  /** Whether an article with this id was ever published, deleted or not. */
  async hasId(id: string): Promise<boolean> {
    return (await this.posts.countDocuments({ _id: id })) > 0;
  }

  /** Inserts a new article; a taken `countId` or `_id` throws the duplicate-key error. */
  async insert(record: PostRecord): Promise<PostRecord> {
    await this.posts.create(record);
    await this.announce(record._id, record);
    return record;
  }

  async remove(id: string): Promise<void> {
    await this.posts.deleteOne({ _id: id });
    await this.announce(id, null);
  }

  /**
   * Deletes a live article down to its stub (see the class); answers the document as it was stored,
   * for `putBack`, or null when it is gone or already deleted.
   */
  async markDeleted(id: string, deleted: PostDeletion): Promise<PostRecord | null> {
    const stored = await this.posts
      .findOneAndUpdate(
        { _id: id, ...LIVE },
        { $set: { deleted }, $unset: CONTENT_UNSET },
        { returnDocument: 'before' },
      )
      .lean<PostRecord>();
    if (stored) await this.announce(id, null);
    return stored;
  }

  /** Puts a deleted article back as `markDeleted` answered it (undoing a deletion that failed). */
  async putBack(record: PostRecord): Promise<void> {
    await writeBack(this.posts, [record]);
    await this.announce(record._id, await this.findById(record._id));
  }

  /** Sets title, section, body, version and edit time; answers the article after, null if gone. */
  async setContent(id: string, fields: PostContentFields): Promise<PostRecord | null> {
    const { version, ...rest } = fields;
    const update =
      version === null ? { $set: rest, $unset: { version: 1 } } : { $set: { ...rest, version } };
    const record = await this.updateLive(id, update);
    if (record) await this.announce(id, record);
    return record;
  }

  /**
   * Counts views (`$inc`); answers the article after, null if gone. Only this instance's read model
   * hears of it: a view is not worth a reload everywhere, and the others' lists catch up with the
   * article's next change.
   */
  async addViews(id: string, views: number): Promise<PostRecord | null> {
    const record = await this.updateLive(id, { $inc: { viewsCount: views } });
    await this.reportHere(id, record);
    return record;
  }

  /** The comment counts of every article (or of `ids`), for counting them again (CounterRepair). */
  commentCountsOf(ids?: readonly string[]): Promise<Map<string, number>> {
    return storedCounts(this.posts, 'commentsCount', ids, LIVE);
  }

  /** Sets an article's comment count while it still holds `expected`; the article after, or null. */
  async repairCommentCount(id: string, expected: number, actual: number) {
    const updated = await repairedCount(this.posts, id, 'commentsCount', expected, actual, LIVE);
    const record = updated && withDefaults(updated);
    if (record) await this.announce(id, record);
    return record;
  }

  async addComments(id: string, delta: number): Promise<PostRecord | null> {
    const record = await this.updateLive(id, { $inc: { commentsCount: delta } });
    await this.announce(id, record);
    return record;
  }

  /** Updates a live article; answers it after, or null when it is gone or deleted. */
  private async updateLive(
    id: string,
    update: UpdateQuery<PostRecord>,
  ): Promise<PostRecord | null> {
    const updated = await this.posts
      .findOneAndUpdate({ _id: id, ...LIVE }, update, { returnDocument: 'after' })
      .lean<PostRecord>();
    return updated && withDefaults(updated);
  }

  /** An article as it now is, or gone (null): to this instance's read model, and to the others. */
  private async announce(id: string, record: PostRecord | null): Promise<void> {
    await this.reportHere(id, record);
    this.sync.changed('posts', id);
  }

  /** An article as it now is, or gone (null), to this instance's read model alone. */
  private reportHere(id: string, record: PostRecord | null): Promise<void> {
    return this.changes.report(writtenOrDeleted(id, record));
  }
}

/** The article drafts collection: few documents, read from the database when asked for. */
@Injectable()
export class PostDraftsRepository {
  constructor(
    @InjectModel(POST_DRAFTS_COLLECTION) private readonly drafts: Model<PostDraftRecord>,
  ) {}

  async insert(record: PostDraftRecord): Promise<PostDraftRecord> {
    await this.drafts.create(record);
    return record;
  }

  async findById(id: string): Promise<PostDraftRecord | null> {
    return this.drafts.findOne({ _id: id }).lean<PostDraftRecord>();
  }

  /**
   * The drafts of one article: the create draft it was published from (which gave it its id) and
   * every update draft of it, whatever their status.
   */
  async ofPost(postId: string): Promise<PostDraftRecord[]> {
    return this.drafts.find({ $or: [{ _id: postId }, { post: postId }] }).lean<PostDraftRecord[]>();
  }

  async deleteMany(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.drafts.deleteMany({ _id: { $in: [...ids] } });
  }

  /** Puts drafts back as they were read, whether or not they were deleted (a failed deletion). */
  async putBack(records: readonly PostDraftRecord[]): Promise<void> {
    await writeBack(this.drafts, records);
  }

  /** Drafts in these statuses, the latest change first. */
  async withStatuses(statuses: readonly DraftStatus[]): Promise<PostDraftRecord[]> {
    return this.drafts
      .find({ status: { $in: [...statuses] } })
      .sort({ updatedAt: -1, _id: -1 })
      .lean<PostDraftRecord[]>();
  }

  /** Saves edited content while the draft is still in `status`; null when it moved meanwhile. */
  async setContent(
    id: string,
    status: DraftStatus,
    fields: Pick<
      PostDraftRecord,
      'title' | 'section' | 'body' | 'shortDescription' | 'updatedBy' | 'updatedAt'
    >,
  ): Promise<PostDraftRecord | null> {
    return this.drafts
      .findOneAndUpdate({ _id: id, status }, { $set: fields }, { returnDocument: 'after' })
      .lean<PostDraftRecord>();
  }

  /**
   * Moves the draft from one status to another (and sets the extra fields); null when it is no
   * longer in `from`. The one write that marks a draft applied, so publishing can undo the article
   * when it fails.
   */
  async setStatus(
    id: string,
    change: {
      from: DraftStatus;
      to: DraftStatus;
      updatedBy: string;
      updatedAt: Date;
      countId?: number | null;
      post?: string | null;
      review?: PostDraftRecord['review'];
    },
  ): Promise<PostDraftRecord | null> {
    const { from, to, ...fields } = change;
    return this.drafts
      .findOneAndUpdate(
        { _id: id, status: from },
        { $set: { ...fields, status: to } },
        { returnDocument: 'after' },
      )
      .lean<PostDraftRecord>();
  }

  /** The comment counts of every article draft (or of `ids`), for CounterRepair. */
  commentCountsOf(ids?: readonly string[]): Promise<Map<string, number>> {
    return storedCounts(this.drafts, 'commentsCount', ids);
  }

  /** Sets an article draft's comment count while it still holds `expected`; whether it wrote. */
  async repairCommentCount(id: string, expected: number, actual: number): Promise<boolean> {
    return (await repairedCount(this.drafts, id, 'commentsCount', expected, actual)) !== null;
  }

  async addComments(id: string, delta: number): Promise<PostDraftRecord | null> {
    return this.drafts
      .findOneAndUpdate(
        { _id: id },
        { $inc: { commentsCount: delta } },
        { returnDocument: 'after' },
      )
      .lean<PostDraftRecord>();
  }
}
