import { recordSchema } from '../database/record-schema';
export const CAPTCHAS_COLLECTION = 'captchas';

/** A challenge handed out by `GET /api/captcha`; removed when answered (single-use). */
export interface CaptchaRecord {
  _id: string;
  /** The expected answer, lower-cased. */
  answer: string;
  expiresAt: Date;
}

export const captchaSchema = recordSchema<CaptchaRecord>(CAPTCHAS_COLLECTION, {
  answer: { type: String, required: true },
  expiresAt: { type: Date, required: true },
});
