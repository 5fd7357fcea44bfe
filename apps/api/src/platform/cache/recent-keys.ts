/**
 * Keys seen in the last `ms` milliseconds: what this instance wrote moments ago, to know whether
 * news of another instance's write may have crossed it. Old keys go as new ones come, so it holds
 * no more than the last few seconds of writes.
 */
export class RecentKeys {
  /** Each key and when it was last added, oldest first (a Map keeps the order of insertion). */
  private readonly addedAt = new Map<string, number>();

  constructor(private readonly ms: number) {}

  add(key: string): void {
    const now = Date.now();
    this.addedAt.delete(key);
    this.addedAt.set(key, now);
    for (const [oldKey, at] of this.addedAt) {
      if (now - at < this.ms) break;
      this.addedAt.delete(oldKey);
    }
  }

  has(key: string): boolean {
    const at = this.addedAt.get(key);
    return at !== undefined && Date.now() - at < this.ms;
  }

  /** Whether the key is recent, forgetting it: for what is to be done once per addition. */
  take(key: string): boolean {
    const recent = this.has(key);
    this.addedAt.delete(key);
    return recent;
  }
}
