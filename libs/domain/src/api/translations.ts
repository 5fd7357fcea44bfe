import { z } from 'zod';
import { idSchema, isoDateSchema, objectIdSchema, userRefSchema } from '../entities/common';
import { projectSectionSchema } from '../catalogue/schemas';
import { posterSchema, translatorRefSchema } from '../entities/novel';
import { safeLinkSchema } from '../markup/link-schema';
import {
  stageStateSchema,
  translationProgressSchema,
  translationStageSchema,
} from '../translations/schemas';
import { translationEventKinds, type TranslationEventKind } from '../translations/events';
import { ACTIVE_TRANSLATIONS_PAGE_MAX, activeTranslationSorts } from '../translations/active-list';
import { translationStatuses } from '../translations/status';
import { defineEndpoint, type Endpoint } from './endpoint';
import { idParamsSchema } from './path-params';

/*
 * The translations calls (docs/product §A1.5–A1.10, ours): a project's translations with their
 * progress and history, and the updates their groups' members post.
 */

export const translationUpdateMessages = {
  note: 'Заметка — не длиннее 300 символов',
  edition: 'Редакция — не длиннее 100 символов',
  version: 'Укажите версию патча',
  futureRelease: 'Дата выхода патча не может быть в будущем',
  nothing: 'Укажите, что изменилось: статус, прогресс, заметку или патч',
  notMember: 'Обновлять перевод могут только участники его группы',
  member: 'Пользователь уже в группе',
  notInGroup: 'Пользователя нет в группе',
} as const;

export const translationStatusSchema = z.enum(translationStatuses);

const NOTE_MAX = 300;
const EDITION_MAX = 100;
const editionSchema = z.string().trim().max(EDITION_MAX, translationUpdateMessages.edition);

/** A released patch: its version, where to get it, when it came out, the edition it applies to. */
export const translationPatchSchema = z.strictObject({
  version: z.string().trim().min(1, translationUpdateMessages.version).max(50),
  link: safeLinkSchema(2_000),
  /** Today when not given; never in the future. */
  releasedAt: isoDateSchema.optional(),
  edition: editionSchema.default(''),
});
export type TranslationPatch = z.output<typeof translationPatchSchema>;

/**
 * What a member sends: any of a new status, new progress (the whole of it: stages and parts), the
 * edition the translation applies to, a patch released, and a short note. At least one.
 */
export const translationUpdateBodySchema = z
  .strictObject({
    status: translationStatusSchema.optional(),
    progress: translationProgressSchema.optional(),
    edition: editionSchema.optional(),
    patch: translationPatchSchema.optional(),
    note: z.string().trim().max(NOTE_MAX, translationUpdateMessages.note).default(''),
  })
  .superRefine((body, context) => {
    const changes = [body.status, body.progress, body.edition, body.patch];
    if (changes.every((change) => change === undefined) && body.note === '') {
      context.addIssue({ code: 'custom', message: translationUpdateMessages.nothing, path: [] });
    }
  });
export type TranslationUpdateBody = z.output<typeof translationUpdateBodySchema>;

/** One dated update of a translation's history (docs/product §A1.3). */
export const translationUpdateSchema = z.object({
  _id: objectIdSchema,
  at: isoDateSchema,
  by: userRefSchema.nullable(),
  /** The overall percent the update left (docs/product §A1.2). */
  percent: z.number().int().min(0).max(100),
  status: translationStatusSchema,
  note: z.string(),
  patch: translationPatchSchema
    .extend({
      releasedAt: isoDateSchema,
      /** Made for an edition older than the one the translation now applies to. */
      outdated: z.boolean(),
    })
    .nullable(),
});
export type TranslationUpdate = z.infer<typeof translationUpdateSchema>;

const translationPartViewSchema = z.object({
  name: z.string(),
  lines: z.number().int().positive().nullable(),
  stages: z.partialRecord(translationStageSchema, stageStateSchema),
  percent: z.number().int().min(0).max(100),
});

