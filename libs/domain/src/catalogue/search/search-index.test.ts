import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectName } from '../../testing/name-arbitraries';
import { normalizeSearchText, swapKeyboardLayout } from './normalize';
import { prepareQuery } from './query';
import {
  NO_MATCH,
  SearchIndex,
  searchRanks,
  type SearchFields,
  type SearchMatches,
} from './search-index';

/**
 * A fixed catalogue, in the order its sort gives: ties of rank go to the earlier project, as the
 * API's catalogue walks its sorted order.
 */
const catalogue: readonly SearchFields[] = [
  { name: 'Secret Garden', alternativeNames: ['Тайный сад'], developers: ['Moonlit Works'] },
  { name: 'Тайная комната', alternativeNames: ['Tainaya komnata'] },
  { name: 'Весенний сон', alternativeNames: ['Spring Dream'] },
  {
    name: 'Himitsu no Hanazono',
    alternativeNames: ['Секретный сад', '秘密の花園'],
    developers: ['Sakura Soft'],
  },
  {
    name: 'Бесконечное лето',
    alternativeNames: ['Everlasting Summer'],
    developers: ['Soviet Games'],
  },
  { name: 'Steins;Gate', developers: ['5pb.', 'Nitroplus'] },
  { name: 'Saya no Uta', alternativeNames: ['Песнь Сайи'], developers: ['Nitroplus'] },
  { name: 'Kanon', developers: ['Key'] },
  {
    name: 'Higurashi no Naku Koro ni',
    alternativeNames: ['Когда плачут цикады'],
    developers: ['07th Expansion'],
  },
  { name: 'Tsukihime', alternativeNames: ['Цукихимэ'], developers: ['Type-Moon'] },
  { name: 'Fate/stay night', developers: ['Type-Moon'] },
  { name: 'Chihiro no Yume', alternativeNames: ['Сон Тихиро'] },
  { name: 'Fuyu no Hanabi' },
  { name: 'Tōkyō Necro', alternativeNames: ['Токио Некро'], developers: ['Nitroplus'] },
  { name: 'Юность Щукина', alternativeNames: ['Yunost Shchukina'] },
  { name: 'Царевна-лягушка' },
  { name: 'Ёлка и лес' },
  { name: 'Хроники Хаоса', alternativeNames: ['Chronicles of Chaos'] },
  { name: 'Summer Pockets', developers: ['Key'] },
  { name: 'Summer Days' },
  { name: 'Школьные дни', alternativeNames: ['School Days'] },
  { name: 'Katawa Shoujo', developers: ['Four Leaf Studios'] },
  { name: 'Doki Doki Literature Club!' },
  { name: 'Клуб романтики' },
  { name: 'Senpai no Himitsu' },
  { name: 'Красный йогурт' },
  { name: 'Ever17: The Out of Infinity' },
  { name: 'Little Busters!', developers: ['Key'] },
  { name: 'Весна и лето' },
  { name: 'Clannad', developers: ['Key'] },
  { name: 'Мария и чай' },
  { name: 'Приключения Юки', alternativeNames: ['Yuki no Bouken'] },
  { name: 'Ore no Kanojo' },
  { name: 'Ojōsama no Jikan' },
  { name: 'Shiawase no Hana' },
  { name: 'Chikai no Uta' },
  { name: 'Kyūketsuki no Yoru' },
  { name: 'Nightmare Hunter' },
  { name: 'Sweet Memories' },
  { name: 'Phantom Thief' },
  { name: 'Щелкунчик' },
  { name: 'Легенда о королях' },
  { name: 'Тёмные времена' },
  { name: 'Замок ветров' },
  { name: 'Любовь отца' },
];

const index = new SearchIndex();
catalogue.forEach((fields, slot) => index.set(slot, fields));

/** The rank a search gave a slot, {@link NO_MATCH} when it did not find it. */
function rankOf(matches: SearchMatches, slot: number): number {
  const at = matches.slots.indexOf(slot);
  return at < 0 ? NO_MATCH : matches.ranks[at]!;
}

