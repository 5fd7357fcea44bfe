import { buildSimilarityModel, HIGH_RATING, type SimilarityInput } from './similarity';

/*
 * How well the similar lists find what a reader would like (docs/adr/0017-similar-titles.md): for
 * each reader with a long list, one title they rated highly is hidden (its rating and list entry),
 * the similar lists are built without it, and the reader's other highly rated titles' similar lists
 * are added up into ten suggestions (each title scored by the sum of its similarity to them, what
 * the reader already marked left out). A hit is the hidden title among the ten (hit@10). The
 * baseline suggests the ten most rated titles the reader has not marked.
 */

export interface HitRateResult {
  readers: number;
  similarHits: number;
  popularityHits: number;
  similarHitRate: number;
  popularityHitRate: number;
}

export const SUGGESTIONS = 10;
/** How many of a title's similar list a reader's suggestions draw on. */
const SIMILAR_PER_TITLE = 30;

export function hitRateAt10(
  input: SimilarityInput,
  { minHighRated = 5, maxReaders = 200 }: { minHighRated?: number; maxReaders?: number } = {},
): HitRateResult {
  const highByReader = new Map<string, string[]>();
  for (const rating of input.ratings) {
    if (rating.rating < HIGH_RATING) continue;
    const list = highByReader.get(rating.userId) ?? [];
    list.push(rating.projectId);
    highByReader.set(rating.userId, list);
  }
  // Readers with long lists, in a fixed order; each hides the title whose id sorts last (a fixed,
  // arbitrary choice: no title is favoured by anything the model knows).
  const hidden = new Map<string, string>();
  for (const [userId, titles] of [...highByReader].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (titles.length < minHighRated) continue;
    hidden.set(userId, [...titles].sort().at(-1)!);
    if (hidden.size >= maxReaders) break;
  }
  const isHidden = (mark: { userId: string; projectId: string }) =>
    hidden.get(mark.userId) === mark.projectId;
  const training: SimilarityInput = {
    ...input,
    ratings: input.ratings.filter((rating) => !isHidden(rating)),
    lists: input.lists.filter((entry) => !isHidden(entry)),
  };
  const model = buildSimilarityModel(training);

  const popularity = new Map<string, number>();
  for (const rating of training.ratings) {
    popularity.set(rating.projectId, (popularity.get(rating.projectId) ?? 0) + 1);
  }
  const byPopularity = [...popularity].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));

  const known = new Map<string, Set<string>>();
  for (const mark of [...training.ratings, ...training.lists]) {
    const set = known.get(mark.userId) ?? new Set<string>();
    set.add(mark.projectId);
    known.set(mark.userId, set);
  }

  let similarHits = 0;
  let popularityHits = 0;
  for (const [userId, target] of hidden) {
    const own = known.get(userId) ?? new Set<string>();
    const scores = new Map<string, number>();
    for (const title of highByReader.get(userId)!) {
      if (title === target) continue;
      for (const similar of model.similarTo(title, SIMILAR_PER_TITLE)) {
        if (own.has(similar.id)) continue;
        scores.set(similar.id, (scores.get(similar.id) ?? 0) + similar.score);
      }
    }
    const suggested = [...scores]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, SUGGESTIONS)
      .map(([id]) => id);
    if (suggested.includes(target)) similarHits += 1;
    const popular = byPopularity
      .filter(([id]) => !own.has(id))
      .slice(0, SUGGESTIONS)
      .map(([id]) => id);
    if (popular.includes(target)) popularityHits += 1;
  }
  const readers = hidden.size;
  return {
    readers,
    similarHits,
    popularityHits,
    similarHitRate: readers > 0 ? similarHits / readers : 0,
    popularityHitRate: readers > 0 ? popularityHits / readers : 0,
  };
}
