import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { RecordChanges, writtenOrDeleted } from '../../platform/database';
import { CacheSync } from '../../platform/pubsub';
import {
  TRANSLATION_FOLLOWERS_COLLECTION,
  type TranslationFollowerRecord,
} from './translation-follow.schema';

/**
 * Readers' follows of translations as stored, one record a reader. Every write is reported through
 * `changes` to the read model (`TranslationFollowers`); other instances hear the reader's id.
 */
@Injectable()
export class TranslationFollowersRepository {
  readonly changes = new RecordChanges<TranslationFollowerRecord>();

  constructor(
    @InjectModel(TRANSLATION_FOLLOWERS_COLLECTION)
    private readonly followers: Model<TranslationFollowerRecord>,
    private readonly sync: CacheSync,
  ) {
    sync.onChange('translationFollows', async (userId) => {
      if (userId === null) return this.changes.report({ kind: 'everything' });
      const record = await this.followers.findById(userId).lean<TranslationFollowerRecord>();
      await this.changes.report(writtenOrDeleted(userId, record));
    });
  }

  all(): Promise<TranslationFollowerRecord[]> {
    return this.followers.find({}).lean<TranslationFollowerRecord[]>();
  }

  /** Writes the reader's whole record (one reader's follows are few). */
  async save(record: TranslationFollowerRecord): Promise<void> {
    const { _id, ...fields } = record;
    await this.followers.updateOne({ _id }, { $set: fields }, { upsert: true });
    await this.changes.report({ kind: 'written', record });
    this.sync.changed('translationFollows', _id);
  }
}
