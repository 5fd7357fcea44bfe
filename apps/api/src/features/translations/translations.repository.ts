import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { RecordChanges } from '../../platform/database';
import { CacheSync } from '../../platform/pubsub';
import {
  TRANSLATION_UPDATES_COLLECTION,
  TRANSLATIONS_COLLECTION,
  type TranslationRecord,
  type TranslationUpdateRecord,
} from './translation.schema';

/** A translation and its history as one change: the read model keeps both. */
export type TranslationChange =
  | { kind: 'written'; record: TranslationRecord; updates: TranslationUpdateRecord[] }
  | { kind: 'everything' };

/**
 * Translations and their updates as stored (ADR 0014): the one class that holds their models. Every
 * write is reported through `changes` to the read model (`TranslationsIndex`); other instances hear
 * the translation's id and read it again.
 */
@Injectable()
export class TranslationsRepository {
  readonly changes = new RecordChanges<TranslationRecord, TranslationChange>();

  constructor(
    @InjectModel(TRANSLATIONS_COLLECTION) private readonly translations: Model<TranslationRecord>,
    @InjectModel(TRANSLATION_UPDATES_COLLECTION)
    private readonly updates: Model<TranslationUpdateRecord>,
    private readonly sync: CacheSync,
  ) {
    sync.onChange('translations', async (id) => {
      if (id === null) return this.changes.report({ kind: 'everything' });
      const record = await this.translations.findById(id).lean<TranslationRecord>();
      if (record) await this.reportWritten(record);
    });
  }

  all(): Promise<TranslationRecord[]> {
    return this.translations.find({}).lean<TranslationRecord[]>();
  }

  allUpdates(): Promise<TranslationUpdateRecord[]> {
    return this.updates.find({}).lean<TranslationUpdateRecord[]>();
  }

  /** A translation as it now is, with its updates as stored, to this instance's read model. */
  private async reportWritten(record: TranslationRecord): Promise<void> {
    const updates = await this.updates
      .find({ translation: record._id })
      .lean<TranslationUpdateRecord[]>();
    await this.changes.report({ kind: 'written', record, updates });
  }

  /**
   * Writes an update and moves its translation to the update's version (ADR 0014: the update first,
   * then the translation by compare-and-set on the version it was read at). Answers false, having
   * taken the update back, when someone else moved the translation meanwhile.
   */
  async applyUpdate(
    next: TranslationRecord,
    readAtVersion: number,
    update: TranslationUpdateRecord,
  ): Promise<boolean> {
    await this.updates.create(update);
    const { _id, createdAt: _created, updatedAt: _updated, ...fields } = next;
    const moved =
      readAtVersion === 0
        ? await this.insertFirst(next)
        : await this.translations
            .findOneAndUpdate(
              { _id, version: readAtVersion },
              { $set: fields },
              { returnDocument: 'after' },
            )
            .lean<TranslationRecord>();
    if (!moved) {
      await this.updates.deleteOne({ _id: update._id });
      // An instance that read the translation's updates while this one was there may keep it:
      // everyone reads them again, now that it is gone.
      const current = await this.translations.findById(_id).lean<TranslationRecord>();
      if (current) await this.reportWritten(current);
      this.sync.changed('translations', _id);
      return false;
    }
    await this.reportWritten(moved);
    this.sync.changed('translations', _id);
    return true;
  }

  /** The first update of a translation no record has yet: null when another one made it first. */
  private async insertFirst(record: TranslationRecord): Promise<TranslationRecord | null> {
    try {
      return (await this.translations.create(record)).toObject<TranslationRecord>();
    } catch (error) {
      if ((error as { code?: unknown }).code === 11000) return null;
      throw error;
    }
  }
}
