import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { CAPTCHAS_COLLECTION, type CaptchaRecord } from './captcha.schema';

/** Captcha challenges waiting for their answer. */
@Injectable()
export class CaptchaRepository {
  constructor(@InjectModel(CAPTCHAS_COLLECTION) private readonly captchas: Model<CaptchaRecord>) {}

  async insert(challenge: CaptchaRecord): Promise<void> {
    await this.captchas.create(challenge);
  }

  /** Drops the challenges that expired before `now`. */
  async deleteExpired(now: Date): Promise<void> {
    await this.captchas.deleteMany({ expiresAt: { $lt: now } });
  }

  /** Takes the challenge out (it answers once); null when there is none. */
  take(id: string): Promise<CaptchaRecord | null> {
    return this.captchas.findOneAndDelete({ _id: id }).lean<CaptchaRecord>();
  }
}
