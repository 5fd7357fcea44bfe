import { z } from 'zod';
import { readingLists, type ReadingList } from '../catalogue/reading-lists';
import { PROFILE_BACKGROUND_DEFAULTS } from '../format/constants';
import { idSchema, imageRefSchema, isoDateSchema } from './common';
import { userEventsSchema } from './social';
import { userRoleSchema } from '../accounts/schemas';
import { defaultAppearance, themeChoices } from '../accounts/appearance';
import { presetSchema } from '../catalogue/schemas';
import { safeImageUrlSchema } from '../markup/link-schema';
import { sanctionNoticeSchema } from '../moderation/schemas';

/**
 * Who sees a user's ratings (docs/product §3: allVisible 0, listVisible 1, hide 2): everyone and
 * everywhere; only beside the entries of their lists; nobody but the user.
 */
export const ratingVisibility = { allVisible: 0, listVisible: 1, hide: 2 } as const;
export type RatingVisibility = (typeof ratingVisibility)[keyof typeof ratingVisibility];

/** Which of a user's lists other people may see: rating by the scale above, the rest on or off (§3). */
export const listVisibilitySchema = z.object({
  rating: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(ratingVisibility.allVisible),
  reading: z.boolean().default(true),
  read: z.boolean().default(true),
  partialRead: z.boolean().default(true),
  wantRead: z.boolean().default(true),
  bookmark: z.boolean().default(true),
  dropped: z.boolean().default(true),
}) satisfies z.ZodObject<Record<ReadingList | 'rating', z.ZodType>>;
export type ListVisibility = z.infer<typeof listVisibilitySchema>;

/** A main-page block shows 5, 10 or 15 items, or is hidden (0) (§2.2, §9). */
export const mainPageBlockSizeSchema = z.union([
  z.literal(0),
  z.literal(5),
  z.literal(10),
  z.literal(15),
]);

/** The reader's theme, marked-image and spoiler-tag choices (rules in accounts/appearance.ts). */
export const appearanceSchema = z.object({
  theme: z.enum(themeChoices).default(defaultAppearance.theme),
  showSensitiveImages: z.boolean().default(defaultAppearance.showSensitiveImages),
  showSpoilerTags: z.boolean().default(defaultAppearance.showSpoilerTags),
});

/** A user's settings (§3). The main-page keys keep the names the spec gives them. */
export const userSettingsSchema = z.object({
  notRussia: z.boolean().default(false),
  lists: listVisibilitySchema.default(listVisibilitySchema.parse({})),
  mainPageRelizedExtended: mainPageBlockSizeSchema.default(5),
  mainPageAddedExtended: mainPageBlockSizeSchema.default(5),
  mainPageBestsExtended: mainPageBlockSizeSchema.default(5),
  mainPageOtherExtended: mainPageBlockSizeSchema.default(5),
  /** The machine-translation block's size: ours, named as docs/product's four name the others. */
  mainPageAiExtended: mainPageBlockSizeSchema.default(5),
  appearance: appearanceSchema.default(defaultAppearance),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/**
 * The lists of `owner` that `viewer` may see (§3 list visibility): all of them for the owner; for
 * anyone else the lists switched on, and ratings unless hidden.
 */
export function visibleLists(
  settings: Pick<UserSettings, 'lists'>,
  who: { isOwner: boolean },
): { lists: ReadingList[]; ratings: 'all' | 'inLists' | 'none' } {
  if (who.isOwner) return { lists: [...readingLists], ratings: 'all' };
  const { rating, ...lists } = settings.lists;
  return {
    lists: readingLists.filter((list) => lists[list]),
    ratings:
      rating === ratingVisibility.allVisible
        ? 'all'
        : rating === ratingVisibility.listVisible
          ? 'inLists'
          : 'none',
  };
}

/** A CSS `background-position` the site offers: 1–4 words of keywords, percentages or pixels. */
const BACKGROUND_POSITION_WORD =
  /^(?:left|right|top|bottom|center|-?\d{1,5}(?:\.\d{1,3})?(?:%|px))$/;
/** A CSS `background-size`: `cover`, `contain`, or 1–2 words of `auto`, percentages or pixels. */
const BACKGROUND_SIZE_WORD = /^(?:auto|\d{1,5}(?:\.\d{1,3})?(?:%|px))$/;

const cssWords = (value: string, word: RegExp, max: number) => {
  const words = value.split(' ');
  return words.length <= max && words.every((part) => word.test(part));
};

/**
 * A background as a profile's owner may set it (`PUT /api/profile/{id}`): an image address
 * (`isSafeImageUrl`), and a position and size from CSS's own small vocabulary, so nothing the header
 * puts into its style can carry another declaration, a `url()` or markup.
 */
export const profileBackgroundInputSchema = z.object({
  url: safeImageUrlSchema,
  blob: z.string().max(2_000).optional(),
  position: z
    .string()
    .trim()
    .max(60)
    .refine((value) => cssWords(value, BACKGROUND_POSITION_WORD, 4), {
      error: 'Недопустимое положение фона',
    })
    .default(PROFILE_BACKGROUND_DEFAULTS.position),
  opacity: z.number().min(0).max(1).default(PROFILE_BACKGROUND_DEFAULTS.opacity),
  size: z
    .string()
    .trim()
    .max(30)
    .refine(
      (value) =>
        value === 'cover' || value === 'contain' || cssWords(value, BACKGROUND_SIZE_WORD, 2),
      { error: 'Недопустимый размер фона' },
    )
    .default(PROFILE_BACKGROUND_DEFAULTS.size),
});

/** A profile background (§3, §2.4: opacity 0.5, size cover, position center by default). */
export const profileBackgroundSchema = z.object({
  url: z.string().min(1),
  blob: z.string().optional(),
  position: z.string().default(PROFILE_BACKGROUND_DEFAULTS.position),
  opacity: z.number().min(0).max(1).default(PROFILE_BACKGROUND_DEFAULTS.opacity),
  size: z.string().default(PROFILE_BACKGROUND_DEFAULTS.size),
});

/** A user as the API answers it (§3). The e-mail is present only in the user's own record. */
export const userSchema = z.object({
  _id: idSchema,
  username: z.string().min(1),
  email: z.email().optional(),
  role: userRoleSchema,
  avatar: imageRefSchema.partial().nullable().optional(),
  bg: profileBackgroundSchema.nullable().optional(),
  description: z.string().default(''),
  banned: z.object({ expiredAt: isoDateSchema, reason: z.string() }).nullable().optional(),
  /**
   * Ours (docs/product §A2.4), in the user's own record only: their sanctions that bind now or will,
   * so the site refuses in place what the API would refuse.
   */
  sanctions: z.array(sanctionNoticeSchema).optional(),
  hidden: z.boolean().default(false),
  removed: z.boolean().default(false),
  createdAt: isoDateSchema.optional(),
  owner: z.object({ novels: z.array(idSchema).default([]) }).default({ novels: [] }),
  settings: userSettingsSchema.default(userSettingsSchema.parse({})),
  presets: z.array(presetSchema).default([]),
  showOwner: z.boolean().optional(),
  showAdded: z.boolean().optional(),
  addedNovels: z.array(idSchema).optional(),
  ownerNovels: z.array(idSchema).optional(),
  unreadMessages: z.number().int().min(0).optional(),
  userEvents: userEventsSchema.optional(),
});
export type User = z.infer<typeof userSchema>;
