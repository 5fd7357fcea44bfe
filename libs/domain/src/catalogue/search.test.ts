import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  matchRank,
  normalizeSearchText,
  prepareQuery,
  prepareSearchKeys,
  type SearchFields,
  searchRanks,
  searchVariants,
  transliterate,
} from './search';

/** The rank of `fields` for `query`; the query must not be empty. */
function rank(fields: SearchFields, query: string): number {
  const prepared = prepareQuery(query);
  if (prepared === null) throw new Error(`empty query: ${JSON.stringify(query)}`);
  return matchRank(prepareSearchKeys(fields), prepared);
}

const cyrillicLetter = fc.constantFrom(
  ...'абвгдеёжзийклмнопрстуфхцчшщъыьэюяАЁЖЯіїєґўђјљӕ'.split(''),
);
const latinLetter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCXYZ'.split(''));
const separator = fc.constantFrom(' ', '  ', '-', ': ', "'", '’', '!', '\t', '«', '»');
/** Names as the catalogue has them: Cyrillic and Latin words, punctuation, digits, odd Unicode. */
const name = fc.oneof(
  fc
    .array(fc.oneof(cyrillicLetter, latinLetter, separator, fc.constantFrom('1', '9')), {
      minLength: 1,
      maxLength: 24,
    })
    .map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme', minLength: 1 }),
  fc.string({ unit: 'binary', minLength: 1 }),
);

