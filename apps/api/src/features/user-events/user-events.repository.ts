import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { NovelNotificationSettings } from '@vn/domain';
import type { Model } from 'mongoose';
import { writeBack } from '../../platform/database';
import {
  EVENTS_SEEN_COLLECTION,
  NOVEL_SUBSCRIPTIONS_COLLECTION,
  USER_EVENTS_COLLECTION,
  type EventsSeenRecord,
  type NovelSubscriptionRecord,
  type UserEventRecord,
} from './user-events.schema';

const subscriptionKey = (userId: string, novelId: string) => `${userId}:${novelId}`;

/** Notifications, when each user last looked at them, and what readers follow of a project. */
@Injectable()
export class UserEventsRepository {
  constructor(
    @InjectModel(USER_EVENTS_COLLECTION) private readonly events: Model<UserEventRecord>,
    @InjectModel(EVENTS_SEEN_COLLECTION) private readonly seen: Model<EventsSeenRecord>,
    @InjectModel(NOVEL_SUBSCRIPTIONS_COLLECTION)
    private readonly subscriptions: Model<NovelSubscriptionRecord>,
  ) {}

  async insertEvents(records: readonly UserEventRecord[]): Promise<void> {
    await this.events.insertMany(records);
  }

  /** The notifications about any of these articles, article drafts or comments. */
  eventsAbout(about: {
    posts: readonly string[];
    postDrafts: readonly string[];
    comments: readonly string[];
  }): Promise<UserEventRecord[]> {
    const either = [
      { post: { $in: [...about.posts] } },
      { postDraft: { $in: [...about.postDrafts] } },
      { comment: { $in: [...about.comments] } },
      { answerComment: { $in: [...about.comments] } },
    ];
    return this.events.find({ $or: either }).lean<UserEventRecord[]>();
  }

  async deleteEvents(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.events.deleteMany({ _id: { $in: [...ids] } });
  }

  /** Puts notifications back as they were read, whether or not they were deleted. */
  async putBack(records: readonly UserEventRecord[]): Promise<void> {
    await writeBack(this.events, records);
  }

  /** A user's notifications, newest first, and when they last looked (null: never). */
  async eventsOf(userId: string): Promise<{ events: UserEventRecord[]; viewedAt: Date | null }> {
    const [events, seen] = await Promise.all([
      this.events.find({ userId }).sort({ createdAt: -1, _id: -1 }).lean<UserEventRecord[]>(),
      this.seen.findOne({ _id: userId }).lean<EventsSeenRecord>(),
    ]);
    return { events, viewedAt: seen?.viewedAt ?? null };
  }

  async markViewed(userId: string, at: Date): Promise<void> {
    await this.seen.updateOne({ _id: userId }, { $set: { viewedAt: at } }, { upsert: true });
  }

  subscription(userId: string, novelId: string): Promise<NovelSubscriptionRecord | null> {
    return this.subscriptions
      .findOne({ _id: subscriptionKey(userId, novelId) })
      .lean<NovelSubscriptionRecord>();
  }

  async saveSubscription(
    userId: string,
    novelId: string,
    settings: NovelNotificationSettings,
  ): Promise<void> {
    await this.subscriptions.updateOne(
      { _id: subscriptionKey(userId, novelId) },
      { $set: { userId, novelId, ...settings } },
      { upsert: true },
    );
  }

  /** Readers who follow a project's updates or all of its comments. */
  async followersOf(novelId: string, kind: 'updates' | 'comments'): Promise<string[]> {
    const followers = await this.subscriptions
      .find({ novelId, [kind]: true })
      .select({ userId: 1 })
      .lean<{ userId: string }[]>();
    return followers.map((follower) => follower.userId);
  }
}
