import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { vocabularyKinds, type VocabularyKind } from '@vn/domain';
import type { Model } from 'mongoose';
import { RecordChanges } from '../../platform/database';
import { CacheSync } from '../../platform/pubsub';
import { vocabularyCollections, type VocabularyRecord } from './vocabulary.schema';

/**
 * The tags, genres and platforms as stored: one collection each, the same record shape. Every write
 * goes through here: the database first, then `changes` reports it to the read model
 * (`VocabularyLists`, docs/architecture.md § Read models) and the other instances hear of it.
 */
@Injectable()
export class VocabulariesRepository {
  /** Every write, here or on another instance, one stream per vocabulary (an id names no kind). */
  readonly changes: Record<VocabularyKind, RecordChanges<VocabularyRecord>> = {
    tags: new RecordChanges(),
    genres: new RecordChanges(),
    platforms: new RecordChanges(),
  };
  private readonly models: Record<VocabularyKind, Model<VocabularyRecord>>;

  constructor(
    @InjectModel(vocabularyCollections.tags) tags: Model<VocabularyRecord>,
    @InjectModel(vocabularyCollections.genres) genres: Model<VocabularyRecord>,
    @InjectModel(vocabularyCollections.platforms) platforms: Model<VocabularyRecord>,
    private readonly sync: CacheSync,
  ) {
    this.models = { tags, genres, platforms };
    // Another instance wrote: the message says no more than that, so every vocabulary is read again.
    sync.onChange('vocabularies', async () => {
      for (const kind of vocabularyKinds) await this.changes[kind].report({ kind: 'everything' });
    });
  }

  all(kind: VocabularyKind): Promise<VocabularyRecord[]> {
    return this.models[kind].find({}).lean<VocabularyRecord[]>();
  }

  async insert(kind: VocabularyKind, record: VocabularyRecord): Promise<void> {
    await this.models[kind].create(record);
    await this.changes[kind].report({ kind: 'written', record });
    this.sync.changed('vocabularies');
  }

  /** Sets an entry's value; answers the entry as it now is, or null when it is gone. */
  async rename(
    kind: VocabularyKind,
    id: string,
    change: Pick<VocabularyRecord, 'value' | 'valueKey'>,
  ): Promise<VocabularyRecord | null> {
    const record = await this.models[kind]
      .findOneAndUpdate({ _id: id }, { $set: change }, { returnDocument: 'after' })
      .lean<VocabularyRecord>();
    if (record) {
      await this.changes[kind].report({ kind: 'written', record });
      this.sync.changed('vocabularies');
    }
    return record;
  }

  /**
   * Marks a tag as a spoiler or takes the mark off (docs/product §A5.6): an unmarked tag keeps no
   * field, as tags stored before the mark. Answers the tag as it now is, or null when it is gone.
   */
  async markSpoiler(id: string, spoiler: boolean): Promise<VocabularyRecord | null> {
    const update = spoiler ? { $set: { spoiler: true } } : { $unset: { spoiler: 1 } };
    const record = await this.models.tags
      .findOneAndUpdate({ _id: id }, update, { returnDocument: 'after' })
      .lean<VocabularyRecord>();
    if (record) {
      await this.changes.tags.report({ kind: 'written', record });
      this.sync.changed('vocabularies');
    }
    return record;
  }

  async delete(kind: VocabularyKind, ids: readonly string[]): Promise<void> {
    await this.models[kind].deleteMany({ _id: { $in: [...ids] } });
    for (const id of ids) await this.changes[kind].report({ kind: 'deleted', id });
    this.sync.changed('vocabularies');
  }
}
