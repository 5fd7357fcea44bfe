import { wordMeets } from './matched-parts';
import { prepareQuery, type SearchReading } from './query';

/**
 * How many words an excerpt keeps before the word that matched, and after it: about a line of the
 * results page, enough to read the match in its sentence (ours, docs/product §A7.3).
 */
export const EXCERPT_WORDS_BEFORE = 6;
export const EXCERPT_WORDS_AFTER = 12;

const WORDS = /[\p{L}\p{N}]+/gu;
const SPACES = /\s+/g;

/**
 * The first word of the text that a needed word of the query meets (a preposition the query may
 * leave out does not place an excerpt): first as typed, the whole text through, then by the
 * search's looser rules, so the place the reader typed wins over a transliteration further up.
 */
function firstMatch(words: readonly string[], reading: SearchReading): number | null {
  const needed = reading.words.filter((word) => !word.optional);
  for (const loosely of [false, true]) {
    const at = words.findIndex((word) => needed.some((query) => wordMeets(word, query, loosely)));
    if (at >= 0) return at;
  }
  return null;
}

/**
 * A few words of a plain text around the first place the query meets it, by the search's own
 * rules (ADR 0010): the results page shows it under an article's title (docs/product §A7.3).
 * Whitespace is one space; an ellipsis marks a cut. Empty when the text has no word the query
 * meets (the article was found by its title).
 */
export function textAroundMatch(text: string, query: string): string {
  const prepared = prepareQuery(query);
  if (!prepared) return '';
  const matches = [...text.matchAll(WORDS)];
  const words = matches.map((match) => match[0]);
  let at = firstMatch(words, prepared.typed);
  if (at === null && prepared.otherLayout) at = firstMatch(words, prepared.otherLayout);
  if (at === null) return '';
  const first = Math.max(0, at - EXCERPT_WORDS_BEFORE);
  const last = Math.min(matches.length - 1, at + EXCERPT_WORDS_AFTER);
  const start = first === 0 ? 0 : matches[first]!.index;
  const end =
    last === matches.length - 1 ? text.length : matches[last]!.index + matches[last]![0].length;
  const excerpt = text.slice(start, end).replace(SPACES, ' ').trim();
  return `${first > 0 ? '…' : ''}${excerpt}${last < matches.length - 1 ? '…' : ''}`;
}
