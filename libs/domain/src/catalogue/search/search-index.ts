import { withinEditDistance } from './edit-distance';
import { looseKeys } from './loose-key';
import { normalizeSearchText } from './normalize';
import { typoLimitOf, type QueryWord, type SearchQuery, type SearchReading } from './query';

/**
 * How well a project matches a query, best first; the catalogue orders by rank, then by its sort.
 * A name is matched in its own spelling and in its loose keys (any transliteration), and a query
 * of several words needs each word somewhere, in any order.
 */
export const searchRanks = {
  /** The query is the whole name. */
  exactName: 0,
  /** The name starts with the query. */
  namePrefix: 1,
  /** A word of the name starts with the query; or each word of the query starts one. */
  wordPrefix: 2,
  /** The query is inside the name; or each of its words is. */
  nameSubstring: 3,
  /** The same four, in an alternative name: the whole of it, */
  alternativeExact: 4,
  /** the start of it or of one of its words, */
  alternativePrefix: 5,
  /** anywhere in it. */
  alternativeSubstring: 6,
  /** In a developer's name, however well: a studio typed exactly should not outrank its works. */
  developer: 7,
  /** A word with a typo (see `typoLimitOf`), in the name, */
  typoInName: 8,
  /** or elsewhere. */
  typo: 9,
} as const;
export type SearchRank = (typeof searchRanks)[keyof typeof searchRanks];
/** Kept in a byte per project; any rank is less. */
export const NO_MATCH = 255;

/** What of a project is searched; developers by name. */
export interface SearchFields {
  name: string;
  alternativeNames?: readonly string[];
  developers?: readonly string[];
}

/**
 * The projects a query found: `rankOf(slot)` is a {@link SearchRank} or {@link NO_MATCH}, read in a
 * byte per project so that walking a whole sorted catalogue to pick them out stays cheap.
 */
export interface SearchMatches {
  readonly count: number;
  rankOf(slot: number): number;
}

const field = { name: 0, alternative: 1, developer: 2 } as const;
type Field = (typeof field)[keyof typeof field];
const kind = { exact: 0, prefix: 1, inside: 2, typo: 3 } as const;
type Kind = (typeof kind)[keyof typeof kind];

/**
 * A posting is one number: the project's slot, which field the word is in, whether it is the
 * field's first word, and whether it is the whole field (a one-word name, or a name's words joined).
 */
const FIRST_WORD = 0b10;
const WHOLE_FIELD = 0b01;
const posting = (slot: number, in_: Field, flags: number) => (slot << 4) | (in_ << 2) | flags;
const slotOf = (entry: number) => entry >>> 4;

/** The rank a word earns by how it matched one vocabulary word, and where that word sits. */
function wordRank(matched: Kind, entry: number): number {
  const where = (entry >> 2) & 0b11;
  const first = (entry & FIRST_WORD) !== 0;
  const whole = (entry & WHOLE_FIELD) !== 0;
  if (matched === kind.typo)
    return where === field.name ? searchRanks.typoInName : searchRanks.typo;
  if (where === field.developer) return searchRanks.developer;
  if (where === field.alternative) {
    if (matched === kind.inside) return searchRanks.alternativeSubstring;
    return matched === kind.exact && whole
      ? searchRanks.alternativeExact
      : searchRanks.alternativePrefix;
  }
  if (matched === kind.inside) return searchRanks.nameSubstring;
  if (matched === kind.exact && whole) return searchRanks.exactName;
  return first ? searchRanks.namePrefix : searchRanks.wordPrefix;
}

interface Indexed {
  /** Every spelling of the name and of the alternative names: for ranking a whole phrase. */
  readonly nameForms: readonly string[];
  readonly alternativeForms: readonly string[];
  /** The vocabulary words its postings are under, to take them out again. */
  readonly words: readonly string[];
}

/** A text in its own spelling and its loose keys, distinct. */
function formsOf(text: string): string[] {
  const normalized = normalizeSearchText(text);
  if (normalized === '') return [];
  return [...new Set([normalized, ...looseKeys(normalized)])].filter((form) => form !== '');
}

