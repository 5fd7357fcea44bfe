import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { RecordChanges } from '../../platform/database';
import { CacheSync } from '../../platform/pubsub';
import { MODERATION_LOG_COLLECTION, type ModerationLogRecord } from './moderation-log.schema';

/**
 * The moderation log's lines: appended, never edited. Each append is reported through `changes` to
 * the read model (`ModerationLogLines`, docs/architecture.md § Read models), and the other
 * instances hear of it.
 */
@Injectable()
export class ModerationLogRepository {
  /** Every append, here or on another instance, for the read model of the log. */
  readonly changes = new RecordChanges<ModerationLogRecord>();

  constructor(
    @InjectModel(MODERATION_LOG_COLLECTION) private readonly log: Model<ModerationLogRecord>,
    private readonly sync: CacheSync,
  ) {
    // Another instance appended: its message names no line, so the log is read again.
    sync.onChange('moderationLog', () => this.changes.report({ kind: 'everything' }));
  }

  all(): Promise<ModerationLogRecord[]> {
    return this.log.find().lean<ModerationLogRecord[]>();
  }

  async append(record: ModerationLogRecord): Promise<void> {
    await this.log.create(record);
    await this.changes.report({ kind: 'written', record });
    this.sync.changed('moderationLog');
  }
}
