import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { DraftStatus } from '@vn/domain';
import type { Model } from 'mongoose';
import {
  POST_DRAFTS_COLLECTION,
  POSTS_COLLECTION,
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

/**
 * The articles collection. Every write touches one document by `_id` (or by its unique `countId`),
 * counters move by `$inc` (ARCHITECTURE.md, The database).
 */
@Injectable()
export class PostsRepository {
  constructor(@InjectModel(POSTS_COLLECTION) private readonly posts: Model<PostRecord>) {}

  /** Waits until the unique index on `countId` exists: publishing relies on it. */
  async ready(): Promise<void> {
    await this.posts.init();
  }

  async all(): Promise<PostRecord[]> {
    return (await this.posts.find({}).lean<PostRecord[]>()).map(withDefaults);
  }

  async findById(id: string): Promise<PostRecord | null> {
    const found = await this.posts.findOne({ _id: id }).lean<PostRecord>();
    return found && withDefaults(found);
  }

  /** Inserts a new article; a taken `countId` or `_id` throws the duplicate-key error. */
  async insert(record: PostRecord): Promise<PostRecord> {
    await this.posts.create(record);
    return record;
  }

  async remove(id: string): Promise<void> {
    await this.posts.deleteOne({ _id: id });
  }

  /** Sets title, section, body, version and edit time; answers the article after, null if gone. */
  async setContent(id: string, fields: PostContentFields): Promise<PostRecord | null> {
    const { version, ...rest } = fields;
    const update =
      version === null ? { $set: rest, $unset: { version: 1 } } : { $set: { ...rest, version } };
    const updated = await this.posts
      .findOneAndUpdate({ _id: id }, update, { returnDocument: 'after' })
      .lean<PostRecord>();
    return updated && withDefaults(updated);
  }

  /** Counts views (`$inc`); answers the article after, null if gone. */
  async addViews(id: string, views: number): Promise<PostRecord | null> {
    const updated = await this.posts
      .findOneAndUpdate({ _id: id }, { $inc: { viewsCount: views } }, { returnDocument: 'after' })
      .lean<PostRecord>();
    return updated && withDefaults(updated);
  }

  async addComments(id: string, delta: number): Promise<PostRecord | null> {
    const updated = await this.posts
      .findOneAndUpdate(
        { _id: id },
        { $inc: { commentsCount: delta } },
        { returnDocument: 'after' },
      )
      .lean<PostRecord>();
    return updated && withDefaults(updated);
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
