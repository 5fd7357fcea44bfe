import type { Model, QueryFilter, UpdateQuery } from 'mongoose';
import {
  Global,
  Injectable,
  Logger,
  Module,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';

/** A record's counters: a field (a dotted path such as `listCounts.reading`) and its number. */
export type Counts = Record<string, number>;

/**
 * Counters kept on records beside the records they count (a project's list counts beside the
 * readers' list entries), moved by `$inc` in a second write after the first. Without transactions
 * (ADR 0006) the second write can be lost: the process stops between the two, or the database goes
 * away. A counter set says how to read the counters and how to count them again from the truth.
 */
export interface CounterSet {
  /** Names the counters in the log: "project marks". */
  readonly name: string;
  /** Every field the set keeps; a field missing from a record or a count is 0. */
  readonly fields: readonly string[];
  /** The stored counters of every record (`ids` undefined), or of the given ones. */
  stored(ids?: readonly string[]): Promise<Map<string, Counts>>;
  /** The counters as the records they count say, for the same records. */
  counted(ids?: readonly string[]): Promise<Map<string, Counts>>;
  /**
   * Writes `actual` on record `id` only where its counters still hold `expected` (one write,
   * compare-and-set); false if they moved meanwhile (a write in flight, another instance's repair).
   */
  repair(id: string, expected: Counts, actual: Counts): Promise<boolean>;
}

/** How long a difference must hold before it is repaired: a write's second step lands well within. */
const SETTLE_MS = 1_000;
/** How often a record whose second write failed is checked again, until the check succeeds. */
const RETRY_MS = 5_000;
/** Checks of one record before a difference that keeps moving is left to the next start. */
const ATTEMPTS = 3;

/**
 * Repairs counters that drifted from what they count: all of them once the API has started (a
 * process stopped between two writes leaves nothing else behind), and a record whose second write
 * failed as soon as the database answers again. A difference is repaired only when two checks
 * `SETTLE_MS` apart agree on both sides, so a write in flight is never taken for drift, and by
 * compare-and-set, so nothing a reader did meanwhile is overwritten. Each repair is logged.
 */
@Injectable()
export class CounterRepair implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('CounterRepair');
  private readonly sets: CounterSet[] = [];
  private readonly suspects = new Map<CounterSet, Set<string>>();
  private retryTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  register(set: CounterSet): void {
    this.sets.push(set);
  }

  onApplicationBootstrap(): void {
    // Not awaited: the API answers meanwhile, and a large catalogue takes a while to count.
    void this.checkEverything();
  }

  /** Before any module closes its connections, so a check they cut short is known as stopped. */
  beforeApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
  }

  /** A record whose counters' write failed: checked again soon, and again until that succeeds. */
  suspect(set: CounterSet, id: string): void {
    const ids = this.suspects.get(set) ?? new Set<string>();
    ids.add(id);
    this.suspects.set(set, ids);
    this.retryTimer ??= setTimeout(() => void this.checkSuspects(), RETRY_MS).unref();
  }

  private async checkEverything(): Promise<void> {
    for (const set of this.sets) {
      if (this.stopped) return;
      try {
        await this.check(set);
      } catch (error) {
        // Stopped meanwhile (the connection closed under the check): the next start checks again.
        if (this.stopped) return;
        this.logger.error(`${set.name}: the check after the start failed: ${String(error)}`);
      }
    }
  }

  private async checkSuspects(): Promise<void> {
    this.retryTimer = undefined;
    for (const [set, ids] of this.suspects) {
      const checked = [...ids];
      try {
        await this.check(set, checked);
        checked.forEach((id) => ids.delete(id));
      } catch (error) {
        this.logger.warn(`${set.name}: ${checked.join(', ')} not checked yet: ${String(error)}`);
      }
    }
    if (!this.stopped && [...this.suspects.values()].some((ids) => ids.size > 0)) {
      this.retryTimer = setTimeout(() => void this.checkSuspects(), RETRY_MS).unref();
    }
  }

  /** Repairs the differences of `set` (every record, or `ids`) that hold still; logs each. */
  private async check(set: CounterSet, ids?: readonly string[]): Promise<void> {
    let pending = ids;
    for (let attempt = 0; attempt < ATTEMPTS && !this.stopped; attempt += 1) {
      const first = await this.differences(set, pending);
      if (first.size === 0) return;
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS).unref());
      const second = await this.differences(set, [...first.keys()]);
      const moving: string[] = [];
      for (const [id, now] of second) {
        const before = first.get(id);
        if (
          !before ||
          !sameCounts(before.stored, now.stored) ||
          !sameCounts(before.counted, now.counted)
        ) {
          moving.push(id);
          continue;
        }
        if (await set.repair(id, now.stored, now.counted)) {
          this.logger.warn(`${set.name}: repaired ${id}: ${describeRepair(set, now)}`);
        } else {
          moving.push(id);
        }
      }
      if (moving.length === 0) return;
      pending = moving;
    }
    this.logger.warn(
      `${set.name}: ${pending?.join(', ')} kept moving; checked again at the next start`,
    );
  }

  private async differences(
    set: CounterSet,
    ids?: readonly string[],
  ): Promise<Map<string, { stored: Counts; counted: Counts }>> {
    // Stored first: a write that lands in between shows as a difference that moves, never as one
    // that holds still.
    const stored = await set.stored(ids);
    const counted = await set.counted(ids);
    const found = new Map<string, { stored: Counts; counted: Counts }>();
    for (const [id, values] of stored) {
      const storedValues = filled(set, values);
      const countedValues = filled(set, counted.get(id) ?? {});
      if (!sameCounts(storedValues, countedValues)) {
        found.set(id, { stored: storedValues, counted: countedValues });
      }
    }
    return found;
  }
}

