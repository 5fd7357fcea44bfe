import { z } from 'zod';
import { defineEndpoint, type Endpoint } from './endpoint';

/**
 * The staff actions the moderation log records (issue 7; SPEC.md §2.2 /log). One name per kind of
 * action, so the log can be read and searched by it.
 */
export const moderationActions = [
  'ban',
  'unban',
  'changeRole',
  'removeUser',
  'deleteNovel',
  'addOwner',
  'removeOwner',
  'applyDraft',
  'declineDraft',
  'editVocabulary',
  'deleteVocabulary',
  'forceDeleteComment',
] as const;
export type ModerationAction = (typeof moderationActions)[number];

export const moderationLogQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(5_000).default(1_000),
});

/** `GET /api/log`: the log as text, newest first; anyone but a moderator gets "Not Found" (§2.2). */
export const moderationLogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/log',
  summary: 'The moderation log as text, newest first (moderators; others get "Not Found")',
  query: moderationLogQuerySchema,
  response: z.string(),
  // Guests too get "Not Found", not 401: the log's existence is shown to moderators only.
  public: true,
});

export const moderationLogEndpoints: readonly Endpoint[] = [moderationLogEndpoint];
