import type { ModerationAction, ModerationTarget } from '@vn/domain';
import { Schema } from 'mongoose';
import { recordSchema } from '../../platform/database';

export const MODERATION_LOG_COLLECTION = 'moderationLog';

/**
 * One staff action (docs/product §2.2 /log): who, when, what kind, and a sentence saying what was
 * done to what; and what it was done to (`target`), for /log's links. Records written before /log
 * linked its entries have no target.
 */
export interface ModerationLogRecord {
  _id: string;
  at: Date;
  by: { _id: string; username: string };
  action: ModerationAction;
  text: string;
  target?: ModerationTarget;
  /** What everyone may read beyond the action and its target (docs/product §A2.9); absent on older lines. */
  publicDetails?: string;
}

export const moderationLogSchema = recordSchema<ModerationLogRecord>(MODERATION_LOG_COLLECTION, {
  at: { type: Date, required: true },
  by: { type: Schema.Types.Mixed, required: true },
  action: { type: String, required: true },
  text: { type: String, required: true },
  target: { type: Schema.Types.Mixed, required: false },
  publicDetails: { type: String, required: false },
});
