import { Injectable } from '@nestjs/common';
import { KeyedCache } from '../../platform/cache';
import type { UserRecord } from './user.schema';
import { UsersRepository } from './users.repository';

/**
 * Users by id, the read model every signed-in request reads its user from (docs/architecture.md §
 * Read models: even a lookup by `_id` scans on FerretDB). A user is read on first use and kept;
 * `UsersRepository` reports every write, this instance's and the others', and this keeps itself
 * current from it: a write's answer replaces the user, a change elsewhere lets it go. The time to
 * live bounds what a lost message between instances could leave behind.
 */
@Injectable()
export class UsersById {
  private readonly byId = new KeyedCache<string, UserRecord>({
    name: 'users by id',
    capacity: 10_000,
    ttlMs: 30_000,
  });
  /** Moves on every change heard: a read that began before one must not keep what it found. */
  private changesHeard = 0;

  constructor(private readonly records: UsersRepository) {
    records.changes.listen((change) => {
      this.changesHeard += 1;
      switch (change.kind) {
        case 'written':
          return this.byId.set(change.record._id, change.record);
        case 'deleted':
          return this.byId.delete(change.id);
        case 'stale':
          return this.byId.delete(change.key);
        case 'eachRecord':
        case 'everything':
          return this.byId.clear();
      }
    });
  }

  /** The user, or null for none; one that does not exist is not kept, so a new account counts at once. */
  async findById(id: string): Promise<UserRecord | null> {
    const kept = this.byId.get(id);
    if (kept) return kept;
    const changesBefore = this.changesHeard;
    const found = await this.records.findById(id);
    // A change heard meanwhile may be newer than what this read saw.
    if (found && this.changesHeard === changesBefore) this.byId.set(id, found);
    return found;
  }
}
