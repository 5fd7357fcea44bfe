import { d as number, f as object, g as string, o as array } from "./schemas-PBjYTboi.js";
import { a as userRefSchema, i as isoDateSchema, r as imageRefSchema, t as idSchema } from "./common-BS1dLAeF.js";
// libs/domain/src/entities/social.ts
/** A private message (SPEC.md §3); the body is sanitised HTML/markup. */
var messageSchema = object({
	_id: idSchema,
	from: userRefSchema,
	to: userRefSchema,
	body: string(),
	attachedImages: array(imageRefSchema).default([]),
	createdAt: isoDateSchema,
	updatedAt: isoDateSchema
});
/** A conversation partner with the number of unread messages from them (§3). */
var contactSchema = object({
	_id: idSchema,
	user: userRefSchema,
	unreadMessages: number().int().min(0).default(0)
});
/** A notification (§3). Which reference is set depends on the type. */
var userEventSchema = object({
	_id: idSchema,
	type: string().min(1),
	createdAt: isoDateSchema,
	createdBy: userRefSchema.nullable().optional(),
	post: idSchema.nullable().optional(),
	novel: idSchema.nullable().optional(),
	draft: idSchema.nullable().optional(),
	postDraft: idSchema.nullable().optional(),
	comment: idSchema.nullable().optional(),
	answerComment: idSchema.nullable().optional(),
	parentComment: idSchema.nullable().optional(),
	status: string().optional()
});
/** The notification list (§3). */
var userEventsSchema = object({
	events: array(userEventSchema),
	eventsCount: number().int().min(0),
	eventsViewedAt: isoDateSchema.nullable(),
	newEventsCount: number().int().min(0),
	timeStamp: number().optional()
});
/** `GET /api/captcha`: an id and the challenge as an SVG image (§7). */
var captchaSchema = object({
	id: idSchema,
	code: string().min(1)
});
/** A ban: why and until when (§3). */
var banSchema = object({
	reason: string().trim().min(1),
	expiredAt: isoDateSchema
});
export { userEventsSchema as a, messageSchema as i, captchaSchema as n, contactSchema as r, banSchema as t };

//# sourceMappingURL=social-CsfpRv1p.js.map