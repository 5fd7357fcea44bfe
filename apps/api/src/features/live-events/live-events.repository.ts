import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { LIVE_EVENTS_COLLECTION, type LiveEventRecord } from './live-event.schema';

/** The recent events of each user (the replay log behind `Last-Event-ID`). */
@Injectable()
export class LiveEventsRepository {
  constructor(
    @InjectModel(LIVE_EVENTS_COLLECTION) private readonly events: Model<LiveEventRecord>,
  ) {}

  async insert(records: readonly LiveEventRecord[]): Promise<void> {
    await this.events.insertMany(records, { ordered: false, lean: true });
  }

  /** A user's events made after `lastId`, oldest first: one query per reconnect. */
  after(userId: string, lastId: string, limit: number): Promise<LiveEventRecord[]> {
    return this.events
      .find({ userId, _id: { $gt: lastId } })
      .sort({ _id: 1 })
      .limit(limit)
      .lean<LiveEventRecord[]>()
      .exec();
  }

  /** Drops events made before `before`; answers how many. */
  async sweep(before: Date): Promise<number> {
    const { deletedCount } = await this.events.deleteMany({ createdAt: { $lt: before } });
    return deletedCount;
  }
}
