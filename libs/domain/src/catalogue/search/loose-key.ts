import { CYRILLIC_TO_LATIN } from './normalize';
import { Remembered } from './remembered';

/**
 * The loose key of a name: one spelling that the ways people write the same sounds in Latin and
 * Cyrillic all come to, so that a query matches a name however either was transliterated.
 *
 * Both names and queries go through the same function, so two spellings meet when their keys are
 * equal; a fold that merges two real sounds (ш and сь before a vowel, ч and ть) only makes a few
 * more names match, never one fewer. The folds cover:
 * - Russian in Latin (ISO 9 / GOST, passport, BGN/PCGN and informal spellings): я = ya/ja/ia,
 *   ю = yu/ju/iu, й = y/j/i, ий/ый = iy/ij/yy/y/ii, х = kh/h/x, ц = ts/c/tz, щ = shch/sch/shh,
 *   ё = e/yo/jo, е = e/ye;
 * - Japanese in Latin and Cyrillic (Hepburn, Kunrei, Polivanov): shi/si/си/ши, chi/ti/ти/чи,
 *   tsu/tu/цу, fu/hu/фу, sha/sya/ся, cho/tyo/тё, ji/zi/дзи/джи, jo/zyo/дзё/джо, ou/ō/ô/oo/o,
 *   doubled vowels and consonants, n/m before b and p.
 * Keys are an internal alphabet (Latin letters plus a few Cyrillic letters standing for one sound
 * each); they are compared, never shown.
 */

/** Letters with a diacritic that stands for a digraph (ISO 9, Czech-style); others lose the mark. */
const DIACRITIC_DIGRAPHS: Readonly<Record<string, string>> = {
  š: 'sh',
  č: 'ch',
  ž: 'zh',
  ŝ: 'shch',
};
const COMBINING_MARKS = /\p{M}/gu;
/** Lower-case Latin letters, digits and the space between words: nothing to look up. */
const PLAIN = /^[a-z0-9 ]$/;
/** Kana keep their marks: が is not か. */
const LATIN_OR_CYRILLIC = /^[\p{Script=Latin}\p{Script=Cyrillic}]+$/u;

/**
 * Applied in order to the Latin spelling, first the digraphs: they become tokens (щ, ж, ц, ч, ш)
 * the later folds leave alone, so "shch" is never read as "sh" + "ch" and "ts" never as "t" + "s".
 */
const DIGRAPH_FOLDS: readonly (readonly [RegExp, string])[] = [
  [/kh|x/g, 'h'],
  [/shch|sch|shh/g, 'щ'],
  // じょ is дзё in Polivanov, and ё has become е by now (`normalizeSearchText`); readers also
  // write it джо, as in English: both are "zo", as Hepburn's "jo" read as じ (see `looseKeys`).
  [/dzh?e/g, 'dzo'],
  // じ is ji (Hepburn), zi (Kunrei), дзи (Polivanov) and, from English, джи.
  [/dzh/g, 'z'],
  [/zh/g, 'ж'],
  [/dz/g, 'z'],
  [/tz/g, 'ts'],
  [/ts/g, 'ц'],
  // ち/ちゃ are chi/cha (Hepburn), ti/tya (Kunrei), ти/тя (Polivanov); ч before a vowel goes with them.
  [/ch(?=[aeiouy])/g, 'ty'],
  [/ch/g, 'ч'],
  // し/しゃ are shi/sha (Hepburn), si/sya (Kunrei), си/ся (Polivanov).
  [/sh(?=[aeiouy])/g, 'sy'],
  [/sh/g, 'ш'],
];

/** Then the sounds, once `c` has been read (see {@link looseKeys}). */
const SOUND_FOLDS: readonly (readonly [RegExp, string])[] = [
  // つ is tsu (Hepburn), tu (Kunrei), цу (Polivanov): all become "tu".
  [/ц(?=u)/g, 't'],
  [/fu/g, 'hu'],
  // й and the glide of я, ю, ё are y, j or i; ы is y.
  [/[jy]/g, 'i'],
  // じゃ, じゅ, じょ are ja/ju/jo (Hepburn), zya/zyu/zyo (Kunrei), дзя/дзю/дзё: the glide goes.
  [/zi(?=[aou])/g, 'z'],
  [/w/g, 'v'],
  [/q/g, 'k'],
  // Long vowels: ō, ô, ou, oo are one o (marks are already gone); doubled letters are one.
  [/ou/g, 'o'],
  [/([a-zа-я])\1+/g, '$1'],
  // ё is e or yo/jo, е is e or ye (BGN's "Yelena"), ие is ie or iye.
  [/io/g, 'e'],
  [/ie/g, 'e'],
  // ん before b, p, m is m in Hepburn and Polivanov ("sempai"), n in Kunrei and in readers' typing.
  [/m(?=[bp])/g, 'n'],
  [/([a-zа-я])\1+/g, '$1'],
];

