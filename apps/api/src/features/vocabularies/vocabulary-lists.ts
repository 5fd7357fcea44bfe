import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  orderVocabulary,
  vocabularyKinds,
  type TagEntry,
  type VocabularyEntry,
  type VocabularyKind,
} from '@vn/domain';
import { OrderedReloads, type RecordChange } from '../../platform/database';
import { VocabulariesRepository } from './vocabularies.repository';
import type { VocabularyRecord } from './vocabulary.schema';

const byKind = <T>(make: (kind: VocabularyKind) => T): Record<VocabularyKind, T> => ({
  tags: make('tags'),
  genres: make('genres'),
  platforms: make('platforms'),
});

/**
 * The tags, genres and platforms (docs/product §3) in memory (docs/architecture.md § Read models): a
 * few hundred entries that every catalogue filter and project page reads. Kept current from the
 * repository's changes, this instance's writes and the others'.
 */
@Injectable()
export class VocabularyLists implements OnApplicationBootstrap {
  private readonly entries = byKind(() => new Map<string, VocabularyRecord>());
  /** valueKey (lower-cased value) → id, per vocabulary. */
  private readonly keys = byKind(() => new Map<string, string>());
  /**
   * Bumped whenever an entry is added, renamed or removed: answers kept with vocabulary values in
   * them (guests' project pages) compare it.
   */
  version = 0;
  /** Each vocabulary's reads, in order with its changes. */
  private readonly reloads: Record<VocabularyKind, OrderedReloads<RecordChange<VocabularyRecord>>> =
    byKind(
      (kind) =>
        new OrderedReloads<RecordChange<VocabularyRecord>>(
          () => this.reloadKind(kind),
          (change) => this.apply(kind, change),
        ),
    );

  constructor(private readonly records: VocabulariesRepository) {
    for (const kind of vocabularyKinds) {
      records.changes[kind].listen((change) => this.reloads[kind].take(change));
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reload();
  }

  /** Reads every vocabulary again (start-up; tests that wrote to the database directly). */
  async reload(): Promise<void> {
    for (const kind of vocabularyKinds) await this.reloads[kind].request();
  }

  /** `GET /api/filters`: every entry, platforms in the domain's display order. */
  filters(): Record<VocabularyKind, VocabularyEntry[]> {
    const list = (kind: VocabularyKind) =>
      orderVocabulary(kind, [...this.entries[kind].values()].map(presentEntry));
    return { tags: list('tags'), genres: list('genres'), platforms: list('platforms') };
  }

  /** The entries of some ids, in the given order; ids no longer in the vocabulary are left out. */
  entriesOf(kind: VocabularyKind, ids: readonly string[]): VocabularyEntry[] {
    const entries = ids.map((id) => this.entries[kind].get(id)).filter((entry) => !!entry);
    // Platforms keep the display order of §9; tags and genres the order the project gives them.
    return kind === 'platforms'
      ? orderVocabulary(kind, entries.map(presentEntry))
      : entries.map(presentEntry);
  }

  get(kind: VocabularyKind, id: string): VocabularyRecord | undefined {
    return this.entries[kind].get(id);
  }

  /** The id of a value (any case); undefined for a value the vocabulary does not have. */
  idOf(kind: VocabularyKind, value: string): string | undefined {
    return this.keys[kind].get(value.trim().toLowerCase());
  }

  private async apply(kind: VocabularyKind, change: RecordChange<VocabularyRecord>): Promise<void> {
    switch (change.kind) {
      case 'written':
        return this.put(kind, change.record);
      case 'deleted':
        return this.delete(kind, change.id);
      case 'eachRecord':
        for (const record of [...this.entries[kind].values()]) {
          const next = change.change(record);
          if (next) this.put(kind, next);
        }
        return;
      case 'everything':
        return this.reloads[kind].request();
    }
  }

  private async reloadKind(kind: VocabularyKind): Promise<void> {
    const records = await this.records.all(kind);
    this.entries[kind] = new Map(records.map((record) => [record._id, record]));
    this.keys[kind] = new Map(records.map((record) => [record.valueKey, record._id]));
    this.version += 1;
  }

  private put(kind: VocabularyKind, record: VocabularyRecord): void {
    this.forgetKey(kind, record._id);
    this.entries[kind].set(record._id, record);
    this.keys[kind].set(record.valueKey, record._id);
    this.version += 1;
  }

  private delete(kind: VocabularyKind, id: string): void {
    if (!this.entries[kind].has(id)) return;
    this.forgetKey(kind, id);
    this.entries[kind].delete(id);
    this.version += 1;
  }

  /** Frees the value an entry held, unless another entry has taken it since. */
  private forgetKey(kind: VocabularyKind, id: string): void {
    const previous = this.entries[kind].get(id);
    if (previous && this.keys[kind].get(previous.valueKey) === id) {
      this.keys[kind].delete(previous.valueKey);
    }
  }
}

/** An entry as the API answers it; a tag marked as a spoiler says so (docs/product §A5.6). */
export function presentEntry(record: VocabularyRecord): TagEntry {
  return {
    _id: record._id,
    value: record.value,
    ...(record.spoiler === true && { spoiler: true }),
    createdAt: record.createdAt?.toISOString(),
    updatedAt: record.updatedAt?.toISOString(),
  };
}
