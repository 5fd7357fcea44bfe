import type { CommentSourceType } from '@vn/domain';
import type { CounterSet, Counts } from '../../platform/database';
import type { CommentsRepository } from './comments.repository';

/** Where a kind of comment source keeps its comment counts (its owning feature's repository). */
export interface CommentCountStore {
  /** The stored comment count of every source of the kind (or of `ids`). */
  stored(ids?: readonly string[]): Promise<Map<string, number>>;
  /** Sets one source's count to `actual` while it still holds `expected`; whether it wrote. */
  repair(id: string, expected: number, actual: number): Promise<boolean>;
}

/**
 * The comment counts of one kind of source (projects, novel drafts, articles, article drafts):
 * the comments that are not removed, counted again when a count drifts (a process stopped between
 * a comment's write and its count's). The comments are counted here; the counts are the owner's.
 */
export class CommentCountCounters implements CounterSet {
  readonly name: string;
  readonly fields = ['commentsCount'];

  constructor(
    private readonly sourceType: CommentSourceType,
    private readonly store: CommentCountStore,
    private readonly comments: CommentsRepository,
  ) {
    this.name = `comment counts (${sourceType})`;
  }

  async stored(ids?: readonly string[]): Promise<Map<string, Counts>> {
    const counts = await this.store.stored(ids);
    return new Map([...counts].map(([id, commentsCount]) => [id, { commentsCount }]));
  }

  async counted(ids?: readonly string[]): Promise<Map<string, Counts>> {
    const counts = await this.comments.liveCountsBySource(this.sourceType, ids);
    return new Map([...counts].map(([id, commentsCount]) => [id, { commentsCount }]));
  }

  repair(id: string, expected: Counts, actual: Counts): Promise<boolean> {
    return this.store.repair(id, expected['commentsCount'] ?? 0, actual['commentsCount'] ?? 0);
  }
}
