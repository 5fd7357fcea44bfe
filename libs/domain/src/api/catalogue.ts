import { z } from 'zod';
import { readingLists } from '../catalogue/reading-lists';
import { RELEASE_YEARS } from '../catalogue/release-years';
import { sortDirections, sortKeys } from '../catalogue/sort';
import { idSchema, isoDateSchema, objectIdSchema, userRefSchema } from '../entities/common';
import { mainPageSchema } from '../entities/content';
import { safeLinkSchema } from '../markup/link-schema';
import {
  filtersSchema,
  listStatisticsSchema,
  novelCardSchema,
  novelInfoSchema,
  novelSchema,
  tagEntrySchema,
  translatorRefSchema,
  translatorSchema,
  vocabularyEntrySchema,
} from '../entities/novel';
import { CATALOGUE_LIMITS } from '../catalogue/limits';
import { LIMITS } from '../format/constants';
import { defineEndpoint, type Endpoint } from './endpoint';
import { idParamsSchema, usernameParamsSchema } from './path-params';
import {
  filterSectionSchema,
  lengthSchema,
  ratingFieldSchema,
  ratingValueSchema,
  readingListSchema,
} from '../catalogue/schemas';

/*
 * The catalogue calls of docs/product §7: the card list with its filter, project pages, owners, removal,
 * vocabularies, ratings, reading lists, the main page and translators. Query values arrive as text;
 * list values (tags, genres, …) are comma-separated or repeated, as the site's URLs write them.
 */

const vocabularyValue = z.string().trim().min(1).max(CATALOGUE_LIMITS.vocabularyValueMax);
/** `a,b` or `?x=a&x=b`: a list of values, blanks dropped. */
const listParam = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(','))
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .pipe(z.array(item).max(CATALOGUE_LIMITS.filterValuesMax))
    .default([]);
const page = z.coerce.number().int().min(0).max(CATALOGUE_LIMITS.pageMax).default(0);

/** `GET /api/novels`: the filter of docs/product §3 (page 0-based). */
export const novelsQuerySchema = z.strictObject({
  search: z.string().trim().max(CATALOGUE_LIMITS.searchMax).default(''),
  section: filterSectionSchema.default('all'),
  page,
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.novelsPageSizeMax)
    .default(LIMITS.novelsPageSize),
  sortBy: z
    .enum(sortKeys)
    .default('mostRecentDate')
    .describe(
      'translationProgress and translationUpdatedAt are ours (docs/product §A1.11): the most complete translation, the newest translation update',
    ),
  direction: z.enum(sortDirections).default('desc'),
  ratingField: ratingFieldSchema.default('mixRating'),
  releasedYear: z.coerce
    .number()
    .int()
    .min(RELEASE_YEARS.oldest)
    .max(RELEASE_YEARS.latest)
    .optional(),
  tags: listParam(vocabularyValue),
  genres: listParam(vocabularyValue),
  platforms: listParam(vocabularyValue),
  excludeTags: listParam(vocabularyValue),
  excludeGenres: listParam(vocabularyValue),
  lengths: listParam(z.string().pipe(lengthSchema)),
  translationProgress: z.coerce
    .number()
    .int()
    .min(0)
    .max(100)
    .optional()
    .describe(
      'Ours (docs/product §A1.11): only projects with a translation at least this many percent along',
    ),
});
export type NovelsQuery = z.infer<typeof novelsQuerySchema>;

export const novelsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/novels',
  summary:
    'A page of catalogue cards for a filter (search, section, sort, vocabularies, year, length)',
  description:
    'The sort keys translationProgress and translationUpdatedAt and the translationProgress filter are ours (docs/product §A1.11).',
  query: novelsQuerySchema,
  response: z.object({ novels: z.array(novelCardSchema), count: z.number().int().min(0) }),
  public: true,
});

/** Who removed a project and when: shown to moderators, who alone still see it (soft delete). */
export const removalSchema = z.object({ at: isoDateSchema, by: userRefSchema.nullable() });