describe('normalizeSearchText', () => {
  it.each([
    ['Steins;Gate', 'steins gate'],
    ['  Бесконечное   ЛЕТО  ', 'бесконечное лето'],
    ['Ёлка', 'елка'],
    ['ЁЁ ёё', 'ее ее'],
    ["Flowers' Le Volume", 'flowers le volume'],
    ["Don't", 'dont'],
    ['Don’t', 'dont'],
    ['Fate/stay night [Realta Nua]', 'fate stay night realta nua'],
    ['Ｆｕｌｌｗｉｄｔｈ　１２', 'fullwidth 12'],
    ['«Лето» — 2024!', 'лето 2024'],
    ['İstanbul', 'istanbul'],
    ['е\u0308лка', 'елка'],
    ['ひぐらしのなく頃に', 'ひぐらしのなく頃に'],
    ['!!! ...', ''],
  ])('%j → %j', (text, normalized) => {
    expect(normalizeSearchText(text)).toBe(normalized);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(name, (text) => {
        const once = normalizeSearchText(text);
        expect(normalizeSearchText(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent on every single code point', () => {
    for (let codePoint = 0; codePoint < 0x110000; codePoint += 1) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const once = normalizeSearchText(String.fromCodePoint(codePoint));
      if (normalizeSearchText(once) !== once) expect.fail(`U+${codePoint.toString(16)}`);
    }
  });

  it('leaves only letters, digits and single inner spaces', () => {
    fc.assert(
      fc.property(name, (text) => {
        expect(normalizeSearchText(text)).toMatch(/^(?:[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*)?$/u);
      }),
    );
  });
});

describe('transliterate', () => {
  it.each([
    ['бесконечное лето', 'beskonechnoe leto'],
    ['сая но ута', 'saya no uta'],
    ['жхцчшщ', 'zhkhtschshshch'],
    ['объявление', 'obyavlenie'],
    ['красный йогурт', 'krasnyy yogurt'],
    ['эхо юла ель ёж', 'ekho yula el ezh'],
    ['їжак ґанок', 'yizhak ganok'],
    ['fate 2 судьба', 'fate 2 sudba'],
  ])('%s → %s', (text, latin) => {
    expect(transliterate(text)).toBe(latin);
  });

  it('drops Cyrillic letters it has no spelling for', () => {
    expect(transliterate('ђак')).toBe('ak');
  });

  it('leaves no Cyrillic letter behind', () => {
    fc.assert(
      fc.property(name, (text) => {
        expect(transliterate(normalizeSearchText(text))).not.toMatch(/\p{Script=Cyrillic}/u);
      }),
    );
  });
});

describe('searchVariants', () => {
  it('gives a Cyrillic text itself and its Latin form', () => {
    expect(searchVariants('бесконечное лето')).toEqual(['бесконечное лето', 'beskonechnoe leto']);
  });

  it('gives a Latin text itself and its Cyrillic form, longest spellings first', () => {
    expect(searchVariants('shchuka zhuk')).toEqual(['shchuka zhuk', 'щука жук']);
    expect(searchVariants('khorosho tsar chai shar yula yama')).toEqual([
      'khorosho tsar chai shar yula yama',
      'хорошо цар чаи шар юла яма',
    ]);
  });

  it('reads y as ы after a consonant and й otherwise', () => {
    expect(searchVariants('beskonechnyy yama')[1]).toBe('бесконечный яма');
    expect(searchVariants('krasnyy yogurt')[1]).toBe('красный йогурт');
  });

  it('reads c, q as к, w as в, x as кс, j as дж, h as х', () => {
    expect(searchVariants('cqwxjh')[1]).toBe('кквксджх');
  });

  it('gives a mixed text all three forms', () => {
    expect(searchVariants('fate судьба')).toEqual(['fate судьба', 'fate sudba', 'фате судьба']);
  });

  it('gives nothing for an empty text and drops forms left empty', () => {
    expect(searchVariants('')).toEqual([]);
    expect(searchVariants('ђ')).toEqual(['ђ']);
  });

  it('gives distinct forms, the text itself first', () => {
    fc.assert(
      fc.property(name, (text) => {
        const normalized = normalizeSearchText(text);
        const variants = searchVariants(normalized);
        expect(new Set(variants).size).toBe(variants.length);
        if (normalized !== '') expect(variants[0]).toBe(normalized);
        for (const variant of variants) expect(normalizeSearchText(variant)).toBe(variant);
      }),
    );
  });
});

describe('prepareQuery', () => {
  it.each(['', '   ', '\t\n', '!?.', "' ’"])('is null for %j', (query) => {
    expect(prepareQuery(query)).toBeNull();
  });

  it('keeps the query and its transliterations', () => {
    expect(prepareQuery('  Сая но УТА! ')).toEqual({
      own: { text: 'сая но ута', wordStart: ' сая но ута' },
      converted: [{ text: 'saya no uta', wordStart: ' saya no uta' }],
    });
  });
});

describe('matchRank', () => {
  const everlastingSummer: SearchFields = {
    name: 'Бесконечное лето',
    alternativeNames: ['Everlasting Summer'],
    developers: ['Soviet Games'],
  };

  it('ignores case', () => {
    expect(rank({ name: 'Katawa Shoujo' }, 'KATAWA shoujo')).toBe(searchRanks.exact);
    expect(rank({ name: 'БЕСКОНЕЧНОЕ ЛЕТО' }, 'бесконечное лето')).toBe(searchRanks.exact);
  });

  it('folds ё and е both ways', () => {
    expect(rank({ name: 'елка' }, 'Ёлка')).toBe(searchRanks.exact);
    expect(rank({ name: 'Ёлка' }, 'елка')).toBe(searchRanks.exact);
  });

  it('finds a Latin name by a Cyrillic query', () => {
    expect(rank({ name: 'Beskonechnoe Leto' }, 'бесконечное лето')).toBe(searchRanks.exact);
    expect(rank({ name: 'Saya no Uta' }, 'сая но ута')).toBe(searchRanks.exact);
    expect(rank({ name: 'Higurashi no Naku Koro ni' }, 'хигураши')).toBe(searchRanks.prefix);
    // тс is "ts", which reads back as ц: only the query's own transliteration finds it.
    expect(rank({ name: 'Detstvo' }, 'детство')).toBe(searchRanks.exact);
  });

  it('finds a Cyrillic name by a Latin query', () => {
    expect(rank({ name: 'Бесконечное лето' }, 'beskonechnoe')).toBe(searchRanks.prefix);
    expect(rank({ name: 'Бесконечное лето' }, 'beskonechnoe leto')).toBe(searchRanks.exact);
    expect(rank({ name: 'Красный йогурт' }, 'krasnyy')).toBe(searchRanks.prefix);
  });

  it('does not let two conversions meet halfway', () => {
    expect(rank({ name: 'Kanon' }, 'canon')).toBe(searchRanks.none);
  });

  it('ranks exact before prefix before contains', () => {
    expect(rank(everlastingSummer, 'everlasting summer')).toBe(searchRanks.exact);
    expect(rank(everlastingSummer, 'бесконечное')).toBe(searchRanks.prefix);
    expect(rank(everlastingSummer, 'лет')).toBe(searchRanks.prefix);
    expect(rank(everlastingSummer, 'summ')).toBe(searchRanks.prefix);
    expect(rank(everlastingSummer, 'конечн')).toBe(searchRanks.contains);
    expect(rank(everlastingSummer, 'lasting')).toBe(searchRanks.contains);
    expect(rank(everlastingSummer, 'зима')).toBe(searchRanks.none);
    expect(searchRanks.exact).toBeLessThan(searchRanks.prefix);
    expect(searchRanks.prefix).toBeLessThan(searchRanks.contains);
  });

  it('takes the best rank over name and alternative names', () => {
    const fields = { name: 'Summer Days', alternativeNames: ['Days'] };
    expect(rank(fields, 'days')).toBe(searchRanks.exact);
  });

  it('searches developers but never ranks them above contains', () => {
    expect(rank(everlastingSummer, 'soviet games')).toBe(searchRanks.contains);
    expect(rank(everlastingSummer, 'sovi')).toBe(searchRanks.contains);
    expect(rank(everlastingSummer, 'games')).toBe(searchRanks.contains);
    expect(rank(everlastingSummer, 'совиет')).toBe(searchRanks.contains);
    expect(rank({ name: 'X', developers: ['Студия Лето'] }, 'studiya')).toBe(searchRanks.contains);
    expect(rank({ name: 'X', developers: ['Detstvo Team'] }, 'детство')).toBe(searchRanks.contains);
  });

  it('ignores punctuation and extra spaces', () => {
    expect(rank({ name: 'Steins;Gate' }, '  steins   gate ')).toBe(searchRanks.exact);
    expect(rank({ name: 'Steins Gate' }, 'Steins;Gate!')).toBe(searchRanks.exact);
    expect(rank({ name: "Flowers' Le Volume sur Printemps" }, 'flowers le')).toBe(
      searchRanks.prefix,
    );
  });

  it('finds every name by itself, exactly', () => {
    fc.assert(
      fc.property(name, fc.array(name, { maxLength: 3 }), (text, alternatives) => {
        fc.pre(normalizeSearchText(text) !== '');
        expect(rank({ name: text, alternativeNames: alternatives }, text)).toBe(searchRanks.exact);
        expect(rank({ name: alternatives[0] ?? 'x', alternativeNames: [text] }, text)).toBe(
          searchRanks.exact,
        );
      }),
    );
  });

  it('finds every name by any piece of it', () => {
    fc.assert(
      fc.property(name, fc.nat(), fc.nat(), (text, from, length) => {
        const characters = [...normalizeSearchText(text)];
        const start = from % (characters.length + 1);
        const piece = characters.slice(start, start + length).join('');
        fc.pre(normalizeSearchText(piece) !== '');
        const found = rank({ name: text }, piece);
        expect(found).toBeGreaterThanOrEqual(searchRanks.exact);
        expect(found).toBeLessThanOrEqual(searchRanks.contains);
      }),
      { numRuns: 1000 },
    );
  });

  it('finds a developer by any piece of its name, never better than contains', () => {
    fc.assert(
      fc.property(name, fc.nat(), fc.nat(), (developer, from, length) => {
        const characters = [...normalizeSearchText(developer)];
        const start = from % (characters.length + 1);
        const piece = characters.slice(start, start + length).join('');
        fc.pre(normalizeSearchText(piece) !== '');
        expect(rank({ name: '', developers: [developer] }, piece)).toBe(searchRanks.contains);
      }),
    );
  });
});
