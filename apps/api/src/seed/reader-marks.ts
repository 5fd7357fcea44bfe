/** Readers' list marks and ratings of the demo projects, and the project counters derived from them. */
import {
  type ProjectVote,
  type ReadingList,
  averageRating,
  bayesianRating,
  canBeRated,
  isBanActive,
  mixRating,
  weighVotes,
} from '@vn/domain';
import type { NovelRecord } from '../features/novels';
import type { UserRecord } from '../features/users';
import { type ListEntryRecord, type RatingRecord, readerNovelKey } from '../features/reading';
import { type Context, clamp, latest } from './context';
import type { Projects } from './projects';
import { WeightedIndex } from './random';
import type { People } from './users';

/** Which lists a reader puts a playable project on ('none': rated without a list). */
const playableListWeights: readonly (readonly [ReadingList | 'none', number])[] = [
  ['read', 45],
  ['reading', 12],
  ['wantRead', 15],
  ['bookmark', 8],
  ['partialRead', 8],
  ['dropped', 7],
  ['none', 5],
];
/** An unfinished project cannot be rated (domain `canBeRated`), but it can be on a list. */
const unplayableListWeights: readonly (readonly [ReadingList, number])[] = [
  ['wantRead', 40],
  ['bookmark', 25],
  ['reading', 15],
  ['partialRead', 10],
  ['dropped', 10],
];
const rateChance: Record<ReadingList | 'none', number> = {
  read: 0.9,
  partialRead: 0.75,
  dropped: 0.7,
  reading: 0.5,
  bookmark: 0.2,
  wantRead: 0,
  none: 1,
};

/**
 * Who puts which project on a list and rates it. Activity is skewed (a few readers do a lot); the
 * demo reader is one of the busiest, so their profile has something to show. Ratings follow the
 * project's quality and the reader's own bias; an unfinished project gets list marks but no ratings
 * (domain `canBeRated`).
 */
export function makeReaderMarks(
  { random, now, sizes }: Context,
  { users, reader }: People,
  { novels, quality, popularity }: Projects,
): { ratings: RatingRecord[]; listEntries: ListEntryRecord[] } {
  const activity = users.map((user) =>
    user === reader ? 8 : random.lognormal(1) * (user.banned ? 0.5 : 1),
  );
  const bias = users.map(() => random.normal(0, 0.8));
  const readerIndex = new WeightedIndex(activity);
  const perProjectCap = Math.max(1, Math.floor(users.length * 0.6));
  const totalPopularity = popularity.reduce((sum, value) => sum + value, 0);
  const ratings: RatingRecord[] = [];
  const listEntries: ListEntryRecord[] = [];
  novels.forEach((novel, novelIndex) => {
    const expected = (sizes.readerPairs * popularity[novelIndex]!) / totalPopularity;
    const pairs = Math.min(
      perProjectCap,
      Math.floor(expected) + (random.chance(expected % 1) ? 1 : 0),
    );
    const playable = canBeRated(novel.status);
    for (const userIndex of readerIndex.pickDistinct(random, pairs)) {
      const user = users[userIndex]!;
      const _id = readerNovelKey(user._id, novel._id);
      // Records keep only `updatedAt` (the API upserts them); a rating may come after the list mark.
      const updatedAt = random.date(latest(user.createdAt, novel.createdAt), now, 1.3);
      const list = playable
        ? random.weighted(playableListWeights)
        : random.weighted(unplayableListWeights);
      if (list !== 'none') {
        listEntries.push({ _id, userId: user._id, novelId: novel._id, list, updatedAt });
      }
      if (playable && random.chance(rateChance[list])) {
        const value =
          quality[novelIndex]! +
          bias[userIndex]! +
          random.normal(0, 1.3) -
          (list === 'dropped' ? 2 : 0);
        ratings.push({
          _id,
          userId: user._id,
          novelId: novel._id,
          rating: clamp(Math.round(value), 1, 10),
          updatedAt: random.chance(0.7) ? updatedAt : random.date(updatedAt, now),
        });
      }
    }
    novel.viewsCount = Math.round(
      (15 + (400 * popularity[novelIndex]! * novels.length) / totalPopularity) *
        random.lognormal(0.4),
    );
  });
  return { ratings, listEntries };
}

/**
 * The project counters from the readers' records, as the API keeps them: sums and counts of every
 * vote, list counts, and the three ratings by the domain's formulas from the votes that count
 * (docs/product §A5.2: not removed or banned readers' votes, not bursts), with the catalogue mean of
 * every counted vote (the API's in-memory index uses the same mean, removed projects included).
 */
export function deriveCounters(
  novels: NovelRecord[],
  ratings: readonly RatingRecord[],
  listEntries: readonly ListEntryRecord[],
  users: readonly VoterRecord[],
  now: Date,
): void {
  const byId = new Map(novels.map((novel) => [novel._id, novel]));
  const votesByNovel = new Map<string, ProjectVote[]>();
  for (const rating of ratings) {
    const novel = byId.get(rating.novelId)!;
    novel.ratingSum += rating.rating;
    novel.ratedUsers += 1;
    const votes = votesByNovel.get(rating.novelId) ?? [];
    votes.push({ userId: rating.userId, rating: rating.rating, at: rating.updatedAt });
    votesByNovel.set(rating.novelId, votes);
  }
  for (const entry of listEntries) {
    const counts = byId.get(entry.novelId)!.listCounts;
    counts[entry.list] = (counts[entry.list] ?? 0) + 1;
  }
  const counted = countedTotals(votesByNovel, users, now);
  let catalogueSum = 0;
  let catalogueCount = 0;
  for (const totals of counted.values()) {
    catalogueSum += totals.sum;
    catalogueCount += totals.count;
  }
  const catalogueMean = catalogueCount > 0 ? catalogueSum / catalogueCount : 0;
  for (const novel of novels) {
    const totals = counted.get(novel._id) ?? { sum: 0, count: 0 };
    novel.rating = averageRating(totals);
    novel.bRating = bayesianRating({ ...totals, catalogueMean });
    novel.mixRating = mixRating({
      site: { rating: novel.rating, votes: totals.count },
      external: { rating: novel.vndb?.rating ?? null, votes: novel.vndb?.votecount ?? 0 },
    });
  }
}

/** What trusting a reader's votes needs of them (docs/product §A5.2). */
export type VoterRecord = Pick<UserRecord, '_id' | 'createdAt' | 'removed' | 'banned'>;

/** Each project's counted votes, by the rule the API applies (`weighVotes`). */
export function countedTotals(
  votesByNovel: ReadonlyMap<string, ProjectVote[]>,
  users: readonly VoterRecord[],
  now: Date,
): Map<string, { sum: number; count: number }> {
  const standings = new Map(
    users.map((user) => [
      user._id,
      {
        createdAt: user.createdAt,
        removed: user.removed,
        bannedEverywhere: isBanActive(user.banned, now),
      },
    ]),
  );
  const totals = new Map<string, { sum: number; count: number }>();
  for (const [novelId, votes] of votesByNovel) {
    const { counted } = weighVotes(votes, (userId) => standings.get(userId));
    totals.set(novelId, {
      sum: counted.reduce((sum, vote) => sum + vote.rating, 0),
      count: counted.length,
    });
  }
  return totals;
}
