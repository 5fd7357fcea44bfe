import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BAYESIAN_PRIOR_VOTES } from '../catalogue/rating';
import { explainSiteRating, histogramOf, histogramTotals, priorShare } from './site-rating';

const vote = fc.integer({ min: 1, max: 10 });
const votes = fc.array(vote, { maxLength: 300 });
const catalogueMean = fc.double({ min: 1, max: 10, noNaN: true });

describe('the site rating, explained (docs/product §A5.1)', () => {
  it('is the plain mean pulled toward the catalogue mean by ten votes’ weight', () => {
    const explained = explainSiteRating(histogramOf([10, 10, 8]), 6);
    expect(explained.votes).toBe(3);
    expect(explained.mean).toBeCloseTo(28 / 3);
    expect(explained.siteRating).toBeCloseTo((10 * 6 + 28) / 13);
    expect(explained.prior).toEqual({ mean: 6, votes: BAYESIAN_PRIOR_VOTES, share: 10 / 13 });
    expect(explained.belowMinimum).toBe(true);
  });

  it('has no figures without votes, and the prior whole', () => {
    const explained = explainSiteRating(histogramOf([]), 7);
    expect(explained).toMatchObject({ votes: 0, mean: null, siteRating: null });
    expect(explained.prior.share).toBe(1);
  });

  it('stays between the lowest and highest of the votes and the catalogue mean', () => {
    fc.assert(
      fc.property(
        fc.array(vote, { minLength: 1, maxLength: 300 }),
        catalogueMean,
        (values, mean) => {
          const { siteRating } = explainSiteRating(histogramOf(values), mean);
          const low = Math.min(mean, ...values);
          const high = Math.max(mean, ...values);
          expect(siteRating!).toBeGreaterThanOrEqual(low - 1e-9);
          expect(siteRating!).toBeLessThanOrEqual(high + 1e-9);
          expect(siteRating!).toBeGreaterThanOrEqual(1 - 1e-9);
          expect(siteRating!).toBeLessThanOrEqual(10 + 1e-9);
        },
      ),
    );
  });

  it('is monotone in votes: a vote above the rating never lowers it, one below never raises it', () => {
    fc.assert(
      fc.property(
        fc.array(vote, { minLength: 1, maxLength: 200 }),
        vote,
        catalogueMean,
        (values, extra, mean) => {
          const before = explainSiteRating(histogramOf(values), mean).siteRating!;
          const after = explainSiteRating(histogramOf([...values, extra]), mean).siteRating!;
          if (extra >= before) expect(after).toBeGreaterThanOrEqual(before - 1e-9);
          if (extra <= before) expect(after).toBeLessThanOrEqual(before + 1e-9);
        },
      ),
    );
  });

  it('raising one vote never lowers the rating', () => {
    fc.assert(
      fc.property(
        fc.array(vote, { minLength: 1, maxLength: 200 }),
        catalogueMean,
        fc.nat(),
        (values, mean, which) => {
          const index = which % values.length;
          if (values[index] === 10) return;
          const raised = values.map((value, at) => (at === index ? value + 1 : value));
          expect(explainSiteRating(histogramOf(raised), mean).siteRating!).toBeGreaterThan(
            explainSiteRating(histogramOf(values), mean).siteRating!,
          );
        },
      ),
    );
  });

  it('lets the prior fade as stated: a half at 10 votes, a tenth at 90, always W / (W + n)', () => {
    expect(priorShare(10)).toBe(0.5);
    expect(priorShare(90)).toBeCloseTo(0.1);
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), fc.nat({ max: 10_000 }), (a, b) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        expect(priorShare(more)).toBeLessThanOrEqual(priorShare(fewer));
        expect(priorShare(fewer)).toBe(BAYESIAN_PRIOR_VOTES / (BAYESIAN_PRIOR_VOTES + fewer));
      }),
    );
  });

  it('is the prior’s share of the way from the plain mean to the catalogue mean', () => {
    fc.assert(
      fc.property(
        fc.array(vote, { minLength: 1, maxLength: 300 }),
        catalogueMean,
        (values, mean) => {
          const explained = explainSiteRating(histogramOf(values), mean);
          const expected = explained.mean! + explained.prior.share * (mean - explained.mean!);
          expect(explained.siteRating!).toBeCloseTo(expected, 9);
        },
      ),
    );
  });

  it('counts a histogram back to its votes and sum', () => {
    fc.assert(
      fc.property(votes, (values) => {
        expect(histogramTotals(histogramOf(values))).toEqual({
          count: values.length,
          sum: values.reduce((total, value) => total + value, 0),
        });
      }),
    );
  });

  it('leaves a value outside 1..10 out of the bars', () => {
    expect(histogramOf([0, 11, 2.5, 3])).toEqual([0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
  });
});
