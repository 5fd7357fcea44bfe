import { Schema } from 'mongoose';
import type { TranslationAlerts, TranslationFollowKind } from '@vn/domain';
import { recordSchema } from '../../platform/database';

export const TRANSLATION_FOLLOWERS_COLLECTION = 'translationFollowers';

/**
 * What one reader follows of translations (docs/product §A1.8): `_id` is the reader's id, so each
 * write is one record and following twice is following once.
 */
export interface TranslationFollowerRecord {
  _id: string;
  follows: { kind: TranslationFollowKind; target: string; since: Date }[];
  alerts: TranslationAlerts;
  /** The secret of the reader's own feed's address; null when they have none. */
  feedToken: string | null;
  updatedAt: Date;
}

export const translationFollowerSchema = recordSchema<TranslationFollowerRecord>(
  TRANSLATION_FOLLOWERS_COLLECTION,
  {
    follows: { type: Schema.Types.Mixed, default: () => [] },
    alerts: { type: Schema.Types.Mixed, required: true },
    feedToken: { type: String, default: null },
    updatedAt: { type: Date, required: true },
  },
);
