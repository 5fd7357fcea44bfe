import { z } from 'zod';
import { draftStatuses, novelDraftTypes, postDraftTypes } from './status';

/*
 * The run-time checks of draft values, kept apart from the statuses and rules: a bundler keeps or
 * drops a module's code whole, and pages that only show a status must not load zod (the first-visit
 * JavaScript budget, docs/architecture.md § Budgets).
 */
export const draftStatusSchema = z.enum(draftStatuses);
export const novelDraftTypeSchema = z.enum(novelDraftTypes);
export const postDraftTypeSchema = z.enum(postDraftTypes);

/** Run-time checks of the summaries, for `can` and for callers outside TypeScript (docs/product §3). */
export const novelDraftSummarySchema = z.object({
  kind: z.literal('novel'),
  id: z.string(),
  title: z.string().nullish(),
  type: novelDraftTypeSchema,
  status: draftStatusSchema,
  createdById: z.string(),
  novelId: z.string().nullish(),
});

export const postDraftSummarySchema = z.object({
  kind: z.literal('post'),
  id: z.string(),
  title: z.string().nullish(),
  type: postDraftTypeSchema,
  status: draftStatusSchema,
  createdById: z.string(),
});

export const draftSummarySchema = z.discriminatedUnion('kind', [
  novelDraftSummarySchema,
  postDraftSummarySchema,
]);
