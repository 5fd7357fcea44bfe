import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { newObjectId } from '../ids/ids';
import { OUTBOX_COLLECTION, type OutboxRecord } from './outbox.schema';

/** Mails kept instead of sent, when there is no SMTP server (development). */
@Injectable()
export class OutboxRepository {
  constructor(@InjectModel(OUTBOX_COLLECTION) private readonly outbox: Model<OutboxRecord>) {}

  async keep(mail: Omit<OutboxRecord, '_id'>): Promise<void> {
    await this.outbox.create({ _id: newObjectId(), ...mail });
  }
}
