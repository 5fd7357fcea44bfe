import { looseKeys } from './loose-key';
import { normalizeSearchText, swapKeyboardLayout } from './normalize';
import { formWordOf, isOptionalWord, soundWordOf } from './word-forms';

/**
 * A search query read once per request: the words as typed and, apart, as the same keys give
 * them in the other keyboard layout. Each word is matched in its own spelling and in its loose keys
 * (see `looseKeys`), so "tainaya" meets "тайная" and "химитсу" meets "himitsu".
 */
export interface SearchQuery {
  /** The normalized text; what answers are cached under. */
  readonly text: string;
  readonly typed: SearchReading;
  /** Null when the other layout gives the same letters (digits, kana) or nothing searchable. */
  readonly otherLayout: SearchReading | null;
}

export interface SearchReading {
  readonly words: readonly QueryWord[];
  /** The whole text in its spelling and keys, for ranking a project that has every word. */
  readonly phrases: readonly QueryPhrase[];
  /** More than one word typed (a word said twice counts twice: "9 9" is a phrase). */
  readonly severalWords: boolean;
  /**
   * Whether words may match inside a word or with a typo. Not in the other layout: a slip on top of
   * a slip, and the short garbage a right query becomes there ("кэнон" is "rtyjy") would be
   * found inside many names.
   */
  readonly asTyped: boolean;
}

export interface QueryWord {
  /** The word as typed, then its loose keys; distinct and non-empty. */
  readonly forms: readonly string[];
  /** Its Russian stem as a vocabulary word (`formWordOf`); null for other words, and in the other layout. */
  readonly form: string | null;
  /** How its keys sound, as vocabulary words (`soundWordOf`); none in the other layout. */
  readonly sounds: readonly string[];
  /** Edits a typo may have made in it: 0 below 4 letters, 1 up to 7, 2 in longer words. */
  readonly typoLimit: number;
  /** A preposition or article a name may leave out (`isOptionalWord`), when the query has other words. */
  readonly optional: boolean;
}

export interface QueryPhrase {
  readonly text: string;
  /** With a space before it: the phrase starting a word inside a name. */
  readonly wordStart: string;
  /** Without spaces: "steins gate" is "SteinsGate". */
  readonly joined: string;
}

/** Words past this are ignored: a query is a name, and each word costs a pass over the vocabulary. */
export const MAX_QUERY_WORDS = 8;

/** The typo rule: one edit in words of 4–7 letters, two in longer ones, none in shorter. */
export function typoLimitOf(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 8 ? 1 : 2;
}

function phrase(text: string): QueryPhrase {
  return { text, wordStart: ` ${text}`, joined: text.replaceAll(' ', '') };
}

function distinct(forms: readonly string[]): string[] {
  return [...new Set(forms)].filter((form) => form !== '');
}

function reading(normalized: string, asTyped: boolean): SearchReading | null {
  if (normalized === '') return null;
  const kept = normalized.split(' ').slice(0, MAX_QUERY_WORDS);
  // A word said twice ("of" in "Dragon of the Moon: Land of the Sun") asks nothing more of the
  // words; the phrase keeps it.
  const distinctWords = [...new Set(kept)];
  const someNeeded = distinctWords.some((word) => !isOptionalWord(word));
  const words = distinctWords.map((word): QueryWord => {
    const keys = looseKeys(word);
    return {
      forms: distinct([word, ...keys]),
      form: asTyped ? formWordOf(word) : null,
      sounds: asTyped ? distinct(keys.map((key) => soundWordOf(key) ?? '')) : [],
      typoLimit: asTyped ? typoLimitOf(word) : 0,
      optional: someNeeded && isOptionalWord(word),
    };
  });
  const text = kept.join(' ');
  return {
    words,
    phrases: distinct([text, ...looseKeys(text)]).map(phrase),
    severalWords: kept.length > 1,
    asTyped,
  };
}

/** Null when nothing searchable is left after normalization: the caller then does not filter. */
export function prepareQuery(query: string): SearchQuery | null {
  const text = normalizeSearchText(query);
  const typed = reading(text, true);
  if (typed === null) return null;
  const swapped = normalizeSearchText(swapKeyboardLayout(query));
  return {
    text,
    typed,
    otherLayout: swapped === text ? null : reading(swapped, false),
  };
}
