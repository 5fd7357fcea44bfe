import { describe, expect, it } from 'vitest';
import { hitRateAt10 } from './evaluation';
import type { SimilarityInput } from './similarity';

/*
 * A small world where taste follows tags: two kinds of projects, two kinds of readers, each reader
 * rating their kind highly. The similar lists must find a hidden title of the reader's kind far
 * more often than the most rated titles do.
 */
function twoTastes(): SimilarityInput {
  const projects = Array.from({ length: 60 }, (_, index) => ({
    id: `p${String(index).padStart(2, '0')}`,
    tagIds: [index % 2 === 0 ? 'romance' : 'horror', `detail${index % 7}`],
    genreIds: [],
  }));
  const ratings: { userId: string; projectId: string; rating: number }[] = [];
  for (let reader = 0; reader < 40; reader += 1) {
    const kind = reader % 2;
    projects.forEach((project, index) => {
      // Each reader rated about a third of their kind highly, and some of the other kind poorly.
      const draw = (index * 37 + reader * 101 + index * reader) % 11;
      if (index % 2 === kind && draw < 4) {
        ratings.push({ userId: `u${reader}`, projectId: project.id, rating: 9 });
      } else if (index % 2 !== kind && draw < 2) {
        ratings.push({ userId: `u${reader}`, projectId: project.id, rating: 3 });
      }
    });
  }
  return { projects, ratings, lists: [], recommendations: [] };
}

describe('hit@10 of the similar lists (docs/adr/0017-similar-titles.md)', () => {
  it('finds hidden titles of the reader’s taste more often than popularity does', () => {
    const result = hitRateAt10(twoTastes());
    expect(result.readers).toBe(40);
    expect(result.similarHitRate).toBeGreaterThan(result.popularityHitRate);
    expect(result.similarHits).toBeGreaterThan(0);
  });

  it('hides the title from the model: a world with no signal but the hidden rating finds nothing', () => {
    // Only the readers' own ratings tie their titles; hiding one leaves nothing pointing at it.
    const result = hitRateAt10({
      projects: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, tagIds: [id], genreIds: [] })),
      ratings: ['a', 'b', 'c', 'd', 'e', 'f'].map((projectId) => ({
        userId: 'only',
        projectId,
        rating: 9,
      })),
      lists: [],
      recommendations: [],
    });
    expect(result).toMatchObject({ readers: 1, similarHits: 0 });
  });
});
