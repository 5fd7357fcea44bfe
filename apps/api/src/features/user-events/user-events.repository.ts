import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { NovelNotificationSettings } from '@vn/domain';
import type { Model } from 'mongoose';
import { RecordChanges, writeBack, type StaleRecords } from '../../platform/database';
import { CacheSync } from '../../platform/pubsub';
import {
  EVENTS_SEEN_COLLECTION,
  NOVEL_SUBSCRIPTIONS_COLLECTION,
  USER_EVENTS_COLLECTION,
  type EventsSeenRecord,
  type NovelSubscriptionRecord,
  type UserEventRecord,
} from './user-events.schema';

const subscriptionKey = (userId: string, novelId: string) => `${userId}:${novelId}`;

/** What the repository reports: whose notifications changed (a user id), or anyone's. */
export type UserEventsChange = StaleRecords | { kind: 'everything' };

const readersOf = (records: readonly UserEventRecord[]) => records.map((record) => record.userId);

/**
 * Notifications, when each user last looked at them, and what readers follow of a project. A write
 * of notifications or of when they were seen is reported through `changes` by its users' ids, for
 * the read model of each user's list (`UserEventLists`), and told to the other instances through
 * `CacheSync` (topic 'userEvents'), whose repositories report it there. What readers follow is read
 * from the database each time: no read model keeps it.
 */
@Injectable()
export class UserEventsRepository {
  /** Whose notifications changed, here or on another instance. */
  readonly changes = new RecordChanges<UserEventRecord, UserEventsChange>();

  constructor(
    @InjectModel(USER_EVENTS_COLLECTION) private readonly events: Model<UserEventRecord>,
    @InjectModel(EVENTS_SEEN_COLLECTION) private readonly seen: Model<EventsSeenRecord>,
    @InjectModel(NOVEL_SUBSCRIPTIONS_COLLECTION)
    private readonly subscriptions: Model<NovelSubscriptionRecord>,
    private readonly sync: CacheSync,
  ) {
    // Another instance wrote a user's notifications (or, with no id, anyone's): read when next asked.
    sync.onChange('userEvents', (userId) =>
      this.changes.report(userId ? { kind: 'stale', key: userId } : { kind: 'everything' }),
    );
  }

  async insertEvents(records: readonly UserEventRecord[]): Promise<void> {
    await this.events.insertMany(records);
    await this.changed(readersOf(records));
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

  async deleteEvents(records: readonly UserEventRecord[]): Promise<void> {
    if (records.length === 0) return;
    await this.events.deleteMany({ _id: { $in: records.map((record) => record._id) } });
    await this.changed(readersOf(records));
  }

  /** Puts notifications back as they were read, whether or not they were deleted. */
  async putBack(records: readonly UserEventRecord[]): Promise<void> {
    await writeBack(this.events, records);
    await this.changed(readersOf(records));
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
    await this.changed([userId]);
  }

  /**
   * Users whose notifications changed: to this instance's read models, and news of them to the
   * others. What a list now holds is not read here: it is read when the user next asks.
   */
  private async changed(userIds: readonly string[]): Promise<void> {
    for (const userId of new Set(userIds)) {
      await this.changes.report({ kind: 'stale', key: userId });
      this.sync.changed('userEvents', userId);
    }
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
