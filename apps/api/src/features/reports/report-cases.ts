import { Injectable } from '@nestjs/common';
import { isUpheld, reportWeight, type ReporterRecord } from '@vn/domain';
import { WholeReadModel } from '../../platform/database';
import type { ReportCaseRecord } from './report-case.schema';
import { ReportCasesRepository } from './report-cases.repository';

/**
 * Every reports case in memory (docs/architecture.md § Read models): the queue is read from here,
 * weighed by each reporter's record of upheld reports. Cases are few next to what is read.
 */
@Injectable()
export class ReportCases extends WholeReadModel<ReportCaseRecord> {
  private readonly byKey = new Map<string, ReportCaseRecord>();

  constructor(private readonly records: ReportCasesRepository) {
    super(records.changes);
  }

  async reload(): Promise<void> {
    const records = await this.records.all();
    this.byKey.clear();
    for (const record of records) this.put(record);
  }

  get(key: string): ReportCaseRecord | undefined {
    return this.byKey.get(key);
  }

  /** The open cases, heaviest first (of equal weight, the one reported first). */
  open(): { record: ReportCaseRecord; weight: number }[] {
    const records = this.reporterRecords();
    return [...this.byKey.values()]
      .filter((record) => record.status === 'open')
      .map((record) => ({ record, weight: this.weightOf(record, records) }))
      .sort((a, b) => b.weight - a.weight || firstReportAt(a.record) - firstReportAt(b.record));
  }

  /** The resolved cases, the latest resolved first. */
  resolved(): { record: ReportCaseRecord; weight: number }[] {
    const records = this.reporterRecords();
    return [...this.byKey.values()]
      .filter((record) => record.status === 'resolved')
      .map((record) => ({ record, weight: this.weightOf(record, records) }))
      .sort(
        (a, b) => (b.record.resolvedAt?.getTime() ?? 0) - (a.record.resolvedAt?.getTime() ?? 0),
      );
  }

  /** How many cases wait. */
  openCount(): number {
    let count = 0;
    for (const record of this.byKey.values()) if (record.status === 'open') count += 1;
    return count;
  }

  private weightOf(record: ReportCaseRecord, records: Map<string, ReporterRecord>): number {
    return reportWeight(
      record.reports.map((report) => records.get(report.reporterId) ?? { upheld: 0, resolved: 0 }),
    );
  }

  /** Each reporter's resolved and upheld reports, over every case's history. */
  private reporterRecords(): Map<string, ReporterRecord> {
    const records = new Map<string, ReporterRecord>();
    for (const record of this.byKey.values()) {
      for (const round of record.history) {
        for (const reporterId of round.reporterIds) {
          const past = records.get(reporterId) ?? { upheld: 0, resolved: 0 };
          records.set(reporterId, {
            upheld: past.upheld + (isUpheld(round.resolution) ? 1 : 0),
            resolved: past.resolved + 1,
          });
        }
      }
    }
    return records;
  }

  protected put(record: ReportCaseRecord): void {
    this.byKey.set(record._id, record);
  }

  protected delete(key: string): void {
    this.byKey.delete(key);
  }

  protected update(): Promise<void> {
    return this.reload();
  }
}

function firstReportAt(record: ReportCaseRecord): number {
  return Math.min(...record.reports.map((report) => new Date(report.at).getTime()));
}
