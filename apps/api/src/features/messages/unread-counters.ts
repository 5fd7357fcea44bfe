import { Injectable } from '@nestjs/common';
import { CounterRepair, type CounterSet, type Counts } from '../../platform/database';
import { ContactLists } from './contact-lists';
import { ContactsRepository } from './contacts.repository';
import { contactKey } from './message.schema';
import { MessagesRepository } from './messages.repository';

/**
 * A contact's unread count: the messages its user sent the owner after the owner last read the
 * conversation (`readAt`), counted again when it drifts (a process stopped between a message's
 * write and the count's).
 */
@Injectable()
export class UnreadCounters implements CounterSet {
  readonly name = 'unread messages';
  readonly fields = ['unreadMessages'];

  constructor(
    private readonly contacts: ContactsRepository,
    private readonly lists: ContactLists,
    private readonly messages: MessagesRepository,
    repair: CounterRepair,
  ) {
    repair.register(this);
  }

  async stored(ids?: readonly string[]): Promise<Map<string, Counts>> {
    const records = await this.contacts.unreadCountersOf(ids);
    return new Map(records.map(({ _id, unreadMessages }) => [_id, { unreadMessages }]));
  }

  async counted(ids?: readonly string[]): Promise<Map<string, Counts>> {
    const contacts = await this.contacts.unreadCountersOf(ids);
    const readAt = new Map(contacts.map(({ _id, readAt }) => [_id, readAt]));
    const owners = ids ? [...new Set(ids.map((id) => id.split(':')[0] ?? ''))] : undefined;
    const counts = new Map<string, Counts>();
    for (const { from, to, createdAt } of await this.messages.sentTimes(owners)) {
      const id = contactKey(to, from);
      if (!readAt.has(id)) continue;
      const read = readAt.get(id);
      if (read && createdAt <= read) continue;
      counts.set(id, { unreadMessages: (counts.get(id)?.['unreadMessages'] ?? 0) + 1 });
    }
    return counts;
  }

  repair(id: string, expected: Counts, actual: Counts): Promise<boolean> {
    return this.lists.repairUnread(
      id,
      expected['unreadMessages'] ?? 0,
      actual['unreadMessages'] ?? 0,
    );
  }
}
