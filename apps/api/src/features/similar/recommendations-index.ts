import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { CacheSync } from '../../platform/pubsub';
import type { RecommendationRecord } from './recommendation.schema';
import { RecommendationsRepository } from './recommendations.repository';

export interface KeptRecommendation {
  record: RecommendationRecord;
  /** Reader id → their vote. */
  votes: Map<string, 1 | -1>;
}

/**
 * Every recommendation and its votes in memory (docs/architecture.md § Read models): few, read on
 * every project page's «Похожие» and by the similar titles' build. This instance's writes update it
 * as they are made; another instance's arrive as `recommendations` and everything is read again
 * (the collection is small, and a vote, a new or a deleted recommendation all arrive the same way).
 */
@Injectable()
export class RecommendationsIndex implements OnApplicationBootstrap {
  private readonly byId = new Map<string, KeptRecommendation>();
  /** Ids by the project they are made for (`from`), for its page's list. */
  private readonly byFrom = new Map<string, Set<string>>();

  constructor(
    private readonly repository: RecommendationsRepository,
    private readonly sync: CacheSync,
  ) {
    sync.onChange('recommendations', () => this.reload());
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reload();
  }

  async reload(): Promise<void> {
    const [records, votes] = await Promise.all([this.repository.all(), this.repository.allVotes()]);
    this.byId.clear();
    this.byFrom.clear();
    for (const record of records) this.put({ record, votes: new Map() });
    for (const vote of votes)
      this.byId.get(vote.recommendationId)?.votes.set(vote.userId, vote.value);
  }

  get(id: string): KeptRecommendation | undefined {
    return this.byId.get(id);
  }

  all(): Iterable<KeptRecommendation> {
    return this.byId.values();
  }

  /** The recommendations made for those who liked `from`. */
  from(from: string): KeptRecommendation[] {
    return [...(this.byFrom.get(from) ?? [])].map((id) => this.byId.get(id)!);
  }

  /** The recommendations between two projects, either way. */
  between(a: string, b: string): KeptRecommendation[] {
    return [
      ...this.from(a).filter((kept) => kept.record.to === b),
      ...this.from(b).filter((kept) => kept.record.to === a),
    ];
  }

  /** This instance wrote a recommendation or a vote (null record: deleted); the others read again. */
  changed(id: string, kept: KeptRecommendation | null): void {
    const old = this.byId.get(id);
    if (old) {
      this.byId.delete(id);
      this.byFrom.get(old.record.from)?.delete(id);
    }
    if (kept) this.put(kept);
    this.sync.changed('recommendations', id);
  }

  private put(kept: KeptRecommendation): void {
    this.byId.set(kept.record._id, kept);
    const ids = this.byFrom.get(kept.record.from) ?? new Set<string>();
    ids.add(kept.record._id);
    this.byFrom.set(kept.record.from, ids);
  }
}

/** Up votes and down votes of a kept recommendation (its weight: `netVotes` of these). */
export function voteCounts(kept: KeptRecommendation): { up: number; down: number } {
  let up = 0;
  let down = 0;
  for (const value of kept.votes.values()) {
    if (value > 0) up += 1;
    else down += 1;
  }
  return { up, down };
}
