import type { CommentMood, CommentSourceType, ContentBlock } from '@vn/domain';
import { Schema } from 'mongoose';
import { recordSchema } from '../../platform/database';

export const COMMENTS_COLLECTION = 'comments';
export const COMMENT_LIKES_COLLECTION = 'commentLikes';
export const NOVEL_REVIEWS_COLLECTION = 'novelReviews';

/**
 * A comment as stored (docs/product §3 Comment). Differences from the answer shape, and why:
 * - `createdBy` is the author's id; name, avatar and role are joined from the (cached) users when
 *   presented, so a rename shows everywhere at once;
 * - `userLike` is not stored here: it is the viewer's, kept in `commentLikes`;
 * - a review (version 2) keeps its `body` of content blocks; `content` is the same as markup.
 */
export interface CommentRecord {
  _id: string;
  /** Sanitised markup; empty once removed. */
  content: string;
  body: ContentBlock[] | null;
  version: number;
  images: { preview: string; full: string }[];
  /** The top-level comment of the thread; null for a top-level comment. */
  parent: string | null;
  /** The comment answered; null when it answers none (or only the thread). */
  answerComment: string | null;
  source: string;
  sourceType: CommentSourceType;
  /** The project the source is about, if any (a game's own id). */
  novel: string | null;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
  /** Deleted while it had replies: shown as "Комментарий удален" (docs/product §4 Comments). */
  removed: boolean;
  /**
   * Removed by a moderator, not its author (docs/product §A2.10, ours): who, and the moderation
   * log's line for it, written before the comment was. Absent or null otherwise, and on comments
   * removed before this was kept.
   */
  removedByModerator?: { moderatorId: string; logEntry: string } | null;
  review: boolean;
  mood: CommentMood | null;
  likes: number;
  dislikes: number;
}

export const commentSchema = recordSchema<CommentRecord>(
  COMMENTS_COLLECTION,
  {
    content: { type: String, default: '' },
    body: { type: Schema.Types.Mixed, default: null },
    version: { type: Number, default: 1 },
    images: { type: Schema.Types.Mixed, default: () => [] },
    parent: { type: String, default: null },
    answerComment: { type: String, default: null },
    source: { type: String, required: true, index: true },
    sourceType: { type: String, required: true },
    novel: { type: String, default: null },
    createdBy: { type: String, required: true, index: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    removed: { type: Boolean, default: false },
    removedByModerator: { type: Schema.Types.Mixed, required: false },
    review: { type: Boolean, default: false },
    mood: { type: Number, default: null },
    likes: { type: Number, default: 0 },
    dislikes: { type: Number, default: 0 },
  },
  { minimize: false },
);

/** The key of a record unique per user and comment (docs/architecture.md § The database). */
export const userCommentKey = (userId: string, commentId: string) => `${userId}:${commentId}`;

/** The user and the comment a `userCommentKey` names (ids have no colon). */
export function userCommentOf(key: string): { userId: string; commentId: string } {
  const [userId = '', commentId = ''] = key.split(':');
  return { userId, commentId };
}

/** A user's like (true) or dislike (false) of a comment: `_id` is `${userId}:${commentId}`. */
export interface CommentLikeRecord {
  _id: string;
  userId: string;
  commentId: string;
  value: boolean;
  updatedAt: Date;
}

export const commentLikeSchema = recordSchema<CommentLikeRecord>(COMMENT_LIKES_COLLECTION, {
  userId: { type: String, required: true, index: true },
  commentId: { type: String, required: true, index: true },
  value: { type: Boolean, required: true },
  updatedAt: { type: Date, required: true },
});

/**
 * That a user has reviewed a project: `_id` is `${userId}:${novelId}`, so "one review per user and
 * project" is the primary key, and two reviews sent at once cannot both be written.
 */
export interface NovelReviewRecord {
  _id: string;
  commentId: string;
  createdAt: Date;
}

export const novelReviewSchema = recordSchema<NovelReviewRecord>(NOVEL_REVIEWS_COLLECTION, {
  commentId: { type: String, required: true },
  createdAt: { type: Date, required: true },
});