/** A project's translation with its progress and what its history says (docs/product §A1). */
export const translationViewSchema = z.object({
  _id: idSchema,
  novel: objectIdSchema,
  /** The project's translation line it is (docs/product §3 Translation). */
  group: z.object({ link: z.string(), description: z.string() }),
  translator: translatorRefSchema.nullable(),
  status: translationStatusSchema,
  nonFree: z.boolean(),
  releasedAt: isoDateSchema.nullable(),
  link: z.object({ link: z.string(), description: z.string() }).nullable(),
  description: z.string(),
  /** The original edition or version it applies to ('' when not said). */
  edition: z.string(),
  stages: z.array(translationStageSchema),
  /** No parts: the group has not stated its progress. */
  parts: z.array(translationPartViewSchema),
  percent: z.number().int().min(0).max(100).nullable(),
  weighting: z.enum(['lines', 'equal']).nullable(),
  lastUpdateAt: isoDateSchema.nullable(),
  /** «нет обновлений N дней» (docs/product §A1.3), or null. */
  quiet: z.string().nullable(),
  expectedFinish: z.object({ earliest: isoDateSchema, latest: isoDateSchema }).nullable(),
  /** Newest first, at most `TRANSLATION_UPDATES_SHOWN`. */
  updates: z.array(translationUpdateSchema),
  updatesCount: z.number().int().min(0),
  /**
   * Whether the viewer is one who posts its updates (a member of its group, or staff), also while a
   * sanction refuses them: the site then says why in the control's place (docs/product §A2.4).
   */
  mayUpdate: z.boolean(),
});
export type TranslationView = z.infer<typeof translationViewSchema>;

/** How many updates a translation's answer carries (the rest: `translationEndpoint`). */
export const TRANSLATION_UPDATES_SHOWN = 10;

export const translationsQuerySchema = z.strictObject({ novel: objectIdSchema });

export const novelTranslationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/translations',
  summary: "A project's translations with progress and recent history",
  description:
    'Ours (docs/product §A1.6). One entry per translation line of the project, in its order.',
  query: translationsQuerySchema,
  response: z.array(translationViewSchema),
  public: true,
  errors: ['notFound'],
});

export const translationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/translations/{id}',
  summary: 'One translation with its whole history',
  description: 'Ours (docs/product §A1.6): every update, newest first.',
  params: idParamsSchema,
  response: translationViewSchema.extend({ updates: z.array(translationUpdateSchema) }),
  public: true,
  errors: ['notFound'],
});

export const postTranslationUpdateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/translations/{id}/updates',
  summary: "Post an update of a translation's status, progress or patches (its group's members)",
  description:
    'Ours (docs/product §A1.6). Applied without review; recorded in the history and the moderation log.',
  params: idParamsSchema,
  body: translationUpdateBodySchema,
  response: translationViewSchema,
  errors: ['notFound', 'conflict'],
});

/** A member named by staff (docs/product §A1.7). */
export const translatorMemberBodySchema = z.strictObject({ user: objectIdSchema });

export const translatorMembersSchema = z.array(userRefSchema);

export const translatorMembersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/translators/{id}/members',
  summary: "A translator group's members",
  description: 'Ours (docs/product §A1.7).',
  params: idParamsSchema,
  response: translatorMembersSchema,
  public: true,
  errors: ['notFound'],
});

export const addTranslatorMemberEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/translators/{id}/members',
  summary: 'Make a user a member of a translator group (staff)',
  description: 'Ours (docs/product §A1.7). Recorded in the moderation log.',
  params: idParamsSchema,
  body: translatorMemberBodySchema,
  response: translatorMembersSchema,
  permission: 'manageTranslators',
  errors: ['notFound', 'conflict'],
});

export const removeTranslatorMemberEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/translators/{id}/members/{user}',
  summary: 'Take a user out of a translator group (staff)',
  description: 'Ours (docs/product §A1.7). Recorded in the moderation log.',
  params: z.strictObject({ id: objectIdSchema, user: objectIdSchema }),
  response: translatorMembersSchema,
  permission: 'manageTranslators',
  errors: ['notFound'],
});

