import { Injectable } from '@nestjs/common';
import {
  CounterRepair,
  type CounterSet,
  type Counts,
} from '../../platform/database/counter-repair';
import { NovelsRepository } from '../novels';
import { CommentsRepository } from './comments.repository';

/**
 * A project's comment count (`commentsCount`: its comments that are not removed), counted again
 * from the comments when it drifts (a process stopped between a comment's write and the count's).
 */
@Injectable()
export class ProjectCommentCounters implements CounterSet {
  readonly name = 'project comments';
  readonly fields = ['commentsCount'];

  constructor(
    private readonly comments: CommentsRepository,
    private readonly novels: NovelsRepository,
    repair: CounterRepair,
  ) {
    repair.register(this);
  }

  async stored(ids?: readonly string[]): Promise<Map<string, Counts>> {
    const stored = await this.novels.countersOf(ids);
    return new Map(
      [...stored].map(([id, record]) => [id, { commentsCount: record.commentsCount ?? 0 }]),
    );
  }

  async counted(ids?: readonly string[]): Promise<Map<string, Counts>> {
    const counts = await this.comments.liveCountsBySource('game', ids);
    return new Map([...counts].map(([id, commentsCount]) => [id, { commentsCount }]));
  }

  repair(id: string, expected: Counts, actual: Counts): Promise<boolean> {
    return this.novels.repairCounters(id, expected, actual);
  }
}
