import { Injectable } from '@nestjs/common';
import {
  DomainError,
  vocabularyTakenMessage,
  type VocabularyEntry,
  type VocabularyKind,
} from '@vn/domain';
import { newObjectId } from '../../platform/ids';
import type { Viewer } from '../../platform/session';
import { ModerationLog } from '../moderation-log';
import { NovelsRepository } from '../novels';
import { VocabulariesRepository } from './vocabularies.repository';
import type { VocabularyRecord } from './vocabulary.schema';
import { presentEntry, VocabularyLists } from './vocabulary-lists';

/** The field of a project record that holds a vocabulary's ids. */
const novelField = { tags: 'tagIds', genres: 'genreIds', platforms: 'platformIds' } as const;

/**
 * The staff's renames and deletes of tags, genres and platforms (docs/product §3), and the entries a
 * draft adds. Projects hold entry ids, so a rename shows everywhere at once; a delete takes the id
 * off every project. Reads go to `VocabularyLists`, which the repository keeps current.
 */
@Injectable()
export class VocabulariesService {
  constructor(
    private readonly repository: VocabulariesRepository,
    private readonly lists: VocabularyLists,
    private readonly novels: NovelsRepository,
    private readonly log: ModerationLog,
  ) {}

  /** `GET /api/filters`: every entry, platforms in the domain's display order. */
  filters(): Record<VocabularyKind, VocabularyEntry[]> {
    return this.lists.filters();
  }

  async rename(viewer: Viewer, kind: VocabularyKind, id: string, value: string) {
    const entry = this.lists.get(kind, id);
    if (!entry) throw DomainError.of('notFound');
    const valueKey = value.toLowerCase();
    const holder = this.lists.idOf(kind, value);
    if (holder && holder !== id) {
      throw new DomainError('conflict', vocabularyTakenMessage(kind, value), {
        value: 'занято',
      });
    }
    const updated = await this.repository.rename(kind, id, { value, valueKey });
    if (!updated) throw DomainError.of('notFound');
    await this.log.record(
      viewer,
      'editVocabulary',
      `${kind} «${entry.value}» → «${value}» (${id})`,
      { kind: 'vocabulary', id, vocabulary: kind, name: value },
    );
    return presentEntry(updated);
  }

  /**
   * Marks a tag as a spoiler or takes the mark off (docs/product §A5.6), logged as an edit of the
   * vocabulary like a rename. The read model and the other instances hear of it through the
   * repository, so `GET /api/filters` and project pages carry the mark at once.
   */
  async markSpoiler(viewer: Viewer, id: string, spoiler: boolean) {
    const entry = this.lists.get('tags', id);
    if (!entry) throw DomainError.of('notFound');
    const updated = await this.repository.markSpoiler(id, spoiler);
    if (!updated) throw DomainError.of('notFound');
    await this.log.record(
      viewer,
      'editVocabulary',
      `tags «${entry.value}» ${spoiler ? 'отмечен как спойлер' : 'больше не спойлер'} (${id})`,
      { kind: 'vocabulary', id, vocabulary: 'tags', name: entry.value },
    );
    return presentEntry(updated);
  }

  async remove(viewer: Viewer, kind: VocabularyKind, id: string): Promise<{ removed: true }> {
    const entry = this.lists.get(kind, id);
    if (!entry) throw DomainError.of('notFound');
    // Projects first: should the second step fail, the entry still exists and the call can be
    // repeated, instead of projects pointing at an entry that is gone.
    await this.novels.pullEverywhere(novelField[kind], id);
    await this.repository.delete(kind, [id]);
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
        (entry._id && this.lists.get(kind, entry._id) ? entry._id : undefined) ??
        this.lists.idOf(kind, entry.value);
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
      ids.push(record._id);
      added.push(record._id);
    }
    return { ids, added };
  }

  /** Removes entries `idsOf` added, when what they were added for did not happen. */
  async takeBack(kind: VocabularyKind, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.repository.delete(kind, ids);
  }
}
