import { z } from 'zod';
import { COMMENT_LIMITS, contentBlocksTextLength } from '../community/comment-input';
import { idSchema, objectIdSchema } from '../entities/common';
import {
  commentMoodSchema,
  commentSchema,
  commentSourceTypeSchema,
  likeTargetKindSchema,
} from '../entities/content';
import { LIMITS } from '../format/constants';
import { contentBlockSchema, contentBlocksSchema } from '../markup/blocks';
import { isSafeImageUrl } from '../markup/values';
import { defineEndpoint, JSON_OR_MULTIPART, type Endpoint } from './endpoint';
import { idParamsSchema } from './path-params';

/*
 * The comments, likes, reviews and comment-image calls of docs/product §7. A review is a
 * top-level comment on a project (sourceType game) with `review: true` and a body of content blocks
 * (§3 Comment, Review); its `content` is the same body as markup, for the places that show markup.
 * Rich text is sanitised by the server whatever arrives (`community/comment-input.ts`).
 */

const imageUrl = z
  .string()
  .refine(isSafeImageUrl, { error: 'Только http(s) и адреса сайта' })
  .max(2_000);

/** A comment's images (§3 Comment.images): at most 8 (§9), at addresses an image may have. */
export const commentImagesSchema = z
  .array(z.object({ preview: imageUrl, full: imageUrl }))
  .max(LIMITS.commentImagesMax, { error: `Не больше ${LIMITS.commentImagesMax} изображений` });

const content = z.string().max(COMMENT_LIMITS.contentMax, {
  error: `Не длиннее ${COMMENT_LIMITS.contentMax} символов`,
});

/**
 * `POST /api/comments` (JSON, or multipart with `images` as JSON text): a comment on a source, a
 * reply (`parent` = the top-level comment of the thread, `answerComment` = the comment answered), or
 * a review (`review`, with `mood`, only on a top-level comment on a project).
 */
export const newCommentBodySchema = z.strictObject({
  content: content.default(''),
  images: commentImagesSchema.default([]),
  parent: objectIdSchema.nullable().optional(),
  answerComment: objectIdSchema.nullable().optional(),
  source: objectIdSchema,
  sourceType: commentSourceTypeSchema,
  review: z.boolean().default(false),
  mood: commentMoodSchema.nullable().optional(),
});
export type NewCommentBody = z.infer<typeof newCommentBodySchema>;

/**
 * A comment as these calls answer it: the shape of §3, and for a review (version 2) its body of
 * content blocks, which the review editor opens.
 */
export const commentResultSchema = commentSchema.extend({
  body: z.array(contentBlockSchema).nullable().optional(),
  /**
   * Ours (docs/product §A2.10): a removed comment that a moderator removed, not its author, names
   * the moderation log's entry for it (`GET /api/moderationLog?entry`); null otherwise, and for
   * comments removed before this was recorded. Optional, so an answer without it still reads.
   */
  removedByModerator: z
    .object({ logEntry: idSchema })
    .nullable()
    .optional()
    .describe(
      'Ours (docs/product §A2.10): removed by a moderator, with the id of the moderation log’s entry for it; null otherwise',
    ),
});
export type CommentResult = z.infer<typeof commentResultSchema>;

/** A new comment, and every comment of its source now (oldest first), so the thread redraws. */
export const commentWithThreadSchema = z.object({
  comment: commentResultSchema,
  comments: z.array(commentResultSchema),
});

export const createCommentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/comments',
  summary: 'Comment on a project, draft, article or article draft, or reply to a comment',
  body: newCommentBodySchema,
  contentTypes: JSON_OR_MULTIPART,
  response: commentWithThreadSchema,
  // A reply is a comment: the same right (docs/product §6 gives both to every reader not banned).
  permission: 'comment',
  errors: ['notFound', 'conflict'],
});

/** `PUT /api/comments/{id}`: new text, and the images (left out: kept as they are). */
export const commentUpdateBodySchema = z.strictObject({
  content,
  images: commentImagesSchema.optional(),
});

export const updateCommentEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/comments/{id}',
  params: idParamsSchema,
  summary: 'Edit a comment (its author or a moderator)',
  body: commentUpdateBodySchema,
  contentTypes: JSON_OR_MULTIPART,
  response: commentResultSchema,
  errors: ['forbidden'],
});

export const deleteCommentQuerySchema = z.strictObject({
  /** Staff only: the comment goes with all its replies, and the moderation log records it. */
  force: z.enum(['true', 'false']).optional(),
});

