import {
  commentFlags,
  commentMessages,
  createCommentRoute,
  createReviewRoute,
  deleteCommentRoute,
  likeRoute,
  markupToBlocks,
  unlikeRoute,
  updateCommentRoute,
  updateReviewRoute,
  type CommentMood,
  type CommentResult,
  type UserLike,
} from '@vn/domain';
import { ApiError, callEndpoint } from '../api/client';
import type { CommentSource } from './use-source-comments';

/*
 * The comment calls of docs/product §7, with what the forms know. A review goes through
 * `/api/novelReviews` with its body as content blocks (§3 Review); everything else through
 * `/api/comments`.
 */

/** What a comment form sends. */
export interface CommentText {
  /** The markup the writer typed. */
  content: string;
  /** Addresses of the uploaded pictures still linked in the text (docs/product §5). */
  images: readonly string[];
  review: boolean;
  mood: CommentMood | null;
}

/** The comment a reply answers: its thread (`parent`) and itself (`answerComment`), docs/product §3. */
export interface ReplyTarget {
  parent: string;
  answerComment: string;
}

const imageRefs = (images: readonly string[]) =>
  images.map((address) => ({ preview: address, full: address }));

/** `POST /api/comments` or, for a review, `POST /api/novelReviews`; answers the source's comments. */
export function sendComment(
  source: CommentSource,
  text: CommentText,
  replyTo: ReplyTarget | null,
): Promise<{ comment: CommentResult; comments: CommentResult[] }> {
  const flags = commentFlags({
    sourceType: source.sourceType,
    parentId: replyTo?.parent ?? null,
    review: text.review,
    mood: text.mood,
  });
  if (flags.review) {
    return callEndpoint(createReviewRoute, {
      body: {
        novel: source.sourceId,
        body: markupToBlocks(text.content),
        mood: flags.mood ?? null,
      },
    });
  }
  return callEndpoint(createCommentRoute, {
    body: {
      content: text.content,
      images: imageRefs(text.images),
      source: source.sourceId,
      sourceType: source.sourceType,
      review: false,
      ...(replyTo ?? {}),
    },
  });
}

/** `PUT /api/comments/{id}`, or `PUT /api/novelReviews/{id}` for a review (body and mood). */
export function updateComment(comment: CommentResult, text: CommentText): Promise<CommentResult> {
  if (comment.review) {
    return callEndpoint(updateReviewRoute, {
      params: { id: comment._id },
      body: { body: markupToBlocks(text.content), mood: text.mood },
    });
  }
  return callEndpoint(updateCommentRoute, {
    params: { id: comment._id },
    body: { content: text.content, images: imageRefs(text.images) },
  });
}

/** `DELETE /api/comments/{id}`: the ids that are gone, and the comment as it stays (or null). */
export function deleteComment(id: string) {
  return callEndpoint(deleteCommentRoute, { params: { id } });
}

/** `POST /api/likes/comment/{id}/{value}` or, to take it back, `DELETE /api/likes/comment/{id}`. */
export function setCommentLike(id: string, like: UserLike) {
  return like === null
    ? callEndpoint(unlikeRoute, { params: { type: 'comment', id } })
    : callEndpoint(likeRoute, { params: { type: 'comment', id, value: String(like) } });
}

/**
 * Why a comment call failed, for the form and the toast: a 401 is its own message (§8: the session
 * ended), anything else the §8 text with the server's reason.
 */
export function commentFailure(error: unknown, failed: string): string {
  if (error instanceof ApiError && error.status === 401) return commentMessages.signInRequired;
  const reason = error instanceof Error && error.message ? error.message : '';
  return reason && reason !== failed ? `${failed}: ${reason}` : failed;
}
