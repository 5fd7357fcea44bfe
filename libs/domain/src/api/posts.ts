import { z } from 'zod';
import { postSections } from '../community/post-sections';
import { postSectionSchema } from '../community/posts';
import { draftStatusFilters } from '../drafts/list-filters';
import { isoDateSchema, objectIdSchema } from '../entities/common';
import { postDraftSchema, postListItemSchema, postSchema } from '../entities/content';
import { contentBlocksSchema } from '../markup/blocks';
import { commentResultSchema } from './comments';
import { draftReviewReasonSchema } from './drafts';
import { defineEndpoint, JSON_OR_MULTIPART, type Endpoint } from './endpoint';
import { idParamsSchema } from './path-params';
import { draftStatusSchema } from '../drafts/schemas';

/*
 * The article (post) and article draft calls of docs/product §7. Bodies travel as v2 content
 * blocks; the API sanitises every text block with the markup rules and refuses unsafe image
 * addresses. A blank title ("Нет заголовка") and an empty body ("Пустое сообщение") are the domain's
 * messages (docs/product §5 New post draft), answered as they are, with the field named.
 */

/** Upper bounds of article requests (ours; docs/product gives none). */
export const POSTS_LIMITS = {
  titleMax: 300,
  shortDescriptionMax: 1_000,
  /** Top-level blocks of one body; far beyond any article. */
  blocksMax: 5_000,
  /** Drafts on one page of `GET /api/postDrafts`. */
  draftsPageSize: 20,
  pageMax: 100_000,
} as const;

/**
 * What an author writes (docs/product §2.2 /addPost: section, title, body; §3 Post draft:
 * shortDescription). Title and body are checked for content by the domain's `newPostDraftSchema`,
 * so its messages reach the form; here only their shape and size.
 */
export const postContentSchema = z.strictObject({
  section: postSectionSchema,
  title: z.string().max(POSTS_LIMITS.titleMax),
  body: contentBlocksSchema.refine((blocks) => blocks.length <= POSTS_LIMITS.blocksMax, {
    error: `Не больше ${POSTS_LIMITS.blocksMax} блоков`,
  }),
  shortDescription: z.string().trim().max(POSTS_LIMITS.shortDescriptionMax).default(''),
});
export type PostContentInput = z.infer<typeof postContentSchema>;

/**
 * `POST /api/postDrafts`: a new article draft; with `post` (a published article's id), a draft that
 * updates it (docs/product §3 Post draft `type`, `post`). Multipart: these as text fields (`body` as JSON
 * text) and an optional `poster` image; or a JSON body.
 */
export const createPostDraftBodySchema = postContentSchema.extend({
  post: objectIdSchema.optional(),
});

/** A post draft as the API answers it: the entity of docs/product §3, and when it was made. */
export const postDraftViewSchema = postDraftSchema.extend({
  section: postSectionSchema,
  createdAt: isoDateSchema,
  commentsCount: z.number().int().min(0),
  /** The published article's number once the draft is applied (the site opens /posts/{countId}). */
  countId: z.number().int().min(1).nullable(),
});
export type PostDraftView = z.infer<typeof postDraftViewSchema>;

/**
 * `GET /api/posts?section&my`: a section (or all), and `my=true` for the viewer's own articles. A
 * guest has no articles of their own, so `my` gives a guest an empty list rather than 401: the
 * articles page stays public (docs/product §6 Anonymous: browse, view).
 */
export const postsQuerySchema = z.strictObject({
  section: z.enum([...postSections, 'all']).default('all'),
  my: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const postsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/posts',
  summary: "Articles, newest first, with comment counts; a section, or (my=true) the viewer's own",
  query: postsQuerySchema,
  response: z.object({ posts: z.array(postListItemSchema) }),
  public: true,
});

/** Its comments as every comment call answers them (a thread's comments are one shape everywhere). */
export const postPageSchema = z.object({
  post: postSchema,
  comments: z.array(commentResultSchema),
});
/** `{countId}`: an article's number, a positive integer (400 otherwise, never a lookup). */
export const postParamsSchema = z.object({
  countId: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, 'Некорректный номер статьи')
    .transform(Number),
});

export const postEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/posts/{countId}',
  params: postParamsSchema,
  summary: 'An article by its number, with its comments; counts the view. Unknown: "Not Found"',
  response: postPageSchema,
  public: true,
});

/**
 * `DELETE /api/posts/{countId}`: a moderator deletes a published article for good, addressed as its
 * page is. Ours (docs/product §6 gives moderators "delete any post"; §7 names no call for it).
 */
