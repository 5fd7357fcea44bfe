import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bayesianRating } from '../catalogue/rating';
import {
  BURST_VOTES,
  BURST_WINDOW_HOURS,
  exclusionCounts,
  NEW_ACCOUNT_DAYS,
  weighVotes,
  type ProjectVote,
  type VoterStanding,
} from './vote-trust';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const now = new Date('2026-11-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

function voters(entries: Record<string, Partial<VoterStanding>>) {
  const map = new Map(
    Object.entries(entries).map(([id, standing]) => [
      id,
      { createdAt: ago(365 * DAY), removed: false, bannedEverywhere: false, ...standing },
    ]),
  );
  return (id: string) => map.get(id);
}

/** `count` new accounts made an hour before they each vote `rating`, `spacingMs` apart, ending now. */
function newAccountsVoting(count: number, rating: number, spacingMs: number) {
  const votes: ProjectVote[] = [];
  const standings: Record<string, Partial<VoterStanding>> = {};
  for (let index = 0; index < count; index += 1) {
    const at = ago(index * spacingMs);
    votes.push({ userId: `new${index}`, rating, at });
    standings[`new${index}`] = { createdAt: new Date(at.getTime() - HOUR) };
  }
  return { votes, standings };
}

describe('which votes count (docs/product §A5.2)', () => {
  it('leaves out removed accounts, missing ones and readers banned from everything', () => {
    const votes: ProjectVote[] = [
      { userId: 'kept', rating: 7, at: ago(DAY) },
      { userId: 'removed', rating: 1, at: ago(DAY) },
      { userId: 'gone', rating: 1, at: ago(DAY) },
      { userId: 'banned', rating: 10, at: ago(DAY) },
    ];
    const weighed = weighVotes(
      votes,
      voters({ kept: {}, removed: { removed: true }, banned: { bannedEverywhere: true } }),
    );
    expect(weighed.counted.map((vote) => vote.userId)).toEqual(['kept']);
    expect(exclusionCounts(weighed.excluded)).toEqual({ removed: 2, banned: 1, burst: 0 });
  });

  it(`leaves out ${BURST_VOTES} or more new accounts’ votes on one title within ${BURST_WINDOW_HOURS} hours`, () => {
    const { votes, standings } = newAccountsVoting(BURST_VOTES, 10, HOUR);
    const weighed = weighVotes(votes, voters(standings));
    expect(weighed.counted).toEqual([]);
    expect(exclusionCounts(weighed.excluded).burst).toBe(BURST_VOTES);
  });

  it('keeps fewer new accounts’ votes, or the same number spread over more than the window', () => {
    const few = newAccountsVoting(BURST_VOTES - 1, 10, HOUR);
    expect(weighVotes(few.votes, voters(few.standings)).excluded).toEqual([]);
    const spread = newAccountsVoting(
      BURST_VOTES,
      10,
      (BURST_WINDOW_HOURS / (BURST_VOTES - 1) + 1) * HOUR,
    );
    expect(weighVotes(spread.votes, voters(spread.standings)).excluded).toEqual([]);
  });

  it(`keeps a burst of accounts older than ${NEW_ACCOUNT_DAYS} days when they voted`, () => {
    const { votes } = newAccountsVoting(BURST_VOTES * 2, 10, 10 * 60_000);
    const standings = Object.fromEntries(
      votes.map((vote) => [
        vote.userId,
        { createdAt: new Date(vote.at.getTime() - NEW_ACCOUNT_DAYS * DAY) },
      ]),
    );
    expect(weighVotes(votes, voters(standings)).excluded).toEqual([]);
  });

  it('judges the account, never the value: a burst of ones is left out as a burst of tens', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: BURST_VOTES, max: 40 }),
        (rating, count) => {
          const { votes, standings } = newAccountsVoting(count, rating, 5 * 60_000);
          expect(weighVotes(votes, voters(standings)).counted).toEqual([]);
        },
      ),
    );
  });

  it('every vote is either counted or left out, once', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.integer({ min: 0, max: 30 }),
            rating: fc.integer({ min: 1, max: 10 }),
            hoursAgo: fc.integer({ min: 0, max: 24 * 30 }),
            ageDaysAtVote: fc.integer({ min: 0, max: 30 }),
            removed: fc.boolean(),
            banned: fc.boolean(),
          }),
          { maxLength: 60 },
        ),
        (rows) => {
          const byUser = new Map(rows.map((row) => [`u${row.id}`, row]));
          const votes = [...byUser.values()].map((row) => ({
            userId: `u${row.id}`,
            rating: row.rating,
            at: ago(row.hoursAgo * HOUR),
          }));
          const standingOf = (id: string) => {
            const row = byUser.get(id)!;
            return {
              createdAt: ago(row.hoursAgo * HOUR + row.ageDaysAtVote * DAY),
              removed: row.removed,
              bannedEverywhere: row.banned,
            };
          };
          const weighed = weighVotes(votes, standingOf);
          const all = [...weighed.counted, ...weighed.excluded.map(({ vote }) => vote)];
          expect(all).toHaveLength(votes.length);
          expect(new Set(all)).toEqual(new Set(votes));
        },
      ),
    );
  });

  it('a burst of new accounts voting 10 barely moves a well-rated title’s site rating', () => {
    // 40 readers of long standing gave it 6 on average; 30 accounts made today then vote 10 within hours.
    const established: ProjectVote[] = Array.from({ length: 40 }, (_, index) => ({
      userId: `old${index}`,
      rating: index % 2 === 0 ? 5 : 7,
      at: ago((100 + index) * DAY),
    }));
    const burst = newAccountsVoting(30, 10, 20 * 60_000);
    const standingOf = voters({
      ...Object.fromEntries(established.map((vote) => [vote.userId, {}])),
      ...burst.standings,
    });
    const rating = (votes: ProjectVote[]) => {
      const counted = weighVotes(votes, standingOf).counted;
      const sum = counted.reduce((total, vote) => total + vote.rating, 0);
      return bayesianRating({ sum, count: counted.length, catalogueMean: 6.5 })!;
    };
    const before = rating(established);
    const after = rating([...established, ...burst.votes]);
    expect(Math.abs(after - before)).toBeLessThan(0.05);
    // Counted as any other votes, they would have moved it by more than a point.
    const naive = bayesianRating({ sum: 40 * 6 + 30 * 10, count: 70, catalogueMean: 6.5 })!;
    expect(naive - before).toBeGreaterThan(1);
  });
});
