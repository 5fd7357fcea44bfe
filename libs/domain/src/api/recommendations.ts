import { z } from 'zod';
import { objectIdSchema, userRefSchema } from '../entities/common';
import { novelCardSchema } from '../entities/novel';
import { RECOMMENDATION_REASON_MAX, recommendationMessages } from '../similar/recommendations';
import { defineEndpoint, type Endpoint } from './endpoint';
import { idParamsSchema } from './path-params';

/*
 * Readers' recommendations (docs/product §A6.5, ours): «Если понравилось …», a reason, and votes.
 */

export const recommendationSchema = z.object({
  _id: z.string(),
  from: z.string(),
  to: novelCardSchema,
  reason: z.string(),
  author: userRefSchema,
  votes: z.object({ up: z.number().int().nonnegative(), down: z.number().int().nonnegative() }),
  /** The viewer's vote: 1, -1, or 0 (none, or a guest). */
  myVote: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  /** Whether the viewer may take it away (its author, or staff). */
  mayDelete: z.boolean(),
  createdAt: z.string(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/novels/{id}/recommendations',
  summary: 'Readers’ recommendations for those who liked this project, best voted first',
  description: 'Ours (docs/product §A6.5). Recommendations of removed projects are left out.',
  params: idParamsSchema,
  response: z.array(recommendationSchema),
  errors: ['notFound'],
  public: true,
});

export const recommendBodySchema = z.strictObject({
  to: objectIdSchema,
  reason: z
    .string()
    .trim()
    .min(1, recommendationMessages.reasonRequired)
    .max(RECOMMENDATION_REASON_MAX, recommendationMessages.reasonTooLong),
});

export const recommendEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/novels/{id}/recommendations',
  summary: '«Если понравилось этот проект, попробуйте …»: recommend another project with a reason',
  description:
    'Ours (docs/product §A6.5). One recommendation per reader and pair (409); not the project itself (400). A comments sanction refuses it, as it refuses a comment.',
  params: idParamsSchema,
  body: recommendBodySchema,
  response: recommendationSchema,
  errors: ['notFound', 'conflict'],
  permission: 'comment',
});

export const voteRecommendationEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/recommendations/{id}/vote',
  summary: 'Vote a reader’s recommendation up (1), down (-1), or take the vote back (0)',
  description: 'Ours (docs/product §A6.5). Not one’s own (400).',
  params: idParamsSchema,
  body: z.strictObject({ value: z.union([z.literal(-1), z.literal(0), z.literal(1)]) }),
  response: recommendationSchema,
  errors: ['notFound'],
  permission: 'like',
});

export const deleteRecommendationEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/recommendations/{id}',
  summary: 'Take a recommendation away (its author, or staff)',
  description: 'Ours (docs/product §A6.5).',
  params: idParamsSchema,
  response: z.object({ deleted: z.literal(true) }),
  errors: ['notFound', 'forbidden'],
});

export const recommendationsEndpoints: readonly Endpoint[] = [
  recommendationsEndpoint,
  recommendEndpoint,
  voteRecommendationEndpoint,
  deleteRecommendationEndpoint,
];
