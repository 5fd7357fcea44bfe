import { z } from 'zod';

/** Identifiers travel as strings (MongoDB ObjectIds as 24 hex characters, or pair keys). */
export const idSchema = z.string().min(1);

/**
 * A record id as a caller sends it, in a path, a body or a query: an ObjectId's 24 hex characters,
 * kept in lower case as the database writes them. Anything else is the caller's mistake (400), never
 * a lookup. The one schema of such ids, so every call refuses them with the same message.
 */
export const objectIdSchema = z
  .string()
  // Both cases in the class rather than an `i` flag, which the published JSON Schema would lose.
  .regex(/^[0-9a-fA-F]{24}$/, 'Некорректный идентификатор')
  .transform((id) => id.toLowerCase());

/** Dates travel as ISO 8601 strings. */
export const isoDateSchema = z.iso.datetime({ offset: true });

/** An uploaded image: a small preview and the full size (docs/product §3). */
export const imageRefSchema = z.object({ preview: z.string(), full: z.string() });

/** Safety marks an uploader sets on an image (§3, draft attachments). */
export const imageMetaSchema = imageRefSchema.extend({
  contentType: z.string().optional(),
  sexualContent: z.boolean().default(false),
  violence: z.boolean().default(false),
  erotic: z.boolean().default(false),
});
export type ImageMeta = z.infer<typeof imageMetaSchema>;

/** Who did something, as other records show it. */
export const userRefSchema = z.object({
  _id: idSchema,
  username: z.string(),
  avatar: imageRefSchema.partial().optional(),
});
export type UserRef = z.infer<typeof userRefSchema>;

/** A page of items with the total count (lists, users, translators). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), count: z.number().int().min(0) });
}
