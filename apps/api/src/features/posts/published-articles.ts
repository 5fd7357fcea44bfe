import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { RecordChange } from '../../platform/database';
import type { PostRecord } from './post.schema';
import { PostsRepository } from './posts.repository';

/**
 * Every published article in memory, by id and by number (docs/architecture.md § Read models):
 * there are few, the posts page is read on every visit, and FerretDB would scan the collection for
 * each list. Kept current from the repository's changes, this instance's writes and the others'.
 */
@Injectable()
export class PublishedArticles implements OnApplicationBootstrap {
  private readonly byId = new Map<string, PostRecord>();
  private readonly byCountId = new Map<number, PostRecord>();
  /**
   * Moves when an article is added, removed or changed in what a list shows, views aside (a view is
   * not worth rebuilding the main page for): the main page's block is rebuilt when it moves.
   */
  version = 0;

  constructor(private readonly records: PostsRepository) {
    records.changes.listen((change) => this.apply(change));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reload();
  }

  /** Reads every article again (start-up; tests that wrote to the database directly). */
  async reload(): Promise<void> {
    const records = await this.records.all();
    this.byId.clear();
    this.byCountId.clear();
    for (const record of records) this.put(record);
    this.version += 1;
  }

  get(id: string): PostRecord | undefined {
    return this.byId.get(id);
  }

  byNumber(countId: number): PostRecord | undefined {
    return this.byCountId.get(countId);
  }

  /** Every article, newest first. */
  newest(): PostRecord[] {
    return [...this.byId.values()].sort(newestFirst);
  }

  /** The highest number among the articles held (0 without any). */
  highestNumber(): number {
    let highest = 0;
    for (const countId of this.byCountId.keys()) highest = Math.max(highest, countId);
    return highest;
  }

  private async apply(change: RecordChange<PostRecord>): Promise<void> {
    switch (change.kind) {
      case 'written':
        return this.put(change.record);
      case 'deleted':
        return this.delete(change.id);
      case 'eachRecord':
        for (const record of [...this.byId.values()]) {
          const next = change.change(record);
          if (next) this.put(next);
        }
        return;
      case 'everything':
        return this.reload();
    }
  }

  private put(record: PostRecord): void {
    const previous = this.byId.get(record._id);
    if (!previous || !sameButViews(previous, record)) this.version += 1;
    if (previous && previous.countId !== record.countId) this.byCountId.delete(previous.countId);
    this.byId.set(record._id, record);
    this.byCountId.set(record.countId, record);
  }

  private delete(id: string): void {
    const previous = this.byId.get(id);
    if (!previous) return;
    this.version += 1;
    this.byId.delete(id);
    this.byCountId.delete(previous.countId);
  }
}

function newestFirst(a: PostRecord, b: PostRecord): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || b.countId - a.countId;
}

/** Whether two states of an article differ in nothing but their view count. */
function sameButViews(a: PostRecord, b: PostRecord): boolean {
  return JSON.stringify({ ...a, viewsCount: 0 }) === JSON.stringify({ ...b, viewsCount: 0 });
}
