/**
 * A small in-memory cache with a time to live. FerretDB reads a whole collection even for a lookup by
 * `_id` (ARCHITECTURE.md), so values every request needs (the session, the signed-in user) are kept
 * here; writers refresh or drop their entries. Another API instance sees a change at most `ttlMs`
 * later (until pub/sub invalidation carries it across instances).
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      // Maps keep insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose value matches, e.g. all sessions of one user. */
  deleteWhere(predicate: (value: V, key: K) => boolean): void {
    for (const [key, entry] of this.entries)
      if (predicate(entry.value, key)) this.entries.delete(key);
  }
}