/** One update on the main page's «Обновления переводов» (docs/product §A1.9). */
export const latestTranslationUpdateSchema = z.object({
  _id: objectIdSchema,
  at: isoDateSchema,
  translation: idSchema,
  novel: z.object({
    _id: objectIdSchema,
    name: z.string(),
    url: z.string(),
    section: projectSectionSchema,
  }),
  group: z.string(),
  /** The overall percent the update left; null while the translation states no progress. */
  percent: z.number().int().min(0).max(100).nullable(),
  /** What followers heard of it (`translationEventCode`), maybe none. */
  events: z.array(z.string()),
  note: z.string(),
});
export type LatestTranslationUpdate = z.infer<typeof latestTranslationUpdateSchema>;

export const latestTranslationUpdatesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/translationUpdates',
  summary: 'The newest updates of translations, site-wide',
  description: 'Ours (docs/product §A1.9): the main page block «Обновления переводов».',
  query: z.strictObject({ limit: z.coerce.number().int().min(1).max(50).default(8) }),
  response: z.array(latestTranslationUpdateSchema),
  public: true,
});

/** Why `GET /api/translations/active` refuses its query (docs/product §A1.10). */
export const activeTranslationsMessages = {
  status: 'Такого статуса перевода нет',
  sort: 'Сортировать можно по обновлению (updated) или по проценту (percent)',
  stalled: 'Только затихшие: true или false',
  page: 'Страница — целое число от 0',
} as const;

/**
 * `GET /api/translations/active`: a status (or `all`; by default those in the making,
 * `translationStatusesInMaking`), a stage under way, a translator group, only the quiet ones, the
 * order and the page (0-based).
 */
export const activeTranslationsQuerySchema = z.strictObject({
  status: z
    .enum([...translationStatuses, 'all'], { message: activeTranslationsMessages.status })
    .optional(),
  stage: translationStageSchema.optional(),
  group: objectIdSchema.optional(),
  stalled: z
    .enum(['true', 'false'], { message: activeTranslationsMessages.stalled })
    .default('false')
    .transform((value) => value === 'true'),
  sort: z
    .enum(activeTranslationSorts, { message: activeTranslationsMessages.sort })
    .default('updated'),
  page: z.coerce
    .number({ message: activeTranslationsMessages.page })
    .int(activeTranslationsMessages.page)
    .min(0, activeTranslationsMessages.page)
    .max(ACTIVE_TRANSLATIONS_PAGE_MAX, activeTranslationsMessages.page)
    .default(0),
});
export type ActiveTranslationsQuery = z.output<typeof activeTranslationsQuerySchema>;

/**
 * A translation on the list of those in the making (docs/product §A1.10): what a project page says
 * of it, without its history and without what depends on who asks, with its project's card fields.
 */
export const activeTranslationSchema = translationViewSchema
  .omit({ updates: true, mayUpdate: true })
  .extend({
    project: z.object({
      _id: objectIdSchema,
      name: z.string(),
      url: z.string(),
      section: projectSectionSchema,
      poster: posterSchema.nullable(),
    }),
  });
export type ActiveTranslation = z.infer<typeof activeTranslationSchema>;

export const activeTranslationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/translations/active',
  summary: 'Translations in the making, site-wide, 20 a page, filtered and sorted',
  description:
    'Ours (docs/product §A1.10). Every translation line of a project readers can open whose status ' +
    'matches (by default announced, inProcess, demo or paused; `status=all` for any), with its ' +
    'progress when stated; `stage` keeps those whose stage is started but not finished, `group` ' +
    "a translator group's, `stalled=true` the quiet ones. Sorted by the last update, newest first, " +
    'or by percent, highest first; translations stating no progress (or no update) come last.',
  query: activeTranslationsQuerySchema,
  response: z.object({
    translations: z.array(activeTranslationSchema),
    count: z.number().int().min(0),
  }),
  public: true,
});

