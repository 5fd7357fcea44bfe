/**
 * Remembers which viewers saw which item on the current day (UTC), forgetting them all when the day
 * changes: projects and articles count a view at most once per viewer a day, in memory and per
 * instance, so both counters ask this one place.
 */
export class OnceADay {
  private day = '';
  private readonly seen = new Set<string>();

  /** Whether this is the viewer's first view of the item today; remembers it if so. */
  first(itemId: string, viewerKey: string, now = new Date()): boolean {
    const day = now.toISOString().slice(0, 10);
    if (day !== this.day) {
      this.day = day;
      this.seen.clear();
    }
    const key = `${viewerKey}|${itemId}`;
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    return true;
  }
}
