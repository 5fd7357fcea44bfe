import { recordSchema } from '../database/record-schema';

export const OUTBOX_COLLECTION = 'outbox';

/** A mail kept instead of sent, when no SMTP server is configured (development). */
export interface OutboxRecord {
  _id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

export const outboxSchema = recordSchema<OutboxRecord>(OUTBOX_COLLECTION, {
  to: { type: String, required: true },
  subject: { type: String, required: true },
  text: { type: String, required: true },
  createdAt: { type: Date, required: true },
});
