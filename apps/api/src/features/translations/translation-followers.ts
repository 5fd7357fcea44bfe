import { Injectable } from '@nestjs/common';
import type { TranslationFollowKind } from '@vn/domain';
import { WholeReadModel } from '../../platform/database';
import type { TranslationFollowerRecord } from './translation-follow.schema';
import { TranslationFollowersRepository } from './translation-followers.repository';

const targetKey = (kind: TranslationFollowKind, target: string) => `${kind}:${target}`;

/**
 * Who follows what (docs/architecture.md § Read models): every reader's follows in memory, by reader
 * and by what they follow, so an update finds its followers and a feed its reader without a query.
 */
@Injectable()
export class TranslationFollowers extends WholeReadModel<TranslationFollowerRecord> {
  private readonly byUser = new Map<string, TranslationFollowerRecord>();
  private readonly byToken = new Map<string, string>();
  private readonly byTarget = new Map<string, Set<string>>();
  /** Moves on every change: the readers' own feeds compare it. */
  version = 0;

  constructor(private readonly records: TranslationFollowersRepository) {
    super(records.changes);
  }

  async reload(): Promise<void> {
    const records = await this.records.all();
    this.byUser.clear();
    this.byToken.clear();
    this.byTarget.clear();
    this.version += 1;
    for (const record of records) this.put(record);
  }

  of(userId: string): TranslationFollowerRecord | undefined {
    return this.byUser.get(userId);
  }

  /** The reader whose feed the token opens, or undefined. */
  userOfToken(token: string): string | undefined {
    return this.byToken.get(token);
  }

  /** The readers following any of these. */
  followersOf(targets: readonly { kind: TranslationFollowKind; target: string }[]): Set<string> {
    const users = new Set<string>();
    for (const { kind, target } of targets) {
      for (const user of this.byTarget.get(targetKey(kind, target)) ?? []) users.add(user);
    }
    return users;
  }

  protected put(record: TranslationFollowerRecord): void {
    this.delete(record._id);
    this.version += 1;
    this.byUser.set(record._id, record);
    if (record.feedToken) this.byToken.set(record.feedToken, record._id);
    for (const follow of record.follows) {
      const key = targetKey(follow.kind, follow.target);
      const users = this.byTarget.get(key) ?? new Set<string>();
      users.add(record._id);
      this.byTarget.set(key, users);
    }
  }

  protected delete(userId: string): void {
    const old = this.byUser.get(userId);
    if (!old) return;
    this.version += 1;
    this.byUser.delete(userId);
    if (old.feedToken) this.byToken.delete(old.feedToken);
    for (const follow of old.follows) {
      this.byTarget.get(targetKey(follow.kind, follow.target))?.delete(userId);
    }
  }

  /** Follows are read again whole: one reader's are few, and no change reaches every reader's. */
  protected update(): Promise<void> {
    return this.reload();
  }
}