/** `c` is к in English ("Secret", s before e, i, y) and ц in ISO 9 and Czech-style spellings ("Carevna"). */
const SOFT_C = /c(?=[eiy])/g;
const HARD_C = /c/g;

/** Й and ё are letters of their own; other marks on Latin and Cyrillic go (ō is o, ѐ is е). */
function latinSpelling(text: string): string {
  let latin = '';
  for (const character of text) {
    // Most of what is read is already plain Latin: it goes as it is, without the lookups below
    // (measured: a third of building the index at 80,000 projects went into them).
    if (PLAIN.test(character)) {
      latin += character;
      continue;
    }
    // Cyrillic as `transliterate` spells it; the folds then treat it like any Latin spelling.
    const mapped = CYRILLIC_TO_LATIN[character] ?? DIACRITIC_DIGRAPHS[character];
    if (mapped !== undefined) {
      latin += mapped;
      continue;
    }
    const base = character.normalize('NFD').replace(COMBINING_MARKS, '');
    if (LATIN_OR_CYRILLIC.test(base)) latin += CYRILLIC_TO_LATIN[base] ?? base;
    else latin += character;
  }
  return latin;
}

function applyFolds(text: string, folds: readonly (readonly [RegExp, string])[]): string {
  let folded = text;
  for (const [pattern, replacement] of folds) folded = folded.replace(pattern, replacement);
  return folded;
}

/**
 * A fold can make what an earlier one looks for (q is k, so "qh" becomes "kh"); folding the key
 * again until it holds still makes every key its own key. Two passes settle every text we tried;
 * four is a bound, not an expectation.
 */
function settle(key: string): string {
  let settled = key;
  for (let pass = 0; pass < 4; pass += 1) {
    const again = applyFolds(applyFolds(latinSpelling(settled), DIGRAPH_FOLDS), SOUND_FOLDS);
    if (again === settled) break;
    settled = again;
  }
  return settled;
}

/**
 * The loose keys of a normalized text (see `normalizeSearchText`): one, or more when a `c` may be
 * read either as к or as ц, or a `j` as й or as дз. Words stay apart, so keys can be matched word
 * by word. Text in other scripts (Japanese, Korean) passes through unchanged.
 *
 * Every fold stays inside a word, so a text's key is its words' keys: each word is folded once
 * (see {@link wordKeysOf}) and a text's keys are put together from them, one reading of `c` and
 * of `j` for the whole text. Names repeat their words: building the search index at 80,000
 * projects folded 1.2 million words, of which a few thousand differ.
 */
export function looseKeys(normalized: string): string[] {
  const keys = textKeysOf(normalized.split(' ').map(wordKeysOf)).map((words) => words.join(' '));
  return [...new Set(keys)];
}

/**
 * The keys of a text whose words' keys are `words`, each as its words: one per reading of `c` and
 * of `j` that the text has, in the order {@link looseKeys} gives them (they may repeat).
 */
export function textKeysOf(words: readonly WordKeys[]): string[][] {
  const readsC = words.some((word) => word.readsC);
  const readsJ = words.some((word) => word.readsJ);
  const keys: string[][] = [];
  for (const j of readsJ ? [0, 1] : [0]) {
    for (const c of readsC ? [0, 1] : [0]) keys.push(words.map((word) => word.keys[j * 2 + c]!));
  }
  return keys;
}

/**
 * A word's key in each reading: `keys[j * 2 + c]`, where `j` is 1 when `j` is read as じ (z) and
 * `c` is 1 when `c` is read as ц. A word without the letter has the same key in both.
 */
export interface WordKeys {
  readonly keys: readonly [string, string, string, string];
  readonly readsC: boolean;
  readonly readsJ: boolean;
}

/**
 * `j` is й in Russian spellings ("tajnaja") and じ in Hepburn ("kanojo", the дз of Polivanov): a
 * word with `j` has a key for each reading, as one with `c` has.
 */
const J = /j/g;

export function wordKeysOf(word: string): WordKeys {
  return rememberedWords.of(word, () => {
    const spelled = applyFolds(latinSpelling(word), DIGRAPH_FOLDS);
    const readsJ = spelled.includes('j');
    const readsC = spelled.includes('c');
    const keyOf = (reading: string, cIsTs: boolean) =>
      settle(
        applyFolds(
          cIsTs ? reading.replace(HARD_C, 'ц') : reading.replace(SOFT_C, 's').replace(HARD_C, 'k'),
          SOUND_FOLDS,
        ),
      );
    const asZ = readsJ ? spelled.replace(J, 'z') : spelled;
    const plain = keyOf(spelled, false);
    const plainZ = readsJ ? keyOf(asZ, false) : plain;
    return {
      keys: [
        plain,
        readsC ? keyOf(spelled, true) : plain,
        plainZ,
        readsC ? keyOf(asZ, true) : plainZ,
      ],
      readsC,
      readsJ,
    };
  });
}

/** Keys of words read before (a word's keys never change; see `Remembered`). */
const rememberedWords = new Remembered<WordKeys>({ capacity: 50_000, maxLength: 100 });
