import { describe, expect, it } from 'vitest';
import {
  byRecommendationRank,
  mayRemoveRecommendation,
  mayVoteOnRecommendation,
  netVotes,
} from './recommendations';

describe('readers’ recommendations (docs/product §A6.5)', () => {
  it('may be taken away by their author or staff, not by another reader', () => {
    expect(mayRemoveRecommendation({ id: 'a', role: 'staff' }, 'a')).toBe(true);
    expect(mayRemoveRecommendation({ id: 'b', role: 'staff' }, 'a')).toBe(false);
    expect(mayRemoveRecommendation({ id: 'm', role: 'moderator' }, 'a')).toBe(true);
    expect(mayRemoveRecommendation({ id: 'x', role: 'admin' }, 'a')).toBe(true);
  });

  it('are voted on by signed-in readers other than their author', () => {
    expect(mayVoteOnRecommendation('b', 'a')).toBe(true);
    expect(mayVoteOnRecommendation('a', 'a')).toBe(false);
    expect(mayVoteOnRecommendation(null, 'a')).toBe(false);
  });

  it('rank by net votes, then the newer', () => {
    const at = (createdAt: string, up: number, down: number) => ({
      createdAt,
      votes: { up, down },
    });
    const ranked = [at('2026-01-01', 1, 0), at('2026-02-01', 3, 1), at('2026-03-01', 1, 0)].sort(
      byRecommendationRank,
    );
    expect(ranked.map((each) => each.createdAt)).toEqual([
      '2026-02-01',
      '2026-03-01',
      '2026-01-01',
    ]);
    expect(netVotes({ up: 2, down: 5 })).toBe(-3);
  });
});