/** What a reader may follow (docs/product §A1.8): a project's translations, one, or a group's. */
export const translationFollowKinds = ['novel', 'translation', 'group'] as const;
export type TranslationFollowKind = (typeof translationFollowKinds)[number];

export const translationFollowSchema = z.object({
  kind: z.enum(translationFollowKinds),
  target: idSchema,
  /** From when: a new follow hears nothing of what came before. */
  since: isoDateSchema,
});
export type TranslationFollow = z.infer<typeof translationFollowSchema>;

const channelsSchema = z.strictObject({ bell: z.boolean(), feed: z.boolean() });

/** Where each kind of event reaches the reader: the bell (and open pages), their Atom feed. */
export const translationAlertsSchema = z.strictObject(
  Object.fromEntries(translationEventKinds.map((kind) => [kind, channelsSchema])) as Record<
    TranslationEventKind,
    typeof channelsSchema
  >,
);
export type TranslationAlerts = z.infer<typeof translationAlertsSchema>;

/** Every kind in both channels until the reader says otherwise. */
export const defaultTranslationAlerts: TranslationAlerts = Object.fromEntries(
  translationEventKinds.map((kind) => [kind, { bell: true, feed: true }]),
) as TranslationAlerts;

export const translationFollowsStateSchema = z.object({
  follows: z.array(translationFollowSchema),
  alerts: translationAlertsSchema,
  /** The secret part of the reader's own feed's address; null until they ask for one. */
  feedToken: z.string().nullable(),
});
export type TranslationFollowsState = z.infer<typeof translationFollowsStateSchema>;

export const translationFollowParamsSchema = z.strictObject({
  kind: z.enum(translationFollowKinds, {
    message: 'Следить можно за проектом, переводом или группой',
  }),
  id: objectIdSchema,
});

export const translationFollowsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/translationFollows',
  summary: 'What you follow of translations, where each kind of event reaches you, your feed',
  description: 'Ours (docs/product §A1.8).',
  response: translationFollowsStateSchema,
});

export const followTranslationEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/translationFollows/{kind}/{id}',
  summary: "Follow a project's translations, one translation, or a translator group",
  description: 'Ours (docs/product §A1.8). Following twice is following once.',
  params: translationFollowParamsSchema,
  response: translationFollowsStateSchema,
  errors: ['notFound'],
});

export const unfollowTranslationEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/translationFollows/{kind}/{id}',
  summary: 'Stop following it',
  description:
    'Ours (docs/product §A1.8). Unfollowing what you do not follow changes nothing; an unknown target is 404.',
  params: translationFollowParamsSchema,
  response: translationFollowsStateSchema,
  errors: ['notFound'],
});

export const saveTranslationAlertsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/translationFollows/alerts',
  summary: 'Where each kind of translation event reaches you',
  description: 'Ours (docs/product §A1.8).',
  body: translationAlertsSchema,
  response: translationFollowsStateSchema,
});

export const newTranslationFeedTokenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/translationFollows/feedToken',
  summary: 'A new address for your own Atom feed; the old one stops working',
  description: 'Ours (docs/product §A1.8).',
  response: translationFollowsStateSchema,
});

export const revokeTranslationFeedTokenEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/translationFollows/feedToken',
  summary: 'Close your own Atom feed',
  description: 'Ours (docs/product §A1.8).',
  response: translationFollowsStateSchema,
});

/** Every translations call. */
export const translationsEndpoints: readonly Endpoint[] = [
  novelTranslationsEndpoint,
  activeTranslationsEndpoint,
  translationEndpoint,
  postTranslationUpdateEndpoint,
  translatorMembersEndpoint,
  addTranslatorMemberEndpoint,
  removeTranslatorMemberEndpoint,
  latestTranslationUpdatesEndpoint,
  translationFollowsEndpoint,
  followTranslationEndpoint,
  unfollowTranslationEndpoint,
  saveTranslationAlertsEndpoint,
  newTranslationFeedTokenEndpoint,
  revokeTranslationFeedTokenEndpoint,
];
