import { Injectable } from '@nestjs/common';
import type { ReadingList } from '@vn/domain';
import { KeyedCache } from '../../platform/cache';
import { CacheSync } from '../../platform/pubsub';
import { ReadingRepository } from './reading.repository';

/** One reader's lists and ratings, by project id. */
export interface Marks {
  lists: Map<string, { list: ReadingList; at: Date }>;
  ratings: Map<string, { rating: number; at: Date }>;
}

const READERS_KEPT = 5_000;

/**
 * Each reader's list marks and ratings, loaded once per reader and kept current by the writes of
 * this instance (docs/architecture.md § Read models: even a lookup by `_id` scans on FerretDB, and
 * every card of every catalogue page shows the viewer's list mark). The least recently used readers
 * are let go.
 */
@Injectable()
export class ReaderMarks {
  private readonly readers = new KeyedCache<string, Promise<Marks>>({
    name: 'reader marks',
    capacity: READERS_KEPT,
  });

  constructor(
    private readonly repository: ReadingRepository,
    private readonly sync: CacheSync,
  ) {
    // The reader voted or moved a project on another instance: load their marks afresh when next asked.
    sync.onChange('readerMarks', (userId) => {
      if (userId) this.readers.delete(userId);
    });
  }

  /** After this instance changed a reader's marks in memory: the other instances drop theirs. */
  changed(userId: string): void {
    this.sync.changed('readerMarks', userId);
  }

  of(userId: string): Promise<Marks> {
    const known = this.readers.get(userId);
    if (known) return known;
    const loading = this.load(userId);
    this.readers.set(userId, loading);
    loading.catch(() => this.readers.delete(userId));
    return loading;
  }

  /** The marks of a viewer, or none for a guest. */
  async ofViewer(userId: string | null): Promise<Marks | null> {
    return userId ? this.of(userId) : null;
  }

  private async load(userId: string): Promise<Marks> {
    const [ratings, lists] = await Promise.all([
      this.repository.ratings.ofUser(userId),
      this.repository.lists.ofUser(userId),
    ]);
    return {
      ratings: new Map(
        ratings.map((entry) => [entry.novelId, { rating: entry.rating, at: entry.updatedAt }]),
      ),
      lists: new Map(
        lists.map((entry) => [entry.novelId, { list: entry.list, at: entry.updatedAt }]),
      ),
    };
  }
}
