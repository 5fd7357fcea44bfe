import { Injectable, Logger } from '@nestjs/common';
import {
  bayesianRating,
  hasActiveFilters,
  mixRating,
  noTranslationFacts,
  prepareQuery,
  sameTranslationFacts,
  SearchIndex,
  type FilterSection,
  type Length,
  type ProjectTranslationFacts,
  type RatingField,
  type SearchFields,
  type Sort,
} from '@vn/domain';
import { isDeepStrictEqual } from 'node:util';
import { KeyedCache, SharedValues } from '../../platform/cache';
import { WholeReadModel } from '../../platform/database';
import { CatalogueFilters } from './catalogue-filters';
import { NovelsRepository } from './novels.repository';
import type { NovelRecord } from './novel.schema';
import { countSlots, forEachSlot, hasSlot, type SlotBits } from './slot-bits';

/** A project as the index holds it: the record, and what filtering and sorting read, precomputed. */
export interface IndexedNovel {
  /** Replaced in place when a write leaves every indexed field as it was (see `put`). */
  record: NovelRecord;
  /** Its number in the search index (reused after it leaves). */
  readonly slot: number;
  /** The record's vocabulary ids, each once (the filters count members). */
  tagIds: readonly string[];
  genreIds: readonly string[];
  platformIds: readonly string[];
  /** The votes that count (docs/product §A5.2), from the source the reading feature gives. */
  counted: CountedVotes;
  /** Site average, the external rating scaled to 1..10, and the mix (bRating depends on the mean). */
  average: number | null;
  vndbRating: number | null;
  mix: number | null;
  /** What its translations say (docs/product §A1.11), from the source the translations give. */
  translation: ProjectTranslationFacts;
}

/**
 * The record as the index keeps it: a shallow copy, its values from small sets shared. A document
 * the driver decodes gets its fields one by one, and past a dozen V8 keeps such an object's fields
 * in a hash table (dictionary mode): about 1.6 KB a project. A spread copy has fast properties and
 * shares its hidden class with the other projects: 1.3 KB less a project. And the driver decodes
 * each string afresh, so every project held its own copy of each of its tag, genre and platform
 * ids (ADR 0018 § Where the limits are, point 3). The same fields and values either way.
 */
function heldRecord(record: NovelRecord, shared: SharedValues): NovelRecord {
  return {
    ...record,
    section: shared.of(record.section),
    originalLanguage: shared.of(record.originalLanguage),
    status: shared.of(record.status),
    length: record.length === null ? null : shared.of(record.length),
    genreIds: shared.each(record.genreIds),
    tagIds: shared.each(record.tagIds),
    platformIds: shared.each(record.platformIds),
  };
}

/** The ids, each once: the array itself when none repeats (as a stored project's never do). */
function eachOnce(ids: readonly string[]): readonly string[] {
  return new Set(ids).size === ids.length ? ids : [...new Set(ids)];
}

/** A project's votes that count: how many, and their sum. */
export interface CountedVotes {
  count: number;
  sum: number;
}

/**
 * How the index learns which of a project's votes count (docs/product §A5.2): the reading feature
 * registers one. Until then, every vote the project's counters hold counts.
 */
export type CountedVotesSource = (record: NovelRecord) => CountedVotes;

const everyStoredVote: CountedVotesSource = (record) => ({
  count: record.ratedUsers,
  sum: record.ratingSum,
});

const sameVotes = (a: CountedVotes, b: CountedVotes) => a.count === b.count && a.sum === b.sum;

/** How the index learns a project's translation facts: the translations feature registers one. */
export type TranslationFactSource = (record: NovelRecord) => ProjectTranslationFacts;

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
  /** Ours (docs/product §A1.11): a translation at least this many percent along. */
  translationProgress?: number;
  page: number;
  limit: number;
}

/** A project's counted votes and the ratings that follow from them alone. */
type VoteFigures = Pick<IndexedNovel, 'counted' | 'average' | 'vndbRating' | 'mix'>;

/** The mean of counted votes, 0 without any. */
const meanOf = ({ sum, count }: CountedVotes): number => (count > 0 ? sum / count : 0);

