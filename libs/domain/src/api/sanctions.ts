import { z } from 'zod';
import { repeatLadder } from '../moderation/repeat';
import {
  sanctionBodySchema,
  sanctionLiftBodySchema,
  sanctionSchema,
  sanctionScopeSchema,
} from '../moderation/schemas';
import { defineEndpoint, type Endpoint } from './endpoint';
import { idParamsSchema } from './path-params';

/*
 * The sanctions calls (docs/product §A2, ours): a person's history with what the repeat rule
 * suggests, giving a sanction and lifting one. Giving and lifting are moderators' (`can()`'s `ban`
 * and `unban`, with the person's role: an administrator is out of a moderator's reach), and each is
 * a line of the moderation log.
 */

/** A person's sanctions, newest first, and for staff what the next one in each scope should be. */
export const userSanctionsSchema = z.object({
  sanctions: z.array(sanctionSchema),
  /** Staff only (docs/product §A2.6): the repeat rule's duration per scope; null for the person. */
  suggestions: z.record(sanctionScopeSchema, z.enum(repeatLadder)).nullable(),
});
export type UserSanctions = z.output<typeof userSanctionsSchema>;

export const userSanctionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/profile/{id}/sanctions',
  summary: "A user's sanctions (staff, or the user without private notes)",
  description:
    'Ours (docs/product §A2). Staff see every field and the suggested duration per scope; the user sees their own without the moderators’ private notes.',
  params: idParamsSchema,
  response: userSanctionsSchema,
  errors: ['forbidden'],
});

export const addSanctionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/profile/{id}/sanctions',
  summary: 'Sanction a user in a scope, for a time or as a warning (moderators)',
  description:
    'Ours (docs/product §A2.2–A2.3). The `everything` scope is the ban of `PUT /api/profile/{id}/ban`: it sets the same `banned` on the user. Recorded in the moderation log.',
  params: idParamsSchema,
  body: sanctionBodySchema,
  response: sanctionSchema,
  errors: ['forbidden'],
});

export const liftSanctionEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/sanctions/{id}/lift',
  summary: 'Lift a sanction before its end, with a reason (moderators)',
  description:
    'Ours (docs/product §A2.7). 409 when it is already lifted or over. Lifting an `everything` sanction ends the ban it set. Recorded in the moderation log.',
  params: idParamsSchema,
  body: sanctionLiftBodySchema,
  response: sanctionSchema,
  errors: ['forbidden', 'conflict'],
});

export const sanctionsEndpoints: readonly Endpoint[] = [
  userSanctionsEndpoint,
  addSanctionEndpoint,
  liftSanctionEndpoint,
];
