import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { unchangedCounters } from '../../platform/database';
import { CONTACTS_COLLECTION, contactKey, type ContactRecord } from './message.schema';

/** Users' contacts as stored: one record per owner and the user they write with. */
@Injectable()
export class ContactsRepository {
  constructor(@InjectModel(CONTACTS_COLLECTION) private readonly contacts: Model<ContactRecord>) {}

  /** Every contact of an owner. */
  ofOwner(owner: string): Promise<ContactRecord[]> {
    return this.contacts.find({ owner }).lean<ContactRecord[]>();
  }

  /**
   * Sets fields of the owner's contact for a user and moves its unread count (`unread`), creating
   * the contact when `create` is set; answers it as it now is, or null when there is none.
   */
  change(
    key: { owner: string; user: string },
    change: { set: Partial<ContactRecord>; unread?: number },
    create: boolean,
  ): Promise<ContactRecord | null> {
    const update: Record<string, unknown> = { $set: change.set };
    if (change.unread) update['$inc'] = { unreadMessages: change.unread };
    return this.contacts
      .findOneAndUpdate({ _id: contactKey(key.owner, key.user) }, update, {
        upsert: create,
        // Defaults are read in (`normalContact`), not written with $setOnInsert beside $inc.
        setDefaultsOnInsert: false,
        returnDocument: 'after',
      })
      .lean<ContactRecord>();
  }

  /** Every contact (or those of `ids`): who, the unread count, and when it was last cleared. */
  unreadCountersOf(ids?: readonly string[]) {
    return this.contacts
      .find(ids ? { _id: { $in: ids } } : {}, { unreadMessages: 1, readAt: 1 })
      .lean<Pick<ContactRecord, '_id' | 'unreadMessages' | 'readAt'>[]>();
  }

  /**
   * Sets a contact's unread count to the value counted again, only while it still holds
   * `expected` (compare-and-set); answers the contact after, or null when it moved meanwhile.
   */
  repairUnread(id: string, expected: number, actual: number): Promise<ContactRecord | null> {
    return this.contacts
      .findOneAndUpdate(
        { _id: id, ...unchangedCounters({ unreadMessages: expected }) },
        { $set: { unreadMessages: actual } },
        { returnDocument: 'after' },
      )
      .lean<ContactRecord>();
  }

  /** Deletes the owner's contact for a user; whether there was one. */
  async delete(owner: string, user: string): Promise<boolean> {
    const { deletedCount } = await this.contacts.deleteOne({ _id: contactKey(owner, user) });
    return deletedCount > 0;
  }
}
