import { Injectable } from '@nestjs/common';
import { KeyedCache } from '../../platform/cache';
import { OneAtATime } from '../../platform/tasks';
import { CacheSync } from '../../platform/pubsub';
import { ContactsRepository } from './contacts.repository';
import { normalContact, type ContactRecord } from './message.schema';

/** How many users' contact lists stay in memory. */
const CACHED_LISTS = 10_000;

/** A change to one contact: fields to set, and how far the unread count moves. */
export interface ContactChange {
  set?: Partial<Pick<ContactRecord, 'lastMessageAt' | 'activeAt' | 'blocked' | 'readAt'>>;
  unread?: number;
}

/**
 * Users' contact lists (docs/product §3 Contact), kept in memory: `GET /api/settings` asks for the
 * viewer's list on every page, and on FerretDB every query scans (docs/architecture.md § Read
 * models). A list is read once (one query by owner) and then updated on every write made here;
 * other instances drop their copy through `CacheSync`.
 *
 * Every write and every load of one owner's list runs one at a time (`OneAtATime`): FerretDB's
 * findOneAndUpdate reads then writes, so two concurrent `$inc`s of one contact could both see the same
 * "before", and a load racing a write could put an old list into memory.
 */
@Injectable()
export class ContactLists {
  private readonly lists = new KeyedCache<string, Map<string, ContactRecord>>({
    name: 'conversation lists',
    capacity: CACHED_LISTS,
  });
  private readonly queue = new OneAtATime();

  constructor(
    private readonly contacts: ContactsRepository,
    private readonly sync: CacheSync,
  ) {
    sync.onChange('contacts', (owner) => {
      if (owner === null) this.lists.clear();
      else this.lists.delete(owner);
    });
  }

  /** The owner's contacts, most recently active first. */
  async list(owner: string): Promise<ContactRecord[]> {
    const list = await this.loaded(owner);
    return [...list.values()].sort(
      (a, b) => b.activeAt.getTime() - a.activeAt.getTime() || (a.user < b.user ? -1 : 1),
    );
  }

  /** The owner's contact entry for a user, if there is one. */
  async find(owner: string, user: string): Promise<ContactRecord | undefined> {
    return (await this.loaded(owner)).get(user);
  }

  /**
   * Changes the owner's contact for a user, creating it when `create` is set. `decide` sees the
   * entry as it is (inside the owner's turn) and answers the change, or null for none.
   */
  async change(
    owner: string,
    user: string,
    decide: (current: ContactRecord | undefined) => ContactChange | null,
    options: { create: boolean },
  ): Promise<ContactRecord | undefined> {
    return this.queue.run(owner, async () => {
      const list = await this.listOf(owner);
      const current = list.get(user);
      const change = decide(current);
      if (!change || (!current && !options.create)) return current;
      const after = await this.contacts.change(
        { owner, user },
        {
          set: { owner, user, ...(current ? {} : { activeAt: new Date() }), ...change.set },
          unread: change.unread,
        },
        options.create,
      );
      if (after) list.set(user, normalContact(after));
      else list.delete(user);
      this.sync.changed('contacts', owner);
      return after ? normalContact(after) : undefined;
    });
  }

  /**
   * Sets the owner's unread count for a user to the value counted again, while it still holds
   * `expected` (CounterRepair); answers whether it wrote. The cached list follows.
   */
  async repairUnread(id: string, expected: number, actual: number): Promise<boolean> {
    const [owner = ''] = id.split(':');
    return this.queue.run(owner, async () => {
      const after = await this.contacts.repairUnread(id, expected, actual);
      if (!after) return false;
      this.lists.get(owner)?.set(after.user, normalContact(after));
      this.sync.changed('contacts', owner);
      return true;
    });
  }

  /** Removes the owner's contact for a user; whether there was one. */
  async remove(owner: string, user: string): Promise<boolean> {
    return this.queue.run(owner, async () => {
      const list = await this.listOf(owner);
      const removed = await this.contacts.delete(owner, user);
      list.delete(user);
      this.sync.changed('contacts', owner);
      return removed;
    });
  }

  private loaded(owner: string): Promise<Map<string, ContactRecord>> {
    const cached = this.lists.get(owner);
    if (cached) return Promise.resolve(cached);
    return this.queue.run(owner, () => this.listOf(owner));
  }

  /** The cached list, or read (inside the owner's turn). */
  private async listOf(owner: string): Promise<Map<string, ContactRecord>> {
    const cached = this.lists.get(owner);
    if (cached) return cached;
    const records = await this.contacts.ofOwner(owner);
    const list = new Map(records.map((record) => [record.user, normalContact(record)] as const));
    this.lists.set(owner, list);
    return list;
  }
}
