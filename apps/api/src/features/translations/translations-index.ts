import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { TranslationsRepository, type TranslationChange } from './translations.repository';
import type { TranslationRecord, TranslationUpdateRecord } from './translation.schema';

/** Newest first; ids grow with time, so they order updates of one millisecond. */
const newestFirst = (a: TranslationUpdateRecord, b: TranslationUpdateRecord) =>
  b.at.getTime() - a.at.getTime() || b._id.localeCompare(a._id);

/**
 * Every translation record and its history in memory (docs/architecture.md § Read models): a project
 * page asks for its translations on every view, and the database scans on every query. A record is a
 * few kilobytes and updates come a few a month per translation: tens of thousands fit.
 */
@Injectable()
export class TranslationsIndex implements OnApplicationBootstrap {
  private readonly byId = new Map<string, TranslationRecord>();
  private readonly updatesById = new Map<string, TranslationUpdateRecord[]>();
  /** Moves on every change: what is built from the translations (their feeds) compares it. */
  version = 0;

  constructor(private readonly records: TranslationsRepository) {
    records.changes.listen((change) => this.apply(change));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reload();
  }

  async reload(): Promise<void> {
    const [records, updates] = await Promise.all([this.records.all(), this.records.allUpdates()]);
    this.byId.clear();
    this.updatesById.clear();
    for (const record of records) this.byId.set(record._id, record);
    for (const update of updates) {
      const list = this.updatesById.get(update.translation) ?? [];
      list.push(update);
      this.updatesById.set(update.translation, list);
    }
    for (const list of this.updatesById.values()) list.sort(newestFirst);
    this.version += 1;
  }

  /** Every record: the projects whose translations have said something. */
  all(): Iterable<TranslationRecord> {
    return this.byId.values();
  }

  get(id: string): TranslationRecord | undefined {
    return this.byId.get(id);
  }

  /**
   * Only the updates the record has reached: one whose second write has not landed is not shown,
   * nor one of the record's own version that is not the one that made it.
   */
  updatesOf(id: string): readonly TranslationUpdateRecord[] {
    const record = this.byId.get(id);
    const version = record?.version ?? 0;
    const landed = record?.lastUpdateId ?? null;
    return (this.updatesById.get(id) ?? []).filter(
      (update) =>
        update.version < version ||
        (update.version === version && (landed === null || update._id === landed)),
    );
  }

  private async apply(change: TranslationChange): Promise<void> {
    switch (change.kind) {
      case 'written':
        this.byId.set(change.record._id, change.record);
        this.updatesById.set(change.record._id, [...change.updates].sort(newestFirst));
        this.version += 1;
        return;
      case 'everything':
        return this.reload();
    }
  }
}
