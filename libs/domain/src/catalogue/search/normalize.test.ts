import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { looseKeys } from './loose-key';
import { normalizeSearchText, swapKeyboardLayout, transliterate } from './normalize';
import { projectName } from '../../testing/name-arbitraries';
import { prepareQuery } from './query';

const name = projectName;

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

  it('reads printable ASCII as it reads any text (its quicker path gives the same)', () => {
    // A no-break space is not ASCII, so the text takes the general path, and it ends up trimmed.
    const printable = fc.stringMatching(/^[\x20-\x7e]{0,30}$/);
    fc.assert(
      fc.property(printable, (text) => {
        expect(normalizeSearchText(text)).toBe(normalizeSearchText(`${text}\u00a0`));
      }),
      { numRuns: 2000 },
    );
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

describe('swapKeyboardLayout', () => {
  it.each([
    ['ыускуе', 'secret'],
    ['ctrhtn', 'секрет'],
    [',tcrjytxyjt ktnj', 'бесконечное лето'],
    ['Ыфнф тщ', 'Saya no'],
    ['{jhjij ;bnm', 'Хорошо жить'],
    ['`krf', 'ёлка'],
    ['123 !', '123 !'],
  ])('%j → %j', (typed, intended) => {
    expect(swapKeyboardLayout(typed)).toBe(intended);
  });

  it('is its own inverse on any text', () => {
    fc.assert(
      fc.property(name, (text) => {
        expect(swapKeyboardLayout(swapKeyboardLayout(text))).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('is its own inverse on every letter of both layouts, and moves each to the other script', () => {
    const letters = 'qwertyuiopasdfghjklzxcvbnmйцукенгшщзхъфывапролджэячсмитьбюё';
    for (const letter of [...letters, ...letters.toUpperCase()]) {
      const swapped = swapKeyboardLayout(letter);
      expect(swapped).not.toBe(letter);
      expect(swapKeyboardLayout(swapped)).toBe(letter);
    }
  });
});

describe('looseKeys', () => {
  /** Spellings readers type for the same name: each group must come to one key. */
  it.each([
    ['я = ya/ja/ia, й = y/j/i', ['Тайная', 'tainaya', 'tajnaja', 'taynaya', 'tainaia']],
    ['ий = iy/ij/ii/y', ['Весенний', 'vesenniy', 'vesennij', 'vesennii', 'vesenny']],
    [
      'ый = yy/yj/yi/y',
      ['Бесконечный', 'beskonechnyy', 'beskonechnyj', 'beskonechnyi', 'beskonechny'],
    ],
    ['ю = yu/ju/iu', ['Юность', 'yunost', 'junost', 'iunost']],
    ['х = kh/h/x', ['Хаос', 'khaos', 'haos', 'xaos']],
    ['ц = ts/c/tz', ['Царевна', 'tsarevna', 'carevna', 'tzarevna']],
    ['щ = shch/sch/shh/ŝ', ['Щука', 'shchuka', 'schuka', 'shhuka', 'ŝuka']],
    ['ё = e/yo/jo', ['Ёлка', 'elka', 'yolka', 'jolka']],
    ['е = e/ye', ['Елена', 'Elena', 'Yelena']],
    ['ие = ie/iye', ['Приключение', 'priklyuchenie', 'priklyucheniye', 'prikljuchenie']],
    ['ISO 9 diacritics', ['Жучок', 'žučok', 'zhuchok']],
    ['shi/si/си/ши', ['Higurashi', 'higurasi', 'хигураси', 'хигураши']],
    ['chi/ti/ти', ['Chihiro', 'tihiro', 'тихиро', 'чихиро']],
    ['tsu/tu/цу', ['Himitsu', 'himitu', 'химицу', 'химитсу']],
    ['fu/hu/фу', ['Fuyu', 'huyu', 'фую']],
    ['sha/sya/ся', ['Shana', 'syana', 'сяна']],
    ['cho/tyo/тё', ['Chou', 'tyou', 'тё', 'cho']],
    ['ou/ō/ô/oo/o', ['Tōkyō', 'Toukyou', 'Tôkyô', 'Tookyoo', 'Tokyo', 'Токио']],
    ['long vowels', ['Yūki', 'Yuuki', 'Yuki', 'Юки', 'Юуки']],
    ['n/m before b, p', ['Senpai', 'sempai', 'сэмпай', 'сенпай']],
    ['Polivanov э', ['Kesuke', 'кэсукэ', 'кесуке']],
    ['English c', ['Secret', 'секрет']],
    ['soft c', ['Cinderella', 'Синдерелла']],
  ])('%s', (_rule, spellings) => {
    const keys = spellings.map((spelling) => looseKeys(normalizeSearchText(spelling)));
    const shared = keys[0]!.filter((key) => keys.every((other) => other.includes(key)));
    expect(shared, JSON.stringify(keys)).not.toEqual([]);
  });

  it('reads j both as й and as дз, so Russian and Hepburn spellings each meet theirs', () => {
    const keys = (text: string) => looseKeys(normalizeSearchText(text));
    expect(keys('kanojo')).toEqual(expect.arrayContaining(keys('канодзё')));
    expect(keys('kanojo')).toEqual(expect.arrayContaining(keys('каноджо')));
    expect(keys('jolka')).toEqual(expect.arrayContaining(keys('ёлка')));
    expect(keys('канодзё')).toEqual(keys('kanozyo'));
  });

  it('keeps words apart and other scripts as they are', () => {
    expect(looseKeys('saya no uta')).toEqual(['saia no uta']);
    expect(looseKeys('ひぐらし')).toEqual(['ひぐらし']);
  });

  it('is idempotent and keeps the word count', () => {
    fc.assert(
      fc.property(name, (text) => {
        const normalized = normalizeSearchText(text);
        for (const key of looseKeys(normalized)) {
          expect(looseKeys(key)).toContain(key);
          expect(key.split(' ').length).toBe(normalized.split(' ').length);
        }
      }),
      { numRuns: 5000 },
    );
  });
});

describe('prepareQuery', () => {
  it.each(['', '   ', '\t\n', '!?.', "' ’"])('is null for %j', (query) => {
    expect(prepareQuery(query)).toBeNull();
  });

  it('reads the words as typed, in their keys, and in the other layout', () => {
    const query = prepareQuery('  Тайная КОМНАТА! ')!;
    expect(query.text).toBe('тайная комната');
    expect(query.typed.words.map((word) => word.forms)).toEqual([
      ['тайная', 'tainaia'],
      ['комната', 'komnata'],
    ]);
    expect(query.typed.words.map((word) => word.typoLimit)).toEqual([1, 1]);
    expect(query.otherLayout?.words.map((word) => word.forms[0])).toEqual(['nfqyfz', 'rjvyfnf']);
    expect(query.otherLayout?.asTyped).toBe(false);
  });

  it('allows no typo under 4 letters, one up to 7, two from 8', () => {
    const limits = prepareQuery('кот лето секрет бесконечное')!.typed.words.map(
      (word) => word.typoLimit,
    );
    expect(limits).toEqual([0, 1, 1, 2]);
  });

  it('has no other layout when the keys give the same text', () => {
    expect(prepareQuery('2024')!.otherLayout).toBeNull();
  });
});