/** The ratings as shown, from a project's vote figures and the catalogue mean (for bRating). */
function shownRatings(record: NovelRecord, figures: VoteFigures, catalogueMean: number): Ratings {
  return {
    rating: figures.average,
    bRating: bayesianRating({ ...figures.counted, catalogueMean }),
    mixRating: figures.mix,
    vndbRating: record.vndb?.rating ?? null,
  };
}

export interface Ratings {
  rating: number | null;
  bRating: number | null;
  mixRating: number | null;
  vndbRating: number | null;
}

/** Whether a query filters by more than its section (the domain's rule, over ids). */
function hasFilters(query: CatalogueQuery): boolean {
  return hasActiveFilters({
    releasedYear: query.releasedYear ?? null,
    tags: query.tagIds,
    genres: query.genreIds,
    platforms: query.platformIds,
    excludeTags: query.excludeTagIds,
    excludeGenres: query.excludeGenreIds,
    lengths: query.lengths,
    translationProgress: query.translationProgress ?? null,
  });
}

type SortValue = (entry: IndexedNovel) => number | string | null;

/**
 * A sort order of the visible projects of a section, kept sorted: a write moves only the project it
 * changed (see `put`). `places` (slot → place, -1: not in it) is built on first use after a change.
 */
interface SortedOrder {
  readonly section: FilterSection;
  readonly entries: IndexedNovel[];
  readonly compare: (a: IndexedNovel, b: IndexedNovel) => number;
  /** For bRating: the catalogue mean the values were read with; every value moves with it. */
  readonly mean: number | null;
  places: Int32Array | null;
}

/**
 * Two sort values: those without one (no rating, no release date) come last in both directions,
 * then `sign` orders them; 0 for equal values (ties are the caller's).
 */
function compareValues(a: number | string | null, b: number | string | null, sign: number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const difference =
    typeof a === 'string' ? nameCollator.compare(a, b as string) : a - (b as number);
  return sign * difference;
}

/** The key of the newest-first order among the sorted orders (`newestFirst`). */
const NEWEST_FIRST = 'newestFirst';

/** Ties go to the newer id, so pages never shuffle. */
const compareIds = (a: IndexedNovel, b: IndexedNovel) =>
  a.record._id === b.record._id ? 0 : a.record._id < b.record._id ? 1 : -1;

/** The first place whose project does not come before `entry`. */
function lowerBound(order: SortedOrder, entry: IndexedNovel): number {
  let low = 0;
  let high = order.entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (order.compare(order.entries[middle]!, entry) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Projects past which a bulk change drops the orders rather than moving each project in them. */
const MOVE_IN_ORDERS_UP_TO = 200;

const nameCollator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });
/** A search match's sort key is `rank * PLACES_PER_RANK + place`: places stay below it. */
const PLACES_PER_RANK = 2 ** 32;
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
 * The catalogue's read model (docs/architecture.md § Read models): every project in memory, so a
 * catalogue page, a project page and the main page are answered without a query. FerretDB scans a
 * whole collection on every query (30 ms for one point read at 20,000 projects), so reading from
 * here is what keeps every page fast on every backend.
 *
 * Writes go to the database first and then `put` the updated record here (`NovelsRepository` does
 * both), so the index is never behind the database on this instance. Sorted orders are built on
 * first use and kept sorted through writes: a write moves the project it changed in each order and
 * its bits in the filters (`CatalogueFilters`), so a filter intersects sets of slots and walks an
 * order only until its page is full, whatever the catalogue's size.
 */
@Injectable()
export class CatalogueIndex extends WholeReadModel<NovelRecord> {
  private readonly logger = new Logger('CatalogueIndex');
  private readonly byId = new Map<string, IndexedNovel>();
  private readonly byUrl = new Map<string, IndexedNovel>();
  /** The one copy of each vocabulary id and enumerated value the projects hold. */
  private readonly shared = new SharedValues();
  private readonly orders = new Map<string, SortedOrder>();
  private readonly answers = new KeyedCache<string, Answer>({
    name: 'catalogue answers',
    capacity: ANSWER_CACHE_SIZE,
  });
  private search = new SearchIndex();
  /** The visible projects by the values they are filtered by. */
  private filters = new CatalogueFilters();
  /** Slots of projects that left, for the next one to take: slots stay dense. */
  private readonly freeSlots: number[] = [];
  /** Projects by slot, for the search's answers. */
  private readonly bySlot: (IndexedNovel | undefined)[] = [];
  private nextSlot = 0;
  private ratingTotals = { sum: 0, count: 0 };
  private translationFactsOf: TranslationFactSource = () => noTranslationFacts;
  private countedVotesOf: CountedVotesSource = everyStoredVote;
  /** Bumped on every change: caches built from the index (main page, guests' answers) compare it. */
  version = 0;

