import { Injectable } from '@nestjs/common';
import type { ReadingList } from '@vn/domain';
import { KeyedCache } from '../../platform/cache';
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

/** Each reader's marks, from one read of everyone's. */
type EveryonesMarks = Map<string, Marks>;

const noMarks = (): Marks => ({ lists: new Map(), ratings: new Map() });

/**
 * Each reader's list marks and ratings, kept current by the writes of this instance
 * (docs/architecture.md § Read models: every card of every catalogue page shows the viewer's list
 * mark). The least recently used readers are let go.
 *
 * A reader not kept is read from **everyone's** marks: FerretDB reads the whole ratings and lists
 * tables to find one reader's rows, so one reader costs what everyone costs. Readers asked for while
 * that read runs wait for the same read, and it keeps every reader it found (up to READERS_KEPT). After
 * a restart, a crowd of signed-in readers thus costs one read rather than one each, which queued
 * behind each other for seconds (ratings at 2 a second in `tools/bench/write-load.mts`).
 *
 * Who had no marks at all at the last read of everyone is remembered too: a reader absent from it,
 * with no change since here or elsewhere, has none, and costs no read (a new account's first
 * catalogue page, which would otherwise read every reader's marks).
 */
@Injectable()
export class ReaderMarks {
  private readonly readers = new KeyedCache<string, Promise<Marks>>({
    name: 'reader marks',
    capacity: READERS_KEPT,
  });
  /** The read of everyone's marks in flight, and the change count when it began. */
  private reading: { since: number; marks: Promise<EveryonesMarks> } | undefined;
  /** Changes heard from other instances, counted; a reader's last one, for the read that began before it. */
  private changes = 0;
  private readonly changedAt = new Map<string, number>();
  /** Re-reads of one mark run in the order their changes came, so the last one read wins. */
  private readonly refreshes = new OneAtATime();
  /** Where the last read of everyone began: changes up to it no read still waited for can miss. */
  private lastSince = 0;
  /** The last completed read of everyone: where it began, and the readers it found with any mark. */
  private lastWhole: { since: number; readers: Set<string> } | undefined;

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
        this.noteChange(userId);
        this.readers.delete(userId);
        return;
      }
      if (!this.readers.has(userId) && this.hadNoMarks(userId)) {
        this.readers.set(userId, Promise.resolve(noMarks()));
      }
      this.noteChange(userId);
      return this.refreshes.run(key, () => this.refresh(userId, novelId));
    });
  }

  /** After this instance changed a reader's mark of a project: the other instances read it again. */
  changed(userId: string, novelId: string): void {
    // Here too: if the reader is let go, the last read of everyone no longer tells their marks.
    this.noteChange(userId);
    this.sync.changed('readerMarks', readerNovelKey(userId, novelId));
  }

  private noteChange(userId: string): void {
    this.changes += 1;
    this.changedAt.set(userId, this.changes);
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

  private async refresh(userId: string, novelId: string): Promise<void> {
    const kept = this.readers.has(userId) ? this.readers.get(userId) : undefined;
    if (!kept) return;
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

  /** Absent from the last read of everyone, and no change to their marks heard since. */
  private hadNoMarks(userId: string): boolean {
    const last = this.lastWhole;
    return !!last && !last.readers.has(userId) && (this.changedAt.get(userId) ?? 0) <= last.since;
  }

  private async load(userId: string): Promise<Marks> {
    if (this.hadNoMarks(userId)) return noMarks();
    for (;;) {
      const reading = this.readEveryone();
      const everyone = await reading.marks;
      // Changed on another instance after this read began: the read may miss it; the next has it.
      if ((this.changedAt.get(userId) ?? 0) <= reading.since)
        return everyone.get(userId) ?? noMarks();
    }
  }

  private readEveryone(): { since: number; marks: Promise<EveryonesMarks> } {
    if (this.reading) return this.reading;
    // Those still waiting for the last read need the changes after its start; older ones go.
    for (const [userId, at] of this.changedAt) {
      if (at <= this.lastSince) this.changedAt.delete(userId);
    }
    const since = this.changes;
    this.lastSince = since;
    const marks = this.readAll(since);
    const reading = { since, marks };
    this.reading = reading;
    const done = () => {
      if (this.reading === reading) this.reading = undefined;
    };
    marks.then(done, done);
    return reading;
  }

  private async readAll(since: number): Promise<EveryonesMarks> {
    const [ratings, lists] = await Promise.all([
      this.repository.ratings.every(),
      this.repository.lists.every(),
    ]);
    const everyone: EveryonesMarks = new Map();
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
    // Reads of everyone never overlap (readEveryone), so this one is the newest.
    this.lastWhole = { since, readers: new Set(everyone.keys()) };
    // Kept for the readers nobody asked for yet, unless one changed elsewhere while this read ran
    // or is kept already (its marks in memory may be newer than what was read).
    for (const [userId, marks] of everyone) {
      if (this.readers.size >= READERS_KEPT) break;
      if ((this.changedAt.get(userId) ?? 0) > since || this.readers.has(userId)) continue;
      this.readers.set(userId, Promise.resolve(marks));
    }
    return everyone;
  }
}