/** Every field of the set, 0 where the record or the count has none. */
function filled(set: CounterSet, counts: Counts): Counts {
  return Object.fromEntries(set.fields.map((field) => [field, counts[field] ?? 0]));
}

function sameCounts(a: Counts, b: Counts): boolean {
  return Object.keys(a).every((field) => a[field] === b[field]);
}

function describeRepair(set: CounterSet, { stored, counted }: { stored: Counts; counted: Counts }) {
  return set.fields
    .filter((field) => stored[field] !== counted[field])
    .map((field) => `${field} ${stored[field]} → ${counted[field]}`)
    .join(', ');
}

/**
 * The filter that matches a record whose counters still hold `expected`: a counter of 0 may be
 * stored as no field at all (a list nobody has put the project on yet).
 */
export function unchangedCounters(expected: Counts): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(expected).map(([field, value]) => [
      field,
      value === 0 ? { $in: [0, null] } : value,
    ]),
  );
}

/**
 * One counter field of every record of a collection (or of `ids`), 0 where a record lacks it: for
 * a repository's side of a counter set.
 */
export async function storedCounts<T extends { _id: string }>(
  model: Model<T>,
  field: string,
  ids?: readonly string[],
  filter: Record<string, unknown> = {},
): Promise<Map<string, number>> {
  const byId = ids ? { _id: { $in: ids } } : {};
  const records = await model
    .find({ ...filter, ...byId } as QueryFilter<T>, { [field]: 1 })
    .lean<Record<string, unknown>[]>();
  return new Map(
    records.map((record) => [String(record['_id']), Number(record[field] ?? 0)] as const),
  );
}

/**
 * Sets one counter field of record `id` to `actual` while it still holds `expected` (one
 * compare-and-set write); answers the record after, or null when the counter moved meanwhile.
 */
export function repairedCount<T extends { _id: string }>(
  model: Model<T>,
  id: string,
  field: string,
  expected: number,
  actual: number,
  filter: Record<string, unknown> = {},
): Promise<T | null> {
  return model
    .findOneAndUpdate(
      { ...filter, _id: id, ...unchangedCounters({ [field]: expected }) } as QueryFilter<T>,
      { $set: { [field]: actual } } as UpdateQuery<T>,
      { returnDocument: 'after', timestamps: false },
    )
    .lean<T>();
}

/** Global: a feature registers its counter sets from its constructor. */
@Global()
@Module({ providers: [CounterRepair], exports: [CounterRepair] })
export class CounterRepairModule {}
