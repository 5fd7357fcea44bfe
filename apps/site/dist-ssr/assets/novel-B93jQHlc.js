import { _ as union, d as number, f as object, g as string, i as _enum, o as array, s as boolean, u as literal, v as unknown } from "./schemas-PBjYTboi.js";
import { a as userRefSchema, i as isoDateSchema, r as imageRefSchema, t as idSchema } from "./common-BS1dLAeF.js";
import { a as projectSectionSchema, c as readingListSchema, r as lengthSchema, t as developmentStatusSchema } from "./schemas-D8kYoSRP.js";
// libs/domain/src/catalogue/languages.ts
/** Original languages (SPEC.md §3), with Russian labels. */
var languages = [
	"jp",
	"ru",
	"en",
	"zh",
	"ko",
	"es",
	"fr",
	"ua",
	"it",
	"id",
	"th",
	"pt",
	"other"
];
var languageSchema = _enum(languages);
var languageLabels = {
	jp: "Японский",
	ru: "Русский",
	en: "Английский",
	zh: "Китайский",
	ko: "Корейский",
	es: "Испанский",
	fr: "Французский",
	ua: "Украинский",
	it: "Итальянский",
	id: "Индонезийский",
	th: "Тайский",
	pt: "Португальский",
	other: "Другой"
};
// libs/domain/src/entities/novel.ts
/** An entry of the tags, genres or platforms vocabulary (SPEC.md §3). */
var vocabularyEntrySchema = object({
	_id: idSchema,
	value: string().trim().min(1),
	createdAt: isoDateSchema.optional(),
	updatedAt: isoDateSchema.optional()
});
/** `GET /api/filters` (§7). */
var filtersSchema = object({
	tags: array(vocabularyEntrySchema),
	genres: array(vocabularyEntrySchema),
	platforms: array(vocabularyEntrySchema)
});
/** An external link with a description (§3). */
var linkSchema = object({
	link: string().trim().min(1),
	description: string().default(""),
	tags: array(_enum(["regRequire"])).default([])
});
/** Links a guest may see: those without `regRequire` (§2.3). */
function linksVisibleTo(links, signedIn) {
	return signedIn ? [...links] : links.filter((link) => !link.tags?.includes("regRequire"));
}
/** A translation of a project (§3). */
var translationSchema = object({
	group: object({
		link: string().default(""),
		description: string()
	}),
	status: developmentStatusSchema,
	nonFree: boolean().default(false),
	releasedAt: isoDateSchema.nullable().optional(),
	link: object({
		link: string(),
		description: string().default("")
	}).optional(),
	description: string().default("")
});
/**
* The safety marks an image of a project keeps from its upload (§3 image meta): the site blurs an
* image marked sexual content or violence until the reader asks to see it. Absent means unmarked.
*/
var imageSafetyMarksSchema = object({
	sexualContent: boolean().optional(),
	violence: boolean().optional(),
	erotic: boolean().optional()
});
/** A screenshot is an image, or a video whose `full` is the video id (§3). */
var screenshotSchema = union([imageRefSchema.extend({
	contentType: string().optional(),
	...imageSafetyMarksSchema.shape
}).refine((shot) => shot.contentType !== "youtube"), object({
	contentType: literal("youtube"),
	full: string(),
	preview: string().optional()
})]);
var posterSchema = imageRefSchema.extend({
	previewWidth: number().optional(),
	previewHeight: number().optional(),
	...imageSafetyMarksSchema.shape
});
var developerSchema = object({
	name: string().trim().min(1),
	link: string().default(""),
	userId: idSchema.optional()
});
/** What the external VN database told us about a project (§3). */
var vndbSchema = object({
	id: string(),
	title: string().optional(),
	olang: string().optional(),
	length: number().int().min(1).max(5).nullable().optional(),
	length_minutes: number().nullable().optional(),
	rating: number().nullable().optional(),
	votecount: number().int().min(0).optional(),
	devstatus: number().int().optional(),
	developers: array(object({ name: string() })).optional(),
	released: string().nullable().optional()
});
var novelInfoSchema = object({
	owners: array(userRefSchema),
	createdBy: userRefSchema.nullable(),
	createdAt: isoDateSchema
});
/** A project of the catalogue, as the API answers it (§3). */
var novelSchema = object({
	_id: idSchema,
	url: string().min(1),
	name: string().trim().min(1),
	alternativeNames: array(string()).default([]),
	section: projectSectionSchema,
	modifiers: array(string()).default([]),
	poster: posterSchema.nullable().optional(),
	screenshots: array(screenshotSchema).default([]),
	bg: imageRefSchema.nullable().optional(),
	originalLanguage: languageSchema,
	developers: array(developerSchema).default([]),
	status: developmentStatusSchema,
	releasedAt: isoDateSchema.nullable().optional(),
	expectedReleaseAt: string().default(""),
	mostRecentDate: isoDateSchema.nullable().optional(),
	updatedAt: isoDateSchema.optional(),
	createdAt: isoDateSchema.optional(),
	createdBy: idSchema.optional(),
	owners: array(idSchema).default([]),
	releasedYear: number().int().nullable().optional(),
	genres: array(vocabularyEntrySchema).default([]),
	tags: array(vocabularyEntrySchema).default([]),
	platforms: array(vocabularyEntrySchema).default([]),
	length: lengthSchema.nullable().optional(),
	translations: array(translationSchema).default([]),
	/** Rich text: markup (v1) or content blocks (v2); see `markup/`. */
	description: unknown().optional(),
	links: array(linkSchema).default([]),
	vndb: vndbSchema.nullable().optional(),
	rating: number().nullable().optional(),
	bRating: number().nullable().optional(),
	mixRating: number().nullable().optional(),
	ratedUsers: number().int().min(0).default(0),
	viewsCount: number().int().min(0).default(0),
	/** Comments on the project (§3 Novel.comments), reviews included. */
	commentsCount: number().int().min(0).default(0),
	removed: boolean().optional(),
	/** The viewer's own list and rating, when signed in. */
	list: readingListSchema.nullable().optional(),
	userRating: number().int().min(1).max(10).nullable().optional(),
	novelInfo: novelInfoSchema.optional()
});
/** A catalogue card (SPEC.md §2.2, the NovelCard of libs/ui). */
var novelCardSchema = object({
	_id: idSchema,
	url: string(),
	name: string(),
	section: projectSectionSchema,
	status: developmentStatusSchema,
	poster: posterSchema.nullable(),
	/** The site's plain average, its Bayesian `bRating`, the mix, and the external one (10..100). */
	rating: number().nullable(),
	bRating: number().nullable(),
	mixRating: number().nullable(),
	vndbRating: number().nullable(),
	ratedUsers: number().int().min(0),
	releasedYear: number().int().nullable(),
	length: lengthSchema.nullable(),
	translationStatuses: array(developmentStatusSchema),
	/** The viewer's list holding the project; null for a guest or none. */
	list: readingListSchema.nullable()
});
/** Per-list counts of a project (§3: list statistics). */
var listStatisticsSchema = array(object({
	_id: readingListSchema,
	count: number().int().min(0)
}));
/** A translator or translation group (§3). */
var translatorSchema = object({
	_id: idSchema.optional(),
	url: string().min(1),
	name: string().min(1),
	links: array(object({
		link: string(),
		description: string().default("")
	})).default([]),
	novels: array(idSchema).default([])
});
/** A translator group as other records name it: enough to link to /translators/{url}. */
var translatorRefSchema = object({
	_id: idSchema,
	url: string().min(1),
	name: string().min(1)
});
export { languageSchema as _, listStatisticsSchema as a, novelSchema as c, translationSchema as d, translatorRefSchema as f, languageLabels as g, vocabularyEntrySchema as h, linksVisibleTo as i, posterSchema as l, vndbSchema as m, filtersSchema as n, novelCardSchema as o, translatorSchema as p, linkSchema as r, novelInfoSchema as s, developerSchema as t, screenshotSchema as u, languages as v };

//# sourceMappingURL=novel-B93jQHlc.js.map