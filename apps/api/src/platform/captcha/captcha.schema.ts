import { Schema } from 'mongoose';

export const CAPTCHAS_COLLECTION = 'captchas';

/** A challenge handed out by `GET /api/captcha`; removed when answered (single-use). */
export interface CaptchaRecord {
  _id: string;
  /** The expected answer, lower-cased. */
  answer: string;
  expiresAt: Date;
}

export const captchaSchema = new Schema<CaptchaRecord>(
  {
    _id: { type: String, required: true },
    answer: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: CAPTCHAS_COLLECTION, versionKey: false },
);