/**
 * A project page: the project with the viewer's own marks and the list statistics (§2.3), and the
 * translator groups that list the project, so a translation card can link to its group's page
 * (matched by name with `translatorGroupOf`).
 */
export const novelPageSchema = novelSchema.omit({ removed: true }).extend({
  listStatistics: listStatisticsSchema,
  removed: removalSchema.nullable(),
  translatorGroups: z.array(translatorRefSchema),
});
export type NovelPage = z.infer<typeof novelPageSchema>;

export const novelEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/novels/{id}',
  params: idParamsSchema,
  summary: "A project page with the viewer's list and rating; counts the view once a day",
  response: novelPageSchema,
  public: true,
});

export const novelByUrlEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/novelByUrl/{url}',
  params: z.object({ url: z.string() }),
  summary: 'A project page by its url (slug)',
  response: novelPageSchema,
  public: true,
});

export const novelInfoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/novels/{id}/info',
  params: idParamsSchema,
  summary: 'Who owns the project, who added it and when ("О странице")',
  response: novelInfoSchema,
  public: true,
});

export const addOwnerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/novels/{id}/owner/{userId}',
  params: idParamsSchema.extend({ userId: objectIdSchema }),
  summary: 'Give a user editing rights on the project (moderators)',
  response: novelInfoSchema,
  permission: 'addOwner',
});

export const removeOwnerEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/novels/{id}/owner/{userId}',
  params: idParamsSchema.extend({ userId: objectIdSchema }),
  summary: 'Take editing rights on the project away from a user (moderators)',
  response: novelInfoSchema,
  permission: 'removeOwner',
});

export const removeNovelEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/novels/{id}',
  params: idParamsSchema,
  summary: 'Remove a project (moderators): hidden everywhere, kept with who removed it and when',
  response: z.object({ removed: removalSchema }),
  permission: 'deleteNovel',
});

export const filtersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/filters',
  summary: 'The tags, genres and platforms vocabularies (platforms in display order)',
  response: filtersSchema,
  public: true,
});

export const vocabularyRenameBodySchema = z.strictObject({
  _id: idSchema.max(64).optional(),
  value: vocabularyValue,
});
const vocabularyEndpoints = <Entry extends typeof vocabularyEntrySchema>(
  kind: 'tags' | 'genres' | 'platforms',
  label: string,
  entry: Entry,
) =>
  [
    defineEndpoint({
      method: 'PUT',
      path: `/api/${kind}/{id}`,
      params: idParamsSchema,
      summary: `Rename a ${label} on every project at once (staff); a taken value is refused`,
      body: vocabularyRenameBodySchema,
      response: entry,
      permission: 'manageVocabulary',
      errors: ['conflict'],
    }),
    defineEndpoint({
      method: 'DELETE',
      path: `/api/${kind}/{id}`,
      params: idParamsSchema,
      summary: `Delete a ${label} and take it off every project (staff)`,
      response: z.object({ removed: z.literal(true) }),
      permission: 'manageVocabulary',
    }),
  ] as const;
export const [renameTagEndpoint, removeTagEndpoint] = vocabularyEndpoints(
  'tags',
  'tag',
  tagEntrySchema,
);
export const [renameGenreEndpoint, removeGenreEndpoint] = vocabularyEndpoints(
  'genres',
  'genre',
  vocabularyEntrySchema,
);
export const [renamePlatformEndpoint, removePlatformEndpoint] = vocabularyEndpoints(
  'platforms',
  'platform',
  vocabularyEntrySchema,
);

export const tagSpoilerBodySchema = z.strictObject({ spoiler: z.boolean() });
export const markTagSpoilerEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/tags/{id}/spoiler',
  params: idParamsSchema,
  summary: 'Mark a tag as a spoiler, or take the mark off (staff)',
  description:
    'Ours (docs/product §A5.6). Who may rename a tag may mark it. A marked tag carries `spoiler: true` in `GET /api/filters` and on every project; readers who hide spoiler tags (the default) are not shown it. Answers the tag as it now is.',
  body: tagSpoilerBodySchema,
  response: tagEntrySchema,
  permission: 'manageVocabulary',
});

