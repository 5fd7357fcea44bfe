import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestTime } from '../testing/best-time';
import { listWithRepeats, textWithRepeats } from '../testing/diff-arbitraries';
import { listDiff, textDiff, type ListDiffItem, type TextDiffPart } from './field-diff';

const textOf = (parts: readonly TextDiffPart[], kinds: readonly TextDiffPart['kind'][]) =>
  parts
    .filter(({ kind }) => kinds.includes(kind))
    .map(({ text }) => text)
    .join('');

const itemsOf = (items: readonly ListDiffItem[], kinds: readonly ListDiffItem['kind'][]) =>
  items.filter(({ kind }) => kinds.includes(kind)).map(({ item }) => item);

/** A word of the sample texts that no other word equals. */
const word = (index: number) => `слово${index}`;
const words = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => word(from + index)).join(' ');

describe('textDiff (docs/product §A4, ours)', () => {
  it.each<[string, string, string, TextDiffPart[]]>([
    ['nothing on either side', '', '', []],
    [
      'the same text',
      'Бесконечное лето',
      'Бесконечное лето',
      [{ kind: 'same', text: 'Бесконечное лето' }],
    ],
    ['a text where there was none', '', 'Лето', [{ kind: 'added', text: 'Лето' }]],
    ['no text where there was one', 'Лето', '', [{ kind: 'removed', text: 'Лето' }]],
    [
      'one word replaced',
      'Семён приезжает в лагерь «Совёнок».',
      'Семён попадает в лагерь «Совёнок».',
      [
        { kind: 'same', text: 'Семён ' },
        { kind: 'removed', text: 'приезжает' },
        { kind: 'added', text: 'попадает' },
        { kind: 'same', text: ' в лагерь «Совёнок».' },
      ],
    ],
    [
      'a word inserted with its space',
      'Перевод готов',
      'Перевод почти готов',
      [
        { kind: 'same', text: 'Перевод ' },
        { kind: 'added', text: 'почти ' },
        { kind: 'same', text: 'готов' },
      ],
    ],
    [
      'a punctuation mark alone',
      'лето, зима',
      'лето; зима',
      [
        { kind: 'same', text: 'лето' },
        { kind: 'removed', text: ',' },
        { kind: 'added', text: ';' },
        { kind: 'same', text: ' зима' },
      ],
    ],
    [
      'whole words, never letters of them',
      'Лето',
      'Лета',
      [
        { kind: 'removed', text: 'Лето' },
        { kind: 'added', text: 'Лета' },
      ],
    ],
    [
      'a word and its combining mark as one',
      'сои\u0306ка',
      'сойка',
      [
        { kind: 'removed', text: 'сои\u0306ка' },
        { kind: 'added', text: 'сойка' },
      ],
    ],
    [
      'two changes apart, each removal before its addition',
      'один два три',
      '1 два 3',
      [
        { kind: 'removed', text: 'один' },
        { kind: 'added', text: '1' },
        { kind: 'same', text: ' два ' },
        { kind: 'removed', text: 'три' },
        { kind: 'added', text: '3' },
      ],
    ],
    [
      'a rewritten phrase as one removal and one addition, not word by word',
      'Кот сидел на окне',
      'Пёс лежал на окне',
      [
        { kind: 'removed', text: 'Кот сидел' },
        { kind: 'added', text: 'Пёс лежал' },
        { kind: 'same', text: ' на окне' },
      ],
    ],
    [
      'line breaks as they are',
      'Первая строка.\n\nВторая.',
      'Первая строка.\nВторая.',
      [
        { kind: 'same', text: 'Первая строка.' },
        { kind: 'removed', text: '\n\n' },
        { kind: 'added', text: '\n' },
        { kind: 'same', text: 'Вторая.' },
      ],
    ],
  ])('shows %s', (_case, before, after, parts) => {
    expect(textDiff(before, after)).toEqual(parts);
  });

  it('aligns the middle word by word while its table stays under 250,000 cells', () => {
    const common = words(200);
    expect(textDiff(`Было ${common} конец`, `Стало ${common} финал`)).toEqual([
      { kind: 'removed', text: 'Было' },
      { kind: 'added', text: 'Стало' },
      { kind: 'same', text: ` ${common} ` },
      { kind: 'removed', text: 'конец' },
      { kind: 'added', text: 'финал' },
    ]);
  });

  it('shows a larger middle as removed whole and added whole', () => {
    const common = words(300);
    expect(textDiff(`Было ${common} конец`, `Стало ${common} финал`)).toEqual([
      { kind: 'removed', text: `Было ${common} конец` },
      { kind: 'added', text: `Стало ${common} финал` },
    ]);
  });

  it('keeps the common start and end of a 10 KB description out of the table', () => {
    const description = words(1_200);
    expect(description.length).toBeGreaterThan(10_000);
    const edited = description.replace(word(600), 'исправлено');
    const parts = textDiff(description, edited);
    expect(parts).toEqual([
      { kind: 'same', text: description.slice(0, description.indexOf(word(600))) },
      { kind: 'removed', text: word(600) },
      { kind: 'added', text: 'исправлено' },
      { kind: 'same', text: description.slice(description.indexOf(word(601)) - 1) },
    ]);
    expect(bestTime(() => textDiff(description, `Начало. ${edited} Конец.`))).toBeLessThan(200);
  });

  it('gives back the text before from the same and removed parts, and the text after from the same and added ones', () => {
    fc.assert(
      fc.property(textWithRepeats, textWithRepeats, (before, after) => {
        const parts = textDiff(before, after);
        expect(textOf(parts, ['same', 'removed'])).toBe(before);
        expect(textOf(parts, ['same', 'added'])).toBe(after);
      }),
    );
  });

  it('merges neighbours of one kind, has no empty part, and puts a removal before an addition', () => {
    fc.assert(
      fc.property(textWithRepeats, textWithRepeats, (before, after) => {
        const parts = textDiff(before, after);
        for (const [index, part] of parts.entries()) {
          expect(part.text).not.toBe('');
          const next = parts[index + 1];
          if (!next) continue;
          expect(next.kind).not.toBe(part.kind);
          expect([part.kind, next.kind]).not.toEqual(['added', 'removed']);
        }
      }),
    );
  });

  it('finds nothing changed between a text and itself', () => {
    fc.assert(
      fc.property(textWithRepeats, (text) => {
        expect(textDiff(text, text).every(({ kind }) => kind === 'same')).toBe(true);
      }),
    );
  });
});