export const deleteCommentEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/comments/{id}',
  params: idParamsSchema,
  summary:
    'Delete a comment (author or moderator); with replies it stays as "Комментарий удален". ' +
    'force=true (staff) removes it with its replies',
  description:
    'Ours (docs/product §A2.10): a moderator’s deletion of another’s comment is recorded in the moderation log (removeComment), and a comment that stays names that entry (`removedByModerator`).',
  query: deleteCommentQuerySchema,
  response: z.object({
    /** The ids of the comments that are gone. */
    deleted: z.array(idSchema),
    /** The comment as it stays (removed, content cleared), or null when it is gone. */
    comment: commentResultSchema.nullable(),
  }),
  errors: ['forbidden'],
});

/** `GET /api/comments`: the all-comments screen and a profile's comments tab (20 a page, §9). */
export const commentsQuerySchema = z.strictObject({
  createdBy: objectIdSchema.optional(),
  source: objectIdSchema.optional(),
  sourceType: commentSourceTypeSchema.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(COMMENT_LIMITS.pageSizeMax)
    .default(LIMITS.allCommentsPageSize),
  page: z.coerce.number().int().min(0).max(COMMENT_LIMITS.pageMax).default(0),
});
export type CommentsQuery = z.infer<typeof commentsQuerySchema>;

export const commentsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/comments',
  summary:
    'Comments, newest first, a page at a time (0-based); on projects and articles, or on one ' +
    'source the viewer may see (source + sourceType)',
  query: commentsQuerySchema,
  response: z.object({ comments: z.array(commentResultSchema), count: z.number().int().min(0) }),
  public: true,
  errors: ['notFound'],
});

export const draftCommentsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/comments/draft/{id}',
  params: idParamsSchema,
  summary: "A novel draft's comments, oldest first (those who may see the draft)",
  response: z.array(commentResultSchema),
});

/** A comment's like counters and the viewer's own mark (§3 Comment: likes, dislikes, userLike). */
export const likeCountsSchema = z.object({
  likes: z.number().int().min(0),
  dislikes: z.number().int().min(0),
  userLike: z.boolean().nullable(),
});

/** `{type}`, `{id}` and `{value}` of the like calls: only comments are liked (docs/product §3 Like). */
export const likeParamsSchema = z.object({
  type: likeTargetKindSchema,
  id: objectIdSchema,
  /** true likes, false dislikes. */
  value: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

export const likeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/likes/{type}/{id}/{value}',
  params: likeParamsSchema,
  summary: 'Like (value true) or dislike (false) a comment (type comment); one mark per user',
  response: likeCountsSchema,
  permission: 'like',
});

export const unlikeEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/likes/{type}/{id}',
  params: likeParamsSchema.omit({ value: true }),
  summary: 'Take back your like or dislike of a comment',
  response: likeCountsSchema,
  permission: 'like',
});

/** A review's body (§5 Review): content blocks; emptiness ("Пустое сообщение") is judged after cleaning. */
export const reviewBodyBlocksSchema = contentBlocksSchema
  .refine((blocks) => blocks.length <= COMMENT_LIMITS.reviewBlocksMax, {
    error: `Не больше ${COMMENT_LIMITS.reviewBlocksMax} блоков`,
  })
  .refine((blocks) => contentBlocksTextLength(blocks) <= COMMENT_LIMITS.reviewTextMax, {
    error: `Не длиннее ${COMMENT_LIMITS.reviewTextMax} символов`,
  });

export const newReviewBodySchema = z.strictObject({
  /** The project reviewed. */
  novel: objectIdSchema,
  body: reviewBodyBlocksSchema,
  mood: commentMoodSchema.nullable().optional(),
});
export type NewReviewBody = z.infer<typeof newReviewBodySchema>;

export const createReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/novelReviews',
  summary: 'Review a project (one review per user and project)',
  body: newReviewBodySchema,
  response: commentWithThreadSchema,
  permission: 'comment',
  // notFound: a review of a project nobody has.
  errors: ['conflict', 'notFound'],
});

export const reviewUpdateBodySchema = z.strictObject({
  body: reviewBodyBlocksSchema,
  mood: commentMoodSchema.nullable().optional(),
});

export const updateReviewEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/novelReviews/{id}',
  params: idParamsSchema,
  summary: 'Edit a review (its author or a moderator); id is the review comment',
  body: reviewUpdateBodySchema,
  response: commentResultSchema,
  errors: ['forbidden'],
});

export const uploadCommentImageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/uploadImage/comment',
  summary: 'Upload an image for a comment (multipart `image`); answers its full URL',
  contentTypes: ['multipart/form-data'],
  files: ['image'],
  response: z.string(),
  permission: 'comment',
});

/** Every comments call: tests walk it to prove each one is covered. */
export const commentsEndpoints: readonly Endpoint[] = [
  draftCommentsEndpoint,
  createCommentEndpoint,
  updateCommentEndpoint,
  deleteCommentEndpoint,
  commentsEndpoint,
  likeEndpoint,
  unlikeEndpoint,
  uploadCommentImageEndpoint,
  createReviewEndpoint,
  updateReviewEndpoint,
];
