import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completenessOrder, mostCompleteTranslation, mostRecentDate } from './dates';
import {
  averageRating,
  bayesianRating,
  formatExternalRating,
  formatRating,
  mixRating,
  showRatingsSeparately,
} from './rating';
import { developmentStatuses } from './statuses';
import { isVideoScreenshot, parseVideoId, videoThumbnailUrl } from './video';
import { ratingValueSchema } from './schemas';

describe('mostRecentDate (docs/product §4)', () => {
  it('is the latest of release, update and translation release dates', () => {
    expect(
      mostRecentDate({
        releasedAt: '2020-01-01',
        updatedAt: new Date('2021-06-01'),
        translations: [{ releasedAt: '2023-03-03' }, { releasedAt: null }],
      }),
    ).toEqual(new Date('2023-03-03'));
    expect(mostRecentDate({ releasedAt: '2022-01-01', updatedAt: '2021-01-01' })).toEqual(
      new Date('2022-01-01'),
    );
  });

  it('ignores missing and invalid dates, and is null without any', () => {
    expect(mostRecentDate({ releasedAt: 'not a date', updatedAt: '' })).toBeNull();
    expect(mostRecentDate({})).toBeNull();
  });
});

describe('mostCompleteTranslation (§4)', () => {
  it('picks by done, demo, inProcess, freeze, demoFreeze', () => {
    expect(completenessOrder).toEqual(['done', 'demo', 'inProcess', 'freeze', 'demoFreeze']);
    const translations = [
      { id: 'a', status: 'freeze' as const },
      { id: 'b', status: 'demo' as const },
      { id: 'c', status: 'inProcess' as const },
    ];
    expect(mostCompleteTranslation(translations)?.id).toBe('b');
    expect(mostCompleteTranslation([])).toBeUndefined();
  });

  it('never picks one less complete than another present, first listed on a tie', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...developmentStatuses), { minLength: 1 }),
        (statuses) => {
          const translations = statuses.map((status, index) => ({ index, status }));
          const best = mostCompleteTranslation(translations)!;
          const bestRank = completenessOrder.indexOf(best.status);
          expect(Math.min(...statuses.map((status) => completenessOrder.indexOf(status)))).toBe(
            bestRank,
          );
          expect(best.index).toBe(
            statuses.findIndex((status) => completenessOrder.indexOf(status) === bestRank),
          );
        },
      ),
    );
  });
});

describe('ratings (§5, §9)', () => {
  it('accepts integers 1..10 only', () => {
    expect([1, 5, 10].every((value) => ratingValueSchema.safeParse(value).success)).toBe(true);
    expect([0, 11, 7.5, -1].some((value) => ratingValueSchema.safeParse(value).success)).toBe(
      false,
    );
  });

  it('shows the external rating divided by 10 with one decimal', () => {
    expect(formatExternalRating(75.33)).toBe('7.5');
    expect(formatExternalRating(100)).toBe('10.0');
    expect(formatRating(7.25)).toBe('7.3');
  });

  it('shows the site rating and the average separately under 10 votes', () => {
    expect(showRatingsSeparately(9)).toBe(true);
    expect(showRatingsSeparately(10)).toBe(false);
  });

  it('averages from sum and count', () => {
    expect(averageRating({ sum: 27, count: 3 })).toBe(9);
    expect(averageRating({ sum: 0, count: 0 })).toBeNull();
  });

  it('bRating pulls few votes toward the catalogue mean', () => {
    expect(bayesianRating({ sum: 10, count: 1, catalogueMean: 7 })).toBeCloseTo((10 * 7 + 10) / 11);
    expect(bayesianRating({ sum: 0, count: 0, catalogueMean: 7 })).toBeNull();
    expect(bayesianRating({ sum: 30, count: 3, catalogueMean: 6, priorVotes: 0 })).toBe(10);
  });

  it('bRating always lies between the catalogue mean and the project average', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 200 }),
        fc.double({ min: 1, max: 10, noNaN: true }),
        (votes, catalogueMean) => {
          const sum = votes.reduce((a, b) => a + b, 0);
          const rating = bayesianRating({ sum, count: votes.length, catalogueMean })!;
          const average = sum / votes.length;
          expect(rating).toBeGreaterThanOrEqual(Math.min(average, catalogueMean) - 1e-9);
          expect(rating).toBeLessThanOrEqual(Math.max(average, catalogueMean) + 1e-9);
        },
      ),
    );
  });

  it('mixRating weights site and external ratings by their votes', () => {
    expect(
      mixRating({ site: { rating: 9, votes: 10 }, external: { rating: 70, votes: 30 } }),
    ).toBeCloseTo((9 * 10 + 7 * 30) / 40);
    expect(
      mixRating({ site: { rating: null, votes: 0 }, external: { rating: 80, votes: 5 } }),
    ).toBe(8);
    expect(mixRating({ site: { rating: 6, votes: 2 }, external: { rating: null, votes: 0 } })).toBe(
      6,
    );
    expect(
      mixRating({ site: { rating: null, votes: 0 }, external: { rating: null, votes: 0 } }),
    ).toBeNull();
  });
});

describe('isVideoScreenshot (§3)', () => {
  it('tells a video from an image', () => {
    expect(isVideoScreenshot({ contentType: 'youtube', full: 'dQw4w9WgXcQ' })).toBe(true);
    expect(isVideoScreenshot({ contentType: 'image/webp', full: '/s.webp' })).toBe(false);
    expect(isVideoScreenshot({ full: '/s.webp' })).toBe(false);
  });
});

describe('parseVideoId (§5)', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ?t=42', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1s', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('%s → %s', (input, id) => {
    expect(parseVideoId(input)).toBe(id);
  });

  it.each([
    '',
    'not a video',
    'https://example.com/watch?x=dQw4w9WgXcQ',
    'dQw4w9WgXc',
    'https://youtu.be/short',
  ])('refuses %j', (input) => {
    expect(parseVideoId(input)).toBeNull();
  });

  it('makes a thumbnail URL', () => {
    expect(videoThumbnailUrl('dQw4w9WgXcQ')).toBe(
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
  });
});
