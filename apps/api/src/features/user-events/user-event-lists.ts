import { Injectable } from '@nestjs/common';
import { KeyedCache } from '../../platform/cache';
import { UserEventsRepository } from './user-events.repository';
import type { UserEventRecord } from './user-events.schema';

/** A user's notifications as kept in memory: newest first, and when they last looked. */
export interface EventsOfUser {
  events: UserEventRecord[];
  viewedAt: Date | null;
}

/**
 * Each user's notifications, the read model the bell is answered from (docs/architecture.md § Read
 * models: the bell is read on every page, and FerretDB scans on every query). A user's list is read
 * on first use and kept, the 5,000 most recent users; `UserEventsRepository` reports whose
 * notifications changed, here or on another instance, and that user's list is let go, to be read
 * again when next asked.
 */
@Injectable()
export class UserEventLists {
  private readonly byUser = new KeyedCache<string, EventsOfUser>({
    name: 'notifications',
    capacity: 5_000,
  });

  constructor(private readonly records: UserEventsRepository) {
    records.changes.listen((change) => {
      if (change.kind === 'stale') this.byUser.delete(change.key);
      else this.byUser.clear();
    });
  }

  /** Read once per user; a read that a change of the user overtook is not kept (`KeyedCache.load`). */
  of(userId: string): Promise<EventsOfUser> {
    return this.byUser.load(userId, (id) => this.records.eventsOf(id));
  }
}
