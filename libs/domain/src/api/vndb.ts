import { z } from 'zod';
import { languageSchema, lengthSchema } from '../catalogue/schemas';
import { VNDB_SEARCH_NAME_MAX, vndbMessages, type VndbMatch } from '../catalogue/vndb';
import { defineEndpoint, type Endpoint } from './endpoint';

/*
 * The project form's lookup in the external visual novel database (docs/architecture.md § The
 * external visual novel database; docs/product §7 External), asked through our API so readers'
 * browsers never call a third party.
 */

export const vndbSearchQuerySchema = z.strictObject({
  name: z
    .string({ error: vndbMessages.nameMissing })
    .trim()
    .min(1, vndbMessages.nameMissing)
    .max(VNDB_SEARCH_NAME_MAX, vndbMessages.nameTooLong),
});
export type VndbSearchQuery = z.infer<typeof vndbSearchQuerySchema>;

/** One match (see `VndbMatch`): the service's raw fields and our codes for language and length. */
export const vndbMatchSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The service's language code as it is ("ja", "zh-Hans"). */
  olang: z.string().nullable(),
  /** Ours for it (ja→jp, zh-Hans→zh, unknown codes → other); null without a language. */
  language: languageSchema.nullable(),
  /** The service's 1..5. */
  length: z.number().nullable(),
  /** Ours for it: 1..5 → veryShort, short, medium, long, veryLong. */
  lengthKey: lengthSchema.nullable(),
  length_minutes: z.number().nullable(),
  /** 10..100; shown divided by 10 with one decimal (`formatExternalRating`). */
  rating: z.number().nullable(),
  votecount: z.number(),
  /** 0 finished, 1 in development, 2 cancelled. */
  devstatus: z.number(),
  /** Developers' names. */
  developers: z.array(z.string()),
  /** A date, possibly partial ("2019", "2019-05"), or "TBA"; null when unknown. */
  released: z.string().nullable(),
}) satisfies z.ZodType<VndbMatch>;

/**
 * `GET /api/vndb/search?name=…`: up to 10 matches by name, for the project form of signed-in users.
 * 400 for a blank or over-long name; 503 with `vndbMessages.unavailable` when the service is down,
 * slow or answers something else than its protocol.
 */
export const vndbSearchEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/vndb/search',
  summary: 'Look a name up in the external visual novel database (for the project form)',
  query: vndbSearchQuerySchema,
  response: z.array(vndbMatchSchema),
  // The lookup serves the project form: whoever may propose a project (docs/product §6).
  permission: 'createDraft',
  rateLimits: [{ bucket: 'vndbSearch', per: 'user' }],
  errors: ['unavailable'],
});

export const vndbEndpoints: readonly Endpoint[] = [vndbSearchEndpoint];
