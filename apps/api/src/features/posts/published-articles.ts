import { Injectable } from '@nestjs/common';
import { WholeReadModel } from '../../platform/database';
import type { PostRecord } from './post.schema';
import { PostsRepository } from './posts.repository';

/**
 * Every published article in memory, by id and by number (docs/architecture.md § Read models):
 * there are few, the posts page is read on every visit, and FerretDB would scan the collection for
 * each list. Kept current from the repository's changes, this instance's writes and the others'.
 */
@Injectable()
export class PublishedArticles extends WholeReadModel<PostRecord> {
  private readonly byId = new Map<string, PostRecord>();
  private readonly byCountId = new Map<number, PostRecord>();
  /**
   * Moves when an article is added, removed or changed in what a list shows, views aside (a view is
   * not worth rebuilding the main page for): the main page's block is rebuilt when it moves.
   */
  version = 0;

  constructor(private readonly records: PostsRepository) {
    super(records.changes);
  }

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

  protected put(record: PostRecord): void {
    const previous = this.byId.get(record._id);
    if (!previous || !sameButViews(previous, record)) this.version += 1;
    if (previous && previous.countId !== record.countId) this.byCountId.delete(previous.countId);
    this.byId.set(record._id, record);
    this.byCountId.set(record.countId, record);
  }

  protected delete(id: string): void {
    const previous = this.byId.get(id);
    if (!previous) return;
    this.version += 1;
    this.byId.delete(id);
    this.byCountId.delete(previous.countId);
  }

  protected update(change: (record: PostRecord) => PostRecord | null): void {
    for (const record of [...this.byId.values()]) {
      const next = change(record);
      if (next) this.put(next);
    }
  }
}

function newestFirst(a: PostRecord, b: PostRecord): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || b.countId - a.countId;
}

/** Whether two states of an article differ in nothing but their view count. */
function sameButViews(a: PostRecord, b: PostRecord): boolean {
  return JSON.stringify({ ...a, viewsCount: 0 }) === JSON.stringify({ ...b, viewsCount: 0 });
}
