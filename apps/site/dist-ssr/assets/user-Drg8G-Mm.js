import { _ as union, d as number, f as object, g as string, i as _enum, l as email, o as array, s as boolean, u as literal } from "./schemas-PBjYTboi.js";
import { r as PROFILE_BACKGROUND_DEFAULTS } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { i as isoDateSchema, r as imageRefSchema, t as idSchema } from "./common-BS1dLAeF.js";
import { a as userEventsSchema } from "./social-CsfpRv1p.js";
import { t as userRoleSchema } from "./schemas-DrfeXcU4.js";
import { At as defaultAppearance, Lt as themeChoices } from "../entry-server.js";
import { i as presetSchema } from "./schemas-D8kYoSRP.js";
import { t as safeImageUrlSchema } from "./link-schema-DYc1XMUe.js";
// libs/domain/src/entities/user.ts
/**
* Who sees a user's ratings (SPEC.md §3: allVisible 0, listVisible 1, hide 2): everyone and
* everywhere; only beside the entries of their lists; nobody but the user.
*/
var ratingVisibility = {
	allVisible: 0,
	listVisible: 1,
	hide: 2
};
/** Which of a user's lists other people may see: rating by the scale above, the rest on or off (§3). */
var listVisibilitySchema = object({
	rating: union([
		literal(0),
		literal(1),
		literal(2)
	]).default(ratingVisibility.allVisible),
	reading: boolean().default(true),
	read: boolean().default(true),
	partialRead: boolean().default(true),
	wantRead: boolean().default(true),
	bookmark: boolean().default(true),
	dropped: boolean().default(true)
});
/** A main-page block shows 5, 10 or 15 items, or is hidden (0) (§2.2, §9). */
var mainPageBlockSizeSchema = union([
	literal(0),
	literal(5),
	literal(10),
	literal(15)
]);
/** The reader's theme and marked-image choice (issue 19; rules in accounts/appearance.ts). */
var appearanceSchema = object({
	theme: _enum(themeChoices).default(defaultAppearance.theme),
	showSensitiveImages: boolean().default(defaultAppearance.showSensitiveImages)
});
/** A user's settings (§3). The main-page keys keep the names the spec gives them. */
var userSettingsSchema = object({
	notRussia: boolean().default(false),
	lists: listVisibilitySchema.default(listVisibilitySchema.parse({})),
	mainPageRelizedExtended: mainPageBlockSizeSchema.default(5),
	mainPageAddedExtended: mainPageBlockSizeSchema.default(5),
	mainPageBestsExtended: mainPageBlockSizeSchema.default(5),
	mainPageOtherExtended: mainPageBlockSizeSchema.default(5),
	/** The machine-translation block's size: ours (issue 19), as the spec's four name the others. */
	mainPageAiExtended: mainPageBlockSizeSchema.default(5),
	appearance: appearanceSchema.default(defaultAppearance)
});
/** A CSS `background-position` the site offers: 1–4 words of keywords, percentages or pixels. */
var BACKGROUND_POSITION_WORD = /^(?:left|right|top|bottom|center|-?\d{1,5}(?:\.\d{1,3})?(?:%|px))$/;
/** A CSS `background-size`: `cover`, `contain`, or 1–2 words of `auto`, percentages or pixels. */
var BACKGROUND_SIZE_WORD = /^(?:auto|\d{1,5}(?:\.\d{1,3})?(?:%|px))$/;
var cssWords = (value, word, max) => {
	const words = value.split(" ");
	return words.length <= max && words.every((part) => word.test(part));
};
/**
* A background as a profile's owner may set it (`PUT /api/profile/{id}`): an image address
* (`isSafeImageUrl`), and a position and size from CSS's own small vocabulary, so nothing the header
* puts into its style can carry another declaration, a `url()` or markup.
*/
var profileBackgroundInputSchema = object({
	url: safeImageUrlSchema,
	blob: string().max(2e3).optional(),
	position: string().trim().max(60).refine((value) => cssWords(value, BACKGROUND_POSITION_WORD, 4), { error: "Недопустимое положение фона" }).default(PROFILE_BACKGROUND_DEFAULTS.position),
	opacity: number().min(0).max(1).default(PROFILE_BACKGROUND_DEFAULTS.opacity),
	size: string().trim().max(30).refine((value) => value === "cover" || value === "contain" || cssWords(value, BACKGROUND_SIZE_WORD, 2), { error: "Недопустимый размер фона" }).default(PROFILE_BACKGROUND_DEFAULTS.size)
});
/** A profile background (§3, §2.4: opacity 0.5, size cover, position center by default). */
var profileBackgroundSchema = object({
	url: string().min(1),
	blob: string().optional(),
	position: string().default(PROFILE_BACKGROUND_DEFAULTS.position),
	opacity: number().min(0).max(1).default(PROFILE_BACKGROUND_DEFAULTS.opacity),
	size: string().default(PROFILE_BACKGROUND_DEFAULTS.size)
});
/** A user as the API answers it (§3). The e-mail is present only in the user's own record. */
var userSchema = object({
	_id: idSchema,
	username: string().min(1),
	email: email().optional(),
	role: userRoleSchema,
	avatar: imageRefSchema.partial().nullable().optional(),
	bg: profileBackgroundSchema.nullable().optional(),
	description: string().default(""),
	banned: object({
		expiredAt: isoDateSchema,
		reason: string()
	}).nullable().optional(),
	hidden: boolean().default(false),
	removed: boolean().default(false),
	createdAt: isoDateSchema.optional(),
	owner: object({ novels: array(idSchema).default([]) }).default({ novels: [] }),
	settings: userSettingsSchema.default(userSettingsSchema.parse({})),
	presets: array(presetSchema).default([]),
	showOwner: boolean().optional(),
	showAdded: boolean().optional(),
	addedNovels: array(idSchema).optional(),
	ownerNovels: array(idSchema).optional(),
	unreadMessages: number().int().min(0).optional(),
	userEvents: userEventsSchema.optional()
});
export { userSettingsSchema as i, ratingVisibility as n, userSchema as r, profileBackgroundInputSchema as t };

//# sourceMappingURL=user-Drg8G-Mm.js.map