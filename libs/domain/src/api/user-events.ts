import { z } from 'zod';
import { userEventsSchema } from '../entities/social';
import { LIMITS } from '../format/constants';
import { defineEndpoint, type Endpoint } from './endpoint';
import { idParamsSchema } from './path-params';

/**
 * Notifications (docs/product §2.5, §3 User event): what happened, to whom. The type names the
 * event; which references it carries (novel, draft, post, comment…) follows from it.
 */
export const userEventTypes = [
  /** A reply to your comment: comment = the reply, answerComment = yours. */
  'commentAnswer',
  /** A comment on your draft (draft) or article draft (postDraft). */
  'draftComment',
  /** A comment on your article (post). */
  'postComment',
  /** Your draft's status changed (status = the new one). */
  'draftStatus',
  /** A draft awaits review (to moderators; status waitApprove). */
  'draftAwaitsReview',
  /** A project you follow was updated (a draft applied to it). */
  'novelUpdated',
  /** A new comment on a project you follow. */
  'novelComment',
  /**
   * Ours (docs/product §A1.8): a translation you follow moved; novel = its project, status = what
   * happened, as event codes joined by commas (`translationEventCode`).
   */
  'translationUpdated',
  /**
   * Ours (docs/product §A3.4): a report you sent was dealt with; status = the resolution
   * (`reportResolutions`), name = what was reported.
   */
  'reportResolved',
] as const;
export type UserEventType = (typeof userEventTypes)[number];

export const userEventsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(500).default(LIMITS.notificationsStep),
});

export const userEventsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/userEvents',
  summary: 'Your notifications, newest first, with how many are new since you last looked',
  query: userEventsQuerySchema,
  response: userEventsSchema,
});

export const markEventsViewedQuerySchema = z.strictObject({
  /** The `timeStamp` of the list the reader saw: events up to it count as seen. */
  timeStamp: z.coerce.number().int().min(0),
});

export const markEventsViewedEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/userEvents/markViewed',
  summary: 'Mark your notifications up to timeStamp as seen',
  query: markEventsViewedQuerySchema,
  response: userEventsSchema,
});

/**
 * What a reader is told about one project (docs/product §2.3, the notification tab): its updates, every
 * comment on it, replies to the reader's own comments there.
 */
export const novelNotificationSettingsSchema = z.strictObject({
  updates: z.boolean(),
  comments: z.boolean(),
  answers: z.boolean(),
});
export type NovelNotificationSettings = z.infer<typeof novelNotificationSettingsSchema>;
/** Replies are on until the reader turns them off; following a project is opt-in. */
export const defaultNovelNotificationSettings: NovelNotificationSettings = {
  updates: false,
  comments: false,
  answers: true,
};

export const novelNotificationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/novels/{id}/notifications',
  params: idParamsSchema,
  summary: 'What you are told about this project (updates, all comments, replies)',
  response: novelNotificationSettingsSchema,
});

export const saveNovelNotificationsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/novels/{id}/notifications',
  params: idParamsSchema,
  summary: 'Save what you are told about this project',
  body: novelNotificationSettingsSchema,
  response: novelNotificationSettingsSchema,
});

export const userEventsEndpoints: readonly Endpoint[] = [
  userEventsEndpoint,
  markEventsViewedEndpoint,
  novelNotificationsEndpoint,
  saveNovelNotificationsEndpoint,
];
