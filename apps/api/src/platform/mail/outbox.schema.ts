import { Schema } from 'mongoose';

export const OUTBOX_COLLECTION = 'outbox';

/** A mail kept instead of sent, when no SMTP server is configured (development). */
export interface OutboxRecord {
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

export const outboxSchema = new Schema<OutboxRecord>(
  {
    to: { type: String, required: true },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: OUTBOX_COLLECTION, versionKey: false },
);
