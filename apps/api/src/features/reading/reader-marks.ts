import { Injectable } from '@nestjs/common';
import type { ReadingList } from '@vn/domain';
import { KeptFromEveryone } from '../../platform/cache';
import { CacheSync } from '../../platform/pubsub';
import { OneAtATime } from '../../platform/tasks';
import { ReadingRepository } from './reading.repository';
import { readerNovelKey } from './reading.schema';

/** One reader's lists and ratings, by project id. */
export interface Marks {
  lists: Map<string, { list: ReadingList; at: Date }>;
  ratings: Map<string, { rating: number; at: Date }>;
}

const READERS_KEPT = 5_000;

const noMarks = (): Marks => ({ lists: new Map(), ratings: new Map() });

/**
 * Each reader's list marks and ratings, kept current by the writes of this instance
 * (docs/architecture.md § Read models: every card of every catalogue page shows the viewer's list
 * mark). The least recently used readers are let go.
 *
 * FerretDB reads the whole ratings and lists tables to find one reader's rows, so a reader not kept
 * comes from one read of everyone's marks, shared by every reader asked for meanwhile, and a
 * reader who had none at that read costs no read at all (`KeptFromEveryone`). Before, a crowd of
 * signed-in readers after a restart queued one whole read each (ratings at 2 a second in
 * `tools/bench/write-load.mts`).
 */
@Injectable()
export class ReaderMarks {
  private readonly readers = new KeptFromEveryone<Marks>({
    name: 'reader marks',
    capacity: READERS_KEPT,
    readEveryone: () => this.readAll(),
    empty: noMarks,
  });
  /** Re-reads of one mark run in the order their changes came, so the last one read wins. */
  private readonly refreshes = new OneAtATime();
  private readonly crossedListeners: ((novelId: string) => void)[] = [];

  constructor(
    private readonly repository: ReadingRepository,
    private readonly sync: CacheSync,
  ) {
    // A reader rated or listed a project on another instance: that one mark is read again by its
    // key for a reader kept here (a lookup by _id), or known to have had none; any other reader is
    // read whole when next asked.
    sync.onChange('readerMarks', (key) => {
      if (!key) return;
      const [userId, novelId] = key.split(':') as [string, string | undefined];
      if (!novelId) {
        // An instance of the build before, which names only the reader: let them go.
        this.readers.forget(userId);
        return;
      }
      if (this.repository.ratings.wroteRecently(key) || this.repository.lists.wroteRecently(key)) {
        for (const listener of this.crossedListeners) listener(novelId);
      }
      const kept = this.readers.changing(userId);
      if (!kept) return;
      return this.refreshes.run(key, () => this.refresh(kept, userId, novelId));
    });
  }

  /**
   * Calls `listener` with the project when another instance changed a mark this one wrote from
   * memory moments ago (`KeyedMarks.wroteRecently`): if both wrote it at once, each followed from
   * the mark before, and what the mark counts may be off by it.
   */
  onCrossedWrite(listener: (novelId: string) => void): void {
    this.crossedListeners.push(listener);
  }

  /** After this instance changed a reader's mark of a project: the other instances read it again. */
  changed(userId: string, novelId: string): void {
    // Here too: if the reader is let go, the last read of everyone no longer tells their marks.
    this.readers.changed(userId);
    this.sync.changed('readerMarks', readerNovelKey(userId, novelId));
  }

  of(userId: string): Promise<Marks> {
    return this.readers.of(userId);
  }

  /**
   * Every reader's marks, read whole (`KeptFromEveryone.everyone`): what the similar titles are
   * built from, and the read that keeps every reader here, so that after a restart the first
   * signed-in readers do not wait for a read of their own. Not to be changed.
   */
  everyone(): Promise<ReadonlyMap<string, Marks>> {
    return this.readers.everyone();
  }

  /** The marks of a viewer, or none for a guest. */
  async ofViewer(userId: string | null): Promise<Marks | null> {
    return userId ? this.of(userId) : null;
  }

  private async refresh(kept: Promise<Marks>, userId: string, novelId: string): Promise<void> {
    const key = readerNovelKey(userId, novelId);
    const [marks, rating, listed] = await Promise.all([
      kept,
      this.repository.ratings.get(key),
      this.repository.lists.get(key),
    ]);
    if (rating) marks.ratings.set(novelId, { rating: rating.rating, at: rating.updatedAt });
    else marks.ratings.delete(novelId);
    if (listed) marks.lists.set(novelId, { list: listed.list, at: listed.updatedAt });
    else marks.lists.delete(novelId);
  }

  private async readAll(): Promise<Map<string, Marks>> {
    const [ratings, lists] = await Promise.all([
      this.repository.ratings.every(),
      this.repository.lists.every(),
    ]);
    const everyone = new Map<string, Marks>();
    const marksOf = (userId: string) => {
      let marks = everyone.get(userId);
      if (!marks) everyone.set(userId, (marks = noMarks()));
      return marks;
    };
    for (const entry of ratings) {
      marksOf(entry.userId).ratings.set(entry.novelId, {
        rating: entry.rating,
        at: entry.updatedAt,
      });
    }
    for (const entry of lists) {
      marksOf(entry.userId).lists.set(entry.novelId, { list: entry.list, at: entry.updatedAt });
    }
    return everyone;
  }
}
