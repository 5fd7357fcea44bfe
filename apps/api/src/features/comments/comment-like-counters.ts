import { Injectable } from '@nestjs/common';
import { CounterRepair, type CounterSet, type Counts } from '../../platform/database';
import { CommentsRepository } from './comments.repository';

/**
 * A comment's likes and dislikes, counted again from the readers' marks when they drift (a process
 * stopped between a mark's write and the counters').
 */
@Injectable()
export class CommentLikeCounters implements CounterSet {
  readonly name = 'comment likes';
  readonly fields = ['likes', 'dislikes'];

  constructor(
    private readonly comments: CommentsRepository,
    repair: CounterRepair,
  ) {
    repair.register(this);
  }

  async stored(ids?: readonly string[]): Promise<Map<string, Counts>> {
    const records = await this.comments.likeCountersOf(ids);
    return new Map(
      records.map(({ _id, likes, dislikes }) => [
        _id,
        { likes: likes ?? 0, dislikes: dislikes ?? 0 },
      ]),
    );
  }

  async counted(ids?: readonly string[]): Promise<Map<string, Counts>> {
    const counts = new Map<string, Counts>();
    for (const { commentId, value } of await this.comments.likeMarksOf(ids)) {
      const comment = counts.get(commentId) ?? { likes: 0, dislikes: 0 };
      comment[value ? 'likes' : 'dislikes']! += 1;
      counts.set(commentId, comment);
    }
    return counts;
  }

  repair(id: string, expected: Counts, actual: Counts): Promise<boolean> {
    return this.comments.repairLikeCounters(id, expected, actual);
  }
}
