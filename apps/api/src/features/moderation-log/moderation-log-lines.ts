import { Injectable } from '@nestjs/common';
import { WholeReadModel } from '../../platform/database';
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
export class ModerationLogLines extends WholeReadModel<ModerationLogRecord> {
  private lines: ModerationLogRecord[] = [];

  constructor(private readonly records: ModerationLogRepository) {
    super(records.changes);
  }

  async reload(): Promise<void> {
    const records = await this.records.all();
    this.lines = records.sort(newestFirst);
  }

  /** `limit` lines from the `start`th, newest first. */
  slice(start: number, limit: number): readonly ModerationLogRecord[] {
    return this.lines.slice(start, start + limit);
  }

  /** Where a line stands, newest first; -1 when the log has none of that id. */
  indexOf(id: string): number {
    return this.lines.findIndex((line) => line._id === id);
  }

  get count(): number {
    return this.lines.length;
  }

  protected put(record: ModerationLogRecord): void {
    this.lines = [record, ...this.lines.filter((line) => line._id !== record._id)];
    this.lines.sort(newestFirst);
  }

  protected delete(id: string): void {
    this.lines = this.lines.filter((line) => line._id !== id);
  }

  protected update(change: (line: ModerationLogRecord) => ModerationLogRecord | null): void {
    this.lines = this.lines.map((line) => change(line) ?? line).sort(newestFirst);
  }
}
