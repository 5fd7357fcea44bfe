import { withinEditDistance } from './edit-distance';
import { looseKeys } from './loose-key';
import { normalizeSearchText } from './normalize';
import { prepareQuery, type QueryWord, type SearchReading } from './query';
import { formWordOf, soundWordOf } from './word-forms';

/** A piece of a name as the suggestions show it: marked where the query matched it. */
export interface MatchedPart {
  readonly text: string;
  readonly marked: boolean;
}

/** A word of the name where it stands, and its readings. */
interface NameWord {
  readonly start: number;
  readonly end: number;
  /** As `normalizeSearchText` gives it, spaces taken out (a ligature can open into two letters). */
  readonly normalized: string;
  readonly keys: readonly string[];
}

const WORDS = /[\p{L}\p{N}]+/gu;

function wordsOf(name: string): NameWord[] {
  return [...name.matchAll(WORDS)].map((match) => {
    const normalized = normalizeSearchText(match[0]).replaceAll(' ', '');
    return {
      start: match.index,
      end: match.index + match[0].length,
      normalized,
      keys: looseKeys(normalized),
    };
  });
}

/**
 * Where one query word meets a name word: the letters it spells, when it is there as typed (the
 * start of the word, or from two letters inside it), or the whole word when it meets the word
 * only through a transliteration, a word form, its sound or a typo (the search's rules, ADR 0010).
 * Offsets are the name's; null when the word does not match.
 */
function matchIn(word: NameWord, query: QueryWord): readonly [number, number] | null {
  const typed = query.forms[0]!;
  const at = word.normalized.indexOf(typed);
  if (at === 0 || (at > 0 && typed.length >= 2)) {
    // Letters that normalization changed in length (a ligature) cannot be counted back: the word.
    const sameLength = word.end - word.start === word.normalized.length;
    return sameLength ? [word.start + at, word.start + at + typed.length] : [word.start, word.end];
  }
  return meetsLoosely(word, query) ? [word.start, word.end] : null;
}

function meetsLoosely(word: NameWord, query: QueryWord): boolean {
  const keys = query.forms.slice(1);
  if (word.keys.some((key) => keys.some((each) => key.startsWith(each)))) return true;
  if (query.form !== null && query.form === formWordOf(word.normalized)) return true;
  const sounds = word.keys.map(soundWordOf);
  if (query.sounds.some((sound) => sounds.some((each) => each?.startsWith(sound)))) return true;
  return (
    query.typoLimit > 0 &&
    query.forms.some((form) =>
      word.keys.some((key) => withinEditDistance(form, key, query.typoLimit)),
    )
  );
}

/**
 * Whether one word of a text, as written, meets a query word by the search's rules: as typed only
 * (cheap: no loose keys are made), or also through a transliteration, a word form, its sound or a
 * typo (`loosely`).
 */
export function wordMeets(text: string, query: QueryWord, loosely: boolean): boolean {
  const normalized = normalizeSearchText(text).replaceAll(' ', '');
  const typed = query.forms[0]!;
  const at = normalized.indexOf(typed);
  if (at === 0 || (at > 0 && typed.length >= 2)) return true;
  if (!loosely) return false;
  return meetsLoosely(
    { start: 0, end: text.length, normalized, keys: looseKeys(normalized) },
    query,
  );
}

/**
 * The name words a query word covers run together ("littlebusters" for "Little Busters"), from
 * the word at `first`: the last word it reaches into, or null.
 */
function joinedMatch(words: readonly NameWord[], first: number, typed: string): number | null {
  let joined = words[first]!.normalized;
  for (let at = first + 1; at < words.length; at += 1) {
    if (!typed.startsWith(joined)) return null;
    joined += words[at]!.normalized;
    if (joined.startsWith(typed)) return at;
  }
  return null;
}

function marksOf(name: string, reading: SearchReading): boolean[] {
  const marked = new Array<boolean>(name.length).fill(false);
  const mark = (from: number, to: number) => marked.fill(true, from, to);
  const words = wordsOf(name);
  for (const query of reading.words) {
    let found = false;
    for (const word of words) {
      const range = matchIn(word, query);
      if (range) {
        mark(...range);
        found = true;
      }
    }
    if (found) continue;
    for (let first = 0; first < words.length; first += 1) {
      const last = joinedMatch(words, first, query.forms[0]!);
      if (last !== null) mark(words[first]!.start, words[last]!.end);
    }
  }
  return marked;
}

/**
 * The name cut into what the query matched and what it did not, for the suggestions as the reader
 * types (docs/product §A7.2). Read with the search's own rules: as typed, in any transliteration,
 * another word form, as it sounds, with a typo, words run together; the other keyboard layout
 * when the text as typed marks nothing. A name found through an alternative name or a developer
 * comes back whole and unmarked.
 */
export function matchedParts(name: string, query: string): MatchedPart[] {
  const prepared = prepareQuery(query);
  let marked = prepared ? marksOf(name, prepared.typed) : [];
  if (prepared?.otherLayout && !marked.includes(true)) {
    marked = marksOf(name, prepared.otherLayout);
  }
  const parts: MatchedPart[] = [];
  let from = 0;
  for (let at = 1; at <= name.length; at += 1) {
    if (at === name.length || marked[at] !== marked[from]) {
      parts.push({ text: name.slice(from, at), marked: marked[from] ?? false });
      from = at;
    }
  }
  return parts;
}
