import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  EMAIL_TOKENS_COLLECTION,
  RESTORE_CODES_COLLECTION,
  type EmailTokenRecord,
  type RestoreCodeRecord,
} from './account-tokens.schema';

/**
 * The one-time secrets of an account, by their digest: e-mail confirmation tokens, and password
 * recovery codes by the address they were sent to (one at a time per address).
 */
@Injectable()
export class AccountTokensRepository {
  constructor(
    @InjectModel(EMAIL_TOKENS_COLLECTION) private readonly emailTokens: Model<EmailTokenRecord>,
    @InjectModel(RESTORE_CODES_COLLECTION) private readonly restoreCodes: Model<RestoreCodeRecord>,
  ) {}

  async insertEmailToken(token: EmailTokenRecord): Promise<void> {
    await this.emailTokens.create(token);
  }

  /** Takes the token out (it confirms once); null when there is none. */
  takeEmailToken(id: string): Promise<EmailTokenRecord | null> {
    return this.emailTokens.findOneAndDelete({ _id: id }).lean<EmailTokenRecord>();
  }

  /** Sets the recovery code of an address, replacing any earlier one. */
  async setRestoreCode(code: RestoreCodeRecord): Promise<void> {
    const { _id, ...fields } = code;
    await this.restoreCodes.findOneAndUpdate({ _id }, { $set: fields }, { upsert: true });
  }

  restoreCode(email: string): Promise<RestoreCodeRecord | null> {
    return this.restoreCodes.findOne({ _id: email }).lean<RestoreCodeRecord>();
  }

  async countFailedAttempt(email: string): Promise<void> {
    await this.restoreCodes.updateOne({ _id: email }, { $inc: { attempts: 1 } });
  }

  async deleteRestoreCode(email: string): Promise<void> {
    await this.restoreCodes.deleteOne({ _id: email });
  }

  /** Takes the code out (it changes the password once); null when there is none. */
  takeRestoreCode(email: string): Promise<RestoreCodeRecord | null> {
    return this.restoreCodes.findOneAndDelete({ _id: email }).lean<RestoreCodeRecord>();
  }
}
