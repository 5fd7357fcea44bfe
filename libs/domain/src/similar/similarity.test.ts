import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildSimilarityModel,
  HIGH_RATING,
  SIMILAR_WEIGHTS,
  type SimilarityInput,
} from './similarity';

const none = { ratings: [], lists: [], recommendations: [] };

/** `count` filler projects, each with a tag of its own, so tag frequencies mean something. */
const fillers = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `f${index}`,
    tagIds: [`own${index}`, 'common'],
    genreIds: [],
  }));

describe('similar titles (docs/product §A6)', () => {
  it('states weights that add up to one', () => {
    expect(Object.values(SIMILAR_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(1);
  });

  it('counts a rare shared tag for more than a common one', () => {
    const model = buildSimilarityModel({
      ...none,
      projects: [
        { id: 'a', tagIds: ['rare', 'common'], genreIds: [] },
        { id: 'rare-twin', tagIds: ['rare'], genreIds: [] },
        { id: 'common-twin', tagIds: ['common'], genreIds: [] },
        ...fillers(20),
      ],
    });
    const similar = model.similarTo('a', 10);
    expect(similar[0]?.id).toBe('rare-twin');
    expect(similar[0]?.sharedTags).toEqual(['rare']);
    // `common` is on nearly every project: it brings no candidates of its own.
    expect(similar.map((title) => title.id)).not.toContain('common-twin');
  });

  it('names shared tags and genres rarest first, genres marked', () => {
    const model = buildSimilarityModel({
      ...none,
      projects: [
        { id: 'a', tagIds: ['school', 'time-loop'], genreIds: ['drama'] },
        { id: 'b', tagIds: ['school', 'time-loop'], genreIds: ['drama'] },
        { id: 'c', tagIds: ['school'], genreIds: ['drama'] },
        { id: 'd', tagIds: ['school'], genreIds: [] },
        ...fillers(10),
      ],
    });
    expect(model.similarTo('a', 1)[0]).toMatchObject({
      id: 'b',
      sharedTags: ['time-loop', 'genre:drama', 'school'],
    });
  });

  it('counts readers who rated both highly only from two readers on', () => {
    const projects = [
      { id: 'a', tagIds: ['x1'], genreIds: [] },
      { id: 'b', tagIds: ['x2'], genreIds: [] },
      ...fillers(5),
    ];
    const high = (userId: string, projectId: string) => ({
      userId,
      projectId,
      rating: HIGH_RATING,
    });
    const one = buildSimilarityModel({
      ...none,
      projects,
      ratings: [high('u1', 'a'), high('u1', 'b')],
    });
    expect(one.similarTo('a', 5)).toEqual([]);
    const two = buildSimilarityModel({
      ...none,
      projects,
      ratings: [high('u1', 'a'), high('u1', 'b'), high('u2', 'a'), high('u2', 'b')],
    });
    expect(two.similarTo('a', 5)[0]).toMatchObject({ id: 'b', highBoth: 2 });
    expect(two.similarTo('a', 5)[0]!.parts.coRatings).toBeCloseTo(1);
    // A low rating is not «высоко оценил».
    const low = buildSimilarityModel({
      ...none,
      projects,
      ratings: ['u1', 'u2'].flatMap((userId) => [
        { userId, projectId: 'a', rating: HIGH_RATING - 1 },
        { userId, projectId: 'b', rating: HIGH_RATING - 1 },
      ]),
    });
    expect(low.similarTo('a', 5)).toEqual([]);
  });

  it('counts lists but not «Брошено», and readers’ recommendations by their votes', () => {
    const projects = [
      { id: 'a', tagIds: ['x1'], genreIds: [] },
      { id: 'b', tagIds: ['x2'], genreIds: [] },
      { id: 'c', tagIds: ['x3'], genreIds: [] },
    ];
    const listed = buildSimilarityModel({
      ...none,
      projects,
      lists: ['u1', 'u2'].flatMap((userId) => [
        { userId, projectId: 'a', list: 'read' },
        { userId, projectId: 'b', list: 'dropped' },
        { userId, projectId: 'c', list: 'reading' },
      ]),
    });
    expect(listed.similarTo('a', 5).map((title) => title.id)).toEqual(['c']);
    const recommended = buildSimilarityModel({
      ...none,
      projects,
      recommendations: [
        { from: 'a', to: 'b', netVotes: 3 },
        { from: 'c', to: 'a', netVotes: -5 },
      ],
    });
    const similar = recommended.similarTo('a', 5);
    expect(similar.map((title) => title.id)).toEqual(['b']);
    expect(similar[0]).toMatchObject({ recommended: 4 });
    // Recommended from b's side too: a recommendation ties the two both ways.
    expect(recommended.similarTo('b', 5)[0]?.id).toBe('a');
  });

  it('never lists the project itself, stays within bounds and the limit, and keeps one order', () => {
    const input = fc.record({
      tags: fc.array(fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 5 }), {
        minLength: 2,
        maxLength: 25,
      }),
      ratings: fc.array(
        fc.record({
          user: fc.integer({ min: 0, max: 8 }),
          project: fc.nat(),
          rating: fc.integer({ min: 1, max: 10 }),
        }),
        { maxLength: 80 },
      ),
    });
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 10 }), ({ tags, ratings }, limit) => {
        const projects = tags.map((own, index) => ({
          id: `p${index}`,
          tagIds: own.map((tag) => `t${tag}`),
          genreIds: [],
        }));
        const data: SimilarityInput = {
          ...none,
          projects,
          ratings: ratings.map((each) => ({
            userId: `u${each.user}`,
            projectId: `p${each.project % projects.length}`,
            rating: each.rating,
          })),
        };
        const model = buildSimilarityModel(data);
        for (const { id } of projects) {
          const similar = model.similarTo(id, limit);
          expect(similar.length).toBeLessThanOrEqual(limit);
          expect(similar.map((title) => title.id)).not.toContain(id);
          for (const title of similar) {
            expect(title.score).toBeGreaterThan(0);
            expect(title.score).toBeLessThanOrEqual(1 + 1e-9);
            for (const part of Object.values(title.parts)) {
              expect(part).toBeGreaterThanOrEqual(0);
              expect(part).toBeLessThanOrEqual(1 + 1e-9);
            }
          }
          expect(buildSimilarityModel(data).similarTo(id, limit)).toEqual(similar);
        }
      }),
      { numRuns: 60 },
    );
  });
});