/** The name of the project a query finds first, or null when it finds none. */
function firstFound(query: string, within: SearchIndex = index): string | null {
  const prepared = prepareQuery(query);
  if (!prepared) throw new Error(`empty query: ${JSON.stringify(query)}`);
  const matches = within.search(prepared);
  let best: { slot: number; rank: number } | null = null;
  catalogue.forEach((_, slot) => {
    const rank = rankOf(matches, slot);
    if (rank !== NO_MATCH && (best === null || rank < best.rank)) best = { slot, rank };
  });
  return best === null ? null : catalogue[(best as { slot: number }).slot]!.name;
}

/** The rank of one project for a query. */
function rank(fields: SearchFields, query: string): number {
  const single = new SearchIndex();
  single.set(0, fields);
  const prepared = prepareQuery(query);
  if (!prepared) throw new Error(`empty query: ${JSON.stringify(query)}`);
  return rankOf(single.search(prepared), 0);
}

describe('catalogue search: the project each query finds first', () => {
  it.each([
    // Names as written: exact, prefix, word prefix, several words in any order.
    ['Kanon', 'Kanon'],
    ['kanon', 'Kanon'],
    ['Summer', 'Summer Pockets'],
    ['summer days', 'Summer Days'],
    ['days', 'Summer Days'],
    ['бесконечное лето', 'Бесконечное лето'],
    ['everlasting summer', 'Бесконечное лето'],
    ['лето', 'Бесконечное лето'],
    ['весна', 'Весна и лето'],
    ['лето весна', 'Весна и лето'],
    ['steins gate', 'Steins;Gate'],
    ['steinsgate', 'Steins;Gate'],
    ['Steins;Gate', 'Steins;Gate'],
    ['saya', 'Saya no Uta'],
    ['no uta', 'Saya no Uta'],
    ['uta saya', 'Saya no Uta'],
    ['naku koro', 'Higurashi no Naku Koro ni'],
    ['fate/stay', 'Fate/stay night'],
    ['ever17', 'Ever17: The Out of Infinity'],
    ['ever', 'Ever17: The Out of Infinity'],
    ['out of infinity', 'Ever17: The Out of Infinity'],
    ['literature club', 'Doki Doki Literature Club!'],
    ['клуб', 'Клуб романтики'],
    ['песнь', 'Saya no Uta'],
    ['秘密', 'Himitsu no Hanazono'],
    // Russian in Latin letters, any scheme.
    ['tainaya', 'Тайная комната'],
    ['tajnaja komnata', 'Тайная комната'],
    ['taynaya', 'Тайная комната'],
    ['vesennij', 'Весенний сон'],
    ['vesenniy son', 'Весенний сон'],
    ['beskonechnoe', 'Бесконечное лето'],
    ['yunost shchukina', 'Юность Щукина'],
    ['junost schukina', 'Юность Щукина'],
    ['iunost', 'Юность Щукина'],
    ['carevna', 'Царевна-лягушка'],
    ['tsarevna', 'Царевна-лягушка'],
    ['tzarevna lyagushka', 'Царевна-лягушка'],
    ['yolka', 'Ёлка и лес'],
    ['jolka i les', 'Ёлка и лес'],
    ['елка', 'Ёлка и лес'],
    ['khroniki khaosa', 'Хроники Хаоса'],
    ['hroniki', 'Хроники Хаоса'],
    ['xroniki', 'Хроники Хаоса'],
    ['krasnyj jogurt', 'Красный йогурт'],
    ['krasniy yogurt', 'Красный йогурт'],
    ['maria', 'Мария и чай'],
    ['mariya i chai', 'Мария и чай'],
    ['секрет', 'Secret Garden'],
    ['шкальные дни', 'Школьные дни'],
    // Japanese in Latin and Cyrillic: Hepburn, Kunrei, Polivanov.
    ['химитсу', 'Himitsu no Hanazono'],
    ['химицу но ханадзоно', 'Himitsu no Hanazono'],
    ['himitu', 'Himitsu no Hanazono'],
    ['хигураси', 'Higurashi no Naku Koro ni'],
    ['хигураши', 'Higurashi no Naku Koro ni'],
    ['higurasi', 'Higurashi no Naku Koro ni'],
    ['тихиро', 'Chihiro no Yume'],
    ['tihiro', 'Chihiro no Yume'],
    ['цукихимэ', 'Tsukihime'],
    ['tukihime', 'Tsukihime'],
    ['huyu no hanabi', 'Fuyu no Hanabi'],
    ['фую но ханаби', 'Fuyu no Hanabi'],
    ['toukyou necro', 'Tōkyō Necro'],
    ['Tokyo', 'Tōkyō Necro'],
    ['токио', 'Tōkyō Necro'],
    ['сэмпай', 'Senpai no Himitsu'],
    ['sempai', 'Senpai no Himitsu'],
    ['yuuki', 'Приключения Юки'],
    ['yuki no boken', 'Приключения Юки'],
    ['кэнон', 'Kanon'],
    // The other keyboard layout, both ways.
    ['ыускуе', 'Secret Garden'],
    ['ctrhtn', 'Secret Garden'],
    [',tcrjytxyjt', 'Бесконечное лето'],
    ['rfyjy', 'Kanon'],
    ['ыгььук', 'Summer Pockets'],
    ['nfqyfz rjvyfnf', 'Тайная комната'],
    ['ЫЕУШТЫ', 'Steins;Gate'],
    // Typos: one in 4–7 letters, two from 8, not the first letter of a short word.
    ['Secert', 'Secret Garden'],
    ['Scret', 'Secret Garden'],
    ['Sercet garden', 'Secret Garden'],
    ['Higurasih', 'Higurashi no Naku Koro ni'],
    ['Bezkonechnoe', 'Бесконечное лето'],
    ['Kannon', 'Kanon'],
    ['Klanad', 'Clannad'],
    ['Katava Shoujo', 'Katawa Shoujo'],
    ['Litle Busters', 'Little Busters!'],
    ['Summr Pockets', 'Summer Pockets'],
    ['Tsukihmie', 'Tsukihime'],
    ['бесконченое', 'Бесконечное лето'],
    ['Everlastnig', 'Бесконечное лето'],
    // Developers.
    ['nitroplus', 'Steins;Gate'],
    ['type-moon', 'Tsukihime'],
    ['four leaf', 'Katawa Shoujo'],
    ['Nitroplas', 'Steins;Gate'],
    // Hepburn j is Polivanov дз, and readers' дж, both ways; じょ is jo, zyo, дзё, джо.
    ['каноджо', 'Ore no Kanojo'],
    ['канодзё', 'Ore no Kanojo'],
    ['kanozyo', 'Ore no Kanojo'],
    ['ore no kanodzyo', 'Ore no Kanojo'],
    ['одзёсама', 'Ojōsama no Jikan'],
    ['оджосама', 'Ojōsama no Jikan'],
    ['ozyousama no zikan', 'Ojōsama no Jikan'],
    ['дзикан', 'Ojōsama no Jikan'],
    ['джикан', 'Ojōsama no Jikan'],
    // sh is с and ш, ch is т and ч, before a vowel; long vowels written or dropped.
    ['сиавасэ но хана', 'Shiawase no Hana'],
    ['шиавасе', 'Shiawase no Hana'],
    ['siawase', 'Shiawase no Hana'],
    ['тикай но ута', 'Chikai no Uta'],
    ['чикай', 'Chikai no Uta'],
    ['tikai', 'Chikai no Uta'],
    ['kyuuketsuki', 'Kyūketsuki no Yoru'],
    ['kyuketsuki no yoru', 'Kyūketsuki no Yoru'],
    ['кюкэцуки', 'Kyūketsuki no Yoru'],
    ['кюукецуки', 'Kyūketsuki no Yoru'],
    ['kyuuketuki', 'Kyūketsuki no Yoru'],
    // English names written in Cyrillic as they sound: doubled letters single, -er, ph, gh, z for s.
    ['литтл бастерс', 'Little Busters!'],
    ['литл бастерз', 'Little Busters!'],
    ['литл басте', 'Little Busters!'],
    ['найтмер хантер', 'Nightmare Hunter'],
    ['свит мемориз', 'Sweet Memories'],
    ['фантом', 'Phantom Thief'],
    // A Russian name in rough Latin, щ typed as sh; two slips at once.
    ['shelkunchik', 'Щелкунчик'],
    ['schelkuntschik', 'Щелкунчик'],
    ['littel bustrs', 'Little Busters!'],
    ['литл бастрс', 'Little Busters!'],
    ['kanodjo', 'Ore no Kanojo'],
    // Word forms: a query in another case or number; prepositions a name leaves out.
    ['легенды королей', 'Легенда о королях'],
    ['легенда королей', 'Легенда о королях'],
    ['легенде о короле', 'Легенда о королях'],
    ['тёмных времён', 'Тёмные времена'],
    ['темного времени', 'Тёмные времена'],
    ['щелкунчика', 'Щелкунчик'],
    // A vowel that falls out as the word inflects (ветер, ветра; отец, отца; любовь, любви).
    ['ветер', 'Замок ветров'],
    ['замка ветра', 'Замок ветров'],
    ['отец', 'Любовь отца'],
    ['любви отцов', 'Любовь отца'],
    // Words run together or split.
    ['littlebusters', 'Little Busters!'],
    ['orenokanojo', 'Ore no Kanojo'],
    ['shiawasenohana', 'Shiawase no Hana'],
    ['ever lasting', 'Бесконечное лето'],
    ['night mare', 'Nightmare Hunter'],
  ])('%j → %j', (query, expected) => {
    expect(firstFound(query)).toBe(expected);
  });

  it.each([
    ['зима'],
    ['xyzzy'],
    // A typo in the first letter of a short word is not forgiven.
    ['Slannad'],
    ['Ranon'],
    // Every word must match.
    ['saya zzzz'],
  ])('%j finds nothing', (query) => {
    expect(firstFound(query)).toBeNull();
  });
});

