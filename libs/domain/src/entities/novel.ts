import { z } from 'zod';
import { linkTags } from '../catalogue/links';
import { idSchema, imageRefSchema, isoDateSchema, userRefSchema } from './common';
import {
  developmentStatusSchema,
  languageSchema,
  lengthSchema,
  projectSectionSchema,
  readingListSchema,
} from '../catalogue/schemas';

/** An entry of the tags, genres or platforms vocabulary (docs/product §3). */
export const vocabularyEntrySchema = z.object({
  _id: idSchema,
  value: z.string().trim().min(1),
  createdAt: isoDateSchema.optional(),
  updatedAt: isoDateSchema.optional(),
});
export type VocabularyEntry = z.infer<typeof vocabularyEntrySchema>;

/**
 * An entry of the tags vocabulary: a vocabulary entry that a moderator may mark as a spoiler
 * (docs/product §A5.6, ours). Absent, it is not one; genres and platforms carry no such mark.
 */
export const tagEntrySchema = vocabularyEntrySchema.extend({ spoiler: z.boolean().optional() });
export type TagEntry = z.infer<typeof tagEntrySchema>;

export const vocabularyKinds = ['tags', 'genres', 'platforms'] as const;
export type VocabularyKind = (typeof vocabularyKinds)[number];

/** `GET /api/filters` (§7). */
export const filtersSchema = z.object({
  tags: z.array(tagEntrySchema),
  genres: z.array(vocabularyEntrySchema),
  platforms: z.array(vocabularyEntrySchema),
});

/** An external link with a description (§3). */
export const linkSchema = z.object({
  link: z.string().trim().min(1),
  description: z.string().default(''),
  tags: z.array(z.enum(linkTags)).default([]),
});
export type Link = z.infer<typeof linkSchema>;

/** A translation of a project (§3). */
export const translationSchema = z.object({
  group: z.object({ link: z.string().default(''), description: z.string() }),
  status: developmentStatusSchema,
  nonFree: z.boolean().default(false),
  releasedAt: isoDateSchema.nullable().optional(),
  link: z.object({ link: z.string(), description: z.string().default('') }).optional(),
  description: z.string().default(''),
});
export type Translation = z.infer<typeof translationSchema>;

/**
 * The safety marks an image of a project keeps from its upload (§3 image meta): the site blurs an
 * image marked sexual content or violence until the reader asks to see it. Absent means unmarked.
 */
export const imageSafetyMarksSchema = z.object({
  sexualContent: z.boolean().optional(),
  violence: z.boolean().optional(),
  erotic: z.boolean().optional(),
});

/** A screenshot is an image, or a video whose `full` is the video id (§3). */
export const screenshotSchema = z.union([
  imageRefSchema
    .extend({ contentType: z.string().optional(), ...imageSafetyMarksSchema.shape })
    .refine((shot) => shot.contentType !== 'youtube'),
  z.object({ contentType: z.literal('youtube'), full: z.string(), preview: z.string().optional() }),
]);

export const posterSchema = imageRefSchema.extend({
  previewWidth: z.number().optional(),
  previewHeight: z.number().optional(),
  ...imageSafetyMarksSchema.shape,
});

/**
 * The project's page background (§3 `bg`): an image, with the marks of its upload, so the page veils
 * a marked background as it does a marked poster.
 */
export const projectBackgroundSchema = imageRefSchema.extend(imageSafetyMarksSchema.shape);

export const developerSchema = z.object({
  name: z.string().trim().min(1),
  link: z.string().default(''),
  userId: idSchema.optional(),
});

/** What the external VN database told us about a project (§3). */
export const vndbSchema = z.object({
  id: z.string(),
  title: z.string().optional(),
  olang: z.string().optional(),
  length: z.number().int().min(1).max(5).nullable().optional(),
  length_minutes: z.number().nullable().optional(),
  rating: z.number().nullable().optional(),
  votecount: z.number().int().min(0).optional(),
  devstatus: z.number().int().optional(),
  developers: z.array(z.object({ name: z.string() })).optional(),
  released: z.string().nullable().optional(),
});

export const novelInfoSchema = z.object({
  owners: z.array(userRefSchema),
  createdBy: userRefSchema.nullable(),
  createdAt: isoDateSchema,
});

