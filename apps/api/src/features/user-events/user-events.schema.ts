import type { NovelNotificationSettings, UserEventType } from '@vn/domain';
import { Schema } from 'mongoose';
import { recordSchema } from '../../platform/database';

export const USER_EVENTS_COLLECTION = 'userEvents';
export const EVENTS_SEEN_COLLECTION = 'userEventsSeen';
export const NOVEL_SUBSCRIPTIONS_COLLECTION = 'novelSubscriptions';

/** References an event may carry (docs/product §3 User event); which ones depends on its type. */
export interface UserEventRefs {
  novel?: string | null;
  draft?: string | null;
  post?: string | null;
  postDraft?: string | null;
  comment?: string | null;
  answerComment?: string | null;
  parentComment?: string | null;
  status?: string;
}

/** One notification for one user. */
export interface UserEventRecord extends UserEventRefs {
  _id: string;
  userId: string;
  type: UserEventType;
  createdAt: Date;
  createdBy: { _id: string; username: string } | null;
}

/** When a user last looked at their notifications: `_id` is the user's id. */
export interface EventsSeenRecord {
  _id: string;
  viewedAt: Date;
}

/** What a reader is told about one project: `_id` is `${userId}:${novelId}`. */
export interface NovelSubscriptionRecord extends NovelNotificationSettings {
  _id: string;
  userId: string;
  novelId: string;
}

export const userEventSchema = recordSchema<UserEventRecord>(USER_EVENTS_COLLECTION, {
  userId: { type: String, required: true, index: true },
  type: { type: String, required: true },
  createdAt: { type: Date, required: true },
  createdBy: { type: Schema.Types.Mixed, default: null },
  novel: { type: String, default: null },
  draft: { type: String, default: null },
  post: { type: String, default: null },
  postDraft: { type: String, default: null },
  comment: { type: String, default: null },
  answerComment: { type: String, default: null },
  parentComment: { type: String, default: null },
  status: { type: String, default: undefined },
});

export const eventsSeenSchema = recordSchema<EventsSeenRecord>(EVENTS_SEEN_COLLECTION, {
  viewedAt: { type: Date, required: true },
});

export const novelSubscriptionSchema = recordSchema<NovelSubscriptionRecord>(
  NOVEL_SUBSCRIPTIONS_COLLECTION,
  {
    userId: { type: String, required: true },
    novelId: { type: String, required: true, index: true },
    updates: { type: Boolean, required: true },
    comments: { type: Boolean, required: true },
    answers: { type: Boolean, required: true },
  },
);
