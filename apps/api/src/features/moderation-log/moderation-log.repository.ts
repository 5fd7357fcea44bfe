import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { RecordChanges } from '../../platform/database';
import { CacheSync } from '../../platform/pubsub';
import { MODERATION_LOG_COLLECTION, type ModerationLogRecord } from './moderation-log.schema';

/**
 * The moderation log's lines: appended, never edited; a line is only taken back as the undo of an
 * action that failed after its line was written (`withdraw`). Each append is reported through `changes` to
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

  /** Takes back a line whose action failed after it was written (an undo, ADR 0006). */
  async withdraw(id: string): Promise<void> {
    await this.log.deleteOne({ _id: id });
    await this.changes.report({ kind: 'deleted', id });
    this.sync.changed('moderationLog');
  }
}