/**
 * Catalogue search over every project in memory (the API's catalogue index holds one). Names are
 * cut into words, each word in its spelling and its loose keys, and every distinct word is kept
 * once with the projects that have it. A query then walks the vocabulary (thousands of words, not
 * tens of thousands of projects) to find the words each of its words matches exactly, as a prefix,
 * inside, or with a typo, and reads their projects.
 *
 * Projects are numbered by the caller (`slot`): small integers, reused, so that ranks fit an array.
 */
export class SearchIndex {
  private readonly postings = new Map<string, number[]>();
  private readonly projects = new Map<number, Indexed>();
  /** The vocabulary as an array, rebuilt when a word comes or goes (names change rarely). */
  private vocabulary: string[] | null = null;
  private capacity = 0;

  /** Indexes a project under its slot, replacing what the slot had. */
  set(slot: number, fields: SearchFields): void {
    this.delete(slot);
    const entries = new Map<string, number>();
    const add = (word: string, in_: Field, flags: number) => {
      const key = `${in_}\u0000${word}`;
      entries.set(key, (entries.get(key) ?? 0) | flags);
    };
    const index = (texts: readonly string[], in_: Field) => {
      const forms = texts.flatMap(formsOf);
      for (const form of forms) {
        const words = form.split(' ');
        words.forEach((word, position) =>
          add(
            word,
            in_,
            (position === 0 ? FIRST_WORD : 0) | (words.length === 1 ? WHOLE_FIELD : 0),
          ),
        );
        if (words.length > 1) add(words.join(''), in_, FIRST_WORD | WHOLE_FIELD);
      }
      return [...new Set(forms)];
    };
    const nameForms = index([fields.name], field.name);
    const alternativeForms = index(fields.alternativeNames ?? [], field.alternative);
    index(fields.developers ?? [], field.developer);
    const words = new Set<string>();
    for (const [key, flags] of entries) {
      const separator = key.indexOf('\u0000');
      const in_ = Number(key.slice(0, separator)) as Field;
      const word = key.slice(separator + 1);
      let list = this.postings.get(word);
      if (!list) {
        list = [];
        this.postings.set(word, list);
        this.vocabulary = null;
      }
      list.push(posting(slot, in_, flags));
      words.add(word);
    }
    this.projects.set(slot, { nameForms, alternativeForms, words: [...words] });
    this.capacity = Math.max(this.capacity, slot + 1);
  }

  delete(slot: number): void {
    const indexed = this.projects.get(slot);
    if (!indexed) return;
    for (const word of indexed.words) {
      const list = this.postings.get(word);
      if (!list) continue;
      const kept = list.filter((entry) => slotOf(entry) !== slot);
      if (kept.length > 0) {
        this.postings.set(word, kept);
      } else {
        this.postings.delete(word);
        this.vocabulary = null;
      }
    }
    this.projects.delete(slot);
  }

  get size(): number {
    return this.projects.size;
  }

  /**
   * The projects the query finds, each with its rank. The other keyboard layout is read only when
   * the query as typed finds nothing but typos: "ыускуе" finds "Secret", while "ад" keeps its own
   * matches and does not bring in every name that starts with "fl".
   */
  search(query: SearchQuery): SearchMatches {
    const ranks = new Uint8Array(this.capacity).fill(NO_MATCH);
    let count = this.searchReading(query.typed, ranks);
    if (query.otherLayout && !this.hasCloseMatch(ranks)) {
      count = this.searchReading(query.otherLayout, ranks);
    }
    return { count, rankOf: (slot) => ranks[slot] ?? NO_MATCH };
  }

  private hasCloseMatch(ranks: Uint8Array): boolean {
    for (const rank of ranks) if (rank <= searchRanks.developer) return true;
    return false;
  }

