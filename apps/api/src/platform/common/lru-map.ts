/**
 * A map that keeps at most `capacity` entries, letting go of the least recently used one first.
 * For the in-memory caches of the read paths (catalogue answers, guests' serialized pages, readers'
 * marks), which must stay bounded whatever the traffic asks for.
 */
export class LruMap<K, V> {
  // Maps keep insertion order: the first key is the least recently used one.
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  /** The value, now counted as the most recently used. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value as K);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