/** A project of the catalogue, as the API answers it (§3). */
export const novelSchema = z.object({
  _id: idSchema,
  url: z.string().min(1),
  name: z.string().trim().min(1),
  alternativeNames: z.array(z.string()).default([]),
  section: projectSectionSchema,
  modifiers: z.array(z.string()).default([]),
  poster: posterSchema.nullable().optional(),
  screenshots: z.array(screenshotSchema).default([]),
  bg: projectBackgroundSchema.nullable().optional(),
  originalLanguage: languageSchema,
  developers: z.array(developerSchema).default([]),
  status: developmentStatusSchema,
  releasedAt: isoDateSchema.nullable().optional(),
  expectedReleaseAt: z.string().default(''),
  mostRecentDate: isoDateSchema.nullable().optional(),
  updatedAt: isoDateSchema.optional(),
  createdAt: isoDateSchema.optional(),
  createdBy: idSchema.optional(),
  owners: z.array(idSchema).default([]),
  releasedYear: z.number().int().nullable().optional(),
  genres: z.array(vocabularyEntrySchema).default([]),
  tags: z.array(tagEntrySchema).default([]),
  platforms: z.array(vocabularyEntrySchema).default([]),
  length: lengthSchema.nullable().optional(),
  translations: z.array(translationSchema).default([]),
  /** Rich text: markup (v1) or content blocks (v2); see `markup/`. */
  description: z.unknown().optional(),
  links: z.array(linkSchema).default([]),
  vndb: vndbSchema.nullable().optional(),
  rating: z.number().nullable().optional(),
  bRating: z.number().nullable().optional(),
  mixRating: z.number().nullable().optional(),
  ratedUsers: z.number().int().min(0).default(0),
  viewsCount: z.number().int().min(0).default(0),
  /** Comments on the project (§3 Novel.comments), reviews included. */
  commentsCount: z.number().int().min(0).default(0),
  removed: z.boolean().optional(),
  /** The viewer's own list and rating, when signed in. */
  list: readingListSchema.nullable().optional(),
  userRating: z.number().int().min(1).max(10).nullable().optional(),
  novelInfo: novelInfoSchema.optional(),
});
export type Novel = z.infer<typeof novelSchema>;

/** A catalogue card (docs/product §2.2, the NovelCard of libs/ui). */
export const novelCardSchema = z.object({
  _id: idSchema,
  url: z.string(),
  name: z.string(),
  section: projectSectionSchema,
  status: developmentStatusSchema,
  poster: posterSchema.nullable(),
  /** The site's plain average, its Bayesian `bRating`, the mix, and the external one (10..100). */
  rating: z.number().nullable(),
  bRating: z.number().nullable(),
  mixRating: z.number().nullable(),
  vndbRating: z.number().nullable(),
  ratedUsers: z.number().int().min(0),
  releasedYear: z.number().int().nullable(),
  length: lengthSchema.nullable(),
  translationStatuses: z.array(developmentStatusSchema),
  /**
   * Ours (docs/product §A1.11): the percent of the most complete translation, when a group states
   * its progress or the translation is finished; null otherwise.
   */
  translationPercent: z
    .number()
    .int()
    .min(0)
    .max(100)
    .nullable()
    .describe('Ours (docs/product §A1.11): the most complete translation’s percent'),
  /** The viewer's list holding the project; null for a guest or none. */
  list: readingListSchema.nullable(),
});
export type NovelCard = z.infer<typeof novelCardSchema>;

/** Per-list counts of a project (§3: list statistics). */
export const listStatisticsSchema = z.array(
  z.object({ _id: readingListSchema, count: z.number().int().min(0) }),
);

/** A translator or translation group (§3). */
export const translatorSchema = z.object({
  _id: idSchema.optional(),
  url: z.string().min(1),
  name: z.string().min(1),
  links: z.array(z.object({ link: z.string(), description: z.string().default('') })).default([]),
  novels: z.array(idSchema).default([]),
});
export type Translator = z.infer<typeof translatorSchema>;

/** A translator group as other records name it: enough to link to /translators/{url}. */
export const translatorRefSchema = z.object({
  _id: idSchema,
  url: z.string().min(1),
  name: z.string().min(1),
});
export type TranslatorRef = z.infer<typeof translatorRefSchema>;