export const ratingBodySchema = z.strictObject({
  novel: objectIdSchema,
  /** 1..10; null withdraws the reader's rating. */
  rating: ratingValueSchema.nullable(),
});
/** The project's ratings after a vote, and the reader's own. */
export const ratingResultSchema = z.object({
  rating: z.number().nullable(),
  bRating: z.number().nullable(),
  mixRating: z.number().nullable(),
  ratedUsers: z.number().int().min(0),
  userRating: ratingValueSchema.nullable(),
});
export const rateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/ratings',
  summary: 'Rate a project 1..10, or withdraw the rating with null',
  body: ratingBodySchema,
  response: ratingResultSchema,
  errors: ['notFound'],
});

export const addToListBodySchema = z.strictObject({
  novel: objectIdSchema,
  /** A reading list; null takes the project off the reader's lists. */
  list: readingListSchema.nullable(),
});
export const addToListEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/addtolist',
  summary: "Put a project on one of the reader's lists, or (null) take it off",
  body: addToListBodySchema,
  response: z.object({ list: readingListSchema.nullable(), listStatistics: listStatisticsSchema }),
  errors: ['notFound'],
});

/**
 * A reader's list as a path segment: `{userId}-{list}`, e.g. `6650…a1-reading`; `rated` is the list
 * of the projects they rated (shown by their rating setting).
 */
export const userListKinds = [...readingLists, 'rated'] as const;
export const userListKindSchema = z.enum(userListKinds);
export type UserListKind = z.infer<typeof userListKindSchema>;
export const listIdOf = (userId: string, list: UserListKind) => `${userId}-${list}`;

/** `{listId}` and `{page}` of a list page; the service reads the list id (its own 400s). */
export const listPageParamsSchema = z.object({
  listId: z.string(),
  page: z
    .string()
    .regex(/^\d{1,6}$/, 'Некорректная страница')
    .refine((page) => Number(page) <= CATALOGUE_LIMITS.pageMax, { error: 'Некорректная страница' })
    .transform(Number),
});

export const userListsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/users/{username}/lists',
  params: usernameParamsSchema,
  summary: "A reader's lists that their settings let the viewer see, with counts and list ids",
  response: z.array(
    z.object({ listId: z.string(), list: userListKindSchema, count: z.number().int().min(0) }),
  ),
  public: true,
});

export const listPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/lists/{listId}/{page}',
  params: listPageParamsSchema,
  summary:
    "A page (0-based, 30 cards) of a reader's list; `listId` is `{userId}-{list}` from the lists call",
  response: z.object({
    novels: z.array(novelCardSchema.extend({ ownerRating: ratingValueSchema.nullable() })),
    count: z.number().int().min(0),
  }),
  public: true,
});

/** A user's projects on their profile (docs/product §2.4): those they added, those they may edit. */
export const userNovelKinds = ['added', 'owned'] as const;
export type UserNovelKind = (typeof userNovelKinds)[number];
export const userNovelsQuerySchema = z.strictObject({ kind: z.enum(userNovelKinds), page });
export const userNovelsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/users/{username}/novels',
  params: usernameParamsSchema,
  summary:
    'A page (0-based, 30 cards) of the projects a user added or has editing rights on, newest first',
  query: userNovelsQuerySchema,
  response: z.object({ novels: z.array(novelCardSchema), count: z.number().int().min(0) }),
  public: true,
});

export const mainPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/mainPage',
  summary:
    'The main page blocks: 15 cards each for a signed-in reader (who shows 5, 10 or 15), 5 for a guest',
  response: mainPageSchema,
  public: true,
});

export const translatorsQuerySchema = z.strictObject({
  page,
  search: z.string().trim().max(CATALOGUE_LIMITS.searchMax).default(''),
});
export const translatorListItemSchema = translatorSchema
  .omit({ novels: true })
  .extend({ _id: idSchema, novelsCount: z.number().int().min(0) });
