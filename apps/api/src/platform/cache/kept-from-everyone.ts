import { KeyedCache } from './keyed-cache';

/**
 * Each user's share of a table (their ratings and list marks, the likes they gave), kept for the
 * users last asked for, where the only way to read one user's rows is to read everyone's: on
 * FerretDB a query by user reads the whole table, so one user costs what everyone costs.
 *
 * - A user not kept is read from **one read of everyone's** rows. Users asked for while it runs
 *   wait for the same read, and it keeps every user it found (up to the capacity), so a crowd of
 *   signed-in users after a restart costs one read rather than one each.
 * - A user **absent** from the last read of everyone, with no change heard since, has nothing, and
 *   costs no read (a new account's first page).
 * - The owner applies every change in place to the value kept (`kept`), and tells of it with
 *   `changed`, its own writes and another instance's alike: a read of everyone that began before a
 *   user's change is not trusted for that user, and the next read is.
 *
 * `V` is mutable and owned by this cache: the owner changes it in place as writes come.
 */
export class KeptFromEveryone<V> {
  private readonly users: KeyedCache<string, Promise<V>>;
  /** The read of everyone in flight, and the change count when it began. */
  private reading: { since: number; values: Promise<Map<string, V>> } | undefined;
  /** Changes told, counted; each user's last one, for a read that began before it. */
  private changes = 0;
  private readonly changedAt = new Map<string, number>();
  /** Where the last read of everyone began: changes up to it no read still waited for can miss. */
  private lastSince = 0;
  /** The last completed read of everyone: where it began, and the users it found. */
  private lastWhole: { since: number; users: Set<string> } | undefined;

  constructor(
    private readonly options: {
      name: string;
      capacity: number;
      /** Every user's value: one read of the whole table(s). */
      readEveryone: () => Promise<Map<string, V>>;
      /** A user with nothing. */
      empty: () => V;
    },
  ) {
    this.users = new KeyedCache({ name: options.name, capacity: options.capacity });
  }

  of(userId: string): Promise<V> {
    const known = this.users.get(userId);
    if (known) return known;
    const loading = this.load(userId);
    this.users.set(userId, loading);
    loading.catch(() => this.users.delete(userId));
    return loading;
  }

  /**
   * Every user's value, from a read of everyone's (the one under way, or a new one), for whoever
   * needs all of them (a build over every user's rows): the read keeps the users it found, as any
   * read of everyone does, so the users asked for after it cost none. The values are not to be
   * changed.
   */
  everyone(): Promise<ReadonlyMap<string, V>> {
    return this.readEveryone().values;
  }

  /**
   * The value kept for a user about to change, to apply the change to: one kept already, or a new
   * empty one for a user known to have had nothing (so their first change costs no read of
   * everyone). Undefined for anyone else: they are read whole when next asked. Counts the change.
   */
  changing(userId: string): Promise<V> | undefined {
    if (!this.users.has(userId) && this.hadNothing(userId)) {
      this.users.set(userId, Promise.resolve(this.options.empty()));
    }
    this.changed(userId);
    return this.users.has(userId) ? this.users.get(userId) : undefined;
  }

  /** A user's rows changed, here or elsewhere: a read of everyone begun before now may miss it. */
  changed(userId: string): void {
    this.changes += 1;
    this.changedAt.set(userId, this.changes);
  }

  /** Lets a user go: read whole when next asked. */
  forget(userId: string): void {
    this.changed(userId);
    this.users.delete(userId);
  }

  /** Absent from the last read of everyone, and no change told since. */
  private hadNothing(userId: string): boolean {
    const last = this.lastWhole;
    return !!last && !last.users.has(userId) && (this.changedAt.get(userId) ?? 0) <= last.since;
  }

  private async load(userId: string): Promise<V> {
    if (this.hadNothing(userId)) return this.options.empty();
    for (;;) {
      const reading = this.readEveryone();
      const everyone = await reading.values;
      // Changed after this read began: the read may miss it; the next has it.
      if ((this.changedAt.get(userId) ?? 0) <= reading.since) {
        return everyone.get(userId) ?? this.options.empty();
      }
    }
  }

  private readEveryone(): { since: number; values: Promise<Map<string, V>> } {
    if (this.reading) return this.reading;
    // Those still waiting for the last read need the changes after its start; older ones go.
    for (const [userId, at] of this.changedAt) {
      if (at <= this.lastSince) this.changedAt.delete(userId);
    }
    const since = this.changes;
    this.lastSince = since;
    const values = this.readAll(since);
    const reading = { since, values };
    this.reading = reading;
    const done = () => {
      if (this.reading === reading) this.reading = undefined;
    };
    values.then(done, done);
    return reading;
  }

  private async readAll(since: number): Promise<Map<string, V>> {
    const everyone = await this.options.readEveryone();
    // Reads of everyone never overlap (readEveryone), so this one is the newest.
    this.lastWhole = { since, users: new Set(everyone.keys()) };
    // Kept for the users nobody asked for yet, unless one changed while this read ran or is kept
    // already (what is in memory may be newer than what was read).
    for (const [userId, value] of everyone) {
      if (this.users.size >= this.options.capacity) break;
      if ((this.changedAt.get(userId) ?? 0) > since || this.users.has(userId)) continue;
      this.users.set(userId, Promise.resolve(value));
    }
    return everyone;
  }
}
