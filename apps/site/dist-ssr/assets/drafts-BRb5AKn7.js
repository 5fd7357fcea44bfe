import { _ as languageSchema, d as translationSchema, l as posterSchema, m as vndbSchema, r as linkSchema, t as developerSchema, u as screenshotSchema } from "./novel-B93jQHlc.js";
import { _ as union, d as number, f as object, g as string, h as strictObject, i as _enum, o as array, s as boolean, u as literal, v as unknown } from "./schemas-PBjYTboi.js";
import { n as LIMITS } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { t as number$1 } from "./coerce-CeDGIox3.js";
import { a as userRefSchema, i as isoDateSchema, r as imageRefSchema, t as idSchema } from "./common-BS1dLAeF.js";
import { n as novelDraftSchema, r as draftStatusSchema } from "./content-D7lXzONM.js";
import { n as contentBlocksSchema } from "./blocks-B9-C7Qhd.js";
import { It as JSON_OR_MULTIPART, Lt as defineEndpoint } from "./client-BHtto6D6.js";
import { a as projectSectionSchema, r as lengthSchema, t as developmentStatusSchema } from "./schemas-D8kYoSRP.js";
// libs/domain/src/drafts/list-filters.ts
/**
* The /drafts list filters (SPEC.md §2.2 /drafts, §4 Draft list filters): a type tab, a status tab and
* a 0-based page; changing the type or the status goes back to page 0.
*/
var draftTypeFilters = [
	"all",
	"novel",
	"post"
];
/** Status tabs in the order of SPEC.md §2.2: all, active, awaiting review, completed. */
var draftStatusFilters = [
	"all",
	"active",
	"review",
	"completed"
];
/** Tab labels (SPEC.md names the tabs in English only; the Russian is ours). */
var draftTypeFilterLabels = {
	all: "Все",
	novel: "Новеллы и игры",
	post: "Статьи"
};
/** Status tab labels (SPEC.md §2.2 /drafts; the Russian is ours). */
var draftStatusFilterLabels = {
	all: "Все",
	active: "Активные",
	review: "На ревью",
	completed: "Завершенные"
};
/**
* The filter state, read from the URL (CONVENTIONS.md: filters, tab and page live in the URL). A
* missing or unknown value falls back to its default rather than failing the page.
*/
var draftListFilterSchema = object({
	type: _enum(draftTypeFilters).catch("all"),
	status: _enum(draftStatusFilters).catch("all"),
	page: number$1().int().min(0).catch(0)
});
/**
* A new type and/or status tab (SPEC.md §4: "changing type or status resets page to 0"). Choosing the
* tab already chosen changes nothing, so the page stays.
*/
function changeDraftListFilter(filter, change) {
	const type = change.type ?? filter.type;
	const status = change.status ?? filter.status;
	return {
		type,
		status,
		page: type !== filter.type || status !== filter.status ? 0 : filter.page
	};
}
/**
* The query of GET /api/drafts?page&type&status (SPEC.md §7). "all" is the absence of a filter, so it
* is left out; the page is always sent, 0-based.
*/
function draftListQuery(filter) {
	return {
		page: String(filter.page),
		...filter.type === "all" ? {} : { type: filter.type },
		...filter.status === "all" ? {} : { status: filter.status }
	};
}
/**
* How many pages the paginator shows (SPEC.md §4: "up to 100 pages when a page has items"; the list
* call returns no total): 100 (`LIMITS.paginatorMaxPages`) when the current page has items, none
* (the paginator is hidden) when it is empty.
*/
function draftListPageCount(itemsOnPage) {
	return itemsOnPage > 0 ? LIMITS.paginatorMaxPages : 0;
}
// libs/domain/src/api/drafts.ts
/** Upper bounds of a draft (ours; SPEC.md sets none). */
var DRAFT_LIMITS = {
	nameMax: 300,
	listMax: 50,
	vocabularyMax: 100,
	textMax: 2e3,
	descriptionMax: 1e5,
	screenshotsMax: 30,
	pageSize: 20
};
var shortText = string().trim().max(DRAFT_LIMITS.textMax);
/**
* A genre, tag or platform in a draft: an existing entry (its `_id`), or a new value the draft
* proposes (no `_id`; SPEC.md §5: new ones are marked new). Applying the draft adds new values to
* the vocabulary.
*/
var draftVocabularyValueSchema = object({
	_id: idSchema.max(100).optional(),
	value: string().trim().min(1).max(100)
});
/**
* A project as a draft proposes it (SPEC.md §3 Novel draft `value`, the project's own fields): what
* the add and edit forms send. Defaults of a new project from §4: section novel, status done,
* original language jp. The url is the slug of the name when not given (§5).
*/
var novelDraftValueSchema = strictObject({
	name: string().trim().min(1, "Нет названия").max(DRAFT_LIMITS.nameMax),
	url: string().trim().max(DRAFT_LIMITS.nameMax).optional(),
	alternativeNames: array(string().trim().min(1).max(DRAFT_LIMITS.nameMax)).max(DRAFT_LIMITS.listMax).default([]),
	section: projectSectionSchema.default("novel"),
	modifiers: array(string().trim().min(1).max(50)).max(20).default([]),
	poster: posterSchema.nullable().default(null),
	screenshots: array(screenshotSchema).max(DRAFT_LIMITS.screenshotsMax).default([]),
	bg: imageRefSchema.nullable().default(null),
	originalLanguage: languageSchema.default("jp"),
	developers: array(developerSchema).max(DRAFT_LIMITS.listMax).default([]),
	status: developmentStatusSchema.default("done"),
	releasedAt: isoDateSchema.nullable().default(null),
	expectedReleaseAt: shortText.default(""),
	genres: array(draftVocabularyValueSchema).max(DRAFT_LIMITS.vocabularyMax).default([]),
	tags: array(draftVocabularyValueSchema).max(DRAFT_LIMITS.vocabularyMax).default([]),
	platforms: array(draftVocabularyValueSchema).max(DRAFT_LIMITS.vocabularyMax).default([]),
	length: lengthSchema.nullable().default(null),
	translations: array(translationSchema).max(DRAFT_LIMITS.listMax).default([]),
	/** Rich text: markup or content blocks; sanitised when saved. */
	description: union([string().max(DRAFT_LIMITS.descriptionMax), contentBlocksSchema]).default(""),
	links: array(linkSchema).max(DRAFT_LIMITS.listMax).default([]),
	vndb: vndbSchema.nullable().default(null)
});
/** The safety marks of one attached image (SPEC.md §3 image meta). */
var imageSafetySchema = strictObject({
	sexualContent: boolean().default(false),
	violence: boolean().default(false),
	erotic: boolean().default(false)
});
/** The marks of the image files sent with a draft (files `poster`, `screenshots`, `bg`). */
var attachedImagesMetaSchema = strictObject({
	poster: imageSafetySchema.optional(),
	bg: imageSafetySchema.optional(),
	screenshots: array(imageSafetySchema).max(DRAFT_LIMITS.screenshotsMax).optional()
}).default({});
/**
* `POST /api/drafts/novels`: the project's fields as `value` (an object, or its JSON text in a
* multipart body), `_id` of an existing project for an update draft, and the marks of the attached
* images (files `poster`, `screenshots`, `bg`).
*/
var createNovelDraftBodySchema = strictObject({
	_id: idSchema.max(24).optional(),
	value: novelDraftValueSchema,
	attachedImagesMeta: attachedImagesMetaSchema
});
defineEndpoint({
	method: "POST",
	path: "/api/drafts/novels",
	summary: "Propose a new project, or an edit of one (`_id`), as a draft (multipart: value, images poster/screenshots/bg)",
	body: createNovelDraftBodySchema,
	contentTypes: JSON_OR_MULTIPART,
	files: [
		"poster",
		"screenshots",
		"bg"
	],
	response: novelDraftSchema
});
/** A draft as its page shows it (SPEC.md §2.2 /drafts/{id}): with the project's name for an update. */
var novelDraftPageSchema = novelDraftSchema.extend({
	novelName: string().nullable(),
	novelUrl: string().nullable()
});
defineEndpoint({
	method: "GET",
	path: "/api/drafts/{id}",
	summary: "A novel draft (its creator, the project owners and moderators see it)",
	response: novelDraftPageSchema
});
var draftListQuerySchema = strictObject({
	page: number$1().int().min(0).max(1e4).default(0),
	type: _enum(draftTypeFilters).default("all"),
	status: _enum(draftStatusFilters).default("all")
});
/** One row of /drafts: a novel draft or an article draft. */
var draftListItemSchema = object({
	_id: idSchema,
	kind: _enum(["novel", "post"]),
	type: string(),
	title: string(),
	status: draftStatusSchema,
	createdBy: userRefSchema.pick({
		_id: true,
		username: true
	}),
	createdAt: isoDateSchema,
	updatedAt: isoDateSchema
});
defineEndpoint({
	method: "GET",
	path: "/api/drafts",
	summary: "The drafts you may see (your own, your projects’, all for moderators), newest first, 20 a page",
	query: draftListQuerySchema,
	response: object({
		drafts: array(draftListItemSchema),
		count: number().int().min(0)
	})
});
/**
* `PUT /api/drafts/{id}/value`: the edited project, and new image files as a new draft takes them
* (multipart: `value` and `attachedImagesMeta` as JSON text, files `poster`, `screenshots`, `bg`).
* A new poster or background replaces the draft's; new screenshots follow those in `value`.
*/
var updateDraftValueBodySchema = strictObject({
	value: novelDraftValueSchema,
	attachedImagesMeta: attachedImagesMetaSchema
});
defineEndpoint({
	method: "PUT",
	path: "/api/drafts/{id}/value",
	summary: "Save the edited project of a draft, with new images if any (multipart: value, images poster/screenshots/bg; not once applied or declined)",
	body: updateDraftValueBodySchema,
	contentTypes: JSON_OR_MULTIPART,
	files: [
		"poster",
		"screenshots",
		"bg"
	],
	response: novelDraftSchema
});
var draftStatusBodySchema = strictObject({ status: draftStatusSchema });
var draftStatusQuerySchema = strictObject({ 
/** Sent by the site with every status change (SPEC.md §7); it changes nothing here. */
anivisual: _enum(["true", "false"]).optional() });
defineEndpoint({
	method: "PUT",
	path: "/api/drafts/{id}/status",
	summary: "Move a draft as its status machine allows you; applying answers the project url (\"Has novel by url…\" when taken)",
	body: draftStatusBodySchema,
	query: draftStatusQuerySchema,
	response: object({
		status: draftStatusSchema,
		url: string().nullable()
	})
});
defineEndpoint({
	method: "DELETE",
	path: "/api/drafts/{id}",
	summary: "Delete a draft that was never applied",
	response: object({ deleted: literal(true) })
});
/** A field a revision changed: its value before and after (null where it had none). */
var revisionChangeSchema = object({
	field: string(),
	before: unknown(),
	after: unknown()
});
/** One revision of a project: which, whose, when, from which draft, and what it changed. */
var revisionSchema = object({
	number: number().int().min(1),
	novel: idSchema,
	draft: idSchema.nullable(),
	by: userRefSchema.pick({
		_id: true,
		username: true
	}).nullable(),
	at: isoDateSchema,
	changedFields: array(string())
});
defineEndpoint({
	method: "GET",
	path: "/api/novels/{id}/revisions",
	summary: "A project's history: every applied draft, newest first",
	response: object({ revisions: array(revisionSchema) }),
	public: true
});
var revisionDiffQuerySchema = strictObject({
	/** 0 is the empty project before the first revision. */
	from: number$1().int().min(0).max(1e6),
	to: number$1().int().min(1).max(1e6)
});
defineEndpoint({
	method: "GET",
	path: "/api/novels/{id}/revisions/diff",
	summary: "What differs between two revisions of a project, field by field",
	query: revisionDiffQuerySchema,
	response: object({
		from: number().int(),
		to: number().int(),
		changes: array(revisionChangeSchema)
	}),
	public: true
});
export { draftListPageCount as a, draftStatusFilters as c, draftListFilterSchema as i, draftTypeFilterLabels as l, novelDraftValueSchema as n, draftListQuery as o, changeDraftListFilter as r, draftStatusFilterLabels as s, DRAFT_LIMITS as t, draftTypeFilters as u };

//# sourceMappingURL=drafts-BRb5AKn7.js.map