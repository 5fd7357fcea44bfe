import { Injectable, Logger } from '@nestjs/common';
import { DomainError, type CommentSourceType } from '@vn/domain';
import { OneAtATime } from '../../platform/tasks';
import { CatalogueIndex, NovelsRepository } from '../novels';
import {
  CommentSources,
  type CommentSourceInfo,
  type CommentSourceProvider,
} from './comment-sources';
import type { CommentCountStore } from './comment-count-counters';

/**
 * Projects as comment sources (docs/product §3 Comment.sourceType `game`): one exists while the catalogue
 * holds it and it is not removed; nobody in particular is its author (its followers are told,
 * through the notification settings). Its comment count is the project's `commentsCount`.
 */
@Injectable()
export class GameCommentSource implements CommentSourceProvider {
  readonly sourceTypes = ['game'] as const;
  private readonly logger = new Logger('GameCommentSource');
  /** FerretDB reads then writes on `$inc`: counts of one project move one at a time here. */
  private readonly countWrites = new OneAtATime();

  constructor(
    sources: CommentSources,
    private readonly index: CatalogueIndex,
    private readonly novels: NovelsRepository,
  ) {
    sources.register(this);
  }

  find(_sourceType: CommentSourceType, id: string): Promise<CommentSourceInfo | null> {
    const entry = this.index.get(id);
    if (!entry || entry.record.removed) return Promise.resolve(null);
    const { url, section, name } = entry.record;
    const place = { kind: 'novel', id, url, section, name } as const;
    return Promise.resolve({ authorIds: [], novelId: id, place });
  }

  commentCounts(): CommentCountStore {
    return {
      stored: async (ids) => {
        const counters = await this.novels.countersOf(ids);
        return new Map([...counters].map(([id, record]) => [id, record.commentsCount ?? 0]));
      },
      repair: (id, expected, actual) =>
        this.novels.repairCounters(id, { commentsCount: expected }, { commentsCount: actual }),
    };
  }

  async commentsCountChanged(_sourceType: CommentSourceType, id: string, delta: number) {
    if (delta === 0) return;
    await this.countWrites.run(id, async () => {
      try {
        await this.novels.moveCounters(id, { commentsCount: delta });
      } catch (error) {
        // The project went away meanwhile: there is no count left to keep. Anything else (the
        // database went away) is the caller's: the count is counted again once it answers.
        if (!(error instanceof DomainError && error.kind === 'notFound')) throw error;
        this.logger.warn(`commentsCount of ${id} not moved: the project is gone`);
      }
    });
  }
}
