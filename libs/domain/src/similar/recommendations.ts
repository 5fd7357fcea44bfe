import { isStaffMember, type UserRole } from '../accounts/roles';

/*
 * Readers' own recommendations (docs/product §A6.5, ours): «Если понравилось X, попробуйте Y» with a
 * reason in the reader's words, voted on by other readers. The rules both the API and the site use.
 */

export const RECOMMENDATION_REASON_MAX = 500;

export const recommendationMessages = {
  reasonRequired: 'Напишите, чем они похожи',
  reasonTooLong: `Не больше ${RECOMMENDATION_REASON_MAX} символов`,
  sameProject: 'Проект нельзя рекомендовать к нему самому',
  alreadyRecommended: 'Вы уже рекомендовали этот проект к этому',
  ownVote: 'За свою рекомендацию голосовать нельзя',
} as const;

export const recommendationVoteValues = [-1, 0, 1] as const;
export type RecommendationVote = (typeof recommendationVoteValues)[number];

/** A recommendation's weight among the signals: 1 plus its net votes, never below zero. */
export function netVotes(votes: { up: number; down: number }): number {
  return votes.up - votes.down;
}

/** Readers' recommendations best first: by net votes, then the newer. */
export function byRecommendationRank<
  R extends { votes: { up: number; down: number }; createdAt: string },
>(a: R, b: R): number {
  return netVotes(b.votes) - netVotes(a.votes) || (a.createdAt < b.createdAt ? 1 : -1);
}

/** Who may take a recommendation away: its author, or staff (docs/product §A6.5). */
export function mayRemoveRecommendation(
  viewer: { id: string; role: UserRole },
  authorId: string,
): boolean {
  return viewer.id === authorId || isStaffMember(viewer.role);
}

/** Who may vote on a recommendation: a signed-in reader who is not its author (docs/product §A6.5). */
export function mayVoteOnRecommendation(viewerId: string | null, authorId: string): boolean {
  return viewerId !== null && viewerId !== authorId;
}
