import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { TRANSLATORS_COLLECTION, type TranslatorRecord } from './translator.schema';

/** Translator groups as stored; read whole into the TranslatorDirectory and written through. */
@Injectable()
export class TranslatorsRepository {
  constructor(
    @InjectModel(TRANSLATORS_COLLECTION) private readonly translators: Model<TranslatorRecord>,
  ) {}

  all(): Promise<TranslatorRecord[]> {
    return this.translators.find({}).lean<TranslatorRecord[]>();
  }

  /** Stores a new group; the database stamps its `createdAt` and `updatedAt`. */
  async insert(
    record: Omit<TranslatorRecord, 'createdAt' | 'updatedAt'>,
  ): Promise<TranslatorRecord> {
    return (await this.translators.create(record)).toObject<TranslatorRecord>();
  }

  /** Sets the given fields; answers the group as it now is, or null when it is gone. */
  set(
    id: string,
    changes: Partial<Omit<TranslatorRecord, '_id'>>,
  ): Promise<TranslatorRecord | null> {
    return this.translators
      .findOneAndUpdate({ _id: id }, { $set: changes }, { returnDocument: 'after' })
      .lean<TranslatorRecord>();
  }

  async delete(id: string): Promise<void> {
    await this.translators.deleteOne({ _id: id });
  }
}
