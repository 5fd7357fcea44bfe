import { Injectable } from '@nestjs/common';
import { CounterRepair } from '../../platform/database';
import { CommentCountCounters, type CommentCountStore } from './comment-count-counters';
import { CommentsRepository } from './comments.repository';
import { DomainError, type CommentSourceType, type ModerationPlace } from '@vn/domain';
import type { Viewer } from '../../platform/session';

/** What the comments feature needs to know about the thing a comment is on. */
export interface CommentSourceInfo {
  /** Who is told of a new comment on it: a draft's creator, an article's author; none for a project. */
  authorIds: readonly string[];
  /** The project the comments are about (sourceType game), for its followers. */
  novelId: string | null;
  /** The source as the moderation log links to it (a removed comment's place). */
  place: ModerationPlace;
}

/**
 * A feature that owns a kind of comment source (projects, novel drafts, articles, article drafts)
 * registers one of these, so the comments feature depends on no feature and none of them on each
 * other (docs/product §3 Comment.sourceType: game, draft, post, postDraft).
 */
export interface CommentSourceProvider {
  readonly sourceTypes: readonly CommentSourceType[];
  /**
   * The source as the viewer may see it; null when it does not exist or the viewer may not see it
   * (a draft is visible only to its creator, the project's owners and moderators).
   */
  find(
    sourceType: CommentSourceType,
    id: string,
    viewer: Viewer | null,
  ): Promise<CommentSourceInfo | null>;
  /** Keeps the source's denormalised comment count: +1 for a new comment, -1 for a removed one. */
  commentsCountChanged(sourceType: CommentSourceType, id: string, delta: number): Promise<void>;
  /** Where those counts are kept, to count them again when they drift (CounterRepair). */
  commentCounts(sourceType: CommentSourceType): CommentCountStore;
}

/** The registry of comment sources; each owning feature registers in its constructor. */
@Injectable()
export class CommentSources {
  private readonly providers = new Map<CommentSourceType, CommentSourceProvider>();
  private readonly counters = new Map<CommentSourceType, CommentCountCounters>();

  constructor(
    private readonly comments: CommentsRepository,
    private readonly counterRepair: CounterRepair,
  ) {}

  register(provider: CommentSourceProvider): void {
    for (const type of provider.sourceTypes) {
      this.providers.set(type, provider);
      const counters = new CommentCountCounters(type, provider.commentCounts(type), this.comments);
      this.counters.set(type, counters);
      this.counterRepair.register(counters);
    }
  }

  /**
   * The source, or "Not Found" (404) when it is missing or hidden from the viewer. A source type no
   * feature has registered (yet) has no sources at all, so it answers the same: a caller cannot
   * tell our wiring from a missing record, and never gets a 500 for it.
   */
  async find(
    sourceType: CommentSourceType,
    id: string,
    viewer: Viewer | null,
  ): Promise<CommentSourceInfo> {
    const found = await this.providers.get(sourceType)?.find(sourceType, id, viewer);
    if (!found) throw DomainError.of('notFound');
    return found;
  }

  /**
   * Keeps the source's count; a type without a provider has no count to keep. The comment is
   * written already: a count that cannot move is counted again once the database answers.
   */
  async commentsCountChanged(
    sourceType: CommentSourceType,
    id: string,
    delta: number,
  ): Promise<void> {
    try {
      await this.providers.get(sourceType)?.commentsCountChanged(sourceType, id, delta);
    } catch (error) {
      const counters = this.counters.get(sourceType);
      if (counters) this.counterRepair.suspect(counters, id);
      throw error;
    }
  }
}
