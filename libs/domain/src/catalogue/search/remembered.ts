/**
 * What a text's readings (keys, stem, sound) came to, for texts read before. A search reads each
 * query word again and again, and the catalogue's names repeat their words; the folds and the
 * stemmer cost microseconds a text. Cleared when full: simpler than an LRU and as good for a working
 * set this size. Texts longer than `maxLength` are not kept: a 16 KB query each time would fill
 * memory, not save time.
 */
export class Remembered<V> {
  private readonly known = new Map<string, V>();

  constructor(private readonly limits: { capacity: number; maxLength: number }) {}

  /** What `make` gives for `text`, made once while it is remembered. */
  of(text: string, make: (text: string) => V): V {
    if (this.known.has(text)) return this.known.get(text) as V;
    const made = make(text);
    if (text.length > this.limits.maxLength) return made;
    if (this.known.size >= this.limits.capacity) this.known.clear();
    this.known.set(text, made);
    return made;
  }
}