  constructor(private readonly records: NovelsRepository) {
    super(records.changes);
  }

  /**
   * Reads every project again (start-up, bulk changes such as seeding, and a change another
   * instance announces). Projects whose searched names are unchanged keep their place in the search
   * index: re-indexing 20,000 names takes over a second, and one project's change arrives this way.
   * The filters and orders are built afresh: every project is read anyway.
   */
  async reload(): Promise<void> {
    const started = performance.now();
    const records = await this.records.all();
    const read = performance.now();
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
    this.orders.clear();
    this.filters = new CatalogueFilters();
    this.ratingTotals = { sum: 0, count: 0 };
    for (const record of records) this.insert(record, kept.get(record._id));
    this.changed();
    this.logger.log(
      `${records.length} projects read in ${Math.round(read - started)} ms, ` +
        `indexed in ${Math.round(performance.now() - read)} ms`,
    );
  }

  /**
   * Where projects' translation facts come from (the translations feature, which reads this index
   * and so cannot be read by it): every project's are worked out again now.
   */
  useTranslationFacts(source: TranslationFactSource): void {
    this.translationFactsOf = source;
    this.refreshTranslationFacts();
  }

  /**
   * Works out again the translation facts of one project (its translations changed) or of all (they
   * were read again), moving the projects whose facts changed in the orders and filters.
   */
  refreshTranslationFacts(id?: string): void {
    const entries = id === undefined ? [...this.byId.values()] : [this.byId.get(id)];
    const changes: [IndexedNovel, ProjectTranslationFacts][] = [];
    for (const entry of entries) {
      if (!entry) continue;
      const facts = this.translationFactsOf(entry.record);
      if (!sameTranslationFacts(facts, entry.translation)) changes.push([entry, facts]);
    }
    if (changes.length === 0) return;
    const moveInOrders = changes.length <= MOVE_IN_ORDERS_UP_TO;
    if (!moveInOrders) this.orders.clear();
    for (const [entry, facts] of changes) {
      // Out of the orders and filters under the old facts, back in under the new.
      if (moveInOrders) this.leaveOrders(entry);
      if (!entry.record.removed) this.filters.remove(entry);
      entry.translation = facts;
      if (!entry.record.removed) this.filters.add(entry);
      if (moveInOrders) this.joinOrders(entry);
    }
    this.changed();
  }

  /**
   * Where projects' counted votes come from (the reading feature, which reads this index and so
   * cannot be read by it): every project's are worked out again now.
   */
  useCountedVotes(source: CountedVotesSource): void {
    this.countedVotesOf = source;
    this.refreshCountedVotes();
  }

  /**
   * Works out again which votes count for one project (its votes or a voter's standing changed) or
   * for all, moving the projects whose ratings changed in the orders.
   */
  refreshCountedVotes(id?: string): void {
    const entries = id === undefined ? [...this.byId.values()] : [this.byId.get(id)];
    const changes = entries.filter(
      (entry): entry is IndexedNovel =>
        entry !== undefined && !sameVotes(entry.counted, this.countedVotesOf(entry.record)),
    );
    if (changes.length === 0) return;
    // The same record put again: inserting it reads its counted votes afresh.
    this.replaceAll(changes.map((entry) => [entry, entry.record]));
  }

