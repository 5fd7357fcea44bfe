import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { MESSAGES_COLLECTION, type MessageRecord } from './message.schema';

/** Newest first; the id breaks ties between messages of the same millisecond. */
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/**
 * Messages: the one place that queries them (docs/conventions.md § API features). A conversation
 * page is one query by `conversation`; writes touch one message by `_id`.
 */
@Injectable()
export class MessagesRepository {
  constructor(@InjectModel(MESSAGES_COLLECTION) private readonly messages: Model<MessageRecord>) {}

  async insert(record: MessageRecord): Promise<MessageRecord> {
    return (await this.messages.create(record)).toObject<MessageRecord>();
  }

  findById(id: string): Promise<MessageRecord | null> {
    return this.messages.findOne({ _id: id }).lean<MessageRecord>();
  }

  /** A page of one conversation, newest first, `skip` counted from the newest. */
  page(conversation: string, skip: number, limit: number): Promise<MessageRecord[]> {
    return this.messages
      .find({ conversation })
      .sort(NEWEST_FIRST)
      .skip(skip)
      .limit(limit)
      .lean<MessageRecord[]>();
  }

  /**
   * When each message was sent to whom by whom (every message, or those sent to `recipients`): what
   * an unread count counts.
   */
  sentTimes(recipients?: readonly string[]) {
    return this.messages
      .find(recipients ? { to: { $in: recipients } } : {}, { from: 1, to: 1, createdAt: 1 })
      .lean<Pick<MessageRecord, 'from' | 'to' | 'createdAt'>[]>();
  }

  /** Sets fields of one message; null when it is gone. */
  set(id: string, fields: Partial<MessageRecord>): Promise<MessageRecord | null> {
    return this.messages
      .findOneAndUpdate({ _id: id }, { $set: fields }, { returnDocument: 'after' })
      .lean<MessageRecord>();
  }

  async delete(id: string): Promise<boolean> {
    return (await this.messages.deleteOne({ _id: id })).deletedCount > 0;
  }
}
