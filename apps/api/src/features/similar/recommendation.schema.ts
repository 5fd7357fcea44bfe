import { recordSchema } from '../../platform/database';

export const RECOMMENDATIONS_COLLECTION = 'recommendations';
export const RECOMMENDATION_VOTES_COLLECTION = 'recommendationVotes';

/** A reader's «Если понравилось `from`, попробуйте `to`» (docs/product §A6.5, ours). */
export interface RecommendationRecord {
  _id: string;
  from: string;
  to: string;
  userId: string;
  reason: string;
  createdAt: Date;
}

/**
 * A reader's vote on a recommendation, one per reader and recommendation (`_id` is
 * `${userId}:${recommendationId}`): votes are records of their own, never counters inside the
 * recommendation, so two readers voting at once cannot lose each other's vote (a database that
 * rewrites a whole document on every update would).
 */
export interface RecommendationVoteRecord {
  _id: string;
  userId: string;
  recommendationId: string;
  value: 1 | -1;
  updatedAt: Date;
}

export const recommendationSchema = recordSchema<RecommendationRecord>(RECOMMENDATIONS_COLLECTION, {
  from: { type: String, required: true },
  to: { type: String, required: true },
  userId: { type: String, required: true },
  reason: { type: String, required: true },
  createdAt: { type: Date, required: true },
});

export const recommendationVoteSchema = recordSchema<RecommendationVoteRecord>(
  RECOMMENDATION_VOTES_COLLECTION,
  {
    userId: { type: String, required: true },
    recommendationId: { type: String, required: true },
    value: { type: Number, required: true },
    updatedAt: { type: Date, required: true },
  },
);
