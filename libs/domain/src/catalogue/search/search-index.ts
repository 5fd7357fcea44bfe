import {
  field,
  FIRST_WORD,
  NameReader,
  WHOLE_FIELD,
  type Field,
  type Phrase,
  type SearchFields,
} from './project-words';
import { typoLimitOf, type QueryWord, type SearchQuery, type SearchReading } from './query';
import { Vocabulary, type Run } from './vocabulary';

export type { SearchFields } from './project-words';

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
  /** Another form of a Russian word of the name or an alternative name («легенды» for «Легенда»). */
  wordForm: 7,
  /** In a developer's name, however well: a studio typed exactly should not outrank its works. */
  developer: 8,
  /** A word with a typo (see `typoLimitOf`), in the name, */
  typoInName: 9,
  /** or elsewhere. */
  typo: 10,
  /** A word that only sounds like one (see `soundWordOf`: литтл for Little), in the name, */
  soundsLikeInName: 11,
  /** or elsewhere. */
  soundsLike: 12,
} as const;
export type SearchRank = (typeof searchRanks)[keyof typeof searchRanks];
/** Kept in a byte per project; any rank is less. */
export const NO_MATCH = 255;

/** The projects a query found, each with its {@link SearchRank}. */
export interface SearchMatches {
  readonly count: number;
  /** The slots found, in no order. */
  readonly slots: readonly number[];
  /** `ranks[i]` is the rank of `slots[i]`. */
  readonly ranks: Uint8Array;
}

const kind = { exact: 0, prefix: 1, inside: 2, typo: 3, form: 4, sound: 5 } as const;
type Kind = (typeof kind)[keyof typeof kind];

/**
 * A posting is one number: the project's slot, which field the word is in, whether it is the
 * field's first word, and whether it is the whole field (a one-word name, or a name's words joined).
 */
const posting = (slot: number, in_: Field, flags: number) => (slot << 4) | (in_ << 2) | flags;
const slotOf = (entry: number) => entry >>> 4;

