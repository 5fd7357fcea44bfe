import { z } from 'zod';
import { projectChangeFields } from '../drafts/project-fields';
import { fieldRejectionReasons, fieldReviewMessages } from '../drafts/review-texts';
import { draftStatusSchema } from '../drafts/schemas';
import { defineEndpoint, type Endpoint } from './endpoint';
import { idParamsSchema } from './path-params';

/*
 * Reviewing a proposed project edit field by field (docs/product §A4, ours): the three versions of
 * each field and their outcome, and the reviewer's decisions, applied over the project as it now
 * is. Values are the draft value's fields (`NovelDraftValue`), as the edit form sends them.
 */

export const fieldMergeOutcomeSchema = z.enum([
  'untouched',
  'theirs',
  'proposed',
  'same',
  'conflict',
]);

/** One field of the merge: the draft's base, the project now, the proposal, and the outcome. */
export const fieldMergeSchema = z.object({
  field: z.enum(projectChangeFields),
  outcome: fieldMergeOutcomeSchema,
  // Absent where that version has no such field (a base the form sent without it).
  base: z.unknown().optional(),
  current: z.unknown().optional(),
  proposed: z.unknown().optional(),
});

export const draftMergeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/drafts/{id}/review',
  params: idParamsSchema,
  summary:
    'An edit draft field by field: its base, the project now and the proposal, with each field’s outcome',
  description:
    'Ours (docs/product §A4.1). Whoever sees the draft sees its merge; `mayReview` says whether they may decide on it. `stale`: the project changed since the draft was made.',
  response: z.object({
    fields: z.array(fieldMergeSchema),
    stale: z.boolean(),
    mayReview: z.boolean(),
  }),
  errors: ['invalid'],
});

const rejectionTextMax = 1_000;

/** One decision on a proposed field: accept, accept adjusted (`value`), or reject with a reason. */
export const fieldDecisionSchema = z.discriminatedUnion('decision', [
  z.strictObject({ field: z.enum(projectChangeFields), decision: z.literal('accept') }),
  z.strictObject({
    field: z.enum(projectChangeFields),
    decision: z.literal('adjust'),
    value: z.unknown(),
  }),
  z.strictObject({
    field: z.enum(projectChangeFields),
    decision: z.literal('reject'),
    reason: z.enum(fieldRejectionReasons),
    text: z.string().trim().max(rejectionTextMax).default(''),
  }),
]);

export const reviewDraftBodySchema = z.strictObject({
  decisions: z
    .array(fieldDecisionSchema)
    .max(projectChangeFields.length)
    .refine(
      (decisions) => new Set(decisions.map((each) => each.field)).size === decisions.length,
      'Одно решение на поле',
    ),
});

export const reviewDraftEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/drafts/{id}/review',
  params: idParamsSchema,
  summary:
    'Decide on each field an edit draft proposes: the accepted ones apply as one revision credited to the author, the rejected ones go back to the author',
  description: `Ours (docs/product §A4.2, §A4.3). Whoever may apply the draft may review it. Refused with 400 when a proposed field has no decision («${fieldReviewMessages.missing}»), names a field the draft does not propose, or rejects «Другое» without words; with 409 when the draft or the project changed meanwhile. With nothing rejected the draft is applied; otherwise it goes back to its author (status created) with only the rejected fields still proposed.`,
  body: reviewDraftBodySchema,
  response: z.object({
    status: draftStatusSchema,
    url: z.string(),
    changed: z.array(z.enum(projectChangeFields)),
    rejected: z.array(z.enum(projectChangeFields)),
  }),
  errors: ['forbidden', 'conflict'],
});

/** The calls of the field-by-field review. */
export const draftReviewEndpoints: readonly Endpoint[] = [draftMergeEndpoint, reviewDraftEndpoint];
