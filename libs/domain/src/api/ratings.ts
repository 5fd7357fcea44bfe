import { z } from 'zod';
import type { VoteExclusionReason } from '../ratings/vote-trust';
import { defineEndpoint, type Endpoint } from './endpoint';
import { idParamsSchema, usernameParamsSchema } from './path-params';

/*
 * Open ratings (docs/product §A5, ours): a project's votes as bars, with how its site rating is
 * made and which votes were left out; a reader's own ratings beside the site's.
 */

const histogramSchema = z.array(z.number().int().nonnegative()).length(10);

export const projectRatingsSchema = z.object({
  /** Counted votes by value, index 0 for 1 … index 9 for 10. */
  histogram: histogramSchema,
  votes: z.number().int().nonnegative(),
  mean: z.number().nullable(),
  siteRating: z.number().nullable(),
  prior: z.object({
    mean: z.number(),
    votes: z.number().int().positive(),
    share: z.number().min(0).max(1),
  }),
  minimumVotes: z.number().int().positive(),
  belowMinimum: z.boolean(),
  /** Votes left out, by reason (`voteExclusionReasons`). */
  excluded: z.object({
    removed: z.number().int().nonnegative(),
    banned: z.number().int().nonnegative(),
    burst: z.number().int().nonnegative(),
  }) satisfies z.ZodType<Record<VoteExclusionReason, number>>,
});
export type ProjectRatings = z.infer<typeof projectRatingsSchema>;

export const projectRatingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/novels/{id}/ratings',
  summary:
    'A project’s votes as ten bars, its plain mean and site rating, and how the rating is made',
  description:
    'Ours (docs/product §A5.1–A5.2). Only counted votes are in the bars and the figures; `excluded` says how many were left out and why (removed accounts, readers banned from everything, a burst of new accounts).',
  params: idParamsSchema,
  response: projectRatingsSchema,
  errors: ['notFound'],
  public: true,
});

export const readerRatingsSchema = z.object({
  histogram: histogramSchema,
  count: z.number().int().nonnegative(),
  mean: z.number().nullable(),
  comparison: z
    .object({
      projects: z.number().int().positive(),
      siteMean: z.number(),
      difference: z.number(),
      higher: z.number().int().nonnegative(),
      same: z.number().int().nonnegative(),
      lower: z.number().int().nonnegative(),
    })
    .nullable(),
});
export type ReaderRatings = z.infer<typeof readerRatingsSchema>;

export const readerRatingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/users/{username}/ratings',
  summary:
    'A reader’s ratings: their distribution and mean, beside the site rating of the same projects',
  description:
    'Ours (docs/product §A5.3), beside `GET /api/users/{username}/lists`. Shown as the reader’s ratings are: the owner always, others when the owner’s settings show ratings (otherwise 404, as a hidden list).',
  params: usernameParamsSchema,
  response: readerRatingsSchema,
  errors: ['notFound'],
  public: true,
});

export const ratingsEndpoints: readonly Endpoint[] = [
  projectRatingsEndpoint,
  readerRatingsEndpoint,
];
