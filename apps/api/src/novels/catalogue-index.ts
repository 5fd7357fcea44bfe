import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  bayesianRating,
  mixRating,
  prepareQuery,
  SearchIndex,
  type FilterSection,
  type Length,
  type RatingField,
  type SearchFields,
  type Sort,
} from '@vn/domain';
import type { Model } from 'mongoose';
import { isDeepStrictEqual } from 'node:util';
import { LruMap } from '../common/lru-map';
import { NOVELS_COLLECTION, type NovelRecord } from './novel.schema';

/** A project as the index holds it: the record, and what filtering and sorting read, precomputed. */
export interface IndexedNovel {
  /** Replaced in place when a write leaves every indexed field as it was (see `put`). */
  record: NovelRecord;
  /** Its number in the search index (reused after it leaves). */
  readonly slot: number;
  tagIds: ReadonlySet<string>;
  genreIds: ReadonlySet<string>;
  platformIds: ReadonlySet<string>;
  /** Site average, the external rating scaled to 1..10, and the mix (bRating depends on the mean). */
  average: number | null;
  vndbRating: number | null;
  mix: number | null;
}

/** A catalogue question with vocabulary values already turned into ids. */
export interface CatalogueQuery {
  section: FilterSection;
  /** The reader's search text as sent; empty for none. */
  search: string;
  sort: Sort;
  ratingField: RatingField;
  releasedYear?: number;
  tagIds: readonly string[];
  genreIds: readonly string[];
  platformIds: readonly string[];
  excludeTagIds: readonly string[];
  excludeGenreIds: readonly string[];
  lengths: readonly Length[];
  page: number;
  limit: number;
}

export interface Ratings {
  rating: number | null;
  bRating: number | null;
  mixRating: number | null;
  vndbRating: number | null;
}

/** Whether a query filters by more than its section. */
function hasFilters(query: CatalogueQuery): boolean {
  return (
    query.releasedYear !== undefined ||
    query.lengths.length > 0 ||
    query.tagIds.length > 0 ||
    query.genreIds.length > 0 ||
    query.platformIds.length > 0 ||
    query.excludeTagIds.length > 0 ||
    query.excludeGenreIds.length > 0
  );
}

type SortValue = (entry: IndexedNovel) => number | string | null;

const nameCollator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });
/** Changed projects past which a reload builds the search index afresh (see `reload`). */
const REBUILD_SEARCH_AFTER = 500;
/** Answers kept per filter (page included); readers ask the same few views over and over. */
const ANSWER_CACHE_SIZE = 2_000;

interface Answer {
  entries: IndexedNovel[];
  count: number;
}

/**
 * What lookups, filtering, sorting, searching and the rating figures read from a record. A write that changes
 * none of these (a view count, a description, links) keeps every order and answer as it is.
 */
const indexedFields = [
  'url',
  'section',
  'removed',
  'name',
  'alternativeNames',
  'developers',
  'releasedYear',
  'length',
  'tagIds',
  'genreIds',
  'platformIds',
  'mostRecentDate',
  'createdAt',
  'releasedAt',
  'ratingSum',
  'ratedUsers',
  'vndb',
] as const satisfies readonly (keyof NovelRecord)[];

function sameIndexedFields(a: NovelRecord, b: NovelRecord): boolean {
  return indexedFields.every((field) => isDeepStrictEqual(a[field], b[field]));
}
const timeOf = (date: Date | null) => (date ? date.getTime() : null);

function searchFieldsOf(record: NovelRecord): SearchFields {
  return {
    name: record.name,
    alternativeNames: record.alternativeNames,
    developers: record.developers.map((developer) => developer.name),
  };
}
const sameSearchFields = (a: NovelRecord, b: NovelRecord) =>
  isDeepStrictEqual(searchFieldsOf(a), searchFieldsOf(b));

/**
 * The catalogue's read model (ARCHITECTURE.md "Fast paths"): every project in memory, so a catalogue
 * page, a project page and the main page are answered without a query. FerretDB scans a whole
 * collection on every query (30 ms for one point read at 20,000 projects), so reading from here is
 * what keeps every page fast on every backend.
 *
 * Writes go to the database first and then `put` the updated record here (`NovelsRepository` does
 * both), so the index is never behind the database on this instance. Sorted orders are built on
 * first use and dropped whenever a project changes.
 */
