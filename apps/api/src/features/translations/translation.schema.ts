import { Schema } from 'mongoose';
import type { TranslationPart, TranslationStage, TranslationStatus, UserRef } from '@vn/domain';
import { recordSchema } from '../../platform/database';

export const TRANSLATIONS_COLLECTION = 'translations';
export const TRANSLATION_UPDATES_COLLECTION = 'translationUpdates';

/**
 * What a translation has beyond its project's line (docs/product §A1.5, ADR 0014): the line — group,
 * status, paid or not, date, link — stays in the project record, where drafts edit it; this record
 * keeps the progress, the edition and the status of the group's own words. It belongs to the line
 * whose group name has the same key (`translationLineKey`), and its `_id` is made from the project
 * and that key (`translationIdOf`), so a migration or a second first update writes the same record.
 */
export interface TranslationRecord {
  _id: string;
  novel: string;
  lineKey: string;
  /** The group's own status; null until an update sets one (docs/product §A1.5 `effectiveStatus`). */
  status: TranslationStatus | null;
  edition: string;
  stages: TranslationStage[];
  parts: TranslationPart[];
  /** Moves with every update: an update applies only to the version it read (compare-and-set). */
  version: number;
  /**
   * The update that made this version: another one of the same version is a loser of the race,
   * taken back (ADR 0014), and never shown even by an instance that read it meanwhile.
   */
  lastUpdateId: string | null;
  lastUpdateAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** One update of a translation's history: appended, never edited (docs/product §A1.3). */
export interface TranslationUpdateRecord {
  _id: string;
  translation: string;
  novel: string;
  at: Date;
  /** Null for updates the migration made from the project's own data. */
  by: UserRef | null;
  percent: number;
  status: TranslationStatus;
  note: string;
  patch: { version: string; link: string; releasedAt: Date; edition: string } | null;
  /** The translation's version this update made. */
  version: number;
  /** What followers heard of it (docs/product §A1.8: `translationEventCode`); none for old ones. */
  events: string[];
}

export const translationSchema = recordSchema<TranslationRecord>(
  TRANSLATIONS_COLLECTION,
  {
    novel: { type: String, required: true },
    lineKey: { type: String, required: true },
    status: { type: String, default: null },
    edition: { type: String, default: '' },
    stages: { type: [String], default: [] },
    parts: { type: Schema.Types.Mixed, default: () => [] },
    version: { type: Number, default: 0 },
    lastUpdateId: { type: String, default: null },
    lastUpdateAt: { type: Date, default: null },
  },
  { timestamps: true },
);

export const translationUpdateSchema = recordSchema<TranslationUpdateRecord>(
  TRANSLATION_UPDATES_COLLECTION,
  {
    translation: { type: String, required: true },
    novel: { type: String, required: true },
    at: { type: Date, required: true },
    by: { type: Schema.Types.Mixed, default: null },
    percent: { type: Number, required: true },
    status: { type: String, required: true },
    note: { type: String, default: '' },
    patch: { type: Schema.Types.Mixed, default: null },
    version: { type: Number, required: true },
    events: { type: [String], default: [] },
  },
);