describe('ranking', () => {
  const summer: SearchFields = {
    name: 'Бесконечное лето',
    alternativeNames: ['Everlasting Summer'],
    developers: ['Soviet Games'],
  };

  it('orders exact name, name prefix, word prefix, substring, alternatives, developers, typos', () => {
    expect(rank(summer, 'бесконечное лето')).toBe(searchRanks.exactName);
    expect(rank(summer, 'бесконечное л')).toBe(searchRanks.namePrefix);
    expect(rank(summer, 'беско')).toBe(searchRanks.namePrefix);
    expect(rank(summer, 'лет')).toBe(searchRanks.wordPrefix);
    expect(rank(summer, 'лето бесконечное')).toBe(searchRanks.wordPrefix);
    expect(rank(summer, 'конечн')).toBe(searchRanks.nameSubstring);
    expect(rank(summer, 'everlasting summer')).toBe(searchRanks.alternativeExact);
    expect(rank(summer, 'summ')).toBe(searchRanks.alternativePrefix);
    expect(rank(summer, 'lasting')).toBe(searchRanks.alternativeSubstring);
    expect(rank(summer, 'soviet games')).toBe(searchRanks.developer);
    expect(rank(summer, 'бесконченое')).toBe(searchRanks.typoInName);
    expect(rank(summer, 'evrelasting')).toBe(searchRanks.typo);
    expect(rank(summer, 'зима')).toBe(NO_MATCH);
    const order = Object.values(searchRanks);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('ranks a phrase with a word said twice as the phrase, and asks the word once', () => {
    expect(rank({ name: 'Kanon Kanon' }, 'kanon kanon')).toBe(searchRanks.exactName);
    expect(rank({ name: '9 9' }, '9 9')).toBe(searchRanks.exactName);
    expect(rank({ name: 'Dragon of the Moon' }, 'of the moon of')).toBe(searchRanks.wordPrefix);
    expect(prepareQuery('of the moon of')!.typed.words).toHaveLength(3);
  });

  it('ranks a name met through a transliteration as the name', () => {
    expect(rank({ name: 'Тайная комната' }, 'tainaya komnata')).toBe(searchRanks.exactName);
    expect(rank({ name: 'Himitsu' }, 'химитсу')).toBe(searchRanks.exactName);
    expect(rank({ name: 'Higurashi no Naku Koro ni' }, 'хигураси')).toBe(searchRanks.namePrefix);
  });

  it('ranks a several-word query whose words are in the name apart as its worst word', () => {
    expect(rank({ name: 'Saya no Uta' }, 'uta saya')).toBe(searchRanks.wordPrefix);
    expect(rank({ name: 'Saya no Uta' }, 'uta aya')).toBe(searchRanks.nameSubstring);
    expect(rank({ name: 'Saya no Uta' }, 'uta ay')).toBe(NO_MATCH);
    expect(rank(summer, 'лето summer')).toBe(searchRanks.alternativePrefix);
    expect(rank(summer, 'лето soviet')).toBe(searchRanks.developer);
    expect(rank(summer, 'лето soveit')).toBe(searchRanks.typo);
  });

  it('reads the other layout only when the query as typed finds nothing closer than a typo', () => {
    const both = new SearchIndex();
    both.set(0, { name: 'Ад' });
    both.set(1, { name: 'Flowers' });
    const found = both.search(prepareQuery('ад')!);
    expect([rankOf(found, 0), rankOf(found, 1), found.count]).toEqual([
      searchRanks.exactName,
      NO_MATCH,
      1,
    ]);
    const swapped = both.search(prepareQuery('аду')!);
    expect(rankOf(swapped, 1)).toBe(NO_MATCH);
    const fromLatin = both.search(prepareQuery('fl')!);
    expect(rankOf(fromLatin, 1)).toBe(searchRanks.namePrefix);
    expect(rankOf(both.search(prepareQuery('ad')!), 1)).toBe(NO_MATCH);
    expect(rankOf(both.search(prepareQuery('fl')!), 0)).toBe(NO_MATCH);
  });

  it('matches a single letter at the start of a word only', () => {
    expect(rank({ name: 'Saya no Uta' }, 'u')).toBe(searchRanks.wordPrefix);
    expect(rank({ name: 'Saya no Uta' }, 'a')).toBe(NO_MATCH);
    expect(rank({ name: 'Saya no Uta' }, 'saya n')).toBe(searchRanks.namePrefix);
  });

  it('looks for typos only when no spelling of the word is a word of the catalogue or starts one', () => {
    const near = new SearchIndex();
    near.set(0, { name: 'Лето' });
    near.set(1, { name: 'Лего' });
    const found = near.search(prepareQuery('лето')!);
    expect([rankOf(found, 0), rankOf(found, 1)]).toEqual([searchRanks.exactName, NO_MATCH]);
    const typo = near.search(prepareQuery('леот')!);
    expect([rankOf(typo, 0), rankOf(typo, 1)]).toEqual([searchRanks.typoInName, NO_MATCH]);
  });

  it('ranks another form of a Russian word below every spelling, and above developers and typos', () => {
    const legend: SearchFields = { name: 'Легенды королей', developers: ['Легион'] };
    expect(rank(legend, 'легенда о королях')).toBe(searchRanks.wordForm);
    expect(rank(legend, 'легенды о королях')).toBe(searchRanks.wordForm);
    expect(rank(legend, 'легенды королей')).toBe(searchRanks.exactName);
    expect(rank({ name: 'x', alternativeNames: ['Тёмные времена'] }, 'тёмных')).toBe(
      searchRanks.wordForm,
    );
    // A developer's words are matched in every form, as a developer.
    expect(rank({ name: 'x', developers: ['Советские игры'] }, 'советских')).toBe(
      searchRanks.developer,
    );
  });

  it('lets a query leave out nothing but prepositions and articles', () => {
    expect(rank({ name: 'Легенда королей' }, 'легенда о королях')).toBe(searchRanks.wordForm);
    expect(rank({ name: 'Legend Kings' }, 'the legend of kings')).toBe(searchRanks.wordPrefix);
    expect(rank({ name: 'Легенда королей' }, 'легенда драконов')).toBe(NO_MATCH);
    // A query of only such words needs them.
    expect(rank({ name: 'Легенда королей' }, 'о')).toBe(NO_MATCH);
    expect(rank({ name: 'Of the Moon' }, 'of the')).toBe(searchRanks.namePrefix);
  });

  it('ranks a word that only sounds like the name last, and needs three consonants for it', () => {
    expect(rank({ name: 'Little Busters!' }, 'литл бастерз')).toBe(searchRanks.soundsLikeInName);
    expect(rank({ name: 'x', alternativeNames: ['Little Busters!'] }, 'литл бастерз')).toBe(
      searchRanks.soundsLike,
    );
    expect(rank({ name: 'Kanon' }, 'конан')).toBe(NO_MATCH);
    expect(rank({ name: 'Fate' }, 'фейт')).toBe(NO_MATCH);
  });

  it('forgives no typo under 4 letters', () => {
    expect(rank({ name: 'Key' }, 'kex')).toBe(NO_MATCH);
    expect(rank({ name: 'Kanon' }, 'kanin')).toBe(searchRanks.typoInName);
  });
});

describe('SearchIndex', () => {
  it('forgets a project and finds it under its new names', () => {
    const changing = new SearchIndex();
    changing.set(0, { name: 'Kanon' });
    changing.set(1, { name: 'Kanon Memories' });
    changing.set(0, { name: 'Air' });
    const found = changing.search(prepareQuery('kanon')!);
    expect([rankOf(found, 0), rankOf(found, 1), found.count]).toEqual([
      NO_MATCH,
      searchRanks.namePrefix,
      1,
    ]);
    changing.delete(1);
    expect(changing.search(prepareQuery('kanon')!).count).toBe(0);
    expect(rankOf(changing.search(prepareQuery('air')!), 0)).toBe(searchRanks.exactName);
    expect(changing.size).toBe(1);
  });

  it('finds by their start words that came after a search', () => {
    const growing = new SearchIndex();
    growing.set(0, { name: 'Kanon' });
    expect(growing.search(prepareQuery('kab')!).count).toBe(0);
    growing.set(1, { name: 'Kabuto', alternativeNames: ['Кабуто'] });
    expect(rankOf(growing.search(prepareQuery('kab')!), 1)).toBe(searchRanks.namePrefix);
    expect(growing.search(prepareQuery('k')!).count).toBe(2);
    expect(rankOf(growing.search(prepareQuery('ка')!), 1)).toBe(searchRanks.namePrefix);
  });
});

const name = projectName;

/**
 * Whether a piece of a normalized name is one search promises to find: a piece that starts inside
 * a word is found from 2 letters when it is one word, from 3 when more words follow (in "saya no"
 * a two-letter word is taken as a word); a single letter only at a word's start.
 */
function findable(characters: readonly string[], start: number, piece: string): boolean {
  const words = piece.split(' ');
  if (piece === '' || normalizeSearchText(piece) !== piece || words.includes('')) return false;
  const atWordStart = start === 0 || characters[start - 1] === ' ';
  if (atWordStart) return true;
  return words[0]!.length >= (words.length === 1 ? 2 : 3);
}

describe('search properties', () => {
  it('finds every name by itself, exactly', () => {
    fc.assert(
      fc.property(name, fc.array(name, { maxLength: 3 }), (text, alternatives) => {
        fc.pre(normalizeSearchText(text) !== '');
        expect(rank({ name: text, alternativeNames: alternatives }, text)).toBe(
          searchRanks.exactName,
        );
        expect(rank({ name: 'x', alternativeNames: [text] }, text)).toBeLessThanOrEqual(
          searchRanks.alternativeExact,
        );
      }),
    );
  });

  it('finds every name by any piece of it, at least as a substring', () => {
    fc.assert(
      fc.property(name, fc.nat(), fc.nat(), (text, from, length) => {
        const characters = [...normalizeSearchText(text)];
        const start = from % (characters.length + 1);
        const piece = characters.slice(start, start + length).join('');
        fc.pre(findable(characters, start, piece));
        const found = rank({ name: text }, piece);
        expect(found).toBeLessThanOrEqual(
          start === 0 ? searchRanks.namePrefix : searchRanks.nameSubstring,
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('finds a developer by any piece of its name, as a developer', () => {
    fc.assert(
      fc.property(name, fc.nat(), fc.nat(), (developer, from, length) => {
        const characters = [...normalizeSearchText(developer)];
        const start = from % (characters.length + 1);
        const piece = characters.slice(start, start + length).join('');
        fc.pre(findable(characters, start, piece));
        expect(rank({ name: '', developers: [developer] }, piece)).toBe(searchRanks.developer);
      }),
    );
  });

  it('finds every project a developer is credited on, as projects come, change and go', () => {
    const credits = new SearchIndex();
    const found = (query: string) => {
      const matches = credits.search(prepareQuery(query)!);
      return [...matches.slots].sort().map((slot) => [slot, rankOf(matches, slot)]);
    };
    credits.set(0, { name: 'Лунный сад', developers: ['Moonlit Works'] });
    credits.set(1, { name: 'Звёздный путь', developers: ['Key', 'Moonlit Works'] });
    credits.set(2, { name: 'Moonlit Works' });
    expect(found('moonlit works')).toEqual([
      [0, searchRanks.developer],
      [1, searchRanks.developer],
      [2, searchRanks.exactName],
    ]);
    // As readers write it in Cyrillic: the same projects (ranked as a slip, «у» for "oo").
    expect(found('мунлит воркс').map(([slot]) => slot)).toEqual([0, 1, 2]);
    credits.delete(0);
    credits.set(1, { name: 'Звёздный путь', developers: ['Key'] });
    credits.set(3, { name: 'Сад камней', developers: ['Moonlit Works'] });
    expect(found('moonlit works')).toEqual([
      [2, searchRanks.exactName],
      [3, searchRanks.developer],
    ]);
    expect(found('key')).toEqual([[1, searchRanks.developer]]);
  });

  it('finds a name typed on the other layout as typed on the right one', () => {
    const word = fc
      .array(fc.constantFrom(...'абвгдеклмнопрстуфя'.split('')), { minLength: 2, maxLength: 10 })
      .map((letters) => letters.join(''));
    fc.assert(
      fc.property(word, (text) => {
        const typed = swapKeyboardLayout(text);
        // Б, ю, х, ъ, ж and э sit on punctuation keys: a word of only those is typed as ",." or
        // "[;", punctuation only, which searches nothing (prepareQuery's rule), on either layout.
        fc.pre(normalizeSearchText(typed) !== '');
        expect(rank({ name: text }, typed)).toBe(searchRanks.exactName);
      }),
    );
    expect(prepareQuery(swapKeyboardLayout('бб'))).toBeNull();
    expect(rank({ name: 'больше' }, swapKeyboardLayout('больше'))).toBe(searchRanks.exactName);
  });

  it('ranks an exact or prefix match above any typo', () => {
    fc.assert(
      fc.property(name, (text) => {
        const normalized = normalizeSearchText(text);
        fc.pre(normalized.length >= 4);
        expect(rank({ name: text }, normalized)).toBeLessThan(searchRanks.typoInName);
        expect(rank({ name: text }, normalized.slice(0, -1))).toBeLessThan(searchRanks.typoInName);
      }),
    );
  });
});
