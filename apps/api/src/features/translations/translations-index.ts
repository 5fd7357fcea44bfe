import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { OrderedReloads } from '../../platform/database';
import { TranslationsRepository, type TranslationChange } from './translations.repository';
import type { TranslationRecord, TranslationUpdateRecord } from './translation.schema';

/** Newest first; ids grow with time, so they order updates of one millisecond. */
const newestFirst = (a: TranslationUpdateRecord, b: TranslationUpdateRecord) =>
  b.at.getTime() - a.at.getTime() || b._id.localeCompare(a._id);

const noRecords: ReadonlyMap<string, TranslationRecord> = new Map();

/**
 * Every translation record and its history in memory (docs/architecture.md § Read models): a project
 * page asks for its translations on every view, and the database scans on every query. A record is a
 * few kilobytes and updates come a few a month per translation: tens of thousands fit.
 */
@Injectable()
export class TranslationsIndex implements OnApplicationBootstrap {
  private readonly byId = new Map<string, TranslationRecord>();
  private readonly updatesById = new Map<string, TranslationUpdateRecord[]>();
  /** Records by project, so a project without any is answered without working out its ids. */
  private readonly byNovel = new Map<string, Map<string, TranslationRecord>>();
  private readonly listeners: ((novelId: string | null) => void)[] = [];
  /** Moves on every change: what is built from the translations (their feeds) compares it. */
  version = 0;
  private readonly reloads = new OrderedReloads<TranslationChange>(
    () => this.reload(),
    (change) => this.apply(change),
  );

  constructor(private readonly records: TranslationsRepository) {
    records.changes.listen((change) => this.reloads.take(change));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reloads.request();
  }

  async reload(): Promise<void> {
    const [records, updates] = await Promise.all([this.records.all(), this.records.allUpdates()]);
    this.byId.clear();
    this.updatesById.clear();
    this.byNovel.clear();
    for (const record of records) this.keep(record);
    for (const update of updates) {
      const list = this.updatesById.get(update.translation) ?? [];
      list.push(update);
      this.updatesById.set(update.translation, list);
    }
    for (const list of this.updatesById.values()) list.sort(newestFirst);
    this.version += 1;
    this.tell(null);
  }

  /** Hears every change once this index holds it: a project's id, or null when all were read. */
  onChange(listener: (novelId: string | null) => void): void {
    this.listeners.push(listener);
  }

  /** A project's records by id; empty for a project none of whose groups has said anything. */
  ofNovel(novelId: string): ReadonlyMap<string, TranslationRecord> {
    return this.byNovel.get(novelId) ?? noRecords;
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
        this.keep(change.record);
        this.updatesById.set(change.record._id, [...change.updates].sort(newestFirst));
        this.version += 1;
        this.tell(change.record.novel);
        return;
      case 'everything':
        return this.reloads.request();
    }
  }

  private keep(record: TranslationRecord): void {
    this.byId.set(record._id, record);
    let ofNovel = this.byNovel.get(record.novel);
    if (!ofNovel) this.byNovel.set(record.novel, (ofNovel = new Map()));
    ofNovel.set(record._id, record);
  }

  private tell(novelId: string | null): void {
    for (const listener of this.listeners) listener(novelId);
  }
}