  /** Takes a project's new state (after a write), or a new project. */
  put(record: NovelRecord): void {
    const previous = this.byId.get(record._id);
    if (
      previous &&
      sameIndexedFields(previous.record, record) &&
      sameTranslationFacts(previous.translation, this.translationFactsOf(record)) &&
      sameVotes(previous.counted, this.countedVotesOf(record))
    ) {
      // Same place in every order and answer: swap the record in, keep what was built.
      previous.record = heldRecord(record, this.shared);
      this.version += 1;
      return;
    }
    this.replace(previous, record, { moveInOrders: true });
    this.changed();
  }

  /** Changes many projects in memory at once (a vocabulary entry deleted everywhere). */
  update(change: (record: NovelRecord) => NovelRecord | null): void {
    const changes: [IndexedNovel, NovelRecord][] = [];
    for (const entry of this.byId.values()) {
      const next = change(entry.record);
      if (next) changes.push([entry, next]);
    }
    this.replaceAll(changes);
  }

  /** Projects' new states in place of their old ones, moved in the kept orders or those dropped. */
  private replaceAll(changes: readonly [IndexedNovel, NovelRecord][]): void {
    // Moving a project in an order is a splice: for many, sorting afresh on next use is cheaper.
    const moveInOrders = changes.length <= MOVE_IN_ORDERS_UP_TO;
    if (!moveInOrders) this.orders.clear();
    for (const [entry, next] of changes) this.replace(entry, next, { moveInOrders });
    this.changed();
  }

  /** Takes a project out altogether (an apply that created it failed and took it back). */
  delete(id: string): void {
    const entry = this.byId.get(id);
    if (!entry) return;
    this.leaveOrders(entry);
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
    return shownRatings(entry.record, entry, this.catalogueMean());
  }

  /**
   * The ratings a project will show once `record` is its state (its counters moved by a vote about
   * to be written), the catalogue mean moved with them: the vote's write stores them beside the
   * counters, one write instead of two.
   */
  ratingsIf(record: NovelRecord): Ratings {
    const figures = this.voteFiguresOf(record);
    const previous = this.byId.get(record._id)?.counted ?? { sum: 0, count: 0 };
    const totals = {
      sum: this.ratingTotals.sum - previous.sum + figures.counted.sum,
      count: this.ratingTotals.count - previous.count + figures.counted.count,
    };
    return shownRatings(record, figures, meanOf(totals));
  }

  /** What a project's place among ratings is made of: its counted votes and what follows. */
  private voteFiguresOf(record: NovelRecord): VoteFigures {
    const counted = this.countedVotesOf(record);
    const average = counted.count > 0 ? counted.sum / counted.count : null;
    const external = record.vndb?.rating ?? null;
    return {
      counted,
      average,
      vndbRating: external === null ? null : external / 10,
      mix: mixRating({
        site: { rating: average, votes: counted.count },
        external: { rating: external, votes: record.vndb?.votecount ?? 0 },
      }),
    };
  }

  catalogueMean(): number {
    return meanOf(this.ratingTotals);
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
    const search = query.search.trim() ? prepareQuery(query.search) : null;
    if (!search && !hasFilters(query)) {
      return { entries: order.entries.slice(start, end), count: order.entries.length };
    }
    // The section is in the order; the filters' sets hold it too, so a set is all a test needs.
    const matching = hasFilters(query) ? this.filters.match(query) : null;
    if (!search) {
      const count = countSlots(matching!);
      return { entries: this.pageOf(order, matching!, count, start, end), count };
    }
    // Only the projects found are ordered, not the whole catalogue walked: by rank, then by their
    // place in the chosen order, which also leaves out other sections. Each as one number (rank,
    // then place), sorted as numbers: "тень об" finds 10,000 projects at 80,000, and sorting that
    // many objects through a comparator took longer than finding them.
    const found = this.search.search(search);
    const places = this.placesIn(order);
    const keys = new Float64Array(found.count);
    let count = 0;
    for (let at = 0; at < found.count; at += 1) {
      const slot = found.slots[at]!;
      const place = places[slot] ?? -1;
      if (place >= 0 && (!matching || hasSlot(matching, slot))) {
        keys[count++] = found.ranks[at]! * PLACES_PER_RANK + place;
      }
    }
    const page = keys.subarray(0, count).sort().subarray(start, end);
    return {
      entries: Array.from(page, (key) => order.entries[key % PLACES_PER_RANK]!),
      count,
    };
  }

