import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXCERPT_WORDS_AFTER, EXCERPT_WORDS_BEFORE, textAroundMatch } from './text-around-match';

const numbered = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => `слово${index + from}`);

describe('textAroundMatch (docs/product §A7.3: a few words around the match)', () => {
  it('keeps the words before and after the first place a query word occurs, cut with an ellipsis', () => {
    const text = [...numbered(20), 'Тайная', 'комната', ...numbered(20, 21)].join(' ');
    const excerpt = textAroundMatch(text, 'тайная');
    expect(excerpt).toBe(
      `…${[...numbered(EXCERPT_WORDS_BEFORE, 21 - EXCERPT_WORDS_BEFORE), 'Тайная', 'комната', ...numbered(EXCERPT_WORDS_AFTER - 1, 21)].join(' ')}…`,
    );
  });

  it('finds the word in any case, with ё as е, and keeps the text as written', () => {
    expect(textAroundMatch('Зелёный ЛЕС у реки', 'лес')).toBe('Зелёный ЛЕС у реки');
    expect(textAroundMatch('Ещё одна ёлка', 'елка')).toBe('Ещё одна ёлка');
  });

  it('starts at the text when the match is near its start, and ends at its end', () => {
    expect(textAroundMatch('Летний день. Жаркий.', 'день')).toBe('Летний день. Жаркий.');
  });

  it('turns line breaks and runs of spaces into one space', () => {
    expect(textAroundMatch('Первая строка\n\nвторая   строка', 'вторая')).toBe(
      'Первая строка вторая строка',
    );
  });

  it('places the excerpt at the word as typed before a looser match further up', () => {
    const text = ['taynaya', ...numbered(30), 'тайная'].join(' ');
    expect(textAroundMatch(text, 'тайная')).toMatch(/тайная$/);
  });

  it('finds a word met only through a transliteration, a typo or the other layout (ADR 0010)', () => {
    const text = [...numbered(10), 'Тайная', 'комната'].join(' ');
    for (const query of ['tajnaja', 'тайнпя', 'nfqyfz']) {
      expect(textAroundMatch(text, query), query).toMatch(/Тайная комната$/);
    }
  });

  it('is empty when no word of the text meets the query (the title matched)', () => {
    expect(textAroundMatch('Совсем о другом', 'клannad')).toBe('');
    expect(textAroundMatch('', 'слово')).toBe('');
    expect(textAroundMatch('Текст', '  ')).toBe('');
  });

  it('does not place the excerpt at a preposition the query may leave out', () => {
    const text = ['о', ...numbered(20), 'королях'].join(' ');
    expect(textAroundMatch(text, 'о королях')).toMatch(/королях$/);
  });

  it('never answers more words than it keeps around the match', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 200 }),
        (before, after) => {
          const text = [...numbered(before), 'цель', ...numbered(after, before + 1)].join(' ');
          const words = textAroundMatch(text, 'цель').replaceAll('…', '').split(' ');
          expect(words).toContain('цель');
          expect(words.length).toBeLessThanOrEqual(EXCERPT_WORDS_BEFORE + 1 + EXCERPT_WORDS_AFTER);
        },
      ),
      { numRuns: 50 },
    );
  });
});
