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
   * The words in code-unit order, and each word's place in it: the words that start with a text
   * are one run of that order, found by binary search and tested by place. Rebuilt on the first
   * search after new words came (a renamed project; a few hundred milliseconds at 100,000 words).
   */
  private order: { words: Int32Array; placeOf: Int32Array } | null = null;
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
      this.order = null;
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
   * The words that start with `start` (itself included) as a run of places in code-unit order:
   * `[from, to)`; `wordAt` and `placeOf` read it.
   */
  startingWith(start: string): readonly [number, number] {
    const order = this.sortedOrder();
    const from = this.firstPlaceNotBefore(start, order.words);
    // Words that start with it are one run from there: find where it ends.
    let low = from;
    let high = order.words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.words[order.words[middle]!]!.startsWith(start)) low = middle + 1;
      else high = middle;
    }
    return [from, low];
  }

  wordAt(place: number): number {
    return this.sortedOrder().words[place]!;
  }

  placeOf(number: number): number {
    return this.sortedOrder().placeOf[number]!;
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

  private sortedOrder(): { words: Int32Array; placeOf: Int32Array } {
    if (this.order) return this.order;
    const numbers = Int32Array.from(this.words.keys());
    numbers.sort((a, b) =>
      this.words[a]! < this.words[b]! ? -1 : this.words[a]! > this.words[b]! ? 1 : 0,
    );
    const placeOf = new Int32Array(numbers.length);
    numbers.forEach((number, place) => (placeOf[number] = place));
    this.order = { words: numbers, placeOf };
    return this.order;
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

function bucket(first: string, length: number): string {
  return `${first}${length}`;
}

function push(map: Map<string, number[]>, key: string, number: number): void {
  const list = map.get(key);
  if (list) list.push(number);
  else map.set(key, [number]);
}
