import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { KeyedMarks } from '../../platform/database';
import {
  RECOMMENDATION_VOTES_COLLECTION,
  RECOMMENDATIONS_COLLECTION,
  type RecommendationRecord,
  type RecommendationVoteRecord,
} from './recommendation.schema';

/** Readers' recommendations and their votes as stored (docs/product §A6.5). */
@Injectable()
export class RecommendationsRepository {
  readonly votes: KeyedMarks<RecommendationVoteRecord>;

  constructor(
    @InjectModel(RECOMMENDATIONS_COLLECTION)
    private readonly recommendations: Model<RecommendationRecord>,
    @InjectModel(RECOMMENDATION_VOTES_COLLECTION)
    private readonly voteRecords: Model<RecommendationVoteRecord>,
  ) {
    this.votes = new KeyedMarks(voteRecords);
  }

  all(): Promise<RecommendationRecord[]> {
    return this.recommendations.find({}).lean<RecommendationRecord[]>();
  }

  allVotes(): Promise<RecommendationVoteRecord[]> {
    return this.voteRecords.find({}).lean<RecommendationVoteRecord[]>();
  }

  async insert(record: RecommendationRecord): Promise<RecommendationRecord> {
    return (await this.recommendations.create(record)).toObject<RecommendationRecord>();
  }

  /** Deletes a recommendation, then its votes (votes of a missing one are never read). */
  async delete(id: string): Promise<void> {
    await this.recommendations.deleteOne({ _id: id });
    await this.voteRecords.deleteMany({ recommendationId: id });
  }
}
