import { Injectable } from '@nestjs/common';
import { bindsNowOrLater, type SanctionNotice } from '@vn/domain';
import { WholeReadModel } from '../../platform/database';
import type { SanctionRecord } from './sanction.schema';
import { SanctionsRepository } from './sanctions.repository';

const newestFirst = (a: SanctionRecord, b: SanctionRecord) =>
  b.startsAt.getTime() - a.startsAt.getTime() || (a._id < b._id ? 1 : -1);

/**
 * Every sanction in memory, by person (docs/architecture.md § Read models): the session guard reads
 * the viewer's on every signed-in request, so the rule of `can()` costs no query. Sanctions are few
 * (one per offence), so the whole collection is held.
 */
@Injectable()
export class SanctionsByUser extends WholeReadModel<SanctionRecord> {
  private readonly byId = new Map<string, SanctionRecord>();
  private readonly byUser = new Map<string, SanctionRecord[]>();

  constructor(private readonly records: SanctionsRepository) {
    super(records.changes);
  }

  async reload(): Promise<void> {
    const records = await this.records.all();
    this.byId.clear();
    this.byUser.clear();
    for (const record of records) this.put(record);
  }

  /** The person's sanctions, newest first: any, in force or not. */
  of(userId: string): readonly SanctionRecord[] {
    return this.byUser.get(userId) ?? [];
  }

  /** What the person's session carries: their sanctions that bind now or will (docs/product §A2.4). */
  noticesOf(userId: string, now: Date): SanctionNotice[] {
    return this.of(userId)
      .filter((record) => bindsNowOrLater(record, now))
      .map((record) => ({
        _id: record._id,
        scope: record.scope,
        startsAt: record.startsAt.toISOString(),
        endsAt: record.endsAt?.toISOString() ?? null,
        rule: record.rule,
        publicReason: record.publicReason,
      }));
  }

  find(id: string): SanctionRecord | undefined {
    return this.byId.get(id);
  }

  protected put(record: SanctionRecord): void {
    this.delete(record._id);
    this.byId.set(record._id, record);
    const list = [...this.of(record.userId), record].sort(newestFirst);
    this.byUser.set(record.userId, list);
  }

  protected delete(id: string): void {
    const old = this.byId.get(id);
    if (!old) return;
    this.byId.delete(id);
    this.byUser.set(
      old.userId,
      this.of(old.userId).filter((record) => record._id !== id),
    );
  }

  /** No change reaches every sanction; read them again. */
  protected update(): Promise<void> {
    return this.reload();
  }
}
