import { Injectable } from '@nestjs/common';
import {
  defaultNovelNotificationSettings,
  type NovelNotificationSettings,
  type UserEvents,
  type UserEventType,
} from '@vn/domain';
import { newObjectId } from '../../platform/ids';
import { LiveEvents } from '../live-events';
import { UsersRepository } from '../users';
import { UserEventLists } from './user-event-lists';
import { UserEventsRepository } from './user-events.repository';
import type { UserEventRecord, UserEventRefs } from './user-events.schema';

/** A notification to send: its type, who caused it, what it is about. */
export interface NewUserEvent extends UserEventRefs {
  type: UserEventType;
  createdBy: { _id: string; username: string } | null;
}

/**
 * Notifications (docs/product §2.5, §3 User event). Features call `notify` after the thing
 * happened. A user's list is answered from the read model (`UserEventLists`), which the repository
 * keeps current with every write, this instance's and the others'.
 */
@Injectable()
export class UserEventsService {
  constructor(
    private readonly repository: UserEventsRepository,
    private readonly lists: UserEventLists,
    private readonly users: UsersRepository,
    private readonly live: LiveEvents,
  ) {}

  /**
   * Sends one notification to each recipient once; whoever caused it is not told of their own act.
   * A notification is news, not the act itself: a failure here must not undo what happened, so
   * callers that cannot wait may leave it running (`notifyLater`).
   */
  async notify(recipients: Iterable<string>, event: NewUserEvent): Promise<void> {
    const userIds = [...new Set(recipients)].filter((id) => id !== event.createdBy?._id);
    if (userIds.length === 0) return;
    const createdAt = new Date();
    const records: UserEventRecord[] = userIds.map((userId) => ({
      ...event,
      _id: newObjectId(),
      userId,
      createdAt,
    }));
    await this.repository.insertEvents(records);
    // Open pages hear of it at once (docs/product §4 Live events): the new notification, for the bell to
    // add and count. `publishEach` never rejects, so a lost live event leaves the notification kept.
    await this.live.publishEach(
      'userEvents',
      records.map((record) => ({ userId: record.userId, data: { event: presentEvent(record) } })),
    );
  }

  /**
   * The notifications about things going away for good (an article, its drafts, their comments),
   * whose links would lead nowhere: read before they are deleted (`deleteAll`), so that a deletion
   * that fails later can put them back (`putBack`).
   */
  about(refs: {
    posts: readonly string[];
    postDrafts: readonly string[];
    comments: readonly string[];
  }): Promise<UserEventRecord[]> {
    return this.repository.eventsAbout(refs);
  }

  /** Deletes what `about` read. */
  deleteAll(records: readonly UserEventRecord[]): Promise<void> {
    return this.repository.deleteEvents(records);
  }

  /** Puts back what `about` read, whether or not it was deleted yet (a failed deletion's undo). */
  putBack(records: readonly UserEventRecord[]): Promise<void> {
    return this.repository.putBack(records);
  }

  /** The list the bell shows (docs/product §3 event list): the newest `limit`, and the counts. */
  async state(userId: string, limit: number): Promise<UserEvents> {
    const { events, viewedAt } = await this.lists.of(userId);
    return {
      events: events.slice(0, limit).map(presentEvent),
      eventsCount: events.length,
      eventsViewedAt: viewedAt?.toISOString() ?? null,
      newEventsCount: viewedAt
        ? events.filter((event) => event.createdAt > viewedAt).length
        : events.length,
      timeStamp: Date.now(),
    };
  }

  /**
   * Marks the notifications up to `timeStamp` (the time of the list the reader opened) as seen; one
   * that arrived after it stays new. A time in the future counts as now, and the mark never moves
   * back.
   */
  async markViewed(userId: string, timeStamp: number, limit: number): Promise<UserEvents> {
    const { viewedAt } = await this.lists.of(userId);
    const at = new Date(Math.min(timeStamp, Date.now()));
    if (!viewedAt || at > viewedAt) await this.repository.markViewed(userId, at);
    return this.state(userId, limit);
  }

  /** What the reader is told about a project (docs/product §2.3 notification tab). */
  async novelSettings(userId: string, novelId: string): Promise<NovelNotificationSettings> {
    const record = await this.repository.subscription(userId, novelId);
    if (!record) return { ...defaultNovelNotificationSettings };
    return { updates: record.updates, comments: record.comments, answers: record.answers };
  }

  async saveNovelSettings(
    userId: string,
    novelId: string,
    settings: NovelNotificationSettings,
  ): Promise<NovelNotificationSettings> {
    await this.repository.saveSubscription(userId, novelId, settings);
    return settings;
  }

  /** Readers who follow a project's updates or all of its comments. */
  followersOf(novelId: string, kind: 'updates' | 'comments'): Promise<string[]> {
    return this.repository.followersOf(novelId, kind);
  }

  /** Whether the reader wants replies to their comments on this project (on unless turned off). */
  async wantsAnswers(userId: string, novelId: string | null): Promise<boolean> {
    if (!novelId) return true;
    return (await this.novelSettings(userId, novelId)).answers;
  }

  /** Moderators and administrators: told when a draft awaits review. */
  staffIds(): Promise<string[]> {
    return this.users.staffIds();
  }
}

function presentEvent(event: UserEventRecord): UserEvents['events'][number] {
  return {
    _id: event._id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    createdBy: event.createdBy,
    novel: event.novel ?? null,
    draft: event.draft ?? null,
    post: event.post ?? null,
    postDraft: event.postDraft ?? null,
    comment: event.comment ?? null,
    answerComment: event.answerComment ?? null,
    parentComment: event.parentComment ?? null,
    ...(event.status ? { status: event.status } : {}),
  };
}
