import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { MODERATION_LOG_COLLECTION, type ModerationLogRecord } from './moderation-log.schema';

/** The moderation log's lines: appended, never edited. */
@Injectable()
export class ModerationLogRepository {
  constructor(
    @InjectModel(MODERATION_LOG_COLLECTION) private readonly log: Model<ModerationLogRecord>,
  ) {}

  all(): Promise<ModerationLogRecord[]> {
    return this.log.find().lean<ModerationLogRecord[]>();
  }

  async append(record: ModerationLogRecord): Promise<void> {
    await this.log.create(record);
  }
}
