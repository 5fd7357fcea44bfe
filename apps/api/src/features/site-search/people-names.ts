import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { SearchQuery } from '@vn/domain';
import { OrderedReloads } from '../../platform/database';
import { type UserChange, type UserNameRecord, UsersRepository } from '../users';
import { NamedIndex, type Found } from './named-index';

const nameCollator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });
const byUsername = (a: UserNameRecord, b: UserNameRecord) =>
  nameCollator.compare(a.username, b.username) || a._id.localeCompare(b._id);

/** Whether anyone may find the person (docs/product §A7.3: neither hidden nor removed, for anyone). */
const findable = (user: UserNameRecord) => !user.removed && user.hidden !== true;

/**
 * People found by username (docs/product §A7.3), every user in memory as a name and an avatar
 * (docs/architecture.md § Read models): read at start through a narrow projection, and kept current
 * from the users' repository, as `VoterStandings` is. A user another instance wrote comes as
 * `stale` and is read again at once, since the search must hold every user; a hidden or removed
 * one is let go, so they are never found or counted.
 */
@Injectable()
export class PeopleNames implements OnApplicationBootstrap {
  private readonly index = new NamedIndex<UserNameRecord>();
  private readonly reads = new OrderedReloads<UserChange>(
    () => this.readAll(),
    (change) => this.applyOne(change),
  );

  constructor(private readonly records: UsersRepository) {
    records.changes.listen((change) => {
      if (change.kind === 'eachRecord') return this.reads.request();
      return this.reads.take(change);
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reads.request();
  }

  /** Reads every user again, in order with the changes (tests that wrote to the database directly). */
  reload(): Promise<void> {
    return this.reads.request();
  }

  /** The people the query finds: by rank, then by username. */
  /** Moves on every change of what is found or shown (see `NamedIndex.version`). */
  get version(): number {
    return this.index.version;
  }

  find(query: SearchQuery): Found<UserNameRecord>[] {
    return this.index.find(query, byUsername);
  }

  private async readAll(): Promise<void> {
    const records = await this.records.names();
    this.index.clear();
    for (const record of records) this.put(record);
  }

  private async applyOne(change: UserChange): Promise<void> {
    switch (change.kind) {
      case 'written':
        return this.put(change.record);
      case 'deleted':
        return this.index.delete(change.id);
      case 'stale': {
        const record = await this.records.findById(change.key);
        if (record) this.put(record);
        else this.index.delete(change.key);
        return;
      }
      case 'eachRecord':
      case 'everything':
        // Read again by `OrderedReloads` (everything) or the listener above (eachRecord).
        return;
    }
  }

  private put(record: UserNameRecord): void {
    if (!findable(record)) return this.index.delete(record._id);
    const previous = this.index.get(record._id);
    const kept: UserNameRecord = {
      _id: record._id,
      username: record.username,
      avatar: record.avatar,
      removed: false,
    };
    if (previous?.username === record.username) return this.index.replace(record._id, kept);
    this.index.set(record._id, { name: record.username }, kept);
  }
}
