import type { Length } from '@vn/domain';
import type { NovelRecord } from './novel.schema';
import {
  addSlot,
  grown,
  intersect,
  removeSlot,
  subtract,
  unite,
  wordsFor,
  type SlotBits,
} from './slot-bits';

/** What a project is filtered by, as the filters hold it (kept to take its bits out again). */
export interface FilteredFields {
  readonly slot: number;
  readonly record: Pick<NovelRecord, 'section' | 'releasedYear' | 'length'>;
  /** Each id once: a member is counted once per value. */
  readonly tagIds: readonly string[];
  readonly genreIds: readonly string[];
  readonly platformIds: readonly string[];
  /** The percent of the project's most complete translation (docs/product §A1.11); null: none says. */
  readonly translation: { readonly percent: number | null };
}

/** The filters of a catalogue question, vocabulary values already ids (see `CatalogueQuery`). */
export interface FilterQuestion {
  section: string;
  releasedYear?: number;
  lengths: readonly Length[];
  tagIds: readonly string[];
  genreIds: readonly string[];
  platformIds: readonly string[];
  excludeTagIds: readonly string[];
  excludeGenreIds: readonly string[];
  /** Only projects with a translation at least this many percent along. */
  translationProgress?: number;
}

/** The projects that have one value of one field, and how many they are (an empty one is let go). */
interface Members {
  bits: SlotBits;
  count: number;
}

/**
 * The visible projects by every value they are filtered by (section, release year, length, tags,
 * genres, platforms, translation percent), as sets of index slots. A filter is then one pass over a few bitsets — the
 * values asked intersected, the lengths united, the exclusions subtracted — instead of a walk over
 * every project, so its cost does not grow with how many projects match or are skipped. A project's
 * write moves only its own bits (`remove` with its old fields, `add` with its new ones).
 */
export class CatalogueFilters {
  private words = 0;
  private visible: SlotBits = new Uint32Array(0);
  /**
   * Where `match` writes its answer and unites lengths: reused, as an answer is read before the next
   * question (allocating 10 KB per question at 80,000 projects was most of a filter's garbage).
   */
  private result: SlotBits = new Uint32Array(0);
  private anyLength: SlotBits = new Uint32Array(0);
  private atLeast: SlotBits = new Uint32Array(0);
  private readonly fields = {
    section: new Map<string, Members>(),
    year: new Map<number, Members>(),
    length: new Map<string, Members>(),
    tag: new Map<string, Members>(),
    genre: new Map<string, Members>(),
    platform: new Map<string, Members>(),
    /** By the percent of the most complete translation: at most 101 sets. */
    translationPercent: new Map<number, Members>(),
  };

  add(entry: FilteredFields): void {
    this.reserve(entry.slot);
    addSlot(this.visible, entry.slot);
    this.eachValue(entry, (values, value) => {
      let members = values.get(value);
      if (!members) {
        members = { bits: new Uint32Array(this.words), count: 0 };
        values.set(value, members);
      }
      addSlot(members.bits, entry.slot);
      members.count += 1;
    });
  }

  remove(entry: FilteredFields): void {
    removeSlot(this.visible, entry.slot);
    this.eachValue(entry, (values, value) => {
      const members = values.get(value);
      if (!members) return;
      removeSlot(members.bits, entry.slot);
      members.count -= 1;
      if (members.count === 0) values.delete(value);
    });
  }

  /**
   * The visible projects of the question's section that pass its other filters. The set is this
   * instance's own and changes with the next question or write: read it before either.
   */
  match(question: FilterQuestion): SlotBits {
    const { fields, result } = this;
    const start =
      question.section === 'all' ? this.visible : fields.section.get(question.section)?.bits;
    if (!start) return result.fill(0);
    result.set(start);
    const require = (members: Members | undefined) => {
      if (members) intersect(result, members.bits);
      else result.fill(0);
    };
    if (question.releasedYear !== undefined) require(fields.year.get(question.releasedYear));
    if (question.lengths.length > 0) {
      const any = this.anyLength.fill(0);
      for (const length of question.lengths) {
        const members = fields.length.get(length);
        if (members) unite(any, members.bits);
      }
      intersect(result, any);
    }
    if (question.translationProgress !== undefined) {
      const atLeast = this.atLeast.fill(0);
      for (const [percent, members] of fields.translationPercent) {
        if (percent >= question.translationProgress) unite(atLeast, members.bits);
      }
      intersect(result, atLeast);
    }
    for (const id of question.tagIds) require(fields.tag.get(id));
    for (const id of question.genreIds) require(fields.genre.get(id));
    for (const id of question.platformIds) require(fields.platform.get(id));
    for (const id of question.excludeTagIds) {
      const members = fields.tag.get(id);
      if (members) subtract(result, members.bits);
    }
    for (const id of question.excludeGenreIds) {
      const members = fields.genre.get(id);
      if (members) subtract(result, members.bits);
    }
    return result;
  }

  /** Bytes the sets take (for the memory figures of `npm run bench -- --memory`, ADR 0012). */
  get bytes(): number {
    let sets = 4;
    for (const values of Object.values(this.fields)) sets += values.size;
    return sets * this.words * 4;
  }

  private eachValue(
    entry: FilteredFields,
    visit: <V>(values: Map<V, Members>, value: V) => void,
  ): void {
    const { fields } = this;
    const { section, releasedYear, length } = entry.record;
    visit(fields.section, section);
    if (releasedYear !== null) visit(fields.year, releasedYear);
    if (length) visit(fields.length, length);
    if (entry.translation.percent !== null) {
      visit(fields.translationPercent, entry.translation.percent);
    }
    for (const id of entry.tagIds) visit(fields.tag, id);
    for (const id of entry.genreIds) visit(fields.genre, id);
    for (const id of entry.platformIds) visit(fields.platform, id);
  }

  /** Makes room for `slot` in every set, doubling so that growing costs little over many adds. */
  private reserve(slot: number): void {
    if (slot < this.words * 32) return;
    this.words = Math.max(wordsFor(slot + 1), this.words * 2, 32);
    this.visible = grown(this.visible, this.words);
    this.result = new Uint32Array(this.words);
    this.anyLength = new Uint32Array(this.words);
    this.atLeast = new Uint32Array(this.words);
    for (const values of Object.values(this.fields)) {
      for (const members of values.values()) members.bits = grown(members.bits, this.words);
    }
  }
}
