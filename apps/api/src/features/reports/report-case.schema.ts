import type { ReportReason, ReportResolution, ReportSubjectKind } from '@vn/domain';
import { Schema } from 'mongoose';
import { recordSchema } from '../../platform/database';

export const REPORT_CASES_COLLECTION = 'reportCases';

/** One reader's report, inside the case of what they reported. */
export interface StoredReport {
  reporterId: string;
  reason: ReportReason;
  text: string;
  at: Date;
}

/** A resolution, kept so reporters' records can be weighed (docs/product §A3.2). */
export interface StoredResolution {
  resolution: ReportResolution;
  resolvedById: string;
  resolvedAt: Date;
  note: string;
  reporterIds: string[];
}

/**
 * Everything reported about one thing (docs/product §A3, ours): `_id` is `{kind}:{id}`, so every
 * report of it lands in one record, one per reporter. What was reported is kept as it was named
 * when last reported (`name`, `href`, `authorId`), so the queue can show it after it is gone.
 * Resolving closes the round: its reports move into `history`, and a later report opens a new one.
 */
export interface ReportCaseRecord {
  _id: string;
  kind: ReportSubjectKind;
  subjectId: string;
  name: string;
  href: string | null;
  authorId: string | null;
  reports: StoredReport[];
  status: 'open' | 'resolved';
  claimedById: string | null;
  claimedAt: Date | null;
  /** The last resolution; null while the case was never resolved. */
  resolution: ReportResolution | null;
  resolvedById: string | null;
  resolvedAt: Date | null;
  note: string;
  history: StoredResolution[];
  updatedAt: Date;
}

export const reportCaseSchema = recordSchema<ReportCaseRecord>(REPORT_CASES_COLLECTION, {
  kind: { type: String, required: true },
  subjectId: { type: String, required: true },
  name: { type: String, default: '' },
  href: { type: String, default: null },
  authorId: { type: String, default: null },
  reports: { type: Schema.Types.Mixed, default: () => [] },
  status: { type: String, required: true },
  claimedById: { type: String, default: null },
  claimedAt: { type: Date, default: null },
  resolution: { type: String, default: null },
  resolvedById: { type: String, default: null },
  resolvedAt: { type: Date, default: null },
  note: { type: String, default: '' },
  history: { type: Schema.Types.Mixed, default: () => [] },
  updatedAt: { type: Date, required: true },
});

/** A case's key: what was reported. */
export function reportCaseKey(kind: ReportSubjectKind, subjectId: string): string {
  return `${kind}:${subjectId}`;
}
