/**
 * Catalogue search (`GET /api/novels?search=`, SPEC.md §2.1 and §7): case-insensitive over name,
 * alternative names and developers, with ё/е folded; a Cyrillic query also finds Latin names by
 * transliteration and the other way round; exact and prefix matches first.
 *
 * SPEC.md names the search but not these rules; they are our reading of it. The API searches about
 * 20,000 projects in memory on every request, so the work is split in two: everything that can be
 * computed once per project ({@link prepareSearchKeys}) or once per request ({@link prepareQuery}) is,
 * and {@link matchRank} only runs `startsWith`/`includes` over those precomputed strings.
 */

/**
 * Apostrophes are dropped without a space so that "Don't" is found by "dont" and "Flowers' Le
 * Volume" by "flowers le". Applied after NFKC, which turns the fullwidth forms and `ŉ` into these.
 */
const APOSTROPHES = /['‘’ʼ`]/g;
/**
 * Combining marks left after NFKC have no precomposed letter to join (NFKC already made й, ё, é);
 * they are dropped rather than split the word, as `İ` lower-cases to `i` plus a combining dot.
 */
const COMBINING_MARKS = /\p{M}/gu;
const NOT_LETTERS_OR_DIGITS = /[^\p{L}\p{N}]+/gu;
const YO = /ё/g;

/**
 * The form both names and queries are compared in: NFKC (fullwidth and other compatibility forms
 * become plain letters), lower case (`toLowerCase` is locale-independent, unlike
 * `toLocaleLowerCase`), ё folded to е, apostrophes and combining marks dropped, every other run of
 * characters that are not letters or digits turned into one space, trimmed. Idempotent.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(YO, 'е')
    .replace(APOSTROPHES, '')
    .replace(COMBINING_MARKS, '')
    .replace(NOT_LETTERS_OR_DIGITS, ' ')
    .trim();
}

/**
 * Cyrillic to Latin as readers actually type it: the common practical scheme (close to GOST 7.79-2000
 * system B, simplified to plain ASCII letters, no apostrophes or diacritics). Ukrainian and
 * Belarusian letters that Russian lacks are included because such titles appear in the catalogue.
 */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ў: 'u',
};
const CYRILLIC = /\p{Script=Cyrillic}/u;

/**
 * The Latin transliteration of normalized text (see {@link normalizeSearchText}: lower case, ё
 * already folded). Other characters are kept; a Cyrillic letter outside the table (Serbian,
 * Kazakh, …) is dropped, since it has no spelling a reader would type and would only stop the
 * Latin form from matching.
 */
export function transliterate(text: string): string {
  let latin = '';
  for (const character of text) {
    const mapped = CYRILLIC_TO_LATIN[character];
    if (mapped !== undefined) latin += mapped;
    else if (!CYRILLIC.test(character)) latin += character;
  }
  return latin;
}

/**
 * Latin to Cyrillic: the reverse of {@link CYRILLIC_TO_LATIN} where it is unambiguous, longest
 * spelling first, so "shch" is щ and not ш + ч. It lets a Cyrillic query find a Latin name spelled
 * another way than our forward scheme would give ("хигураши" finds "Higurashi", whose forward
 * transliteration of the query would be "khigurashi").
 */
const LATIN_DIGRAPHS_TO_CYRILLIC = [
  ['shch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ya', 'я'],
] as const;
/**
 * Single letters. `c` and `q` read as к and `w` as в, the usual spelling of such loans; `x` is кс,
 * `j` is дж ("Jack" → "джак"), `h` is х. `y` is handled apart: see {@link backTransliterate}.
 */
const LATIN_TO_CYRILLIC: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'б',
  c: 'к',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'дж',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'к',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'в',
  x: 'кс',
  z: 'з',
};
const LATIN_VOWELS = 'aeiouy';

/**
 * Cyrillic back-transliteration of normalized Latin text. `y` is ы after a consonant and й
 * otherwise, which undoes the forward scheme for the common endings: "beskonechnyy" → "бесконечный",
 * "saya" (through "ya") → "сая". Other characters are kept.
 */
function backTransliterate(text: string): string {
  let cyrillic = '';
  let index = 0;
  while (index < text.length) {
    const digraph = LATIN_DIGRAPHS_TO_CYRILLIC.find(([latin]) => text.startsWith(latin, index));
    if (digraph) {
      cyrillic += digraph[1];
      index += digraph[0].length;
      continue;
    }
    const character = text.charAt(index);
    if (character === 'y') {
      const previous = text.charAt(index - 1);
      const afterConsonant = previous >= 'a' && previous <= 'z' && !LATIN_VOWELS.includes(previous);
      cyrillic += afterConsonant ? 'ы' : 'й';
    } else {
      cyrillic += LATIN_TO_CYRILLIC[character] ?? character;
    }
    index += 1;
  }
  return cyrillic;
}

/**
 * The distinct non-empty forms a normalized text is matched in: itself first, then its Latin
 * transliteration and its Cyrillic back-transliteration. Those are normalized again because dropping
 * a letter can leave a double or edge space. A text in one script yields two forms, as the
 * conversion towards its own script changes nothing.
 */
