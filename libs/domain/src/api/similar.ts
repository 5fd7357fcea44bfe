import { z } from 'zod';
import { novelCardSchema } from '../entities/novel';
import { SIMILAR_WEIGHTS, type SimilarSignal } from '../similar/similarity';
import { defineEndpoint, type Endpoint } from './endpoint';
import { idParamsSchema } from './path-params';

/*
 * «Похожие» (docs/product §A6, ours): up to ten projects like this one, each with the parts of its
 * score and the reasons a reader is shown.
 */

const partsSchema = z.object({
  tags: z.number(),
  coRatings: z.number(),
  coLists: z.number(),
  recommendations: z.number(),
}) satisfies z.ZodType<Record<SimilarSignal, number>>;

export const similarTitleSchema = z.object({
  project: novelCardSchema,
  score: z.number(),
  parts: partsSchema,
  reasons: z.object({
    /** Shared tags and genres, rarest first; spoiler tags only when asked for (`spoilers=show`). */
    sharedTags: z.array(
      z.object({ _id: z.string(), value: z.string(), kind: z.enum(['tag', 'genre']) }),
    ),
    /** Readers who rated both highly. */
    highBoth: z.number().int().nonnegative(),
    /** Readers who keep both on a list. */
    listedBoth: z.number().int().nonnegative(),
    /** Readers' recommendations between the two: how many, and the best voted one's words. */
    recommendations: z.object({
      count: z.number().int().nonnegative(),
      text: z.string().nullable(),
    }),
  }),
});
export type SimilarTitleView = z.infer<typeof similarTitleSchema>;

export const similarTitlesQuerySchema = z.strictObject({
  /** Only projects with a complete Russian translation. */
  translation: z.enum(['complete']).optional(),
  /** Name spoiler tags among the reasons (a reader who shows spoilers). */
  spoilers: z.enum(['show']).optional(),
});

export const similarTitlesSchema = z.object({
  items: z.array(similarTitleSchema),
  weights: partsSchema,
  /** When the lists were last worked out; null while the first build runs. */
  builtAt: z.string().nullable(),
});
export type SimilarTitles = z.infer<typeof similarTitlesSchema>;

export const similarTitlesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/novels/{id}/similar',
  summary:
    'Up to ten projects like this one, each with why (shared tags, readers in common, recommendations)',
  description: `Ours (docs/product §A6). The blend's weights: ${Object.entries(SIMILAR_WEIGHTS)
    .map(([signal, weight]) => `${signal} ${weight}`)
    .join(', ')}. Worked out in the background, not per request.`,
  params: idParamsSchema,
  query: similarTitlesQuerySchema,
  response: similarTitlesSchema,
  errors: ['notFound'],
  public: true,
});

export const similarEndpoints: readonly Endpoint[] = [similarTitlesEndpoint];
