import { z } from 'zod';
import { commentSourceTypes } from '../community/comments';
import { projectChangeFields } from '../drafts/project-fields';
import { fieldRejectionReasons } from '../drafts/review-texts';
import { postSectionSchema } from '../community/posts';
import { LIMITS } from '../format/constants';
import { contentBlockSchema } from '../markup/blocks';
import { idSchema, imageMetaSchema, imageRefSchema, isoDateSchema, userRefSchema } from './common';
import { novelCardSchema } from './novel';
import { draftStatusSchema, novelDraftTypeSchema, postDraftTypeSchema } from '../drafts/schemas';

/** What a comment is attached to, and a review's mood (community/comments.ts has the rules). */
export const commentSourceTypeSchema = z.enum(commentSourceTypes);
export const commentMoodSchema = z.union([z.literal(0), z.literal(1)]);

const authorSchema = userRefSchema.pick({ _id: true, username: true });

/** Images attached to a novel draft, each with its safety marks (docs/product §3). */
export const draftAttachmentsSchema = z.object({
  poster: imageMetaSchema.nullable().optional(),
  screenshots: z.array(imageMetaSchema).default([]),
  bg: imageMetaSchema.nullable().optional(),
  vndb: z.unknown().optional(),
});

/**
 * The last review of a draft that went back to its author (ours, docs/product §A4): for a project
 * edit reviewed field by field, which fields applied and which came back, each with its reason;
 * for a declined or held draft, the reviewer's words.
 */
export const draftReviewNoteSchema = z.object({
  by: authorSchema,
  at: isoDateSchema,
  accepted: z.array(z.enum(projectChangeFields)).default([]),
  rejected: z
    .array(
      z.object({
        field: z.enum(projectChangeFields),
        reason: z.enum(fieldRejectionReasons),
        text: z.string(),
      }),
    )
    .default([]),
  reason: z.string().default(''),
});
export type DraftReviewNote = z.infer<typeof draftReviewNoteSchema>;

/** A proposed new project or edit (§3); `value` is the project as JSON text. */
export const novelDraftSchema = z.object({
  _id: idSchema,
  type: novelDraftTypeSchema,
  title: z.string().default(''),
  status: draftStatusSchema,
  value: z.string(),
  novel: idSchema.nullable().optional(),
  createdBy: authorSchema,
  updatedBy: authorSchema.nullable().optional(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  comments: z.number().int().min(0).optional(),
  attachedImages: draftAttachmentsSchema.default({ screenshots: [] }),
  /** Ours (docs/product §A4): the last review that sent it back; absent before any. */
  review: draftReviewNoteSchema.nullable().optional(),
});
export type NovelDraft = z.infer<typeof novelDraftSchema>;

/** A proposed article or article edit (§3). */
export const postDraftSchema = z.object({
  _id: idSchema,
  title: z.string().default(''),
  shortDescription: z.string().default(''),
  type: postDraftTypeSchema,
  status: draftStatusSchema,
  value: z.string(),
  post: idSchema.nullable().optional(),
  poster: z.object({ path: z.string() }).nullable().optional(),
  createdBy: authorSchema,
  updatedAt: isoDateSchema,
  /** Ours (docs/product §A4.4): the reviewer's words when it was declined or held. */
  review: draftReviewNoteSchema.nullable().optional(),
});
export type PostDraft = z.infer<typeof postDraftSchema>;

/**
 * An article (§3). Version 2 bodies are content blocks; older ones a markup string, which
 * `markup/` converts when the article is edited.
 */
export const postSchema = z
  .object({
    _id: idSchema,
    countId: z.number().int().min(1),
    title: z.string().min(1),
    body: z.union([z.string(), z.array(contentBlockSchema)]),
    section: postSectionSchema,
    createdBy: userRefSchema,
    createdAt: isoDateSchema,
    version: z.number().int().min(1).optional(),
    viewsCount: z.number().int().min(0).default(0),
  })
  .refine((post) => post.version !== 2 || Array.isArray(post.body), {
    message: 'A version 2 article has a body of content blocks',
    path: ['body'],
  });
export type Post = z.infer<typeof postSchema>;

/** A comment (§3). `userLike` is the viewer's own mark: true like, false dislike, null none. */
export const commentSchema = z.object({
  _id: idSchema,
  content: z.string(),
  parent: idSchema.nullable().optional(),
  answerComment: idSchema.nullable().optional(),
  parentComment: idSchema.nullable().optional(),
  createdBy: userRefSchema.extend({ role: z.string().optional() }),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema.optional(),
  removed: z.boolean().default(false),
  version: z.number().int().optional(),
  images: z.array(imageRefSchema).max(LIMITS.commentImagesMax).default([]),
  source: idSchema,
  sourceType: commentSourceTypeSchema,
  novel: idSchema.nullable().optional(),
  mood: commentMoodSchema.nullable().optional(),
  review: z.boolean().default(false),
  likes: z.number().int().min(0).default(0),
  dislikes: z.number().int().min(0).default(0),
  userLike: z.boolean().nullable().default(null),
});
export type Comment = z.infer<typeof commentSchema>;

/** What can be liked (docs/product §3: Like, target kind comment); `POST /api/likes/{type}/{id}/{value}`. */
export const likeTargetKinds = ['comment'] as const;
export const likeTargetKindSchema = z.enum(likeTargetKinds);
export type LikeTargetKind = (typeof likeTargetKinds)[number];

/** An article in a list, with its comment count (§3: posts page). */
export const postListItemSchema = z.object({
  post: postSchema,
  commentsCount: z.number().int().min(0),
});

/** `GET /api/mainPage` (§3: main page data): 15 cards a block, the reader shows 5, 10 or 15. */
export const mainPageSchema = z.object({
  lastCreated: z.array(novelCardSchema),
  lastUpdated: z.array(novelCardSchema),
  bestNovels: z.array(novelCardSchema),
  games: z.array(novelCardSchema),
  aiTranslated: z.array(novelCardSchema),
  posts: z.array(postListItemSchema),
  comments: z.array(commentSchema),
});
export type MainPage = z.infer<typeof mainPageSchema>;
