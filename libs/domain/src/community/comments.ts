import { LIMITS } from '../format/constants';

/**
 * Comment rules (docs/product §3 Comment, §4 Comments, §5 Comment, §9 "comment images max 8").
 * Without schemas (they are in entities/content.ts): the pages that show comments load no zod.
 */

/** What a comment is attached to (docs/product §3 Comment.sourceType). */
export const commentSourceTypes = ['game', 'draft', 'post', 'postDraft'] as const;
export type CommentSourceType = (typeof commentSourceTypes)[number];

/**
 * The sources whose comments anyone may read, in the public lists and through a link to the page
 * they were written on (drafts are private, §4).
 */
export const publicCommentSourceTypes = [
  'game',
  'post',
] as const satisfies readonly CommentSourceType[];
export type PublicCommentSourceType = (typeof publicCommentSourceTypes)[number];

export function isPublicCommentSource(
  sourceType: CommentSourceType,
): sourceType is PublicCommentSourceType {
  return (publicCommentSourceTypes as readonly CommentSourceType[]).includes(sourceType);
}

/** A review's mood (docs/product §3 Comment.mood: 0 positive, 1 negative). */
export const commentMoods = { positive: 0, negative: 1 } as const;
export type CommentMood = (typeof commentMoods)[keyof typeof commentMoods];

/**
 * Whether a comment can be sent (docs/product §5 Comment): it has text that is not blank, or images, and
 * no more than 8 images (`LIMITS.commentImagesMax`, §9). `text` is the editor's text; whitespace of any kind (no-break spaces
 * included) is blank.
 */
export function canSendComment({
  text,
  imageCount,
}: {
  text: string;
  imageCount: number;
}): boolean {
  const hasContent = text.trim() !== '' || imageCount > 0;
  return hasContent && imageCount <= LIMITS.commentImagesMax;
}

/**
 * Whether the review toggle is offered (docs/product §3, §5: review only on top-level comments on games):
 * the comment is on a game and answers no other comment.
 */
export function isReviewAllowed({
  sourceType,
  parentId,
}: {
  sourceType: CommentSourceType;
  parentId?: string | null;
}): boolean {
  return sourceType === 'game' && !parentId;
}

/** What the comment form knows when it sends (docs/product §3 Comment: sourceType, parent, review, mood). */
export interface CommentFlagsInput {
  sourceType: CommentSourceType;
  parentId?: string | null;
  review: boolean;
  mood?: CommentMood | null;
}

/** The review flag and mood as sent (docs/product §5 Comment). */
export type CommentFlags = { review: false } | { review: true; mood?: CommentMood };

/**
 * The review flag and mood to send (docs/product §5 Comment): a review only where one is allowed, and the
 * mood only when the comment is a review; a mood left from an unchecked toggle is dropped.
 */
export function commentFlags(input: CommentFlagsInput): CommentFlags {
  if (!input.review || !isReviewAllowed(input)) return { review: false };
  return input.mood === undefined || input.mood === null
    ? { review: true }
    : { review: true, mood: input.mood };
}

/** The user's like on a comment (docs/product §3 Comment.userLike: true like, false dislike, none). */
export type UserLike = boolean | null;
export type LikeButton = 'like' | 'dislike';

/**
 * The user's like after pressing a button (docs/product §4 Comments: "pressing the same like/dislike
 * removes it, otherwise sets it"). Null means DELETE /api/likes/…, a boolean POST …/{value} (§7).
 */
export function nextLikeState(current: UserLike, pressed: LikeButton): UserLike {
  const value = pressed === 'like';
  return current === value ? null : value;
}

/** A comment's like counters and the user's own like (docs/product §3 Comment: likes, dislikes, userLike). */
export interface LikeCounts {
  likes: number;
  dislikes: number;
  userLike: UserLike;
}

/**
 * The counts after pressing a button, for showing the press before the server answers: the user's
 * old like is taken back and the new one counted.
 */
export function applyLikePress(counts: LikeCounts, pressed: LikeButton): LikeCounts {
  const userLike = nextLikeState(counts.userLike, pressed);
  const change = (was: boolean, is: boolean) => (is ? 1 : 0) - (was ? 1 : 0);
  return {
    likes: counts.likes + change(counts.userLike === true, userLike === true),
    dislikes: counts.dislikes + change(counts.userLike === false, userLike === false),
    userLike,
  };
}

/**
 * Comment and review texts (docs/product §4 Comments, §8 Comments and reviews), the slash-joined texts of
 * §8 spelled out one by one.
 */
export const commentMessages = {
  removed: 'Комментарий удален',
  /** A comment a moderator removed (docs/product §A2.10, ours), before the link to its log entry. */
  removedByModerator: 'Комментарий удален модератором',
  /** The link from such a comment to the moderation log's entry for it (ours, as above). */
  removalLogEntry: 'запись в журнале',
  addFailed: 'Не удалось добавить комментарий',
  updateFailed: 'Не удалось обновить комментарий',
  deleteFailed: 'Не удалось удалить комментарий',
  reviewAddFailed: 'Не удалось добавить отзыв',
  reviewUpdateFailed: 'Не удалось обновить отзыв',
  deleted: 'Комментарий удален',
  /**
   * A comment call answered 401 (§8: "a separate authorization error"): the session ended while the
   * reader wrote. Not in docs/product's words; it says what happened and what to do.
   */
  signInRequired: 'Сессия истекла — войдите снова, чтобы отправить комментарий',
  /** Asked before a comment is deleted (§2.1 shared confirmation; docs/product gives no wording). */
  deleteQuestion: 'Удалить комментарий?',
} as const;

/*
 * The address of one entry of the moderation log (docs/product §A2.9–A2.10, ours). A comment a
 * moderator removed links there, and /log gives the entry the element id its hash names, so the
 * browser finds it on a page rendered on the server before any script runs. Kept with the comments'
 * rules, which every page with comments loads already: on its own it became a chunk of its own on
 * the project page, whose first visit has a budget (docs/architecture.md § Budgets).
 */

/** The element id of an entry on /log. */
export const logEntryAnchor = (id: string): string => `log-${id}`;

/** The address of an entry on /log: the page holding it (`?entry=`), scrolled to it. */
export function logEntryHref(id: string): string {
  return `/log?entry=${encodeURIComponent(id)}#${logEntryAnchor(id)}`;
}
