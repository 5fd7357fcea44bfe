import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { CatalogueIndex } from './catalogue-index';
import { NovelsRepository } from './novels.repository';

const FLUSH_EVERY_MS = 5_000;

/**
 * Project views, counted at most once per viewer (user id, or address for a guest) per project per
 * day (UTC). Counting happens in memory at once — the page shows the new figure — and the sums go to
 * the database every few seconds as one `$inc` per project: a write per page view would cost a
 * whole-collection scan on FerretDB (ARCHITECTURE.md), and views are the busiest write there is.
 *
 * Per instance: behind several instances a viewer may be counted once per instance a day, and a
 * crash loses at most the last few seconds of views.
 */
@Injectable()
export class ViewCounter implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ViewCounter');
  private day = '';
  private readonly seenToday = new Set<string>();
  private readonly pending = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly repository: NovelsRepository,
    private readonly index: CatalogueIndex,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** Counts a view unless this viewer saw the project today; answers whether it counted. */
  count(novelId: string, viewerKey: string, now = new Date()): boolean {
    const day = now.toISOString().slice(0, 10);
    if (day !== this.day) {
      this.day = day;
      this.seenToday.clear();
    }
    const key = `${viewerKey}|${novelId}`;
    if (this.seenToday.has(key)) return false;
    this.seenToday.add(key);
    this.pending.set(novelId, (this.pending.get(novelId) ?? 0) + 1);
    const entry = this.index.get(novelId);
    // The record object is shared with the index; views sort nothing, so no rebuild is needed.
    if (entry) entry.record.viewsCount += 1;
    return true;
  }

  /** Writes the counted views; tests call it to see them in the database at once. */
  async flush(): Promise<void> {
    const batch = [...this.pending];
    this.pending.clear();
    for (const [novelId, views] of batch) {
      try {
        await this.repository.addViews(novelId, views);
      } catch (error) {
        this.pending.set(novelId, (this.pending.get(novelId) ?? 0) + views);
        this.logger.warn(`views of ${novelId} not written yet: ${String(error)}`);
      }
    }
  }
}
