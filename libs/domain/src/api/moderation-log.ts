import { z } from 'zod';
import { usernameToPathSegment } from '../accounts/username-path';
import { projectSectionSchema } from '../catalogue/schemas';
import { routeOfSection } from '../catalogue/sections';
import { idSchema, isoDateSchema, objectIdSchema } from '../entities/common';
import { defineEndpoint, type Endpoint } from './endpoint';

/**
 * The staff actions the moderation log records (docs/product §2.2 /log). One name per kind of
 * action, so the log can be read and searched by it.
 */
export const moderationActions = [
  'ban',
  'unban',
  'changeRole',
  'removeUser',
  'deleteNovel',
  'addOwner',
  'removeOwner',
  'applyDraft',
  'declineDraft',
  'editVocabulary',
  'deleteVocabulary',
  'forceDeleteComment',
  'deletePost',
  // Ours (docs/product §A1.7).
  'updateTranslation',
  'addTranslatorMember',
  'removeTranslatorMember',
  // Ours (docs/product §A2).
  'sanction',
  'liftSanction',
  // Ours (docs/product §A3).
  'resolveReport',
  // Ours (docs/product §A2.10).
  'removeComment',
] as const;
export type ModerationAction = (typeof moderationActions)[number];

/** What /log calls each kind of action (ours: docs/product gives no wording). */
export const moderationActionLabels: Record<ModerationAction, string> = {
  ban: 'Бан',
  unban: 'Разбан',
  changeRole: 'Смена роли',
  removeUser: 'Удаление пользователя',
  deleteNovel: 'Удаление проекта',
  addOwner: 'Выдача прав на редактирование',
  removeOwner: 'Снятие прав на редактирование',
  applyDraft: 'Применение черновика',
  declineDraft: 'Отклонение черновика',
  editVocabulary: 'Изменение фильтра',
  deleteVocabulary: 'Удаление фильтра',
  forceDeleteComment: 'Удаление комментария',
  deletePost: 'Удаление статьи',
  updateTranslation: 'Обновление перевода',
  addTranslatorMember: 'Приём в группу переводчиков',
  removeTranslatorMember: 'Исключение из группы переводчиков',
  sanction: 'Ограничение',
  liftSanction: 'Снятие ограничения',
  resolveReport: 'Разбор жалобы',
  removeComment: 'Снятие комментария',
};

/** The places a comment lives on (docs/product §3 Comment.sourceType), as the log links to them. */
const placeTargetSchemas = [
  /** A project: /novels/{url} or /games/{url} by its section. */
  z.object({
    kind: z.literal('novel'),
    id: idSchema,
    url: z.string().min(1),
    section: projectSectionSchema,
    name: z.string(),
  }),
  /** A novel draft: /drafts/{id}. */
  z.object({ kind: z.literal('draft'), id: idSchema, name: z.string() }),
  /** An article draft: /postDrafts/{id}. */
  z.object({ kind: z.literal('postDraft'), id: idSchema, name: z.string() }),
  /** An article: /posts/{countId}. */
  z.object({
    kind: z.literal('post'),
    id: idSchema,
    countId: z.number().int().min(1),
    name: z.string(),
  }),
] as const;
export const moderationPlaceSchema = z.discriminatedUnion('kind', [...placeTargetSchemas]);
export type ModerationPlace = z.infer<typeof moderationPlaceSchema>;

/**
 * What an action was done to ("whom" on /log), with what a link to it needs. Records written before
 * /log linked its entries have none: their text alone says it.
 */
export const moderationTargetSchema = z.discriminatedUnion('kind', [
  /** A user: /profile/{username}. */
  z.object({ kind: z.literal('user'), id: idSchema, name: z.string().min(1) }),
  ...placeTargetSchemas,
  /** A comment (its opening words as the name), linked through the place it was on. */
  z.object({
    kind: z.literal('comment'),
    id: idSchema,
    name: z.string(),
    on: moderationPlaceSchema.nullable(),
  }),
  /** An article deleted for good: its number and title, and no page to link to. */
  z.object({
    kind: z.literal('deletedPost'),
    id: idSchema,
    countId: z.number().int().min(1),
    name: z.string(),
  }),
  /** A tag, genre or platform: the staff's /filters page, where they live. */
  z.object({
    kind: z.literal('vocabulary'),
    id: idSchema,
    vocabulary: z.enum(['tags', 'genres', 'platforms']),
    name: z.string(),
  }),
]);
export type ModerationTarget = z.infer<typeof moderationTargetSchema>;

/** The site's page of a target; null for a comment whose place is not known. */
export function moderationTargetHref(target: ModerationTarget): string | null {
  switch (target.kind) {
    case 'user':
      return `/profile/${usernameToPathSegment(target.name)}`;
    case 'novel':
      return `/${routeOfSection(target.section)}/${encodeURIComponent(target.url)}`;
    case 'draft':
      return `/drafts/${encodeURIComponent(target.id)}`;
    case 'postDraft':
      return `/postDrafts/${encodeURIComponent(target.id)}`;
    case 'post':
      return `/posts/${target.countId}`;
    case 'comment':
      return target.on ? moderationTargetHref(target.on) : null;
    case 'deletedPost':
      return null;
    case 'vocabulary':
      return '/filters';
  }
}

/** The moderation log's page size on /log (ours: docs/product §9 names none). */
export const MODERATION_LOG_PAGE_SIZE = 50;

