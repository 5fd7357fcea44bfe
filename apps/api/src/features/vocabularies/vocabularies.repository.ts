import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { VocabularyKind } from '@vn/domain';
import type { Model } from 'mongoose';
import { vocabularyCollections, type VocabularyRecord } from './vocabulary.schema';

/** The tags, genres and platforms as stored: one collection each, the same record shape. */
@Injectable()
export class VocabulariesRepository {
  private readonly models: Record<VocabularyKind, Model<VocabularyRecord>>;

  constructor(
    @InjectModel(vocabularyCollections.tags) tags: Model<VocabularyRecord>,
    @InjectModel(vocabularyCollections.genres) genres: Model<VocabularyRecord>,
    @InjectModel(vocabularyCollections.platforms) platforms: Model<VocabularyRecord>,
  ) {
    this.models = { tags, genres, platforms };
  }

  all(kind: VocabularyKind): Promise<VocabularyRecord[]> {
    return this.models[kind].find({}).lean<VocabularyRecord[]>();
  }

  async insert(kind: VocabularyKind, record: VocabularyRecord): Promise<void> {
    await this.models[kind].create(record);
  }

  /** Sets an entry's value; answers the entry as it now is, or null when it is gone. */
  rename(
    kind: VocabularyKind,
    id: string,
    change: Pick<VocabularyRecord, 'value' | 'valueKey'>,
  ): Promise<VocabularyRecord | null> {
    return this.models[kind]
      .findOneAndUpdate({ _id: id }, { $set: change }, { returnDocument: 'after' })
      .lean<VocabularyRecord>();
  }

  async delete(kind: VocabularyKind, ids: readonly string[]): Promise<void> {
    await this.models[kind].deleteMany({ _id: { $in: [...ids] } });
  }
}