/** The length of the longest common subsequence, the plain way. */
function commonLength(before: readonly string[], after: readonly string[]): number {
  let row = new Array<number>(after.length + 1).fill(0);
  for (const item of before) {
    const next = [0];
    for (const [index, other] of after.entries()) {
      next.push(item === other ? row[index]! + 1 : Math.max(row[index + 1]!, next[index]!));
    }
    row = next;
  }
  return row[after.length]!;
}

describe('listDiff (docs/product §A4, ours)', () => {
  it('keeps what both lists have, with what went and what came at their places', () => {
    expect(listDiff(['Драма', 'Комедия', 'Школа'], ['Драма', 'Мистика', 'Школа', 'Ужасы'])).toEqual(
      [
        { kind: 'kept', item: 'Драма' },
        { kind: 'removed', item: 'Комедия' },
        { kind: 'added', item: 'Мистика' },
        { kind: 'kept', item: 'Школа' },
        { kind: 'added', item: 'Ужасы' },
      ],
    );
  });

  it('shows an item moved as removed from one place and added at another', () => {
    expect(listDiff(['Драма', 'Школа', 'Ужасы'], ['Ужасы', 'Драма', 'Школа'])).toEqual([
      { kind: 'added', item: 'Ужасы' },
      { kind: 'kept', item: 'Драма' },
      { kind: 'kept', item: 'Школа' },
      { kind: 'removed', item: 'Ужасы' },
    ]);
  });

  it('shows a list where there was none, and none where there was one', () => {
    expect(listDiff([], ['Драма'])).toEqual([{ kind: 'added', item: 'Драма' }]);
    expect(listDiff(['Драма'], [])).toEqual([{ kind: 'removed', item: 'Драма' }]);
    expect(listDiff([], [])).toEqual([]);
  });

  it('gives back the list before from the kept and removed items, and the list after from the kept and added ones', () => {
    fc.assert(
      fc.property(listWithRepeats, listWithRepeats, (before, after) => {
        const items = listDiff(before, after);
        expect(itemsOf(items, ['kept', 'removed'])).toEqual(before);
        expect(itemsOf(items, ['kept', 'added'])).toEqual(after);
      }),
    );
  });

  it('keeps as many items as the lists have in common, in order', () => {
    fc.assert(
      fc.property(listWithRepeats, listWithRepeats, (before, after) => {
        expect(itemsOf(listDiff(before, after), ['kept'])).toHaveLength(
          commonLength(before, after),
        );
      }),
    );
  });

  it('puts what went before what came at one place', () => {
    fc.assert(
      fc.property(listWithRepeats, listWithRepeats, (before, after) => {
        const kinds = listDiff(before, after).map(({ kind }) => kind);
        expect(kinds.join(' ')).not.toMatch(/added removed/);
      }),
    );
  });
});
