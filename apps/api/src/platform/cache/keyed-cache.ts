/**
 * The API's one in-memory cache (apps/api/README.md "In-memory caches"): values by key (a user, a
 * session token, a filter, a page address), at most `capacity` of them, letting go of the least
 * recently used one first, and each for at most `ttlMs` when a time to live is given. FerretDB
 * scans a whole collection even for a lookup by `_id` (docs/architecture.md § Read models), so the
 * read paths keep what they read here, bounded whatever the traffic asks for.
 *
 * `load` shares one read among everyone who asks for a key at the same time, and keeps nothing of a
 * read that failed or that a change of its key overtook (`set`, `delete`, `clear` while it ran): what
 * it saw may be older than the change.
 */
export class KeyedCache<K, V> {
  /** What it keeps, for the metrics (`cacheFigures`): caches of one name are counted together. */
  readonly name: string;
  // Maps keep insertion order: the first key is the least recently used one.
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();
  private readonly reading = new Map<K, Promise<V>>();
  private readonly capacity: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private hits = 0;
  private misses = 0;

  constructor(options: { name: string; capacity: number; ttlMs?: number; now?: () => number }) {
    this.name = options.name;
    this.capacity = options.capacity;
    this.ttlMs = options.ttlMs ?? Infinity;
    this.now = options.now ?? Date.now;
    made.add(new WeakRef(this));
  }

  /** The value kept for the key, now counted as the most recently used; undefined when none. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry) this.entries.delete(key);
    if (!entry || entry.expiresAt <= this.now()) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Whether a live value is kept for the key, without counting a lookup or touching its order. */
  has(key: K): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && entry.expiresAt > this.now();
  }

  set(key: K, value: V): void {
    this.reading.delete(key);
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value as K);
    }
  }

  /** The kept value, or `read`'s, shared with whoever asks for the key while it runs. */
  load(key: K, read: (key: K) => Promise<V>): Promise<V> {
    const kept = this.get(key);
    if (kept !== undefined) return Promise.resolve(kept);
    const running = this.reading.get(key);
    if (running) return running;
    const reading = read(key);
    this.reading.set(key, reading);
    reading.then(
      (value) => {
        if (this.reading.get(key) !== reading) return; // the key changed while it ran
        this.reading.delete(key);
        this.set(key, value);
      },
      () => {
        if (this.reading.get(key) === reading) this.reading.delete(key);
      },
    );
    return reading;
  }

  delete(key: K): void {
    this.reading.delete(key);
    this.entries.delete(key);
  }

  /** Drops every entry whose value matches, e.g. all sessions of one user. */
  deleteWhere(predicate: (value: V, key: K) => boolean): void {
    for (const [key, entry] of this.entries) {
      if (predicate(entry.value, key)) this.entries.delete(key);
    }
  }

  clear(): void {
    this.reading.clear();
    this.entries.clear();
  }

  /** How many values are kept (some may have outlived their time to live, until next asked). */
  get size(): number {
    return this.entries.size;
  }

  /** Its size and how often `get` (and so `load`) found a value or not, since it was made. */
  figures(): CacheFigures {
    return { name: this.name, entries: this.size, hits: this.hits, misses: this.misses };
  }
}

export interface CacheFigures {
  readonly name: string;
  readonly entries: number;
  readonly hits: number;
  readonly misses: number;
}

/** Every cache made, held weakly: a cache goes when its owner does (a test's app, say). */
const made = new Set<WeakRef<KeyedCache<unknown, unknown>>>();

/** The figures of every cache still in use, those of one name added together. */
export function cacheFigures(): CacheFigures[] {
  const byName = new Map<string, CacheFigures>();
  for (const ref of made) {
    const cache = ref.deref();
    if (!cache) {
      made.delete(ref);
      continue;
    }
    const own = cache.figures();
    const sum = byName.get(own.name);
    byName.set(
      own.name,
      sum
        ? {
            name: own.name,
            entries: sum.entries + own.entries,
            hits: sum.hits + own.hits,
            misses: sum.misses + own.misses,
          }
        : own,
    );
  }
  return [...byName.values()];
}
