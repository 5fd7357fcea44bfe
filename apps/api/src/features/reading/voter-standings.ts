import { Injectable } from '@nestjs/common';
import { isBanActive, isSanctionInForce, type VoterStanding } from '@vn/domain';
import { OrderedReloads } from '../../platform/database';
import { SanctionsByUser, SanctionsRepository } from '../sanctions';
import { type UserChange, type UserStandingRecord, UsersRepository } from '../users';

/**
 * What deciding whether a reader's votes count needs of every user (docs/product §A5.2): when the
 * account was made, whether it is removed, and its ban; sanctions come from their own read model.
 * Held whole — a few dates and flags a user — read at start and kept current from the users' and
 * sanctions' changes, this instance's and the others'. Whoever must follow a reader's standing
 * (`ProjectVotes`) hears of each change through `onChange`.
 */
@Injectable()
export class VoterStandings {
  private readonly users = new Map<string, UserStandingRecord>();
  private readonly listeners: ((userId: string | null) => void)[] = [];
  private readonly reads = new OrderedReloads<UserChange>(
    () => this.readAll(),
    (change) => this.applyOne(change),
  );

  constructor(
    private readonly records: UsersRepository,
    private readonly sanctions: SanctionsByUser,
    sanctionRecords: SanctionsRepository,
  ) {
    records.changes.listen(async (change) => {
      if (change.kind === 'eachRecord' || change.kind === 'everything') {
        await this.reload();
        return this.told(null);
      }
      await this.reads.take(change);
    });
    sanctionRecords.changes.listen((change) => {
      // A sanction of `everything` given or lifted; any other change says nothing of one reader.
      if (change.kind === 'written') this.told(change.record.userId);
      else this.told(null);
    });
  }

  /** Reads every user's standing again, in order with the changes; whoever called works out what follows. */
  reload(): Promise<void> {
    return this.reads.request();
  }

  private async readAll(): Promise<void> {
    const records = await this.records.standings();
    this.users.clear();
    for (const record of records) this.users.set(record._id, record);
  }

  /** Hears of a reader whose standing may have changed (null: any reader's). */
  onChange(listener: (userId: string | null) => void): void {
    this.listeners.push(listener);
  }

  /** A reader's standing at this moment; undefined for an account that no longer exists. */
  of(userId: string, now: Date): VoterStanding | undefined {
    const user = this.users.get(userId);
    if (!user) return undefined;
    const bannedEverywhere =
      isBanActive(user.banned, now) ||
      this.sanctions
        .of(userId)
        .some((sanction) => sanction.scope === 'everything' && isSanctionInForce(sanction, now));
    return { createdAt: user.createdAt, removed: user.removed, bannedEverywhere };
  }

  private async applyOne(change: UserChange): Promise<void> {
    switch (change.kind) {
      case 'written':
        this.users.set(change.record._id, change.record);
        return this.told(change.record._id);
      case 'deleted':
        this.users.delete(change.id);
        return this.told(change.id);
      case 'stale': {
        const record = await this.records.findById(change.key);
        if (record) this.users.set(record._id, record);
        else this.users.delete(change.key);
        return this.told(change.key);
      }
    }
  }

  private told(userId: string | null): void {
    for (const listener of this.listeners) listener(userId);
  }
}