  /**
   * The projects at places `start` to `end` among the `count` of `matching`, in the order. Walking
   * the order stops once the page is full: about `end × order / count` projects when matches are
   * spread evenly. When that is more than sorting the matches' places (few matches, a deep page, or
   * matches bunched at the end of the order), the matches' places are sorted instead.
   */
  private pageOf(
    order: SortedOrder,
    matching: SlotBits,
    count: number,
    start: number,
    end: number,
  ): IndexedNovel[] {
    if (start >= count) return [];
    const last = Math.min(end, count);
    const { entries } = order;
    const sortCost = count * (Math.log2(count) + 2);
    const walkBudget = Math.min(entries.length, Math.max(sortCost, 64));
    const page: IndexedNovel[] = [];
    let seen = 0;
    for (let place = 0; place < walkBudget; place += 1) {
      const entry = entries[place]!;
      if (!hasSlot(matching, entry.slot)) continue;
      if (seen >= start) page.push(entry);
      seen += 1;
      if (seen === last) return page;
    }
    if (walkBudget >= entries.length) return page;
    const places = this.placesIn(order);
    const matched = new Int32Array(count);
    let at = 0;
    forEachSlot(matching, (slot) => {
      const place = places[slot] ?? -1;
      if (place >= 0) matched[at++] = place;
    });
    return Array.from(matched.subarray(0, at).sort().subarray(start, last), (place) => {
      return entries[place]!;
    });
  }

  /** Each slot's place in an order (-1: not in it), built once per order change and kept with it. */
  private placesIn(order: SortedOrder): Int32Array {
    if (!order.places || order.places.length < this.nextSlot) {
      const places = new Int32Array(this.nextSlot).fill(-1);
      order.entries.forEach((entry, place) => (places[entry.slot] = place));
      order.places = places;
    }
    return order.places;
  }

  /** The first `limit` visible projects of a section set in an order (the main page blocks). */
  top(
    sort: Sort,
    ratingField: RatingField,
    accept: (entry: IndexedNovel) => boolean,
    limit: number,
  ): IndexedNovel[] {
    const result: IndexedNovel[] = [];
    for (const entry of this.order(sort, ratingField).entries) {
      if (result.length >= limit) break;
      if (accept(entry)) result.push(entry);
    }
    return result;
  }

  /**
   * The visible projects in an order, built on first use and kept sorted through writes. Projects
   * without the sorted value (no rating, no release date) come last in both directions: a reader
   * sorting by rating wants rated projects first either way. Ties go to the newer id, so pages never
   * shuffle.
   */
  private order(sort: Sort, ratingField: RatingField, section: FilterSection = 'all'): SortedOrder {
    const key =
      sort.sortBy === 'rating'
        ? `rating:${ratingField}:${sort.direction}:${section}`
        : `${sort.sortBy}:${sort.direction}:${section}`;
    const cached = this.orders.get(key);
    if (cached && this.current(cached)) return cached;
    const value = this.sortValue(sort, ratingField);
    const sign = sort.direction === 'asc' ? 1 : -1;
    const mean =
      sort.sortBy === 'rating' && ratingField === 'bRating' ? this.catalogueMean() : null;
    const compare = (a: IndexedNovel, b: IndexedNovel) =>
      compareValues(value(a), value(b), sign) || compareIds(a, b);
    let entries: IndexedNovel[];
    if (section !== 'all') {
      // A section's order is the whole order filtered, built once like it.
      entries = this.order(sort, ratingField).entries.filter(
        (entry) => entry.record.section === section,
      );
    } else {
      // Each value read once, not once per comparison. Sorted by value alone from the newest-first
      // order: the sort is stable, so equal values stay newest first, as `compare` has them, without
      // comparing ids (most projects tie on a rating they do not have: at 80,000 projects the ids'
      // comparisons were half of building an order).
      const keyed = this.newestFirst().map((entry) => ({ entry, value: value(entry) }));
      keyed.sort((a, b) => compareValues(a.value, b.value, sign));
      entries = keyed.map(({ entry }) => entry);
    }
    const order: SortedOrder = { section, entries, compare, mean, places: null };
    this.orders.set(key, order);
    return order;
  }

