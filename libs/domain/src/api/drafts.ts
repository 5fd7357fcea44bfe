import { z } from 'zod';
import {
  languageSchema,
  developmentStatusSchema,
  lengthSchema,
  projectSectionSchema,
} from '../catalogue/schemas';
import { draftStatusFilters, draftTypeFilters } from '../drafts/list-filters';
import { idSchema, isoDateSchema, objectIdSchema, userRefSchema } from '../entities/common';
import { novelDraftSchema } from '../entities/content';
import {
  developerSchema,
  linkSchema,
  posterSchema,
  projectBackgroundSchema,
  screenshotSchema,
  translationSchema,
  vndbSchema,
} from '../entities/novel';
import { contentBlocksSchema } from '../markup/blocks';
import { defineEndpoint, JSON_OR_MULTIPART, type Endpoint } from './endpoint';
import { idParamsSchema } from './path-params';
import { draftStatusSchema } from '../drafts/schemas';

/*
 * The novel draft calls of docs/product §7 (the reviewed-draft workflow of §4) and a project's revisions:
 * every applied draft is kept as a revision, so a project's history can be listed and compared.
 */

/** Upper bounds of a draft (ours; docs/product sets none). */
export const DRAFT_LIMITS = {
  nameMax: 300,
  listMax: 50,
  vocabularyMax: 100,
  textMax: 2_000,
  descriptionMax: 100_000,
  screenshotsMax: 30,
  pageSize: 20,
} as const;

const shortText = z.string().trim().max(DRAFT_LIMITS.textMax);

/**
 * A genre, tag or platform in a draft: an existing entry (its `_id`), or a new value the draft
 * proposes (no `_id`; docs/product §5: new ones are marked new). Applying the draft adds new values to
 * the vocabulary.
 */
export const draftVocabularyValueSchema = z.object({
  _id: idSchema.max(100).optional(),
  value: z.string().trim().min(1).max(100),
});

/**
 * A project as a draft proposes it (docs/product §3 Novel draft `value`, the project's own fields): what
 * the add and edit forms send. Defaults of a new project from §4: section novel, status done,
 * original language jp. The url is the slug of the name when not given (§5).
 */
export const novelDraftValueSchema = z.strictObject({
  name: z.string().trim().min(1, 'Нет названия').max(DRAFT_LIMITS.nameMax),
  url: z.string().trim().max(DRAFT_LIMITS.nameMax).optional(),
  alternativeNames: z
    .array(z.string().trim().min(1).max(DRAFT_LIMITS.nameMax))
    .max(DRAFT_LIMITS.listMax)
    .default([]),
  section: projectSectionSchema.default('novel'),
  modifiers: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  poster: posterSchema.nullable().default(null),
  screenshots: z.array(screenshotSchema).max(DRAFT_LIMITS.screenshotsMax).default([]),
  bg: projectBackgroundSchema.nullable().default(null),
  originalLanguage: languageSchema.default('jp'),
  developers: z.array(developerSchema).max(DRAFT_LIMITS.listMax).default([]),
  status: developmentStatusSchema.default('done'),
  releasedAt: isoDateSchema.nullable().default(null),
  expectedReleaseAt: shortText.default(''),
  genres: z.array(draftVocabularyValueSchema).max(DRAFT_LIMITS.vocabularyMax).default([]),
  tags: z.array(draftVocabularyValueSchema).max(DRAFT_LIMITS.vocabularyMax).default([]),
  platforms: z.array(draftVocabularyValueSchema).max(DRAFT_LIMITS.vocabularyMax).default([]),
  length: lengthSchema.nullable().default(null),
  translations: z.array(translationSchema).max(DRAFT_LIMITS.listMax).default([]),
  /** Rich text: markup or content blocks; sanitised when saved. */
  description: z
    .union([z.string().max(DRAFT_LIMITS.descriptionMax), contentBlocksSchema])
    .default(''),
  links: z.array(linkSchema).max(DRAFT_LIMITS.listMax).default([]),
  vndb: vndbSchema.nullable().default(null),
});
export type NovelDraftValue = z.infer<typeof novelDraftValueSchema>;
export type NovelDraftValueInput = z.input<typeof novelDraftValueSchema>;

/** The safety marks of one attached image (docs/product §3 image meta). */
export const imageSafetySchema = z.strictObject({
  sexualContent: z.boolean().default(false),
  violence: z.boolean().default(false),
  erotic: z.boolean().default(false),
});

/** The marks of the image files sent with a draft (files `poster`, `screenshots`, `bg`). */
export const attachedImagesMetaSchema = z
  .strictObject({
    poster: imageSafetySchema.optional(),
    bg: imageSafetySchema.optional(),
    screenshots: z.array(imageSafetySchema).max(DRAFT_LIMITS.screenshotsMax).optional(),
  })
  .default({});

/**
 * `POST /api/drafts/novels`: the project's fields as `value` (an object, or its JSON text in a
 * multipart body), `_id` of an existing project for an update draft, and the marks of the attached
 * images (files `poster`, `screenshots`, `bg`).
 */
export const createNovelDraftBodySchema = z.strictObject({
  _id: objectIdSchema.optional(),
  value: novelDraftValueSchema,
  /**
   * Ours (docs/product §A4.1): for an edit, the project as the form loaded it (its draft value's
   * fields), so that a change made by someone else while the author typed is merged, not undone.
   * Without it the project as it is when the draft is made is the base.
   */
  base: z.record(z.string(), z.unknown()).optional(),
  attachedImagesMeta: attachedImagesMetaSchema,
});

