import { _ as union, c as discriminatedUnion, d as number, f as object, g as string, i as _enum, o as array, s as boolean, u as literal, v as unknown } from "./schemas-PBjYTboi.js";
import { i as commentMoodSchema, o as commentSourceTypeSchema } from "./comments-DIaVxUo2.js";
import { r as postSectionSchema } from "./posts-zldIpuZj.js";
import { n as LIMITS } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { t as contentBlockSchema } from "./blocks-B9-C7Qhd.js";
import { a as userRefSchema, i as isoDateSchema, n as imageMetaSchema, r as imageRefSchema, t as idSchema } from "./common-BS1dLAeF.js";
import { o as novelCardSchema } from "./novel-B93jQHlc.js";
import { d as draftStatuses, m as postDraftTypes, p as novelDraftTypes } from "./session-BGqqomvP.js";
// libs/domain/src/drafts/schemas.ts
var draftStatusSchema = _enum(draftStatuses);
var novelDraftTypeSchema = _enum(novelDraftTypes);
var postDraftTypeSchema = _enum(postDraftTypes);
/** Run-time checks of the summaries, for `can` and for callers outside TypeScript (SPEC.md §3). */
var novelDraftSummarySchema = object({
	kind: literal("novel"),
	id: string(),
	title: string().nullish(),
	type: novelDraftTypeSchema,
	status: draftStatusSchema,
	createdById: string(),
	novelId: string().nullish()
});
var postDraftSummarySchema = object({
	kind: literal("post"),
	id: string(),
	title: string().nullish(),
	type: postDraftTypeSchema,
	status: draftStatusSchema,
	createdById: string()
});
discriminatedUnion("kind", [novelDraftSummarySchema, postDraftSummarySchema]);
// libs/domain/src/entities/content.ts
var authorSchema = userRefSchema.pick({
	_id: true,
	username: true
});
/** Images attached to a novel draft, each with its safety marks (SPEC.md §3). */
var draftAttachmentsSchema = object({
	poster: imageMetaSchema.nullable().optional(),
	screenshots: array(imageMetaSchema).default([]),
	bg: imageMetaSchema.nullable().optional(),
	vndb: unknown().optional()
});
/** A proposed new project or edit (§3); `value` is the project as JSON text. */
var novelDraftSchema = object({
	_id: idSchema,
	type: novelDraftTypeSchema,
	title: string().default(""),
	status: draftStatusSchema,
	value: string(),
	novel: idSchema.nullable().optional(),
	createdBy: authorSchema,
	updatedBy: authorSchema.nullable().optional(),
	createdAt: isoDateSchema,
	updatedAt: isoDateSchema,
	comments: number().int().min(0).optional(),
	attachedImages: draftAttachmentsSchema.default({ screenshots: [] })
});
object({
	_id: idSchema,
	title: string().default(""),
	shortDescription: string().default(""),
	type: postDraftTypeSchema,
	status: draftStatusSchema,
	value: string(),
	post: idSchema.nullable().optional(),
	poster: object({ path: string() }).nullable().optional(),
	createdBy: authorSchema,
	updatedAt: isoDateSchema
});
/**
* An article (§3). Version 2 bodies are content blocks; older ones a markup string, which
* `markup/` converts when the article is edited.
*/
var postSchema = object({
	_id: idSchema,
	countId: number().int().min(1),
	title: string().min(1),
	body: union([string(), array(contentBlockSchema)]),
	section: postSectionSchema,
	createdBy: userRefSchema,
	createdAt: isoDateSchema,
	version: number().int().min(1).optional(),
	viewsCount: number().int().min(0).default(0)
}).refine((post) => post.version !== 2 || Array.isArray(post.body), {
	message: "A version 2 article has a body of content blocks",
	path: ["body"]
});
/** A comment (§3). `userLike` is the viewer's own mark: true like, false dislike, null none. */
var commentSchema = object({
	_id: idSchema,
	content: string(),
	parent: idSchema.nullable().optional(),
	answerComment: idSchema.nullable().optional(),
	parentComment: idSchema.nullable().optional(),
	createdBy: userRefSchema.extend({ role: string().optional() }),
	createdAt: isoDateSchema,
	updatedAt: isoDateSchema.optional(),
	removed: boolean().default(false),
	version: number().int().optional(),
	images: array(imageRefSchema).max(LIMITS.commentImagesMax).default([]),
	source: idSchema,
	sourceType: commentSourceTypeSchema,
	novel: idSchema.nullable().optional(),
	mood: commentMoodSchema.nullable().optional(),
	review: boolean().default(false),
	likes: number().int().min(0).default(0),
	dislikes: number().int().min(0).default(0),
	userLike: boolean().nullable().default(null)
});
_enum(["comment"]);
/** An article in a list, with its comment count (§3: posts page). */
var postListItemSchema = object({
	post: postSchema,
	commentsCount: number().int().min(0)
});
/** `GET /api/mainPage` (§3: main page data): 15 cards a block, the reader shows 5, 10 or 15. */
var mainPageSchema = object({
	lastCreated: array(novelCardSchema),
	lastUpdated: array(novelCardSchema),
	bestNovels: array(novelCardSchema),
	games: array(novelCardSchema),
	aiTranslated: array(novelCardSchema),
	posts: array(postListItemSchema),
	comments: array(commentSchema)
});
export { novelDraftSchema as n, draftStatusSchema as r, mainPageSchema as t };

//# sourceMappingURL=content-D7lXzONM.js.map