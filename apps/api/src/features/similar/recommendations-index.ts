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
    for (const record of records) this.byId.set(record._id, { record, votes: new Map() });
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
    return [...this.byId.values()].filter((kept) => kept.record.from === from);
  }

  /** This instance wrote a recommendation or a vote (null record: deleted); the others read again. */
  changed(id: string, kept: KeptRecommendation | null): void {
    if (kept) this.byId.set(id, kept);
    else this.byId.delete(id);
    this.sync.changed('recommendations', id);
  }
}

/** Up votes and down votes of a kept recommendation. */
export function voteCounts(kept: KeptRecommendation): { up: number; down: number } {
  let up = 0;
  let down = 0;
  for (const value of kept.votes.values()) {
    if (value > 0) up += 1;
    else down += 1;
  }
  return { up, down };
}
