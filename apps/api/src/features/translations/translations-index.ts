import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { SharedValues } from '../../platform/cache';
import { OrderedReloads } from '../../platform/database';
import { TranslationsRepository, type TranslationChange } from './translations.repository';
import type { TranslationRecord, TranslationUpdateRecord } from './translation.schema';

/** Newest first; ids grow with time, so they order updates of one millisecond. */
const newestFirst = (a: TranslationUpdateRecord, b: TranslationUpdateRecord) =>
  b.at.getTime() - a.at.getTime() || b._id.localeCompare(a._id);

const noRecords: ReadonlyMap<string, TranslationRecord> = new Map();

/**
 * A record as the index keeps it: a shallow copy, its values from small sets shared. The driver
 * sets a decoded document's fields one by one, which past a dozen leaves it a hash table of its
 * fields, and decodes every string afresh; the copy has one hidden class for all records, and the
 * project's id, the group's key, the status and stages are held once (as in the catalogue index).
 */
function heldTranslation(record: TranslationRecord, shared: SharedValues): TranslationRecord {
  return {
    ...record,
    novel: shared.of(record.novel),
    lineKey: shared.of(record.lineKey),
    status: record.status === null ? null : shared.of(record.status),
    stages: shared.each(record.stages),
  };
}

/**
 * An update as the index keeps it: a shallow copy whose translation id is its record's own string,
 * and whose project, status, events and writer are held once.
 */
function heldUpdate(
  update: TranslationUpdateRecord,
  translationId: string,
  shared: SharedValues,
): TranslationUpdateRecord {
  return {
    ...update,
    translation: translationId,
    novel: shared.of(update.novel),
    status: shared.of(update.status),
    by:
      update.by === null
        ? null
        : { ...update.by, _id: shared.of(update.by._id), username: shared.of(update.by.username) },
    events: shared.each(update.events),
  };
}

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
  private readonly shared = new SharedValues();
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
      const translationId = this.byId.get(update.translation)?._id ?? update.translation;
      const list = this.updatesById.get(translationId) ?? [];
      list.push(heldUpdate(update, translationId, this.shared));
      this.updatesById.set(translationId, list);
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
        this.updatesById.set(
          change.record._id,
          change.updates
            .map((update) => heldUpdate(update, change.record._id, this.shared))
            .sort(newestFirst),
        );
        this.version += 1;
        this.tell(change.record.novel);
        return;
      case 'everything':
        return this.reloads.request();
    }
  }

  private keep(stored: TranslationRecord): void {
    const record = heldTranslation(stored, this.shared);
    this.byId.set(record._id, record);
    let ofNovel = this.byNovel.get(record.novel);
    if (!ofNovel) this.byNovel.set(record.novel, (ofNovel = new Map()));
    ofNovel.set(record._id, record);
  }

  private tell(novelId: string | null): void {
    for (const listener of this.listeners) listener(novelId);
  }
}
