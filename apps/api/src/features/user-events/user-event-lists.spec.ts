import { describe, expect, it } from 'vitest';
import { instancesOnOneDatabase } from '../../../test/instances-on-one-database';
import { newObjectId } from '../../platform/ids';
import { UserEventLists } from './user-event-lists';
import { UserEventsRepository } from './user-events.repository';
import {
  eventsSeenSchema,
  novelSubscriptionSchema,
  userEventSchema,
  type UserEventRecord,
} from './user-events.schema';

/**
 * Each user's notifications as a read model over the repository (docs/architecture.md § Read
 * models), against the run's real database: the repository writes and reports whose notifications
 * changed, the lists let that user go. Two instances share the database, their `CacheSync` one
 * pub/sub.
 */

const { model, cacheSync, delivered } = instancesOnOneDatabase(
  userEventSchema,
  eventsSeenSchema,
  novelSubscriptionSchema,
);

function instance() {
  const records = new UserEventsRepository(
    model(userEventSchema),
    model(eventsSeenSchema),
    model(novelSubscriptionSchema),
    cacheSync(),
  );
  return { records, lists: new UserEventLists(records) };
}

const event = (userId: string): UserEventRecord => ({
  _id: newObjectId(),
  userId,
  type: 'commentAnswer',
  createdAt: new Date(),
  createdBy: null,
});

const idsOf = (events: readonly UserEventRecord[]) => events.map((record) => record._id);

describe('UserEventLists', () => {
  it('has a write of this instance when the write returns', async () => {
    const { records, lists } = instance();
    const userId = newObjectId();
    expect((await lists.of(userId)).events).toEqual([]);
    const first = event(userId);
    await records.insertEvents([first]);
    expect(idsOf((await lists.of(userId)).events)).toEqual([first._id]);
    const seenAt = new Date();
    await records.markViewed(userId, seenAt);
    expect((await lists.of(userId)).viewedAt).toEqual(seenAt);
    await records.deleteEvents([first]);
    expect((await lists.of(userId)).events).toEqual([]);
    await records.putBack([first]);
    expect(idsOf((await lists.of(userId)).events)).toEqual([first._id]);
  });

  it('has another instance’s write once it hears of it', async () => {
    const first = instance();
    const second = instance();
    const userId = newObjectId();
    expect((await second.lists.of(userId)).events).toEqual([]);
    const written = event(userId);
    await first.records.insertEvents([written]);
    await delivered();
    expect(idsOf((await second.lists.of(userId)).events)).toEqual([written._id]);
  });
});
