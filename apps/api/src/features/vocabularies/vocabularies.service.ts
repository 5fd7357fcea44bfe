import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  DomainError,
  orderVocabulary,
  vocabularyKinds,
  vocabularyTakenMessage,
  type VocabularyEntry,
  type VocabularyKind,
} from '@vn/domain';
import { newObjectId } from '../../platform/ids';
import { ModerationLog } from '../moderation-log';
import { NovelsRepository } from '../novels';
import type { Viewer } from '../../platform/session';
import { VocabulariesRepository } from './vocabularies.repository';
import type { VocabularyRecord } from './vocabulary.schema';
import { CacheSync } from '../../platform/pubsub';

/** The field of a project record that holds a vocabulary's ids. */
const novelField = { tags: 'tagIds', genres: 'genreIds', platforms: 'platformIds' } as const;

/**
 * The tags, genres and platforms (docs/product §3), all in memory: a few hundred entries that every
 * catalogue filter and project page reads. Projects hold entry ids, so a rename shows everywhere at
 * once; a delete takes the id off every project.
 */
@Injectable()
export class VocabulariesService implements OnApplicationBootstrap {
  private entries: Record<VocabularyKind, Map<string, VocabularyRecord>> = {
    tags: new Map(),
    genres: new Map(),
    platforms: new Map(),
  };
  /**
   * Bumped whenever an entry is added, renamed or removed: answers kept with vocabulary values in
   * them (guests' project pages) compare it.
   */
  version = 0;
  /** valueKey (lower-cased value) → id, per vocabulary. */
  private keys: Record<VocabularyKind, Map<string, string>> = {
    tags: new Map(),
    genres: new Map(),
    platforms: new Map(),
  };

  constructor(
    private readonly repository: VocabulariesRepository,
    private readonly novels: NovelsRepository,
    private readonly sync: CacheSync,
    private readonly log: ModerationLog,
  ) {
    sync.onChange('vocabularies', () => this.reload());
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reload();
  }

  async reload(): Promise<void> {
    for (const kind of vocabularyKinds) {
      const records = await this.repository.all(kind);
      this.entries[kind] = new Map(records.map((record) => [record._id, record]));
      this.keys[kind] = new Map(records.map((record) => [record.valueKey, record._id]));
    }
    this.version += 1;
  }

  /** `GET /api/filters`: every entry, platforms in the domain's display order. */
  filters(): Record<VocabularyKind, VocabularyEntry[]> {
    const list = (kind: VocabularyKind) =>
      orderVocabulary(kind, [...this.entries[kind].values()].map(present));
    return { tags: list('tags'), genres: list('genres'), platforms: list('platforms') };
  }

  /** The entries of some ids, in the given order; ids no longer in the vocabulary are left out. */
  entriesOf(kind: VocabularyKind, ids: readonly string[]): VocabularyEntry[] {
    const entries = ids.map((id) => this.entries[kind].get(id)).filter((entry) => !!entry);
    // Platforms keep the display order of §9; tags and genres the order the project gives them.
    return kind === 'platforms'
      ? orderVocabulary(kind, entries.map(present))
      : entries.map(present);
  }

  /** The id of a value (any case); undefined for a value the vocabulary does not have. */
  idOf(kind: VocabularyKind, value: string): string | undefined {
    return this.keys[kind].get(value.trim().toLowerCase());
  }

  async rename(viewer: Viewer, kind: VocabularyKind, id: string, value: string) {
    const entry = this.entries[kind].get(id);
    if (!entry) throw DomainError.of('notFound');
    const valueKey = value.toLowerCase();
    const holder = this.keys[kind].get(valueKey);
    if (holder && holder !== id) {
      throw new DomainError('conflict', vocabularyTakenMessage(kind, value), {
        value: 'занято',
      });
    }
    const updated = await this.repository.rename(kind, id, { value, valueKey });
    if (!updated) throw DomainError.of('notFound');
    this.keys[kind].delete(entry.valueKey);
    this.keys[kind].set(valueKey, id);
    this.entries[kind].set(id, updated);
    this.version += 1;
    this.sync.changed('vocabularies');
    await this.log.record(
      viewer,
      'editVocabulary',
      `${kind} «${entry.value}» → «${value}» (${id})`,
      { kind: 'vocabulary', id, vocabulary: kind, name: value },
    );
    return present(updated);
  }

  async remove(viewer: Viewer, kind: VocabularyKind, id: string): Promise<{ removed: true }> {
    const entry = this.entries[kind].get(id);
    if (!entry) throw DomainError.of('notFound');
    // Projects first: should the second step fail, the entry still exists and the call can be
    // repeated, instead of projects pointing at an entry that is gone.
    await this.novels.pullEverywhere(novelField[kind], id);
    await this.repository.delete(kind, [id]);
    this.entries[kind].delete(id);
    this.keys[kind].delete(entry.valueKey);
    this.version += 1;
    this.sync.changed('vocabularies');
    await this.log.record(viewer, 'deleteVocabulary', `${kind} «${entry.value}» (${id}) удалён`, {
      kind: 'vocabulary',
      id,
      vocabulary: kind,
      name: entry.value,
    });
    return { removed: true };
  }

  /**
   * The ids of a draft's values (docs/product §5: new ones are marked new): an entry known by id or by
   * value (any case) keeps its id; a value the vocabulary lacks is added. Answers the ids in order and
   * the ids it added, so an apply that fails later can take them back (`takeBack`).
   */
  async idsOf(
    kind: VocabularyKind,
    values: readonly { _id?: string; value: string }[],
  ): Promise<{ ids: string[]; added: string[] }> {
    const ids: string[] = [];
    const added: string[] = [];
    for (const entry of values) {
      const known =
        (entry._id && this.entries[kind].has(entry._id) ? entry._id : undefined) ??
        this.idOf(kind, entry.value);
      if (known) {
        if (!ids.includes(known)) ids.push(known);
        continue;
      }
      const now = new Date();
      const record: VocabularyRecord = {
        _id: newObjectId(),
        value: entry.value.trim(),
        valueKey: entry.value.trim().toLowerCase(),
        createdAt: now,
        updatedAt: now,
      };
      await this.repository.insert(kind, record);
      this.entries[kind].set(record._id, record);
      this.keys[kind].set(record.valueKey, record._id);
      this.version += 1;
      ids.push(record._id);
      added.push(record._id);
    }
    if (added.length > 0) this.sync.changed('vocabularies');
    return { ids, added };
  }

  /** Removes entries `idsOf` added, when what they were added for did not happen. */
  async takeBack(kind: VocabularyKind, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.repository.delete(kind, ids);
    for (const id of ids) {
      const entry = this.entries[kind].get(id);
      if (entry) this.keys[kind].delete(entry.valueKey);
      this.entries[kind].delete(id);
    }
    this.version += 1;
    this.sync.changed('vocabularies');
  }
}

function present(record: VocabularyRecord): VocabularyEntry {
  return {
    _id: record._id,
    value: record.value,
    createdAt: record.createdAt?.toISOString(),
    updatedAt: record.updatedAt?.toISOString(),
  };
}