  /** Lowers `ranks` where the reading finds a project; answers how many projects have a rank. */
  private searchReading(reading: SearchReading, ranks: Uint8Array): number {
    let candidates: number[] | null = null;
    const combined = new Map<number, number>();
    for (const word of reading.words) {
      const wordRanks = this.rankWord(word, reading.asTyped);
      if (candidates === null) {
        candidates = [...wordRanks.keys()];
        for (const [slot, rank] of wordRanks) combined.set(slot, rank);
        continue;
      }
      // Every word must match somewhere; the project ranks as its worst-matched word.
      const kept: number[] = [];
      for (const slot of candidates) {
        const rank = wordRanks.get(slot);
        if (rank === undefined) continue;
        kept.push(slot);
        if (rank > combined.get(slot)!) combined.set(slot, rank);
      }
      candidates = kept;
    }
    for (const slot of candidates ?? []) {
      let rank = combined.get(slot)!;
      if (reading.words.length > 1) rank = this.phraseRank(slot, reading, rank);
      if (rank < ranks[slot]!) ranks[slot] = rank;
    }
    let count = 0;
    for (const rank of ranks) if (rank !== NO_MATCH) count += 1;
    return count;
  }

  /**
   * A project with every word of a several-word query ranks as its worst word ("summer
   * everlasting": each word starts a word of the name). If the name holds the words as the query
   * gives them, together and in order, it ranks as a one-word query would.
   */
  private phraseRank(slot: number, reading: SearchReading, rank: number): number {
    const indexed = this.projects.get(slot);
    if (!indexed) return rank;
    if (rank <= searchRanks.nameSubstring) {
      return Math.min(rank, phraseRankIn(indexed.nameForms, reading, searchRanks.exactName));
    }
    if (rank <= searchRanks.alternativeSubstring) {
      return Math.min(
        rank,
        phraseRankIn(indexed.alternativeForms, reading, searchRanks.alternativeExact),
      );
    }
    return rank;
  }

  /** Each project one word of the query matches, with its best rank for that word. */
  private rankWord(word: QueryWord, inside: boolean): Map<number, number> {
    const found = new Map<number, number>();
    const take = (vocabularyWord: string, matched: Kind) => {
      for (const entry of this.postings.get(vocabularyWord) ?? []) {
        const slot = slotOf(entry);
        const rank = wordRank(matched, entry);
        const previous = found.get(slot);
        if (previous === undefined || rank < previous) found.set(slot, rank);
      }
    };
    for (const vocabularyWord of this.words()) {
      const matched = matchWord(vocabularyWord, word, inside);
      if (matched !== null) take(vocabularyWord, matched);
    }
    return found;
  }

  private words(): string[] {
    this.vocabulary ??= [...this.postings.keys()];
    return this.vocabulary;
  }
}

/**
 * How a vocabulary word matches a query word in any of its forms, the best way: exactly, as its
 * start, inside it (when `inside`), or with a typo (when the word has a typo limit).
 * A typo never touches the first letter of a word under 8 letters: readers get that one right, and
 * allowing it would match half the vocabulary's short words.
 */
function matchWord(vocabularyWord: string, word: QueryWord, inside: boolean): Kind | null {
  let best: Kind | null = null;
  for (const form of word.forms) {
    const at = vocabularyWord.indexOf(form);
    if (at === 0) {
      if (vocabularyWord.length === form.length) return kind.exact;
      best = kind.prefix;
    } else if (at > 0 && inside && best === null) {
      best = kind.inside;
    }
  }
  if (best !== null || word.typoLimit === 0) return best;
  // A loose key can be shorter than the word typed ("shch" is one letter): the rule holds for it too.
  for (const form of word.forms) {
    const limit = Math.min(word.typoLimit, typoLimitOf(form));
    if (limit === 0) continue;
    if (limit === 1 && vocabularyWord.charCodeAt(0) !== form.charCodeAt(0)) continue;
    if (withinEditDistance(form, vocabularyWord, limit)) return kind.typo;
  }
  return null;
}

function phraseRankIn(forms: readonly string[], reading: SearchReading, exact: number): number {
  let best: number = NO_MATCH;
  for (const form of forms) {
    const joined = form.replaceAll(' ', '');
    for (const phrase of reading.phrases) {
      if (form === phrase.text || joined === phrase.joined) return exact;
      if (form.startsWith(phrase.text) || joined.startsWith(phrase.joined)) {
        best = Math.min(best, exact + 1);
      } else if (exact === searchRanks.exactName && form.includes(phrase.wordStart)) {
        best = Math.min(best, searchRanks.wordPrefix);
      }
    }
  }
  return best;
}
