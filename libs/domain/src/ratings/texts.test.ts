import { describe, expect, it } from 'vitest';
import { explainSiteRating, histogramOf } from './site-rating';
import { readerComparisonLine, siteRatingExplanation, siteRatingFormula } from './explanation';
import { countedVotesLine, excludedVotesLine } from './texts';

describe('what the page says of its ratings (docs/product §A5.1)', () => {
  const explained = explainSiteRating(histogramOf([8, 8, 6]), 6.9);

  it('writes the formula with the project’s own numbers, the result being the site rating', () => {
    expect(siteRatingFormula(explained)).toBe('(10 × 6.9 + 22) / (10 + 3) = 7.0');
    expect(siteRatingFormula(explainSiteRating(histogramOf([]), 6.9))).toMatch(/^рейтинг сайта = /);
  });

  it('counts the votes in words', () => {
    expect(countedVotesLine(explained)).toBe('Учтено 3 оценки, среднее 7.3');
    expect(countedVotesLine(explainSiteRating(histogramOf([9]), 5))).toBe(
      'Учтена 1 оценка, среднее 9.0',
    );
    expect(countedVotesLine(explainSiteRating(histogramOf([]), 5))).toBe('Оценок пока нет');
  });

  it('says how many votes were left out and why, or nothing', () => {
    expect(excludedVotesLine({ removed: 0, banned: 0, burst: 0 })).toBeNull();
    expect(excludedVotesLine({ removed: 1, banned: 0, burst: 5 })).toBe(
      'Не учтено 6 оценок: удалённые аккаунты — 1; всплеск голосов новых аккаунтов — 5',
    );
    expect(excludedVotesLine({ removed: 0, banned: 1, burst: 0 })).toBe(
      'Не учтена 1 оценка: забаненные читатели — 1',
    );
  });

  it('explains the prior’s share, the minimum and the rules of trust', () => {
    const text = siteRatingExplanation(explained).join('\n');
    expect(text).toContain('доля среднего каталога — 77 %');
    expect(text).toContain('половина при 10 оценках, десятая часть при 90');
    expect(text).toContain('Пока оценок меньше 10');
    expect(text).toContain('5 и больше оценок проекта за 24 часа от аккаунтов младше 7 дней');
    const many = explainSiteRating(histogramOf(Array.from({ length: 40 }, () => 7)), 6.9);
    expect(siteRatingExplanation(many).join('\n')).toContain('Ограничений нет');
  });

  it('says how a reader compares with the site', () => {
    expect(readerComparisonLine(0.84)).toBe('в среднем на 0.8 выше рейтинга сайта');
    expect(readerComparisonLine(-1.26)).toBe('в среднем на 1.3 ниже рейтинга сайта');
    expect(readerComparisonLine(0.02)).toBe('в среднем так же, как рейтинг сайта');
  });
});