export type TranslatorListItem = z.infer<typeof translatorListItemSchema>;
export const translatorsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/translators',
  summary: 'Translator groups, 20 a page, searchable by name',
  query: translatorsQuerySchema,
  response: z.object({
    translators: z.array(translatorListItemSchema),
    count: z.number().int().min(0),
  }),
  public: true,
});

export const translatorPageSchema = z.object({
  translator: translatorSchema.extend({ _id: idSchema }),
  novels: z.array(novelCardSchema),
});
/**
 * `{id}` is the group's id or its url (the site's address /translators/{url}, §2.2): an id is looked
 * up first, then a url; text that is neither an id nor a url is refused (400).
 */
export const translatorEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/translators/{id}',
  // An id or a url: the service tells which.
  params: z.object({ id: z.string() }),
  summary: 'A translator group by id or url: name, links with descriptions, and their projects',
  response: translatorPageSchema,
  public: true,
});

const translatorLink = z.strictObject({
  link: safeLinkSchema(CATALOGUE_LIMITS.linkMax),
  description: z.string().trim().max(CATALOGUE_LIMITS.translatorNameMax).default(''),
});
const translatorName = z.string().trim().min(1).max(CATALOGUE_LIMITS.translatorNameMax);
const translatorLinks = z.array(translatorLink).max(CATALOGUE_LIMITS.translatorLinksMax);
/** The group's projects (ids). */
const translatorNovels = z.array(idSchema.max(64)).max(10_000);
export const translatorBodySchema = z.strictObject({
  name: translatorName,
  links: translatorLinks.default([]),
  novels: translatorNovels.default([]),
});
/**
 * A change of a group: only the fields sent. Not `partial()` of the body: it keeps the defaults, so
 * a rename would have emptied the group's links and projects.
 */
export const translatorUpdateBodySchema = z.strictObject({
  name: translatorName.optional(),
  links: translatorLinks.optional(),
  novels: translatorNovels.optional(),
});
/**
 * The staff's form of a group (/translators, docs/product §2.2): the body's checks, with each
 * chosen project kept with its name for the form to show; the site sends the ids.
 */
export const translatorFormSchema = z.object({
  name: translatorName,
  links: translatorLinks,
  novels: z.array(z.object({ _id: idSchema, name: z.string() })).max(10_000),
});
export type TranslatorFormValues = z.infer<typeof translatorFormSchema>;
export const createTranslatorEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/translators',
  summary: 'Create a translator group (staff)',
  body: translatorBodySchema,
  response: translatorPageSchema,
  permission: 'manageTranslators',
});
export const updateTranslatorEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/translators/{id}',
  params: idParamsSchema,
  summary: 'Rename a translator group, change its links or its projects (staff)',
  body: translatorUpdateBodySchema,
  response: translatorPageSchema,
  permission: 'manageTranslators',
});
export const removeTranslatorEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/translators/{id}',
  params: idParamsSchema,
  summary: 'Remove a translator group (staff); the projects keep their translations',
  response: z.object({ removed: z.literal(true) }),
  permission: 'manageTranslators',
});

/** Every catalogue call: tests walk it to prove each one is covered. */
export const catalogueEndpoints: readonly Endpoint[] = [
  novelsEndpoint,
  novelEndpoint,
  novelByUrlEndpoint,
  novelInfoEndpoint,
  addOwnerEndpoint,
  removeOwnerEndpoint,
  removeNovelEndpoint,
  filtersEndpoint,
  renameTagEndpoint,
  removeTagEndpoint,
  markTagSpoilerEndpoint,
  renameGenreEndpoint,
  removeGenreEndpoint,
  renamePlatformEndpoint,
  removePlatformEndpoint,
  rateEndpoint,
  addToListEndpoint,
  userListsEndpoint,
  listPageEndpoint,
  userNovelsEndpoint,
  mainPageEndpoint,
  translatorsEndpoint,
  translatorEndpoint,
  createTranslatorEndpoint,
  updateTranslatorEndpoint,
  removeTranslatorEndpoint,
];
