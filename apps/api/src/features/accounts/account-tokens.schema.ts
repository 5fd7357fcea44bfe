import { recordSchema } from '../../platform/database';
export const EMAIL_TOKENS_COLLECTION = 'emailConfirmations';
export const RESTORE_CODES_COLLECTION = 'passwordRestores';

/** An e-mail confirmation link's token, kept as its SHA-256; single-use. */
export interface EmailTokenRecord {
  _id: string;
  userId: string;
  expiresAt: Date;
}

export const emailTokenSchema = recordSchema<EmailTokenRecord>(EMAIL_TOKENS_COLLECTION, {
  userId: { type: String, required: true },
  expiresAt: { type: Date, required: true },
});

/**
 * A password recovery in progress, keyed by the account's e-mail (one at a time: a new request
 * replaces the old code). The code is stored as its SHA-256 and allows a few attempts.
 */
export interface RestoreCodeRecord {
  _id: string;
  userId: string;
  codeDigest: string;
  attempts: number;
  expiresAt: Date;
}

export const restoreCodeSchema = recordSchema<RestoreCodeRecord>(RESTORE_CODES_COLLECTION, {
  userId: { type: String, required: true },
  codeDigest: { type: String, required: true },
  attempts: { type: Number, default: 0 },
  expiresAt: { type: Date, required: true },
});
