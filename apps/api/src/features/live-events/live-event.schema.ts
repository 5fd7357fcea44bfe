import type { LiveEventType } from '@vn/domain';
import { Schema } from 'mongoose';
import { recordSchema } from '../../platform/database';

export const LIVE_EVENTS_COLLECTION = 'liveEvents';

/**
 * One event sent to one user, kept a few minutes so a stream that reconnects with `Last-Event-ID`
 * gets what it missed (ADR 0008). `_id` sorts in the order events were made (see `LiveEventIds`).
 * FerretDB has no TTL indexes: old events are swept in code.
 */
export interface LiveEventRecord {
  _id: string;
  userId: string;
  type: LiveEventType;
  data: unknown;
  createdAt: Date;
}

export const liveEventSchema = recordSchema<LiveEventRecord>(
  LIVE_EVENTS_COLLECTION,
  {
    userId: { type: String, required: true, index: true },
    type: { type: String, required: true },
    data: { type: Schema.Types.Mixed },
    createdAt: { type: Date, required: true, index: true },
  },
  { minimize: false },
);
