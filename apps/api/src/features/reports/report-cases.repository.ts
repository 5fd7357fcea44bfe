import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { REPORT_CLAIM_MS } from '@vn/domain';
import type { Model } from 'mongoose';
import { isDuplicateKey, RecordChanges, writtenOrDeleted } from '../../platform/database';
import { CacheSync } from '../../platform/pubsub';
import { OneAtATime } from '../../platform/tasks';
import {
  REPORT_CASES_COLLECTION,
  type ReportCaseRecord,
  type StoredReport,
  type StoredResolution,
} from './report-case.schema';

/** What was reported, as the report names it. */
export interface ReportedSubject {
  kind: ReportCaseRecord['kind'];
  subjectId: string;
  name: string;
  href: string | null;
  authorId: string | null;
}

/**
 * The reports cases as stored. Every write is reported through `changes` to the read model
 * (`ReportCases`); other instances hear the case's key and read it. The writes of one case run one
 * at a time on this instance; claiming and resolving are also guarded by their filters, so two
 * moderators on two instances cannot both take or resolve one case.
 */
@Injectable()
export class ReportCasesRepository {
  readonly changes = new RecordChanges<ReportCaseRecord>();
  private readonly writes = new OneAtATime();

  constructor(
    @InjectModel(REPORT_CASES_COLLECTION) private readonly cases: Model<ReportCaseRecord>,
    private readonly sync: CacheSync,
  ) {
    sync.onChange('reports', async (key) => {
      if (key === null) return this.changes.report({ kind: 'everything' });
      const record = await this.cases.findById(key).lean<ReportCaseRecord>();
      await this.changes.report(writtenOrDeleted(key, record));
    });
  }

  all(): Promise<ReportCaseRecord[]> {
    return this.cases.find({}).lean<ReportCaseRecord[]>();
  }

  /**
   * Adds a reader's report to the case of what they reported, replacing their earlier one of this
   * round; a resolved case opens a new round with this report alone.
   */
  report(key: string, subject: ReportedSubject, report: StoredReport): Promise<ReportCaseRecord> {
    return this.writes.run(key, async () => {
      const now = report.at;
      const existing = await this.cases.findById(key).lean<ReportCaseRecord>();
      const open = existing?.status === 'open';
      const reports = open
        ? [...existing.reports.filter((each) => each.reporterId !== report.reporterId), report]
        : [report];
      const fields = {
        ...subject,
        reports,
        status: 'open' as const,
        ...(open ? {} : { claimedById: null, claimedAt: null }),
        updatedAt: now,
      };
      const written = existing
        ? await this.cases
            .findOneAndUpdate({ _id: key }, { $set: fields }, { returnDocument: 'after' })
            .lean<ReportCaseRecord>()
        : await this.insertOrUpdate(key, fields);
      await this.written(written!);
      return written!;
    });
  }

  /**
   * A new case; when another instance made it meanwhile (a duplicate key), this report goes into
   * theirs as a new round would have (the report wins over a resolution racing with it).
   */
  private async insertOrUpdate(
    key: string,
    fields: Omit<
      ReportCaseRecord,
      | '_id'
      | 'resolution'
      | 'resolvedById'
      | 'resolvedAt'
      | 'note'
      | 'history'
      | 'claimedById'
      | 'claimedAt'
    > &
      Partial<ReportCaseRecord>,
  ): Promise<ReportCaseRecord | null> {
    const record: ReportCaseRecord = {
      _id: key,
      claimedById: null,
      claimedAt: null,
      resolution: null,
      resolvedById: null,
      resolvedAt: null,
      note: '',
      history: [],
      ...fields,
    };
    try {
      return (await this.cases.create(record)).toObject<ReportCaseRecord>();
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      return this.cases
        .findOneAndUpdate({ _id: key }, { $set: fields }, { returnDocument: 'after' })
        .lean<ReportCaseRecord>();
    }
  }

  /**
   * Takes an open case for a moderator: null when it is resolved or another moderator's claim has
   * not lapsed (the filter says so, on every instance).
   */
  claim(key: string, moderatorId: string, now: Date): Promise<ReportCaseRecord | null> {
    return this.writes.run(key, async () => {
      const claimed = await this.cases
        .findOneAndUpdate(
          { _id: key, status: 'open', ...this.freeFor(moderatorId, now) },
          { $set: { claimedById: moderatorId, claimedAt: now, updatedAt: now } },
          { returnDocument: 'after' },
        )
        .lean<ReportCaseRecord>();
      if (claimed) await this.written(claimed);
      return claimed;
    });
  }

  /** Resolves an open case nobody else holds; null otherwise. The round goes into the history. */
  resolve(key: string, resolution: StoredResolution): Promise<ReportCaseRecord | null> {
    return this.writes.run(key, async () => {
      const now = resolution.resolvedAt;
      const resolved = await this.cases
        .findOneAndUpdate(
          { _id: key, status: 'open', ...this.freeFor(resolution.resolvedById, now) },
          {
            $set: {
              status: 'resolved',
              resolution: resolution.resolution,
              resolvedById: resolution.resolvedById,
              resolvedAt: now,
              note: resolution.note,
              claimedById: null,
              claimedAt: null,
              updatedAt: now,
            },
            $push: { history: resolution },
          },
          { returnDocument: 'after' },
        )
        .lean<ReportCaseRecord>();
      if (resolved) await this.written(resolved);
      return resolved;
    });
  }

  /** Unclaimed, claimed by this moderator, or claimed so long ago that the claim has lapsed. */
  private freeFor(moderatorId: string, now: Date) {
    return {
      $or: [
        { claimedById: null },
        { claimedById: moderatorId },
        { claimedAt: { $lte: new Date(now.getTime() - REPORT_CLAIM_MS) } },
      ],
    };
  }

  private async written(record: ReportCaseRecord): Promise<void> {
    await this.changes.report({ kind: 'written', record });
    this.sync.changed('reports', record._id);
  }
}
