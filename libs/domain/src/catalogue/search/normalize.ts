/**
 * The text forms catalogue search compares (docs/product §2.1 and §7 name the search, not these rules;
 * they are our reading of what a Russian reader types): one normalized form of any text, the Latin
 * spelling of Cyrillic, and the other keyboard layout.
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
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const NOT_ASCII_LETTERS_OR_DIGITS = /[^a-z0-9]+/g;

/**
 * The form both names and queries are compared in: NFKC (fullwidth and other compatibility forms
 * become plain letters), lower case (`toLowerCase` is locale-independent, unlike
 * `toLocaleLowerCase`), ё folded to е, apostrophes and combining marks dropped, every other run of
 * characters that are not letters or digits turned into one space, trimmed. Idempotent.
 */
export function normalizeSearchText(text: string): string {
  // Printable ASCII has nothing to compose, fold or drop but its case, apostrophes and the rest
  // that are not letters or digits: half of a catalogue's names, read in a third of the time.
  if (PRINTABLE_ASCII.test(text)) {
    return text
      .toLowerCase()
      .replace(APOSTROPHES, '')
      .replace(NOT_ASCII_LETTERS_OR_DIGITS, ' ')
      .trim();
  }
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
export const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
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
 * The ЙЦУКЕН and QWERTY keys that share a place on the keyboard, lower case and with Shift. Only
 * whole pairs are listed, so the swap is its own inverse: "ыускуе" is "secret" typed with the
 * Russian layout on, and "ctrhtn" is "секрет" typed with the English one.
 */
const LATIN_KEYS = 'qwertyuiop[]asdfghjkl;\'zxcvbnm,.`QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>~';
const CYRILLIC_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбюёЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮЁ';
const OTHER_LAYOUT = new Map<string, string>();
for (let index = 0; index < LATIN_KEYS.length; index += 1) {
  OTHER_LAYOUT.set(LATIN_KEYS.charAt(index), CYRILLIC_KEYS.charAt(index));
  OTHER_LAYOUT.set(CYRILLIC_KEYS.charAt(index), LATIN_KEYS.charAt(index));
}

/**
 * The text as the same keys type it in the other layout (ЙЦУКЕН ↔ QWERTY, both ways), applied to
 * the query as typed: the punctuation keys are letters in the Russian layout (",kjr" is "блок"),
 * so this runs before {@link normalizeSearchText} drops them. Other characters are kept.
 */
export function swapKeyboardLayout(text: string): string {
  let swapped = '';
  for (const character of text) swapped += OTHER_LAYOUT.get(character) ?? character;
  return swapped;
}
