import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { RecordChanges, writtenOrDeleted } from '../../platform/database';
import { CacheSync } from '../../platform/pubsub';
import { SANCTIONS_COLLECTION, type SanctionRecord } from './sanction.schema';

/** What a lift writes. */
export interface SanctionLift {
  liftedAt: Date;
  liftReason: string;
  liftedById: string;
}

/**
 * The sanctions as stored. Every write is reported through `changes` to the read model
 * (`SanctionsByUser`); other instances hear the sanction's id and read it.
 */
@Injectable()
export class SanctionsRepository {
  readonly changes = new RecordChanges<SanctionRecord>();

  constructor(
    @InjectModel(SANCTIONS_COLLECTION) private readonly sanctions: Model<SanctionRecord>,
    private readonly sync: CacheSync,
  ) {
    sync.onChange('sanctions', async (id) => {
      if (id === null) return this.changes.report({ kind: 'everything' });
      const record = await this.sanctions.findById(id).lean<SanctionRecord>();
      await this.changes.report(writtenOrDeleted(id, record));
    });
  }

  all(): Promise<SanctionRecord[]> {
    return this.sanctions.find({}).lean<SanctionRecord[]>();
  }

  async insert(record: SanctionRecord): Promise<SanctionRecord> {
    const created = (await this.sanctions.create(record)).toObject<SanctionRecord>();
    await this.written(created);
    return created;
  }

  /**
   * Lifts a sanction that is not lifted yet: of two moderators lifting at once, one writes and the
   * other gets null (the filter no longer matches), which the caller answers with a conflict.
   */
  async lift(id: string, lift: SanctionLift): Promise<SanctionRecord | null> {
    const lifted = await this.sanctions
      .findOneAndUpdate({ _id: id, liftedAt: null }, { $set: lift }, { returnDocument: 'after' })
      .lean<SanctionRecord>();
    if (lifted) await this.written(lifted);
    return lifted;
  }

  private async written(record: SanctionRecord): Promise<void> {
    await this.changes.report({ kind: 'written', record });
    this.sync.changed('sanctions', record._id);
  }
}