export function searchVariants(text: string): string[] {
  const forms = [
    text,
    normalizeSearchText(transliterate(text)),
    normalizeSearchText(backTransliterate(text)),
  ];
  return [...new Set(forms)].filter((form) => form !== '');
}

/** Ranks of a match, lower first: the API sorts by rank before its chosen sort. */
export const searchRanks = {
  /** The whole name or an alternative name, in any of its forms. */
  exact: 0,
  /** The start of a name or of a word inside it. */
  prefix: 1,
  /** Anywhere in a name or in a developer's name. */
  contains: 2,
  none: -1,
} as const;
export type SearchRank = (typeof searchRanks)[keyof typeof searchRanks];

/**
 * The forms of one project's names, computed once per project: `names` and `developers` as written
 * (normalized), `nameForms` and `developerForms` with their transliterations both ways added.
 */
export interface SearchKeys {
  readonly names: readonly string[];
  readonly nameForms: readonly string[];
  readonly developers: readonly string[];
  readonly developerForms: readonly string[];
  /**
   * Every form above in one string, lines apart: a project whose haystack contains no form of the
   * query cannot match, and one native `includes` rules out most projects of a search at once.
   */
  readonly haystack: string;
}

/**
 * One form of a query, with the word-start needle (a space before it) built once so that matching
 * allocates nothing.
 */
export interface QueryForm {
  readonly text: string;
  readonly wordStart: string;
}

/**
 * A query computed once per request. `own` is compared with every form of a name; `converted` (its
 * transliterations) only with the names as written, because comparing two conversions makes
 * unrelated spellings meet halfway: "canon" and "kanon" both back-transliterate to "канон".
 */
export interface SearchQuery {
  readonly own: QueryForm;
  readonly converted: readonly QueryForm[];
}

/** What of a project is searched; developers by name. */
export interface SearchFields {
  name: string;
  alternativeNames?: readonly string[];
  developers?: readonly string[];
}

function writtenAndForms(texts: readonly string[]): { written: string[]; forms: string[] } {
  const written = [...new Set(texts.map(normalizeSearchText).filter((text) => text !== ''))];
  return { written, forms: [...new Set(written.flatMap(searchVariants))] };
}

/** Done once per project and kept with it, so that a request only runs {@link matchRank}. */
export function prepareSearchKeys(fields: SearchFields): SearchKeys {
  const names = writtenAndForms([fields.name, ...(fields.alternativeNames ?? [])]);
  const developers = writtenAndForms(fields.developers ?? []);
  return {
    names: names.written,
    nameForms: names.forms,
    developers: developers.written,
    developerForms: developers.forms,
    haystack: [...names.forms, ...developers.forms].join('\n'),
  };
}

function queryForm(text: string): QueryForm {
  return { text, wordStart: ` ${text}` };
}

/** Null when nothing searchable is left after normalization: the caller then does not filter. */
export function prepareQuery(query: string): SearchQuery | null {
  const [own, ...converted] = searchVariants(normalizeSearchText(query));
  if (own === undefined) return null;
  return { own: queryForm(own), converted: converted.map(queryForm) };
}

function better(a: SearchRank, b: SearchRank): SearchRank {
  if (a === searchRanks.none) return b;
  if (b === searchRanks.none) return a;
  return a < b ? a : b;
}

function rankInNames(names: readonly string[], { text, wordStart }: QueryForm): SearchRank {
  let best: SearchRank = searchRanks.none;
  for (const name of names) {
    if (name === text) return searchRanks.exact;
    if (name.startsWith(text) || name.includes(wordStart)) best = searchRanks.prefix;
    else if (best === searchRanks.none && name.includes(text)) best = searchRanks.contains;
  }
  return best;
}

function containedIn(texts: readonly string[], { text }: QueryForm): boolean {
  for (const candidate of texts) if (candidate.includes(text)) return true;
  return false;
}

/** False when no form of the query occurs anywhere in the project's forms (no match possible). */
function mayMatch(haystack: string, query: SearchQuery): boolean {
  if (haystack.includes(query.own.text)) return true;
  for (const converted of query.converted) if (haystack.includes(converted.text)) return true;
  return false;
}

/**
 * How well a project matches a query (see {@link searchRanks}). A developer's name counts at most
 * as "contains": a studio's name typed exactly should not outrank the works whose names match.
 * Plain loops rather than callbacks: this runs for every project on every search request.
 */
export function matchRank(keys: SearchKeys, query: SearchQuery): SearchRank {
  if (!mayMatch(keys.haystack, query)) return searchRanks.none;
  let best = rankInNames(keys.nameForms, query.own);
  for (const converted of query.converted) {
    if (best === searchRanks.exact) return best;
    best = better(best, rankInNames(keys.names, converted));
  }
  if (best !== searchRanks.none) return best;
  if (containedIn(keys.developerForms, query.own)) return searchRanks.contains;
  for (const converted of query.converted) {
    if (containedIn(keys.developers, converted)) return searchRanks.contains;
  }
  return searchRanks.none;
}