/** The rank a word earns by how it matched one vocabulary word, and where that word sits. */
function rankOfMatch(matched: Kind, entry: number): number {
  const where = (entry >> 2) & 0b11;
  const first = (entry & FIRST_WORD) !== 0;
  const whole = (entry & WHOLE_FIELD) !== 0;
  if (matched === kind.typo)
    return where === field.name ? searchRanks.typoInName : searchRanks.typo;
  if (matched === kind.sound)
    return where === field.name ? searchRanks.soundsLikeInName : searchRanks.soundsLike;
  if (where === field.developer) return searchRanks.developer;
  if (matched === kind.form) return searchRanks.wordForm;
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

/** {@link rankOfMatch} for every kind and posting's low bits, looked up: it runs per posting read. */
const RANKS = Uint8Array.from({ length: 6 * 16 }, (_, index) =>
  rankOfMatch((index >> 4) as Kind, index & 0b1111),
);
const wordRank = (matched: Kind, entry: number) => RANKS[(matched << 4) | (entry & 0b1111)]!;

interface Indexed {
  /** Every spelling of the name and of the alternative names: for ranking a whole phrase. */
  readonly nameForms: readonly Phrase[];
  readonly alternativeForms: readonly Phrase[];
  /** Its words and how it has each, in pairs: vocabulary number, then the posting. */
  readonly entries: Int32Array;
}

/**
 * The vocabulary words one query word matches, and how: its spellings as words, the runs of the
 * sorted vocabulary that start with them, the words that have them inside, the words a typo away.
 */
interface WordMatches {
  readonly exact: ReadonlySet<number>;
  readonly starts: readonly Run[];
  readonly inside: ReadonlySet<number>;
  readonly typo: ReadonlySet<number>;
  /** The word's stem, as a stem of the catalogue's words. */
  readonly form: ReadonlySet<number>;
  /** How the word sounds, as the sound of the catalogue's words or the start of one. */
  readonly sound: ReadonlySet<number>;
  /** A word the name may leave out (`QueryWord.optional`). */
  readonly optional: boolean;
  /** How many postings reading them all would visit: the cheapest word of a query goes first. */
  readonly cost: number;
}

/**
 * How many postings cost as much as checking one project's own words for a query word: measured
 * at 20,000 projects (about 100 words each), where reading a posting takes some 5 ns.
 */
const POSTINGS_PER_PROJECT_CHECK = 30;

/**
 * Catalogue search over every project in memory (the API's catalogue index holds one). Names are
 * cut into words, each word in its spelling and its loose keys, and every distinct word is kept
 * once (see {@link Vocabulary}) with the projects that have it. A query finds the words each of
 * its words matches exactly, as a start, inside, or failing the first two with a typo. The word
 * with the fewest projects is read through its postings; each project it finds is then checked
 * for the other words through its own few dozen words, so a common word ("the", a single letter
 * still being typed) costs nothing when a rarer one comes with it.
 *
 * Projects are numbered by the caller (`slot`): small integers, reused, so that ranks fit an array.
 */
export class SearchIndex {
  private readonly vocabulary = new Vocabulary();
  private readonly reader = new NameReader(this.vocabulary);
  /** By vocabulary number: the projects that have the word, as postings. */
  private readonly postings: number[][] = [];
  /** By slot. */
  private readonly projects: (Indexed | undefined)[] = [];
  private projectCount = 0;
  /**
   * Postings counted along each sorted group of the vocabulary, for the cost of a run (see
   * `postingsIn`); forgotten when postings change.
   */
  private postingTotals: WeakMap<Int32Array, Float64Array> | null = null;
  private capacity = 0;
  private readonly scratch = new ScratchBytes();

  /** Indexes a project under its slot, replacing what the slot had. */
  set(slot: number, fields: SearchFields): void {
    this.delete(slot);
    const { words, nameForms, alternativeForms } = this.reader.read(fields);
    const entries = new Int32Array(words.size * 2);
    let at = 0;
    for (const [key, flags] of words) {
      const number = key >>> 2;
      const entry = posting(slot, (key & 0b11) as Field, flags);
      // Most words (a name's words run together) have one project: a list made with its first
      // posting holds one, where an empty list grown by a push holds room for seventeen.
      const list = this.postings[number];
      if (list) list.push(entry);
      else this.postings[number] = [entry];
      entries[at++] = number;
      entries[at++] = entry;
    }
    this.projects[slot] = { nameForms, alternativeForms, entries };
    this.projectCount += 1;
    this.capacity = Math.max(this.capacity, slot + 1);
    this.postingTotals = null;
  }

  delete(slot: number): void {
    const indexed = this.projects[slot];
    if (!indexed) return;
    for (let at = 0; at < indexed.entries.length; at += 2) {
      const number = indexed.entries[at]!;
      this.postings[number] = this.postings[number]!.filter((entry) => slotOf(entry) !== slot);
    }
    this.projects[slot] = undefined;
    this.projectCount -= 1;
    this.postingTotals = null;
  }

  get size(): number {
    return this.projectCount;
  }

  /**
   * The projects the query finds, each with its rank. The other keyboard layout is read only when
   * the query as typed finds nothing but typos: "ыускуе" finds "Secret", while "ад" keeps its own
   * matches and does not bring in every name that starts with "fl".
   */
  search(query: SearchQuery): SearchMatches {
    const ranks = this.scratch.ranks(this.capacity);
    try {
      let found = this.searchReading(query.typed, ranks);
      if (query.otherLayout && !found.some((slot) => ranks[slot]! <= searchRanks.developer)) {
        found = [...new Set([...found, ...this.searchReading(query.otherLayout, ranks)])];
      }
      const foundRanks = new Uint8Array(found.length);
      for (let at = 0; at < found.length; at += 1) foundRanks[at] = ranks[found[at]!]!;
      return { count: found.length, slots: found, ranks: foundRanks };
    } finally {
      this.scratch.giveBack(ranks);
    }
  }

  /** Lowers `ranks` where the reading finds a project; answers the projects it found. */
  private searchReading(reading: SearchReading, ranks: Uint8Array): number[] {
    const single = !reading.severalWords;
    const matches = reading.words.map((word) => this.wordMatches(word, reading.asTyped, single));
    // The rarest needed word finds the projects, the others narrow them down, rarest first; a word
    // a name may leave out only ranks (there is always a needed word: see `QueryWord.optional`).
    const [rarest, ...others] = matches.sort(
      (a, b) => Number(a.optional) - Number(b.optional) || a.cost - b.cost,
    );
    const { ranks: worst, slots } = this.readPostings(rarest!);
    try {
      let candidates = slots;
      for (const other of others) {
        if (candidates.length === 0) break;
        candidates = this.narrow(candidates, worst, other);
      }
      for (const slot of candidates) {
        const rank = single
          ? worst[slot]!
          : phraseRank(this.projects[slot]!, reading, worst[slot]!);
        if (rank < ranks[slot]!) ranks[slot] = rank;
      }
      return candidates;
    } finally {
      this.scratch.giveBack(worst);
    }
  }

  /**
   * The candidates that also match `other`, each ranked as its worst-matched word so far. A word
   * with few postings for the candidates left is read through its postings; otherwise each
   * candidate is checked through its own words (a hundred or so), which wins once few are left.
   */
  private narrow(candidates: readonly number[], worst: Uint8Array, other: WordMatches): number[] {
    const kept: number[] = [];
    const keep = (slot: number, rank: number) => {
      if (rank === NO_MATCH) {
        if (other.optional) kept.push(slot);
        return;
      }
      kept.push(slot);
      if (rank > worst[slot]!) worst[slot] = rank;
    };
    if (other.cost < candidates.length * POSTINGS_PER_PROJECT_CHECK) {
      const { ranks } = this.readPostings(other);
      for (const slot of candidates) keep(slot, ranks[slot]!);
      this.scratch.giveBack(ranks);
    } else {
      const marks = this.marksOf(other);
      for (const slot of candidates) keep(slot, rankIn(this.projects[slot]!, marks));
      this.scratch.giveBackMarks(marks);
    }
    return kept;
  }

  /**
   * What one query word matches. Inside other words only from 3 letters, or 2 when it is the
   * whole query: in "saya no" the "no" is a word. Its stem always, as a stem of the catalogue's
   * words. Typos and sounds are looked for only when no spelling or form of the word is a word of
   * the catalogue or the start of one: "лето" finds the names with "лето", not also those with
   * "лего".
   */
  private wordMatches(word: QueryWord, asTyped: boolean, single: boolean): WordMatches {
    const exact = new Set<number>();
    const starts: Run[] = [];
    const inside = new Set<number>();
    const typo = new Set<number>();
    const form = new Set<number>();
    const sound = new Set<number>();
    let cost = 0;
    for (const form of word.forms) {
      const number = this.vocabulary.numberOf(form);
      if (number !== undefined && this.postings[number]!.length > 0) exact.add(number);
      for (const run of this.vocabulary.startingWith(form)) {
        starts.push(run);
        cost += this.postingsIn(run);
      }
      if (asTyped && (form.length > 2 || single)) {
        for (const each of this.vocabulary.containing(form)) {
          inside.add(each);
          cost += this.postings[each]!.length;
        }
      }
    }
    const stem = word.form === null ? undefined : this.vocabulary.numberOf(word.form);
    if (stem !== undefined && this.postings[stem]!.length > 0) {
      form.add(stem);
      cost += this.postings[stem]!.length;
    }
    if (exact.size > 0 || starts.length > 0 || form.size > 0) {
      return { exact, starts, inside, typo, form, sound, optional: word.optional, cost };
    }
    if (word.typoLimit > 0) {
      // A loose key can be shorter than the word typed ("shch" is one letter): the rule holds for it too.
      for (const spelling of word.forms) {
        const limit = Math.min(word.typoLimit, typoLimitOf(spelling));
        if (limit === 0) continue;
        for (const each of this.vocabulary.withTypo(spelling, limit)) {
          typo.add(each);
          cost += this.postings[each]!.length;
        }
      }
    }
    for (const each of word.sounds) {
      // Also as the start of one: the word may still be being typed ("бастe" is ~bst of ~bstrs).
      for (const { order, from, to } of this.vocabulary.startingWith(each)) {
        for (let place = from; place < to; place += 1) {
          const number = order[place]!;
          if (sound.has(number)) continue;
          sound.add(number);
          cost += this.postings[number]!.length;
        }
      }
    }
    return { exact, starts, inside, typo, form, sound, optional: word.optional, cost };
  }

  /**
   * The projects a word's matches have, each with its best rank for the word (in a byte per
   * project, borrowed from `scratch`: give it back).
   */
  private readPostings(matches: WordMatches): { ranks: Uint8Array; slots: number[] } {
    const ranks = this.scratch.ranks(this.capacity);
    const slots: number[] = [];
    const take = (number: number, matched: Kind) => {
      const list = this.postings[number]!;
      const base = matched << 4;
      for (let at = 0; at < list.length; at += 1) {
        const entry = list[at]!;
        const slot = entry >>> 4;
        const rank = RANKS[base | (entry & 0b1111)]!;
        const previous = ranks[slot]!;
        if (previous === NO_MATCH) slots.push(slot);
        if (rank < previous) ranks[slot] = rank;
      }
    };
    for (const { order, from, to } of matches.starts) {
      for (let place = from; place < to; place += 1) {
        const number = order[place]!;
        take(number, matches.exact.has(number) ? kind.exact : kind.prefix);
      }
    }
    for (const number of matches.inside) take(number, kind.inside);
    for (const number of matches.form) take(number, kind.form);
    for (const number of matches.typo) take(number, kind.typo);
    for (const number of matches.sound) take(number, kind.sound);
    return { ranks, slots };
  }

  /**
   * A word's matches as a mark per vocabulary word (its kind + 1, 0 for none), for checking the
   * projects another word found: a byte per word, 600 KB at 80,000 projects, read in O(1)
   * (borrowed from `scratch`: give it back).
   */
  private marksOf(matches: WordMatches): Uint8Array {
    const marks = this.scratch.marks(this.vocabulary.size);
    const mark = (number: number, matched: Kind) => {
      if (marks[number] === 0) marks[number] = matched + 1;
    };
    for (const number of matches.exact) mark(number, kind.exact);
    for (const { order, from, to } of matches.starts) {
      for (let place = from; place < to; place += 1) mark(order[place]!, kind.prefix);
    }
    for (const number of matches.inside) mark(number, kind.inside);
    for (const number of matches.form) mark(number, kind.form);
    for (const number of matches.typo) mark(number, kind.typo);
    for (const number of matches.sound) mark(number, kind.sound);
    return marks;
  }

  /** How many postings a run of words has, from its group's counts along its order. */
  private postingsIn({ order, from, to }: Run): number {
    this.postingTotals ??= new WeakMap();
    let totals = this.postingTotals.get(order);
    if (!totals) {
      totals = new Float64Array(order.length + 1);
      for (let place = 0; place < order.length; place += 1) {
        totals[place + 1] = totals[place]! + (this.postings[order[place]!]?.length ?? 0);
      }
      this.postingTotals.set(order, totals);
    }
    return totals[to]! - totals[from]!;
  }
}

/** A project's best rank for a word, from its own words; {@link NO_MATCH} when none matches. */
function rankIn(indexed: Indexed, marks: Uint8Array): number {
  let best: number = NO_MATCH;
  const { entries } = indexed;
  for (let at = 0; at < entries.length; at += 2) {
    const mark = marks[entries[at]!]!;
    if (mark === 0) continue;
    const rank = wordRank((mark - 1) as Kind, entries[at + 1]!);
    if (rank < best) best = rank;
  }
  return best;
}

/**
 * A project with every word of a several-word query ranks as its worst word ("summer
 * everlasting": each word starts a word of the name). If the name holds the words as the query
 * gives them, together and in order, it ranks as a one-word query would.
 */
function phraseRank(indexed: Indexed, reading: SearchReading, rank: number): number {
  if (rank <= searchRanks.nameSubstring) {
    return phraseRankIn(indexed.nameForms, reading, searchRanks.exactName, rank);
  }
  if (rank <= searchRanks.alternativeSubstring) {
    return phraseRankIn(indexed.alternativeForms, reading, searchRanks.alternativeExact, rank);
  }
  return rank;
}

/**
 * The better of `rank` and how the spellings hold the query's phrase. Only what could be better is
 * compared: a query such as "cat of t" finds thousands of names, each already ranked by its words.
 */
function phraseRankIn(
  forms: readonly Phrase[],
  reading: SearchReading,
  exact: number,
  rank: number,
): number {
  let best = rank;
  if (best <= exact) return best;
  for (const form of forms) {
    const first = form.text.charCodeAt(0);
    for (const phrase of reading.phrases) {
      // A spelling that is the phrase, or starts with it, starts with its letter (so do both
      // joined): most of thousands of names found by "тень об" are passed over here.
      const sameStart = first === phrase.text.charCodeAt(0);
      if (sameStart && (form.text === phrase.text || form.joined === phrase.joined)) return exact;
      if (best <= exact + 1) continue;
      if (
        sameStart &&
        (form.text.startsWith(phrase.text) || form.joined.startsWith(phrase.joined))
      ) {
        best = exact + 1;
      } else if (
        best > searchRanks.wordPrefix &&
        exact === searchRanks.exactName &&
        form.text.includes(phrase.wordStart)
      ) {
        best = searchRanks.wordPrefix;
      }
    }
  }
  return best;
}

/**
 * The byte arrays a search works in (a byte per project for each word's postings, a byte per
 * vocabulary word to narrow), lent and given back rather than made for each search. At 80,000
 * projects a search made some 800 KB of them, outside the heap; under load that garbage kept the
 * collector busy and made the slow answers slower. A search runs to its end before another starts,
 * so a few arrays serve every search.
 */
class ScratchBytes {
  private readonly spareRanks: Uint8Array[] = [];
  private readonly spareMarks: Uint8Array[] = [];

  /** An array of at least `size` bytes, each {@link NO_MATCH}. */
  ranks(size: number): Uint8Array {
    return lend(this.spareRanks, size).fill(NO_MATCH);
  }

  /** An array of at least `size` bytes, each 0. */
  marks(size: number): Uint8Array {
    return lend(this.spareMarks, size).fill(0);
  }

  giveBack(ranks: Uint8Array): void {
    this.spareRanks.push(ranks);
  }

  giveBackMarks(marks: Uint8Array): void {
    this.spareMarks.push(marks);
  }
}

/** A spare array that is large enough, or a new one a little larger, so that growth rarely makes another. */
function lend(spare: Uint8Array[], size: number): Uint8Array {
  const array = spare.pop();
  if (array && array.length >= size) return array;
  return new Uint8Array(size + (size >> 4) + 64);
}