export const moderationLogQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(5_000).default(1_000),
});

/** `GET /api/log`: the log as text, newest first; anyone but a moderator gets "Not Found" (§2.2). */
export const moderationLogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/log',
  summary: 'The moderation log as text, newest first (moderators; others get "Not Found")',
  query: moderationLogQuerySchema,
  response: z.string(),
  // Guests too get "Not Found", not 401: the log's existence is shown to moderators only.
  public: true,
  errors: ['notFound'],
});

/** One action on /log: who, what, to whom, when. */
export const moderationLogEntrySchema = z.object({
  _id: idSchema,
  at: isoDateSchema,
  by: z.object({ _id: idSchema, username: z.string() }),
  action: z.enum(moderationActions),
  /** The sentence the action was recorded with (what `GET /api/log` shows). */
  text: z.string(),
  target: moderationTargetSchema.optional(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

export const moderationLogEntriesQuerySchema = z.strictObject({
  /** 0-based, as every paged call (1-based in the site's address). */
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  /**
   * Ours (docs/product §A2.9): the page that holds this entry instead, so a link to one entry keeps
   * finding it as newer ones push it on; an entry the log does not have answers `page`.
   */
  entry: objectIdSchema
    .optional()
    .describe('Ours (docs/product §A2.9): answer the page holding this entry instead of `page`'),
});

/** The page a log call answered (0-based): the entry's when one was asked and found. */
const answeredPageSchema = z
  .number()
  .int()
  .min(0)
  .describe('Ours (docs/product §A2.9): the 0-based page answered, the entry’s when one was asked');

/**
 * `GET /api/log/entries?page`: the log for /log, newest first, 50 a page; "Not Found" as above.
 * `?entry` (ours, docs/product §A2.9) answers the page holding that entry.
 */
export const moderationLogEntriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/log/entries',
  summary: 'The moderation log, newest first, 50 a page (moderators; others get "Not Found")',
  query: moderationLogEntriesQuerySchema,
  response: z.object({
    entries: z.array(moderationLogEntrySchema),
    count: z.number().int().min(0),
    page: answeredPageSchema,
  }),
  public: true,
  errors: ['notFound'],
});

/**
 * What everyone may read of what an action was done to (docs/product §A2.9, ours): people, projects
 * and articles as they are; never a draft (a draft is its author's and the staff's, docs/product §4);
 * never a removed comment's words, only where it was, unless that was a draft. Null: nothing to show.
 */
export function publicModerationTarget(target: ModerationTarget): ModerationTarget | null {
  switch (target.kind) {
    case 'draft':
    case 'postDraft':
      return null;
    case 'comment':
      return { ...target, name: '', on: publicPlace(target.on) };
    default:
      return target;
  }
}

/** A comment's place as everyone may see it: never a draft (docs/product §4, §A2.9). */
function publicPlace(place: ModerationPlace | null): ModerationPlace | null {
  return place && place.kind !== 'draft' && place.kind !== 'postDraft' ? place : null;
}

/**
 * What everyone reads of a comment a moderator removed (docs/product §A2.10, ours): whose it was and
 * on which page; never its words, nor a draft it was on.
 */
export function removedCommentDetails(author: string, place: ModerationPlace | null): string {
  const shown = publicPlace(place);
  return `Комментарий пользователя ${author}${shown ? ` на странице «${shown.name}»` : ''}`;
}

/** The page a public entry links to: none for a tag, genre or platform (/filters is the staff's). */
export function publicModerationTargetHref(target: ModerationTarget): string | null {
  return target.kind === 'vocabulary' ? null : moderationTargetHref(target);
}

/**
 * One action as everyone reads it (docs/product §A2.9, ours): who, what, to what, when, and the
 * details written for everyone (a sanction's scope, end, rule and public reason); never the staff's
 * sentence, which can hold a removed comment's words, ids or a private note.
 */
export const publicModerationEntrySchema = z.object({
  _id: idSchema,
  at: isoDateSchema,
  by: z.object({ _id: idSchema, username: z.string() }),
  action: z.enum(moderationActions),
  /** Empty when the action says enough by itself, and for entries written before the public log. */
  details: z.string(),
  target: moderationTargetSchema.optional(),
});
export type PublicModerationEntry = z.infer<typeof publicModerationEntrySchema>;

/**
 * `GET /api/moderationLog?page`: the public log, newest first, 50 a page; `?entry` answers the page
 * holding that entry (a comment removed by a moderator links to its entry, docs/product §A2.10).
 */
export const publicModerationLogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/moderationLog',
  summary: 'The moderation log as everyone may read it, newest first, 50 a page',
  description:
    'Ours (docs/product §A2.9). `/api/log` stays the staff’s (docs/product §2.2); this one leaves out what is theirs only: the staff’s sentence, drafts and removed comments’ words. `entry` answers the page holding that entry, for a link to one entry (docs/product §A2.10).',
  query: moderationLogEntriesQuerySchema,
  response: z.object({
    entries: z.array(publicModerationEntrySchema),
    count: z.number().int().min(0),
    page: answeredPageSchema,
  }),
  public: true,
});

export const moderationLogEndpoints: readonly Endpoint[] = [
  moderationLogEndpoint,
  moderationLogEntriesEndpoint,
  publicModerationLogEndpoint,
];
