import { NO_MATCH, SearchIndex, type SearchFields, type SearchQuery } from '@vn/domain';

/** A record found, with how well it matched (a `SearchRank`, best first). */
export interface Found<T> {
  readonly item: T;
  readonly rank: number;
}

/**
 * The domain's forgiving search (ADR 0010) over records kept by id: `SearchIndex` numbers what it
 * holds by slot, so this gives each id a slot and takes a freed one back, keeping the ranks'
 * arrays as long as the records held rather than every record ever seen.
 */
export class NamedIndex<T> {
  private index = new SearchIndex();
  private readonly slots = new Map<string, number>();
  private readonly items: (T | undefined)[] = [];
  private readonly freeSlots: number[] = [];
  /** Moves on every change: answers kept from what this index found (guests') compare it. */
  version = 0;

  get size(): number {
    return this.slots.size;
  }

  get(id: string): T | undefined {
    const slot = this.slots.get(id);
    return slot === undefined ? undefined : this.items[slot];
  }

  /** Holds a record under its id, found by `fields` (replacing what the id had). */
  set(id: string, fields: SearchFields, item: T): void {
    let slot = this.slots.get(id);
    if (slot === undefined) {
      slot = this.freeSlots.pop() ?? this.items.length;
      this.slots.set(id, slot);
    }
    this.items[slot] = item;
    this.index.set(slot, fields);
    this.version += 1;
  }

  /** Keeps the record under its id, still found as it was: a change the search does not read. */
  replace(id: string, item: T): void {
    const slot = this.slots.get(id);
    if (slot !== undefined) this.items[slot] = item;
    this.version += 1;
  }

  delete(id: string): void {
    const slot = this.slots.get(id);
    if (slot === undefined) return;
    this.index.delete(slot);
    this.items[slot] = undefined;
    this.slots.delete(id);
    this.freeSlots.push(slot);
    this.version += 1;
  }

  /** Lets every record go (before reading them all again). */
  clear(): void {
    this.index = new SearchIndex();
    this.slots.clear();
    this.items.length = 0;
    this.freeSlots.length = 0;
    this.version += 1;
  }

  /** Every record the query finds, best first, ties in `order`. */
  find(query: SearchQuery, order: (a: T, b: T) => number): Found<T>[] {
    const matches = this.index.search(query);
    const found: Found<T>[] = [];
    matches.slots.forEach((slot, at) => {
      const item = this.items[slot];
      const rank = matches.ranks[at]!;
      if (item !== undefined && rank !== NO_MATCH) found.push({ item, rank });
    });
    return found.sort((a, b) => a.rank - b.rank || order(a.item, b.item));
  }
}
