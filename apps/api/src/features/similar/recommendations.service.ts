import { Injectable } from '@nestjs/common';
import {
  byRecommendationRank,
  DomainError,
  mayRemoveRecommendation,
  mayVoteOnRecommendation,
  netVotes,
  recommendationMessages,
  type Recommendation,
  type RecommendationVote,
} from '@vn/domain';
import { newObjectId } from '../../platform/ids';
import { FORBIDDEN, type Viewer } from '../../platform/session';
import { OneAtATime } from '../../platform/tasks';
import { CatalogueIndex, presentCard } from '../novels';
import { presentRef, UsersById } from '../users';
import { type KeptRecommendation, RecommendationsIndex, voteCounts } from './recommendations-index';
import { RecommendationsRepository } from './recommendations.repository';

/**
 * Readers' recommendations (docs/product §A6.5): «Если понравилось …» with a reason, one per reader
 * and pair, voted on by other readers, taken away by their author or staff. They feed the similar
 * titles' build (weight 1 plus net votes each) and give its reasons their words.
 */
@Injectable()
export class RecommendationsService {
  /** One reader's recommendation of one pair at a time: a double click makes one, not two. */
  private readonly creations = new OneAtATime();

  constructor(
    private readonly repository: RecommendationsRepository,
    private readonly index: RecommendationsIndex,
    private readonly catalogue: CatalogueIndex,
    private readonly usersById: UsersById,
  ) {}

  async list(viewer: Viewer | null, novelId: string): Promise<Recommendation[]> {
    this.visibleProject(novelId);
    const shown = this.index.from(novelId).filter((kept) => this.isVisible(kept.record.to));
    const presented = await Promise.all(shown.map((kept) => this.present(viewer, kept)));
    return presented.sort(byRecommendationRank);
  }

  recommend(
    viewer: Viewer,
    from: string,
    body: { to: string; reason: string },
  ): Promise<Recommendation> {
    this.visibleProject(from);
    this.visibleProject(body.to);
    if (from === body.to) throw new DomainError('invalid', recommendationMessages.sameProject);
    const userId = viewer.user._id;
    return this.creations.run(`${userId}:${from}:${body.to}`, async () => {
      const made = this.index
        .from(from)
        .some(({ record }) => record.userId === userId && record.to === body.to);
      if (made) throw new DomainError('conflict', recommendationMessages.alreadyRecommended);
      const record = await this.repository.insert({
        _id: newObjectId(),
        from,
        to: body.to,
        userId,
        reason: body.reason,
        createdAt: new Date(),
      });
      const kept = { record, votes: new Map<string, 1 | -1>() };
      this.index.changed(record._id, kept);
      return this.present(viewer, kept);
    });
  }

  async vote(viewer: Viewer, id: string, value: RecommendationVote): Promise<Recommendation> {
    const kept = this.kept(id);
    const userId = viewer.user._id;
    if (!mayVoteOnRecommendation(userId, kept.record.userId)) {
      throw new DomainError('invalid', recommendationMessages.ownVote);
    }
    const mark =
      value === 0 ? null : { userId, recommendationId: id, value, updatedAt: new Date() };
    await this.repository.votes.write(`${userId}:${id}`, mark, async () => {
      if (value === 0) kept.votes.delete(userId);
      else kept.votes.set(userId, value);
      this.index.changed(id, kept);
    });
    return this.present(viewer, kept);
  }

  async delete(viewer: Viewer, id: string): Promise<{ deleted: true }> {
    const kept = this.kept(id);
    if (!this.mayDelete(viewer, kept)) throw new DomainError('forbidden', FORBIDDEN);
    await this.repository.delete(id);
    this.index.changed(id, null);
    return { deleted: true };
  }

  /** The best voted recommendation between two projects, either way; null for none. */
  bestBetween(a: string, b: string): KeptRecommendation | null {
    let best: KeptRecommendation | null = null;
    for (const kept of this.index.between(a, b)) {
      if (!best || netVotes(voteCounts(kept)) > netVotes(voteCounts(best))) best = kept;
    }
    return best;
  }

  private async present(viewer: Viewer | null, kept: KeptRecommendation): Promise<Recommendation> {
    const target = this.catalogue.get(kept.record.to)!;
    const author = await this.usersById.findById(kept.record.userId);
    return {
      _id: kept.record._id,
      from: kept.record.from,
      to: presentCard(target, this.catalogue.ratingsOf(target), null),
      reason: kept.record.reason,
      author: presentRef(kept.record.userId, author),
      votes: voteCounts(kept),
      myVote: viewer ? (kept.votes.get(viewer.user._id) ?? 0) : 0,
      mayDelete: viewer !== null && this.mayDelete(viewer, kept),
      createdAt: kept.record.createdAt.toISOString(),
    };
  }

  private mayDelete(viewer: Viewer, kept: KeptRecommendation): boolean {
    return mayRemoveRecommendation(
      { id: viewer.user._id, role: viewer.user.role },
      kept.record.userId,
    );
  }

  private kept(id: string): KeptRecommendation {
    const kept = this.index.get(id);
    if (!kept) throw DomainError.of('notFound');
    return kept;
  }

  private isVisible(novelId: string): boolean {
    const entry = this.catalogue.get(novelId);
    return entry !== undefined && !entry.record.removed;
  }

  private visibleProject(novelId: string): void {
    if (!this.isVisible(novelId)) throw DomainError.of('notFound');
  }
}
