import { withinEditDistance } from './edit-distance';

/**
 * Every distinct word of the catalogue's names (in their spellings and loose keys), numbered, with
 * the ways a query word finds them without reading them all: by their start (a run of the sorted
 * words), by a piece inside, by a typo. At 20,000 projects there are about 100,000 of them, so a query that compared itself with
 * each would take tens of milliseconds; these lookups take microseconds.
 *
 * Numbers are never reused: a word whose last project left keeps its number and finds nothing.
 */
export class Vocabulary {
  private readonly words: string[] = [];
  private readonly numbers = new Map<string, number>();
  /**
   * The words by their first two letters (a shorter word by itself), each group sorted in
   * code-unit order when first read after it changed: the words that start with a text are one
   * run of a group, or whole groups for a one-letter text. Sorting all 600,000 words of 80,000
   * projects at once took longer than reading their names; a group is a few hundred words, and a
   * renamed project re-sorts only the groups its new words joined.
   */
  private readonly byStart = new Map<number, StartGroup>();
  /** The groups by their first letter (its code), for a one-letter text. */
  private readonly groupsByLetter = new Map<number, StartGroup[]>();
  /** Words by each two- and three-letter piece after their first letter (pieces inside them). */
  private readonly byPiece = new Map<string, number[]>();
  /** Words by first letter and length, and by second letter and length: what a typo could be. */
  private readonly byFirstAndLength = new Map<string, number[]>();
  private readonly bySecondAndLength = new Map<string, number[]>();
  private readonly withPieces = new Set<number>();

  /**
   * The number of a word, adding it when new. `pieces` false for a name's words run together
   * ("sayanouta"): found whole or by its start, but not by what is inside (every short word would
   * be inside thousands of them) nor with a typo (they are most of the long words).
   */
  add(word: string, { pieces = true } = {}): number {
    let number = this.numbers.get(word);
    if (number === undefined) {
      number = this.words.length;
      this.words.push(word);
      this.numbers.set(word, number);
      this.addToStartGroup(word, number);
    }
    if (pieces && !this.withPieces.has(number)) {
      this.withPieces.add(number);
      push(this.byFirstAndLength, bucket(word.charAt(0), word.length), number);
      if (word.length >= 6)
        push(this.bySecondAndLength, bucket(word.charAt(1), word.length), number);
      const inside = new Set<string>();
      for (let at = 1; at < word.length - 1; at += 1) {
        inside.add(word.slice(at, at + 2));
        if (at + 3 <= word.length) inside.add(word.slice(at, at + 3));
      }
      for (const piece of inside) push(this.byPiece, piece, number);
    }
    return number;
  }

  numberOf(word: string): number | undefined {
    return this.numbers.get(word);
  }

  get size(): number {
    return this.words.length;
  }

  wordOf(number: number): string {
    return this.words[number]!;
  }

  /**
   * The words that start with `start` (itself included), as runs of sorted groups; none when no
   * word does. `start` is one letter or more.
   */
  startingWith(start: string): Run[] {
    if (start.length === 1) {
      return (this.groupsByLetter.get(start.charCodeAt(0)) ?? []).map((group) => {
        const order = this.sortedGroup(group);
        return { order, from: 0, to: order.length };
      });
    }
    const group = this.byStart.get(startKeyOf(start));
    if (!group) return [];
    const order = this.sortedGroup(group);
    const from = this.firstPlaceNotBefore(start, order);
    // Words that start with it are one run from there: find where it ends.
    let low = from;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.words[order[middle]!]!.startsWith(start)) low = middle + 1;
      else high = middle;
    }
    return low > from ? [{ order, from, to: low }] : [];
  }

  private addToStartGroup(word: string, number: number): void {
    const start = startKeyOf(word);
    const group = this.byStart.get(start);
    if (group) {
      group.words.push(number);
      group.order = null;
      return;
    }
    const created: StartGroup = { words: [number], order: null };
    this.byStart.set(start, created);
    const letter = word.charCodeAt(0);
    const groups = this.groupsByLetter.get(letter);
    if (groups) groups.push(created);
    else this.groupsByLetter.set(letter, [created]);
  }

  private sortedGroup(group: StartGroup): Int32Array {
    if (group.order) return group.order;
    const { words } = this;
    group.order = Int32Array.from(group.words).sort((a, b) => (words[a]! < words[b]! ? -1 : 1));
    return group.order;
  }

  private firstPlaceNotBefore(text: string, order: Int32Array): number {
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.words[order[middle]!]! < text) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * Words that have `piece` (two letters or more) inside, not at their start. Read from the
   * rarest of its two- and three-letter pieces, then checked.
   */
  *containing(piece: string): Iterable<number> {
    if (piece.length < 2) return;
    let rarest: readonly number[] | undefined;
    const size = Math.min(3, piece.length);
    for (let at = 0; at + size <= piece.length; at += 1) {
      const list = this.byPiece.get(piece.slice(at, at + size)) ?? [];
      if (rarest === undefined || list.length < rarest.length) rarest = list;
      if (list.length === 0) return;
    }
    for (const number of rarest ?? []) {
      if (this.words[number]!.indexOf(piece, 1) > 0) yield number;
    }
  }

  /**
   * Words within `limit` edits of `word`, from the few of about its length that share a start
   * letter. With one edit the first letter must be right (the typo rule). With two, in words of 8
   * letters or more, a slip at the start is found when the other's first letter is among the
   * word's first three (a swap, a letter added or dropped) or the second letters agree (the first
   * one mistyped).
   */
  withTypo(word: string, limit: number): Set<number> {
    const found = new Set<number>();
    const consider = (list: readonly number[] | undefined) => {
      for (const number of list ?? []) {
        if (found.has(number)) continue;
        const candidate = this.words[number]!;
        if (candidate !== word && withinEditDistance(word, candidate, limit)) found.add(number);
      }
    };
    for (let length = word.length - limit; length <= word.length + limit; length += 1) {
      if (limit === 1) {
        consider(this.byFirstAndLength.get(bucket(word.charAt(0), length)));
        continue;
      }
      for (const first of new Set(word.slice(0, 3))) {
        consider(this.byFirstAndLength.get(bucket(first, length)));
      }
      consider(this.bySecondAndLength.get(bucket(word.charAt(1), length)));
    }
    return found;
  }
}

/** A run of sorted words: the vocabulary numbers `order[from]` up to `order[to - 1]`. */
export interface Run {
  readonly order: Int32Array;
  readonly from: number;
  readonly to: number;
}

/** Words with the same first two letters; `order` is them sorted, null until read again. */
interface StartGroup {
  readonly words: number[];
  order: Int32Array | null;
}

/**
 * The group of a word (or of a start of two letters or more): its first two letters as a number,
 * a one-letter word apart from all of them. A number, not the two letters: a name's words run
 * together are 600,000 words at 80,000 projects, and slicing each cost a string.
 */
function startKeyOf(word: string): number {
  return word.charCodeAt(0) * 0x10001 + (word.length > 1 ? word.charCodeAt(1) + 1 : 0);
}

function bucket(first: string, length: number): string {
  return `${first}${length}`;
}

function push<T>(map: Map<string, T[]>, key: string, item: T): void {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}
