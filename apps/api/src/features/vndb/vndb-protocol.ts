import { VNDB_SEARCH_FIELDS, VNDB_SEARCH_RESULTS, type VndbVisualNovel } from '@vn/domain';
import { z } from 'zod';

/*
 * The external visual novel database's protocol as the lookup uses it (docs/architecture.md § The
 * external visual novel database; docs/product §7 External): `POST {base}/vn` with filters, fields
 * and a result count; the answer is `{ results, more }`. Anything else it answers is treated as an
 * outage.
 */

/** The body of a lookup by name. */
export function vndbSearchRequest(name: string) {
  return {
    filters: ['search', '=', name],
    fields: VNDB_SEARCH_FIELDS,
    results: VNDB_SEARCH_RESULTS,
  };
}

/**
 * One visual novel of the answer. The service sends every asked field; a missing nullable one is
 * read as null rather than refusing the whole answer. Other fields (developers' ids) are dropped.
 */
const visualNovelSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  olang: z.string().nullable().default(null),
  length: z.number().nullable().default(null),
  length_minutes: z.number().nullable().default(null),
  rating: z.number().nullable().default(null),
  votecount: z.number().int().min(0),
  devstatus: z.number().int(),
  developers: z.array(z.object({ name: z.string() })).default([]),
  released: z.string().nullable().default(null),
}) satisfies z.ZodType<VndbVisualNovel, unknown>;

export const vndbSearchAnswerSchema = z.object({
  results: z.array(visualNovelSchema),
  more: z.boolean(),
});
export type VndbSearchAnswer = z.infer<typeof vndbSearchAnswerSchema>;
