import type { SanctionScope, SanctionSubjectKind, SiteRule } from '@vn/domain';
import { Schema } from 'mongoose';
import { recordSchema } from '../../platform/database';

export const SANCTIONS_COLLECTION = 'sanctions';

/**
 * A sanction as stored (docs/product §A2.2, ours; docs/adr/0015-sanctions-as-records.md): never
 * deleted; a lift sets `liftedAt`, `liftReason` and `liftedById` once, while `liftedAt` is null.
 */
export interface SanctionRecord {
  _id: string;
  /** The person it binds. */
  userId: string;
  scope: SanctionScope;
  startsAt: Date;
  /** Null: no end. Equal to the start: a warning. */
  endsAt: Date | null;
  rule: SiteRule;
  publicReason: string;
  /** For moderators only. */
  privateNote: string;
  about: { kind: SanctionSubjectKind; id: string } | null;
  issuedById: string;
  liftedAt: Date | null;
  liftReason: string | null;
  liftedById: string | null;
}

export const sanctionRecordSchema = recordSchema<SanctionRecord>(SANCTIONS_COLLECTION, {
  userId: { type: String, required: true },
  scope: { type: String, required: true },
  startsAt: { type: Date, required: true },
  endsAt: { type: Date, default: null },
  rule: { type: String, required: true },
  publicReason: { type: String, required: true },
  privateNote: { type: String, default: '' },
  about: { type: Schema.Types.Mixed, default: null },
  issuedById: { type: String, required: true },
  liftedAt: { type: Date, default: null },
  liftReason: { type: String, default: null },
  liftedById: { type: String, default: null },
});
