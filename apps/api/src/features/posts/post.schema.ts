import type { ContentBlock, DraftStatus, PostDraftType, PostSection } from '@vn/domain';
import { Schema } from 'mongoose';
import { recordSchema } from '../../platform/database';

export const POSTS_COLLECTION = 'posts';
export const POST_DRAFTS_COLLECTION = 'postDrafts';

/**
 * An article (docs/product §3 Post). `countId` is its public number (/posts/{countId}), unique by
 * index: publishing takes the next free one and retries on a duplicate key, which holds across
 * instances where FerretDB has no atomic counter (docs/architecture.md § The database). A post made
 * from a create draft takes the draft's `_id`, so one draft can never give two posts, even when two
 * instances publish it at once. `body` is blocks with `version` 2, or (legacy) a markup or HTML
 * string without a version. Users are kept as ids.
 */
export interface PostRecord {
  _id: string;
  countId: number;
  title: string;
  body: ContentBlock[] | string;
  version?: number | null;
  section: PostSection;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
  viewsCount: number;
  /** Kept by the comments feature through `commentsCountChanged` (`$inc`). */
  commentsCount: number;
  /**
   * Set on a deleted article, which keeps nothing else but its id and number (posts.repository.ts):
   * the repository answers live articles only, so no article anywhere else has it.
   */
  deleted?: PostDeletion;
}

/** Who deleted an article and when (a moderator, docs/product §6). */
export interface PostDeletion {
  at: Date;
  by: string;
}

export const postSchema = recordSchema<PostRecord>(POSTS_COLLECTION, {
  countId: { type: Number, required: true, unique: true },
  title: { type: String, required: true },
  body: { type: Schema.Types.Mixed, required: true },
  version: { type: Number, default: undefined },
  section: { type: String, required: true },
  createdBy: { type: String, required: true },
  createdAt: { type: Date, required: true },
  updatedAt: { type: Date, required: true },
  viewsCount: { type: Number, default: 0 },
  commentsCount: { type: Number, default: 0 },
  deleted: { type: Schema.Types.Mixed, default: undefined },
});

/**
 * An article draft (docs/product §3 Post draft): a new article (`create`) or an edit of a published one
 * (`update`, `post` = its id). The edited content is kept as fields; the API answers it as the
 * `value` JSON text of §3. `countId` is the published article's number once the draft is applied.
 */
export interface PostDraftRecord {
  _id: string;
  type: PostDraftType;
  status: DraftStatus;
  title: string;
  section: PostSection;
  body: ContentBlock[];
  shortDescription: string;
  post: string | null;
  poster: { path: string } | null;
  countId: number | null;
  createdBy: string;
  updatedBy: string;
  createdAt: Date;
  updatedAt: Date;
  commentsCount: number;
  /** Ours (docs/product §A4.4): a moderator's words when they declined it. */
  review?: { by: { _id: string; username: string }; at: Date; reason: string } | null;
}

export const postDraftSchema = recordSchema<PostDraftRecord>(POST_DRAFTS_COLLECTION, {
  type: { type: String, required: true },
  status: { type: String, required: true },
  title: { type: String, default: '' },
  section: { type: String, required: true },
  body: { type: Schema.Types.Mixed, required: true },
  shortDescription: { type: String, default: '' },
  post: { type: String, default: null },
  poster: { type: Schema.Types.Mixed, default: null },
  countId: { type: Number, default: null },
  createdBy: { type: String, required: true },
  updatedBy: { type: String, required: true },
  createdAt: { type: Date, required: true },
  updatedAt: { type: Date, required: true },
  commentsCount: { type: Number, default: 0 },
  review: { type: Schema.Types.Mixed, default: null },
});