@Injectable()
export class CatalogueIndex implements OnApplicationBootstrap {
  private readonly logger = new Logger('CatalogueIndex');
  private readonly byId = new Map<string, IndexedNovel>();
  private readonly byUrl = new Map<string, IndexedNovel>();
  private readonly orders = new Map<string, IndexedNovel[]>();
  private readonly answers = new LruMap<string, Answer>(ANSWER_CACHE_SIZE);
  private search = new SearchIndex();
  /** Slots of projects that left, for the next one to take: slots stay dense. */
  private readonly freeSlots: number[] = [];
  /** Projects by slot, for the search's answers. */
  private readonly bySlot: (IndexedNovel | undefined)[] = [];
  /** Slot → place in an order; dropped with the orders. */
  private orderPlaces = new WeakMap<IndexedNovel[], Int32Array>();
  private nextSlot = 0;
  private ratingTotals = { sum: 0, count: 0 };
  /** Bumped on every change: caches built from the index (main page, guests' answers) compare it. */
  version = 0;

  constructor(@InjectModel(NOVELS_COLLECTION) private readonly novels: Model<NovelRecord>) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.reload();
  }

  /**
   * Reads every project again (start-up, bulk changes such as seeding, and a change another
   * instance announces). Projects whose searched names are unchanged keep their place in the search
   * index: re-indexing 20,000 names takes over a second, and one project's change arrives this way.
   */
  async reload(): Promise<void> {
    const started = performance.now();
    const records = await this.novels.find({}).lean<NovelRecord[]>();
    const previous = new Map(this.byId);
    const kept = new Map<string, number>();
    for (const record of records) {
      const old = previous.get(record._id);
      if (old && sameSearchFields(old.record, record)) kept.set(record._id, old.slot);
    }
    // Taking a project out of the search index costs a pass over its words' postings: past a few
    // hundred changed projects, building the index afresh is quicker.
    if (previous.size - kept.size > REBUILD_SEARCH_AFTER) {
      this.search = new SearchIndex();
      this.bySlot.length = 0;
      this.freeSlots.length = 0;
      this.nextSlot = 0;
      kept.clear();
    } else {
      for (const old of previous.values()) {
        if (kept.get(old.record._id) !== old.slot) this.forget(old);
      }
    }
    this.byId.clear();
    this.byUrl.clear();
    this.ratingTotals = { sum: 0, count: 0 };
    for (const record of records) this.insert(record, kept.get(record._id));
    this.changed();
    this.logger.log(
      `${records.length} projects indexed in ${Math.round(performance.now() - started)} ms`,
    );
  }

  /** Takes a project's new state (after a write), or a new project. */
  put(record: NovelRecord): void {
    const previous = this.byId.get(record._id);
    if (previous && sameIndexedFields(previous.record, record)) {
      // Same place in every order and answer: swap the record in, keep what was built.
      previous.record = record;
      this.version += 1;
      return;
    }
    if (previous) this.forget(previous, { keepSearch: sameSearchFields(previous.record, record) });
    this.insert(
      record,
      previous && sameSearchFields(previous.record, record) ? previous.slot : undefined,
    );
    this.changed();
  }

  /** Changes many projects in memory at once (a vocabulary entry deleted everywhere). */
  update(change: (record: NovelRecord) => NovelRecord | null): void {
    for (const entry of [...this.byId.values()]) {
      const next = change(entry.record);
      if (!next) continue;
      const keepSearch = sameSearchFields(entry.record, next);
      this.forget(entry, { keepSearch });
      this.insert(next, keepSearch ? entry.slot : undefined);
    }
    this.changed();
  }

  /** Takes a project out altogether (an apply that created it failed and took it back). */
  delete(id: string): void {
    const entry = this.byId.get(id);
    if (!entry) return;
    this.forget(entry);
    this.changed();
  }

  get(id: string): IndexedNovel | undefined {
    return this.byId.get(id);
  }

  getByUrl(url: string): IndexedNovel | undefined {
    return this.byUrl.get(url);
  }

  /** The projects a reader can see (not removed), any order. */
  *visible(): Iterable<IndexedNovel> {
    for (const entry of this.byId.values()) if (!entry.record.removed) yield entry;
  }

  get size(): number {
    return this.byId.size;
  }

  /** The ratings of a project as shown: bRating uses the current catalogue mean. */
  ratingsOf(entry: IndexedNovel): Ratings {
    return {
      rating: entry.average,
      bRating: bayesianRating({
        sum: entry.record.ratingSum,
        count: entry.record.ratedUsers,
        catalogueMean: this.catalogueMean(),
      }),
      mixRating: entry.mix,
      vndbRating: entry.record.vndb?.rating ?? null,
    };
  }

  catalogueMean(): number {
    const { sum, count } = this.ratingTotals;
    return count > 0 ? sum / count : 0;
  }

  /**
   * A page of a filter: matching projects in the chosen order (with a search, exact matches first,
   * then prefix matches, then the rest), and how many match in all.
   */
  query(query: CatalogueQuery): Answer {
    const key = JSON.stringify(query);
    const cached = this.answers.get(key);
    if (cached) return cached;
    const answer = this.answer(query);
    this.answers.set(key, answer);
    return answer;
  }

  private answer(query: CatalogueQuery): Answer {
    const order = this.order(query.sort, query.ratingField, query.section);
    const start = query.page * query.limit;
    const end = start + query.limit;
    if (!query.search.trim() && !hasFilters(query)) {
      return { entries: order.slice(start, end), count: order.length };
    }
    const matches = (entry: IndexedNovel) => this.matches(entry, query);
    const search = prepareQuery(query.search);
    if (!search) {
      const page: IndexedNovel[] = [];
      let count = 0;
      for (const entry of order) {
        if (!matches(entry)) continue;
        if (count >= start && count < end) page.push(entry);
        count += 1;
      }
      return { entries: page, count };
    }
    // Only the projects found are ordered (a few hundred), not the whole catalogue walked: by rank,
    // then by their place in the chosen order, which also leaves out other sections.
    const found = this.search.search(search);
    const places = this.placesIn(order);
    const ranked: { entry: IndexedNovel; rank: number; place: number }[] = [];
    for (const slot of found.slots) {
      const entry = this.bySlot[slot];
      const place = places[slot] ?? -1;
      if (entry && place >= 0 && matches(entry)) {
        ranked.push({ entry, rank: found.rankOf(slot), place });
      }
    }
    ranked.sort((a, b) => a.rank - b.rank || a.place - b.place);
    return {
      entries: ranked.slice(start, end).map(({ entry }) => entry),
      count: ranked.length,
    };
  }

  /** Each slot's place in an order (-1: not in it), built once per order and kept with it. */
  private placesIn(order: IndexedNovel[]): Int32Array {
    let places = this.orderPlaces.get(order);
    if (!places) {
      places = new Int32Array(this.nextSlot).fill(-1);
      order.forEach((entry, place) => (places![entry.slot] = place));
      this.orderPlaces.set(order, places);
    }
    return places;
  }

  /** The first `limit` visible projects of a section set in an order (the main page blocks). */
  top(
    sort: Sort,
    ratingField: RatingField,
    accept: (entry: IndexedNovel) => boolean,
    limit: number,
  ): IndexedNovel[] {
    const result: IndexedNovel[] = [];
    for (const entry of this.order(sort, ratingField)) {
      if (result.length >= limit) break;
      if (accept(entry)) result.push(entry);
    }
    return result;
  }

  /** Whether a project passes the filters other than section (the order already holds only it). */
  private matches(entry: IndexedNovel, query: CatalogueQuery): boolean {
    const { record } = entry;
    if (query.releasedYear !== undefined && record.releasedYear !== query.releasedYear) {
      return false;
    }
    if (query.lengths.length > 0 && (!record.length || !query.lengths.includes(record.length))) {
      return false;
    }
    for (const id of query.tagIds) if (!entry.tagIds.has(id)) return false;
    for (const id of query.genreIds) if (!entry.genreIds.has(id)) return false;
    for (const id of query.platformIds) if (!entry.platformIds.has(id)) return false;
    for (const id of query.excludeTagIds) if (entry.tagIds.has(id)) return false;
    for (const id of query.excludeGenreIds) if (entry.genreIds.has(id)) return false;
    return true;
  }

  /**
   * The visible projects in an order, built once and kept until a project changes. Projects without
   * the sorted value (no rating, no release date) come last in both directions: a reader sorting by
   * rating wants rated projects first either way. Ties go to the newer id, so pages never shuffle.
   */
  private order(
    sort: Sort,
    ratingField: RatingField,
    section: FilterSection = 'all',
  ): IndexedNovel[] {
    const key =
      sort.sortBy === 'rating'
        ? `rating:${ratingField}:${sort.direction}:${section}`
        : `${sort.sortBy}:${sort.direction}:${section}`;
    const cached = this.orders.get(key);
    if (cached) return cached;
    if (section !== 'all') {
      // A section's order is the whole order filtered, built once like it.
      const inSection = this.order(sort, ratingField).filter(
        (entry) => entry.record.section === section,
      );
      this.orders.set(key, inSection);
      return inSection;
    }
    const value = this.sortValue(sort, ratingField);
    const sign = sort.direction === 'asc' ? 1 : -1;
    const keyed = [...this.visible()].map((entry) => ({ entry, value: value(entry) }));
    keyed.sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value !== b.value) return a.value === null ? 1 : -1;
      } else {
        const difference =
          typeof a.value === 'string'
            ? nameCollator.compare(a.value, b.value as string)
            : a.value - (b.value as number);
        if (difference !== 0) return sign * difference;
      }
      return a.entry.record._id < b.entry.record._id ? 1 : -1;
    });
    const order = keyed.map(({ entry }) => entry);
    this.orders.set(key, order);
    return order;
  }

  private sortValue(sort: Sort, ratingField: RatingField): SortValue {
    switch (sort.sortBy) {
      case 'mostRecentDate':
        return (entry) => timeOf(entry.record.mostRecentDate);
      case 'createdAt':
        return (entry) => timeOf(entry.record.createdAt);
      case 'releasedAt':
        return (entry) => timeOf(entry.record.releasedAt);
      case 'name':
        return (entry) => entry.record.name;
      case 'rating':
        if (ratingField === 'bRating') return (entry) => this.ratingsOf(entry).bRating;
        if (ratingField === 'vndbRating') return (entry) => entry.vndbRating;
        return (entry) => entry.mix;
    }
  }

  /** Adds a project; `slot` is its old one when its searched names did not change. */
  private insert(record: NovelRecord, slot?: number): void {
    const average = record.ratedUsers > 0 ? record.ratingSum / record.ratedUsers : null;
    const external = record.vndb?.rating ?? null;
    const entry: IndexedNovel = {
      record,
      slot: slot ?? this.freeSlots.pop() ?? this.nextSlot++,
      tagIds: new Set(record.tagIds),
      genreIds: new Set(record.genreIds),
      platformIds: new Set(record.platformIds),
      average,
      vndbRating: external === null ? null : external / 10,
      mix: mixRating({
        site: { rating: average, votes: record.ratedUsers },
        external: { rating: external, votes: record.vndb?.votecount ?? 0 },
      }),
    };
    if (slot === undefined) this.search.set(entry.slot, searchFieldsOf(record));
    this.bySlot[entry.slot] = entry;
    this.byId.set(record._id, entry);
    this.byUrl.set(record.url, entry);
    this.ratingTotals.sum += record.ratingSum;
    this.ratingTotals.count += record.ratedUsers;
  }

  /** Takes a project out; `keepSearch` when it comes straight back under the same slot and names. */
  private forget(entry: IndexedNovel, { keepSearch = false } = {}): void {
    if (!keepSearch) {
      this.search.delete(entry.slot);
      this.freeSlots.push(entry.slot);
      this.bySlot[entry.slot] = undefined;
    }
    this.byId.delete(entry.record._id);
    this.byUrl.delete(entry.record.url);
    this.ratingTotals.sum -= entry.record.ratingSum;
    this.ratingTotals.count -= entry.record.ratedUsers;
  }

  private changed(): void {
    this.orders.clear();
    this.answers.clear();
    this.version += 1;
  }
}
