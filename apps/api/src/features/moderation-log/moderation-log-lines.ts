import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { RecordChange } from '../../platform/database';
import { ModerationLogRepository } from './moderation-log.repository';
import type { ModerationLogRecord } from './moderation-log.schema';

/** Newest first; ids grow with time, so they order actions of the same millisecond. */
const newestFirst = (a: ModerationLogRecord, b: ModerationLogRecord) =>
  b.at.getTime() - a.at.getTime() || b._id.localeCompare(a._id);

/**
 * The moderation log in memory, newest first (docs/architecture.md § Read models: no scan of the
 * collection per request on FerretDB): loaded once, then kept current from the repository's
 * changes, this instance's appends and the others'. Staff actions are a few a day: years of them
 * fit in memory.
 */
@Injectable()
export class ModerationLogLines implements OnApplicationBootstrap {
  private lines: ModerationLogRecord[] = [];

  constructor(private readonly records: ModerationLogRepository) {
    records.changes.listen((change) => this.apply(change));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reload();
  }

  /** Reads the whole log again (start-up; tests that wrote to the database directly). */
  async reload(): Promise<void> {
    const records = await this.records.all();
    this.lines = records.sort(newestFirst);
  }

  /** `limit` lines from the `start`th, newest first. */
  slice(start: number, limit: number): readonly ModerationLogRecord[] {
    return this.lines.slice(start, start + limit);
  }

  get count(): number {
    return this.lines.length;
  }

  private async apply(change: RecordChange<ModerationLogRecord>): Promise<void> {
    switch (change.kind) {
      case 'written': {
        const { record } = change;
        this.lines = [record, ...this.lines.filter((line) => line._id !== record._id)];
        this.lines.sort(newestFirst);
        return;
      }
      case 'deleted':
        this.lines = this.lines.filter((line) => line._id !== change.id);
        return;
      case 'eachRecord':
        this.lines = this.lines.map((line) => change.change(line) ?? line).sort(newestFirst);
        return;
      case 'everything':
        return this.reload();
    }
  }
}