export const deletePostEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/posts/{countId}',
  params: postParamsSchema,
  summary: 'Delete a published article for good, with its comments and drafts (moderators); logged',
  description:
    'Ours: docs/product §6 lets moderators delete any post, and §7 names no call for it. ' +
    'The article, its comments (with their likes), its drafts (with theirs) and the notifications ' +
    'about any of them are deleted, all or nothing; its number is never given to another article. ' +
    'Unknown or already deleted: "Not Found".',
  response: z.object({ deleted: z.literal(true) }),
  permission: 'deletePost',
});

export const postByIdEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/postsById/{id}',
  params: idParamsSchema,
  summary:
    'An article by its id, for editing: a legacy body (markup or HTML) comes converted to v2 blocks',
  response: postSchema,
  public: true,
});

export const createPostDraftEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/postDrafts',
  summary:
    'Create an article draft (multipart with an optional poster, or JSON); with `post`, an update draft',
  body: createPostDraftBodySchema,
  contentTypes: JSON_OR_MULTIPART,
  files: ['poster'],
  response: postDraftViewSchema,
  errors: ['notFound'],
  permission: 'createDraft',
});

/** `GET /api/postDrafts?page&status`: the draft list filters of docs/product §4, 0-based page. */
export const postDraftsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(0).max(POSTS_LIMITS.pageMax).default(0),
  status: z.enum(draftStatusFilters).default('all'),
});

export const postDraftsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/postDrafts',
  summary:
    "The viewer's article drafts (moderators: everyone's), newest change first, 20 a page, by status tab",
  query: postDraftsQuerySchema,
  response: z.object({ drafts: z.array(postDraftViewSchema), count: z.number().int().min(0) }),
});

export const postDraftPageSchema = z.object({
  draft: postDraftViewSchema,
  comments: z.array(commentResultSchema),
});
export const postDraftEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/postDrafts/{id}',
  params: idParamsSchema,
  summary: 'An article draft with its comments (its creator and moderators; others "Not Found")',
  response: postDraftPageSchema,
});

/** `PUT /api/postDrafts/{id}/value`: the edited article (docs/product §2.2 /postDrafts/{id}/edit). */
export const postDraftValueBodySchema = z.strictObject({ value: postContentSchema });
export const updatePostDraftValueEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/postDrafts/{id}/value',
  params: idParamsSchema,
  summary: 'Save an edited article draft (its creator or a moderator, while the draft is open)',
  body: postDraftValueBodySchema,
  response: postDraftViewSchema,
  errors: ['forbidden', 'conflict'],
});

export const postDraftStatusBodySchema = z.strictObject({
  status: draftStatusSchema,
  /** Ours (docs/product §A4.4): kept on the draft for its author when a moderator declines it. */
  reason: draftReviewReasonSchema.optional(),
});
export const postDraftStatusEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/postDrafts/{id}/status',
  params: idParamsSchema,
  summary:
    'Move an article draft along its status machine; "applied" publishes it and answers the countId',
  body: postDraftStatusBodySchema,
  response: z.object({
    draft: postDraftViewSchema,
    /** The published article's number when the draft is applied, else null. */
    countId: z.number().int().min(1).nullable(),
  }),
  errors: ['forbidden', 'conflict'],
});

/**
 * `POST /api/postDrafts/{id}` ("update draft", docs/product §7): `id` is a published article's id, and the
 * body its edited content. Editing an article goes through an update draft (§2.2
 * /posts/{countId}/edit; §4 Post editing), created only if something changed — otherwise 400 "Нет
 * изменений". The same as `POST /api/postDrafts` with `post`, addressed by the article.
 */
export const createPostUpdateDraftEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/postDrafts/{id}',
  params: idParamsSchema,
  summary: 'Propose an edit of a published article (its author or a moderator): an update draft',
  body: postContentSchema,
  response: postDraftViewSchema,
  errors: ['conflict'],
  permission: 'createDraft',
});

/** Every posts call: tests walk it to prove each one is covered. */
export const postsEndpoints: readonly Endpoint[] = [
  postsEndpoint,
  postEndpoint,
  deletePostEndpoint,
  postByIdEndpoint,
  createPostDraftEndpoint,
  postDraftsEndpoint,
  postDraftEndpoint,
  updatePostDraftValueEndpoint,
  postDraftStatusEndpoint,
  createPostUpdateDraftEndpoint,
];