  /**
   * Every visible project, newest id first: the order every sorted order breaks its ties in. Kept
   * like them (moved through writes, dropped with them), under a key no sort has.
   */
  private newestFirst(): readonly IndexedNovel[] {
    const cached = this.orders.get(NEWEST_FIRST);
    if (cached) return cached.entries;
    const entries = [...this.visible()].sort(compareIds);
    this.orders.set(NEWEST_FIRST, {
      section: 'all',
      entries,
      compare: compareIds,
      mean: null,
      places: null,
    });
    return entries;
  }

  /** Whether an order's values still hold: a bRating order's move with the catalogue mean. */
  private current(order: SortedOrder): boolean {
    return order.mean === null || order.mean === this.catalogueMean();
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
      case 'translationProgress':
        return (entry) => entry.translation.percent;
      case 'translationUpdatedAt':
        return (entry) => entry.translation.updatedAt;
      case 'rating':
        if (ratingField === 'bRating') return (entry) => this.ratingsOf(entry).bRating;
        if (ratingField === 'vndbRating') return (entry) => entry.vndbRating;
        return (entry) => entry.mix;
    }
  }

  /** A project's new state in place of its old one (or a new project). */
  private replace(
    previous: IndexedNovel | undefined,
    record: NovelRecord,
    { moveInOrders }: { moveInOrders: boolean },
  ): void {
    const keepSearch = previous !== undefined && sameSearchFields(previous.record, record);
    if (previous) {
      if (moveInOrders) this.leaveOrders(previous);
      this.forget(previous, { keepSearch });
    }
    const entry = this.insert(record, keepSearch ? previous.slot : undefined);
    if (moveInOrders) this.joinOrders(entry);
  }

  /**
   * The kept orders a project belongs in (none when it is removed), dropping on the way the orders
   * no longer current: a new rating moves the catalogue mean, and with it every bRating, so those
   * are sorted afresh when next asked.
   */
  private *ordersOf(entry: IndexedNovel) {
    for (const [key, order] of this.orders) {
      if (!this.current(order)) {
        this.orders.delete(key);
        continue;
      }
      if (entry.record.removed) continue;
      if (order.section !== 'all' && order.section !== entry.record.section) continue;
      yield order;
    }
  }

  /** Takes a project out of every kept order that holds it (before its old state is forgotten). */
  private leaveOrders(entry: IndexedNovel): void {
    for (const order of this.ordersOf(entry)) {
      let place = lowerBound(order, entry);
      if (order.entries[place] !== entry) place = order.entries.indexOf(entry);
      if (place < 0) continue;
      order.entries.splice(place, 1);
      order.places = null;
    }
  }

  /** Puts a project into every kept order it belongs to, at its place. */
  private joinOrders(entry: IndexedNovel): void {
    for (const order of this.ordersOf(entry)) {
      order.entries.splice(lowerBound(order, entry), 0, entry);
      order.places = null;
    }
  }

  /** Adds a project; `slot` is its old one when its searched names did not change. */
  private insert(record: NovelRecord, slot?: number): IndexedNovel {
    const held = heldRecord(record, this.shared);
    const entry: IndexedNovel = {
      record: held,
      ...this.voteFiguresOf(record),
      slot: slot ?? this.freeSlots.pop() ?? this.nextSlot++,
      tagIds: eachOnce(held.tagIds),
      genreIds: eachOnce(held.genreIds),
      platformIds: eachOnce(held.platformIds),
      translation: this.translationFactsOf(record),
    };
    if (slot === undefined) this.search.set(entry.slot, searchFieldsOf(record));
    this.bySlot[entry.slot] = entry;
    this.byId.set(record._id, entry);
    this.byUrl.set(record.url, entry);
    if (!record.removed) this.filters.add(entry);
    this.ratingTotals.sum += entry.counted.sum;
    this.ratingTotals.count += entry.counted.count;
    return entry;
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
    if (!entry.record.removed) this.filters.remove(entry);
    this.ratingTotals.sum -= entry.counted.sum;
    this.ratingTotals.count -= entry.counted.count;
  }

  private changed(): void {
    this.answers.clear();
    this.version += 1;
  }
}
