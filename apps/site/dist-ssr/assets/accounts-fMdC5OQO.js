import { a as userRefSchema, i as isoDateSchema, t as idSchema } from "./common-BS1dLAeF.js";
import { _ as union, a as _null, d as number, f as object, g as string, h as strictObject, i as _enum, l as email$1, o as array, s as boolean, t as ZodDefault, u as literal } from "./schemas-PBjYTboi.js";
import { a as userEventsSchema, i as messageSchema, n as captchaSchema, r as contactSchema, t as banSchema } from "./social-CsfpRv1p.js";
import { t as number$1 } from "./coerce-CeDGIox3.js";
import { i as userSettingsSchema, r as userSchema, t as profileBackgroundInputSchema } from "./user-Drg8G-Mm.js";
import { n as LIMITS } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { r as messageInputMessages, t as MESSAGE_LIMITS } from "./message-input-CugXPRUx.js";
import { r as isSafeImageUrl } from "./values-DEmi3bLE.js";
import { It as JSON_OR_MULTIPART, Lt as defineEndpoint } from "./client-BHtto6D6.js";
import { t as userRoleSchema } from "./schemas-DrfeXcU4.js";
import { i as presetSchema } from "./schemas-D8kYoSRP.js";
// libs/domain/src/api/messages.ts
/** A record id as it travels in a body: an ObjectId's 24 hex characters. */
var objectId = string().regex(/^[0-9a-f]{24}$/i, "Ожидается идентификатор (24 hex)").transform((id) => id.toLowerCase());
var imageUrl = string().max(2e3).refine(isSafeImageUrl, { error: "Только http(s) и адреса сайта" });
/** An already uploaded image: its address, or its preview and full addresses. */
var attachedImageSchema = union([imageUrl, object({
	preview: imageUrl,
	full: imageUrl
})]);
var messageBody = string().max(MESSAGE_LIMITS.bodyMax, { error: messageInputMessages.tooLong });
/** A contact as these calls answer it: §3 Contact, and whether the owner blocked them. */
var contactResultSchema = contactSchema.extend({
	/** The owner refuses messages from this user. */
	blocked: boolean(),
	/** When the last message between the two was sent; null before the first. */
	lastMessageAt: isoDateSchema.nullable()
});
/** The viewer's contacts, newest conversation first. */
var contactListSchema = array(contactResultSchema);
defineEndpoint({
	method: "GET",
	path: "/api/contacts",
	summary: "Your contacts (newest conversation first) with unread counts, and the unread total (the same list GET /api/settings answers as contacts)",
	response: object({
		contacts: contactListSchema,
		unreadTotal: number().int().min(0)
	})
});
var addContactBodySchema = strictObject({ user: objectId });
defineEndpoint({
	method: "POST",
	path: "/api/contacts",
	summary: "Add a user to your contacts (the profile's \"Написать\"); answers the contact list",
	body: addContactBodySchema,
	response: contactListSchema
});
defineEndpoint({
	method: "DELETE",
	path: "/api/contacts/{id}",
	summary: "Remove a user (id = their user id) from your contacts; the messages stay. Answers the list",
	response: contactListSchema
});
defineEndpoint({
	method: "PUT",
	path: "/api/contacts/{id}/block",
	summary: "Refuse messages from a user (id = their user id); answers the contact list",
	response: contactListSchema
});
defineEndpoint({
	method: "PUT",
	path: "/api/contacts/{id}/unblock",
	summary: "Accept messages from a blocked user again; answers the contact list",
	response: contactListSchema
});
/** `GET /api/messages/{userId}`: a page counted from the newest message (§7, step 20, §9). */
var conversationQuerySchema = strictObject({
	limit: number$1().int().min(1).max(MESSAGE_LIMITS.pageSizeMax).default(LIMITS.messagePageStep),
	skip: number$1().int().min(0).max(MESSAGE_LIMITS.skipMax).default(0)
});
defineEndpoint({
	method: "GET",
	path: "/api/messages/{userId}",
	summary: "The conversation with a user, newest first: `skip` counts from the newest message. Reading it clears the unread count of that contact",
	query: conversationQuerySchema,
	response: array(messageSchema)
});
/**
* `POST /api/messages`: JSON, or multipart with `attachedImages` files (each stored, then shown at the
* end of the body) and `attachedImagesUrl` as JSON text. Already uploaded images are kept only while
* their address is in the body (§5).
*/
var newMessageBodySchema = strictObject({
	to: objectId,
	body: messageBody.default(""),
	attachedImagesUrl: array(attachedImageSchema).max(MESSAGE_LIMITS.imagesMax, { error: messageInputMessages.tooManyImages }).default([])
});
defineEndpoint({
	method: "POST",
	path: "/api/messages",
	summary: "Send a private message (multipart: to, body, attachedImages files, attachedImagesUrl)",
	body: newMessageBodySchema,
	contentTypes: JSON_OR_MULTIPART,
	files: ["attachedImages"],
	response: messageSchema
});
var messageUpdateBodySchema = strictObject({ body: messageBody });
defineEndpoint({
	method: "PUT",
	path: "/api/messages/{id}",
	summary: "Edit your message: the body is replaced; images no longer linked in it are dropped",
	body: messageUpdateBodySchema,
	response: messageSchema
});
defineEndpoint({
	method: "DELETE",
	path: "/api/messages/{id}",
	summary: "Delete your message",
	response: object({ deleted: literal(true) })
});
// libs/domain/src/api/accounts.ts
/** Upper bounds of free text in account requests (ours; SPEC.md gives only the lower ones). */
var ACCOUNT_LIMITS = {
	emailMax: 254,
	/** argon2 hashes anything, but an unbounded input is a cheap way to burn CPU. */
	passwordMax: 256,
	captchaValueMax: 32,
	descriptionMax: 5e3,
	banReasonMax: 500,
	searchMax: 100,
	restoreCodeLength: 6,
	presetsMax: 50
};
var email = string().trim().toLowerCase().max(ACCOUNT_LIMITS.emailMax).pipe(email$1());
var password = string().min(LIMITS.passwordMin).max(ACCOUNT_LIMITS.passwordMax);
var username = string().trim().min(LIMITS.usernameMin).max(LIMITS.usernameMax);
var captchaAnswer = {
	captchaId: idSchema.max(64),
	captchaValue: string().trim().min(1).max(ACCOUNT_LIMITS.captchaValueMax)
};
/** What sign-in, sign-up and `GET /api/settings` answer: the user with their contacts and events. */
var sessionStateSchema = object({
	user: userSchema,
	contacts: array(contactResultSchema),
	userEvents: userEventsSchema
});
defineEndpoint({
	method: "GET",
	path: "/api/captcha",
	summary: "A new captcha challenge (an SVG image); it expires and is single-use",
	response: captchaSchema,
	public: true
});
var signupBodySchema = strictObject({
	username,
	email,
	password,
	...captchaAnswer
});
defineEndpoint({
	method: "POST",
	path: "/api/signup",
	summary: "Create an account, sign it in and send the e-mail confirmation link (498: captcha)",
	body: signupBodySchema,
	response: sessionStateSchema,
	public: true
});
var registrationConfirmQuerySchema = strictObject({ token: string().min(1).max(128) });
defineEndpoint({
	method: "GET",
	path: "/api/registrationConfirm",
	summary: "Confirm the e-mail address with the token of the confirmation link",
	query: registrationConfirmQuerySchema,
	response: object({ confirmed: literal(true) }),
	public: true
});
var loginBodySchema = strictObject({
	email,
	password: string().min(1).max(ACCOUNT_LIMITS.passwordMax)
});
/** `timestamp` only keeps caches from answering an old sign-in (SPEC.md §7); it is not used. */
var loginQuerySchema = strictObject({ timestamp: string().max(32).optional() });
defineEndpoint({
	method: "POST",
	path: "/api/login",
	summary: "Sign in by e-mail and password; sets the session cookie",
	body: loginBodySchema,
	query: loginQuerySchema,
	response: sessionStateSchema,
	public: true
});
var googleLoginBodySchema = strictObject({ token: string().min(1).max(8192) });
defineEndpoint({
	method: "POST",
	path: "/api/login/google",
	summary: "Sign in with an identity-provider token (verified against its JWKS)",
	body: googleLoginBodySchema,
	response: sessionStateSchema,
	public: true
});
defineEndpoint({
	method: "POST",
	path: "/api/logout",
	summary: "End the session on the server and clear its cookie",
	response: object({ success: literal(true) }),
	public: true
});
var restoreRequestBodySchema = strictObject({
	email,
	...captchaAnswer
});
defineEndpoint({
	method: "POST",
	path: "/api/restorePassword",
	summary: "Send a recovery code to the address (498: captcha); answers the same whether or not it is known",
	body: restoreRequestBodySchema,
	response: literal(true),
	public: true
});
var restoreCode = string().trim().regex(/^\d+$/).length(ACCOUNT_LIMITS.restoreCodeLength);
var restoreCodeBodySchema = strictObject({
	email,
	code: restoreCode
});
defineEndpoint({
	method: "POST",
	path: "/api/restorePassword/code",
	summary: "Whether the recovery code is right (attempts are limited)",
	body: restoreCodeBodySchema,
	response: boolean(),
	public: true
});
var restoreChangeBodySchema = strictObject({
	email,
	code: restoreCode,
	password
});
defineEndpoint({
	method: "POST",
	path: "/api/restorePassword/change",
	summary: "Set a new password with the recovery code; ends every other session and signs in",
	body: restoreChangeBodySchema,
	response: sessionStateSchema,
	public: true
});
defineEndpoint({
	method: "GET",
	path: "/api/settings",
	summary: "The signed-in reader's user, contacts and events; null for a guest",
	response: sessionStateSchema.nullable(),
	public: true
});
/**
* A change of one group of settings: each field optional and without its default. (`partial()`
* keeps the defaults, so changing one list's visibility would put every other back to its default.)
*/
function changeOf(group) {
	const fields = Object.entries(group.shape).map(([key, field]) => [key, (field instanceof ZodDefault ? field.unwrap() : field).optional()]);
	return strictObject(Object.fromEntries(fields));
}
var userSettingsBodySchema = strictObject({
	lists: changeOf(userSettingsSchema.shape.lists.unwrap()).optional(),
	mainPageRelizedExtended: userSettingsSchema.shape.mainPageRelizedExtended.unwrap().optional(),
	mainPageAddedExtended: userSettingsSchema.shape.mainPageAddedExtended.unwrap().optional(),
	mainPageBestsExtended: userSettingsSchema.shape.mainPageBestsExtended.unwrap().optional(),
	mainPageOtherExtended: userSettingsSchema.shape.mainPageOtherExtended.unwrap().optional(),
	mainPageAiExtended: userSettingsSchema.shape.mainPageAiExtended.unwrap().optional(),
	appearance: changeOf(userSettingsSchema.shape.appearance.unwrap()).optional()
});
defineEndpoint({
	method: "PUT",
	path: "/api/userSettings",
	summary: "Change the reader's settings (list visibility, main-page blocks, appearance); answers all of them",
	body: userSettingsBodySchema,
	response: userSettingsSchema
});
var notRussiaBodySchema = strictObject({ notRussia: boolean() });
defineEndpoint({
	method: "PUT",
	path: "/api/userSettings/ru",
	summary: "Set the not-Russia flag",
	body: notRussiaBodySchema,
	response: object({ success: boolean() })
});
var presetsBodySchema = strictObject({ presets: array(presetSchema).max(ACCOUNT_LIMITS.presetsMax) });
defineEndpoint({
	method: "POST",
	path: "/api/presets",
	summary: "Replace the reader's filter presets (names unique per reader, ignoring case)",
	body: presetsBodySchema,
	response: array(presetSchema)
});
/** What another person sees of a profile: no e-mail, no settings, and only the lists allowed. */
var publicProfileSchema = userSchema.omit({
	email: true,
	settings: true,
	presets: true,
	userEvents: true,
	unreadMessages: true
});
var profileEndpoint = defineEndpoint({
	method: "GET",
	path: "/api/profile/{id}",
	summary: "A profile by id (the e-mail, settings and presets only to its owner)",
	response: publicProfileSchema.extend({
		email: string().optional(),
		settings: userSettingsSchema.optional(),
		presets: array(presetSchema).optional()
	}),
	public: true
});
defineEndpoint({
	method: "GET",
	path: "/api/profileByUsername/{username}",
	summary: "A profile by username as it appears in paths (look-alike dots decoded)",
	response: profileEndpoint.response,
	public: true
});
/** The JSON fields of `PUT /api/profile/{id}` (the multipart body's `data` field, or a JSON body). */
var profileUpdateBodySchema = strictObject({
	username: username.optional(),
	description: string().max(ACCOUNT_LIMITS.descriptionMax).optional(),
	role: userRoleSchema.optional(),
	bg: profileBackgroundInputSchema.nullable().optional()
});
defineEndpoint({
	method: "PUT",
	path: "/api/profile/{id}",
	summary: "Edit a profile (multipart: avatar image, avatarMeta and the JSON fields); answers the username",
	body: profileUpdateBodySchema,
	contentTypes: JSON_OR_MULTIPART,
	files: ["avatar", "attachedImages"],
	response: object({ username: string() })
});
var banBodySchema = strictObject({
	reason: banSchema.shape.reason.max(ACCOUNT_LIMITS.banReasonMax),
	expiredAt: banSchema.shape.expiredAt
});
defineEndpoint({
	method: "PUT",
	path: "/api/profile/{id}/ban",
	summary: "Ban a user until a time, with a reason (moderators)",
	body: banBodySchema,
	response: object({ banned: banSchema })
});
defineEndpoint({
	method: "PUT",
	path: "/api/profile/{id}/unban",
	summary: "Lift a ban (moderators)",
	response: object({ banned: _null() })
});
var usersQuerySchema = strictObject({
	search: string().trim().max(ACCOUNT_LIMITS.searchMax).optional(),
	sortBy: _enum(["createdAt", "username"]).default("createdAt"),
	direction: _enum(["asc", "desc"]).default("desc"),
	page: number$1().int().min(0).max(1e5).default(0),
	limit: number$1().int().min(1).max(LIMITS.usersPageSize).default(LIMITS.usersPageSize)
});
var userListItemSchema = userRefSchema.extend({
	email: string(),
	role: userRoleSchema,
	createdAt: string(),
	banned: banSchema.nullable()
});
defineEndpoint({
	method: "GET",
	path: "/api/users",
	summary: "The user list for staff: search by name or e-mail, 50 a page",
	query: usersQuerySchema,
	response: object({
		users: array(userListItemSchema),
		count: number().int().min(0)
	})
});
defineEndpoint({
	method: "DELETE",
	path: "/api/users/{id}",
	summary: "Remove a user (administrators): hidden everywhere, sessions ended, name kept on content",
	response: object({ removed: literal(true) })
});
var usersEntitiesQuerySchema = strictObject({ search: string().trim().max(ACCOUNT_LIMITS.searchMax).default("") });
defineEndpoint({
	method: "GET",
	path: "/api/usersEntities",
	summary: "Users whose name starts with or contains the text, for user pickers (at most 20)",
	query: usersEntitiesQuerySchema,
	response: array(userRefSchema)
});
defineEndpoint({
	method: "POST",
	path: "/api/uploadImage/userBG",
	summary: "Upload a profile background image (multipart `image`); answers its full URL",
	contentTypes: ["multipart/form-data"],
	files: ["image"],
	response: string()
});
export { ACCOUNT_LIMITS as t };

//# sourceMappingURL=accounts-fMdC5OQO.js.map