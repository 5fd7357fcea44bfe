import { b as _isoDateTime, f as object, g as string, n as ZodISODateTime, s as boolean } from "./schemas-PBjYTboi.js";
// node_modules/zod/v4/classic/iso.js
function datetime(params) {
	return _isoDateTime(ZodISODateTime, params);
}
// libs/domain/src/entities/common.ts
/** Identifiers travel as strings (MongoDB ObjectIds as 24 hex characters, or pair keys). */
var idSchema = string().min(1);
/** Dates travel as ISO 8601 strings. */
var isoDateSchema = datetime({ offset: true });
/** An uploaded image: a small preview and the full size (SPEC.md §3). */
var imageRefSchema = object({
	preview: string(),
	full: string()
});
/** Safety marks an uploader sets on an image (§3, draft attachments). */
var imageMetaSchema = imageRefSchema.extend({
	contentType: string().optional(),
	sexualContent: boolean().default(false),
	violence: boolean().default(false),
	erotic: boolean().default(false)
});
/** Who did something, as other records show it. */
var userRefSchema = object({
	_id: idSchema,
	username: string(),
	avatar: imageRefSchema.partial().optional()
});
export { userRefSchema as a, isoDateSchema as i, imageMetaSchema as n, imageRefSchema as r, idSchema as t };

//# sourceMappingURL=common-BS1dLAeF.js.map