export const createNovelDraftEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/drafts/novels',
  summary:
    'Propose a new project, or an edit of one (`_id`), as a draft (multipart: value, images poster/screenshots/bg)',
  body: createNovelDraftBodySchema,
  contentTypes: JSON_OR_MULTIPART,
  files: ['poster', 'screenshots', 'bg'],
  response: novelDraftSchema,
  // An edit of a project nobody has (`_id`).
  errors: ['notFound'],
  permission: 'createDraft',
});

/** A draft as its page shows it (docs/product §2.2 /drafts/{id}): with the project's name for an update. */
export const novelDraftPageSchema = novelDraftSchema.extend({
  novelName: z.string().nullable(),
  novelUrl: z.string().nullable(),
});

export const novelDraftEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/drafts/{id}',
  params: idParamsSchema,
  summary: 'A novel draft (its creator, the project owners and moderators see it)',
  response: novelDraftPageSchema,
});

export const draftListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  type: z.enum(draftTypeFilters).default('all'),
  status: z.enum(draftStatusFilters).default('all'),
});

/** One row of /drafts: a novel draft or an article draft. */
export const draftListItemSchema = z.object({
  _id: idSchema,
  kind: z.enum(['novel', 'post']),
  type: z.string(),
  title: z.string(),
  status: draftStatusSchema,
  createdBy: userRefSchema.pick({ _id: true, username: true }),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  /** Ours (docs/product §A4.1): an open edit draft whose project changed since it was made. */
  staleBase: z.boolean().optional(),
});
export type DraftListItem = z.infer<typeof draftListItemSchema>;

export const draftListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/drafts',
  summary:
    'The drafts you may see (your own, your projects’, all for moderators), newest first, 20 a page',
  query: draftListQuerySchema,
  response: z.object({ drafts: z.array(draftListItemSchema), count: z.number().int().min(0) }),
  permission: 'viewDraftList',
});

/**
 * `PUT /api/drafts/{id}/value`: the edited project, and new image files as a new draft takes them
 * (multipart: `value` and `attachedImagesMeta` as JSON text, files `poster`, `screenshots`, `bg`).
 * A new poster or background replaces the draft's; new screenshots follow those in `value`.
 */
export const updateDraftValueBodySchema = z.strictObject({
  value: novelDraftValueSchema,
  attachedImagesMeta: attachedImagesMetaSchema,
});

export const updateDraftValueEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/drafts/{id}/value',
  params: idParamsSchema,
  summary:
    'Save the edited project of a draft, with new images if any (multipart: value, images poster/screenshots/bg; not once applied or declined)',
  body: updateDraftValueBodySchema,
  contentTypes: JSON_OR_MULTIPART,
  files: ['poster', 'screenshots', 'bg'],
  response: novelDraftSchema,
  errors: ['forbidden', 'conflict'],
});

/** Ours (docs/product §A4.4): a reviewer's words when declining or holding a draft. */
export const draftReviewReasonSchema = z.string().trim().max(1_000);

export const draftStatusBodySchema = z.strictObject({
  status: draftStatusSchema,
  /** Ours (docs/product §A4.4): kept on the draft for its author when a reviewer declines or holds it. */
  reason: draftReviewReasonSchema.optional(),
});
export const draftStatusQuerySchema = z.strictObject({
  /** Sent by the site with every status change (docs/product §7); it changes nothing here. */
  anivisual: z.enum(['true', 'false']).optional(),
});

export const changeDraftStatusEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/drafts/{id}/status',
  params: idParamsSchema,
  summary:
    'Move a draft as its status machine allows you; applying answers the project url ("Has novel by url…" when taken)',
  body: draftStatusBodySchema,
  query: draftStatusQuerySchema,
  response: z.object({ status: draftStatusSchema, url: z.string().nullable() }),
  errors: ['forbidden', 'conflict'],
});

export const deleteDraftEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/drafts/{id}',
  params: idParamsSchema,
  summary: 'Delete a draft that was never applied',
  response: z.object({ deleted: z.literal(true) }),
  errors: ['forbidden'],
});

/** A field a revision changed: its value before and after (null where it had none). */
export const revisionChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type RevisionChange = z.infer<typeof revisionChangeSchema>;

/** One revision of a project: which, whose, when, from which draft, and what it changed. */
export const revisionSchema = z.object({
  number: z.number().int().min(1),
  novel: idSchema,
  draft: idSchema.nullable(),
  by: userRefSchema.pick({ _id: true, username: true }).nullable(),
  at: isoDateSchema,
  changedFields: z.array(z.string()),
});
export type Revision = z.infer<typeof revisionSchema>;

export const revisionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/novels/{id}/revisions',
  params: idParamsSchema,
  summary: "A project's history: every applied draft, newest first",
  response: z.object({ revisions: z.array(revisionSchema) }),
  public: true,
});

export const revisionDiffQuerySchema = z.strictObject({
  /** 0 is the empty project before the first revision. */
  from: z.coerce.number().int().min(0).max(1_000_000),
  to: z.coerce.number().int().min(1).max(1_000_000),
});

export const revisionDiffEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/novels/{id}/revisions/diff',
  params: idParamsSchema,
  summary: 'What differs between two revisions of a project, field by field',
  query: revisionDiffQuerySchema,
  response: z.object({
    from: z.number().int(),
    to: z.number().int(),
    changes: z.array(revisionChangeSchema),
  }),
  public: true,
});

/** Every novel draft and revision call. */
export const draftsEndpoints: readonly Endpoint[] = [
  createNovelDraftEndpoint,
  novelDraftEndpoint,
  draftListEndpoint,
  updateDraftValueEndpoint,
  changeDraftStatusEndpoint,
  deleteDraftEndpoint,
  revisionsEndpoint,
  revisionDiffEndpoint,
];
