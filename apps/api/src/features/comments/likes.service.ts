import { Injectable } from '@nestjs/common';
import { DomainError, storedCount, type LikeCounts } from '@vn/domain';
import { OneAtATime } from '../../platform/tasks';
import { CounterRepair } from '../../platform/database';
import type { Viewer } from '../../platform/session';
import { CommentLikeCounters } from './comment-like-counters';
import { CommentSources } from './comment-sources';
import { CommentsRepository } from './comments.repository';

const asCount = (like: boolean | undefined, value: boolean) => (like === value ? 1 : 0);

/**
 * Likes and dislikes of comments (docs/product §3 Like, §4 Comments, §7): one mark per user and comment,
 * kept as a record keyed `${userId}:${commentId}` (KeyedMarks); the comment's counters move by `$inc`,
 * by the difference the write made (a like turned dislike moves both), and the counter moves of one
 * comment run one at a time (FerretDB reads then writes, see OneAtATime). Liking your
 * own comment is allowed: docs/product does not forbid it, and it counts once like anyone's.
 */
@Injectable()
export class LikesService {
  private readonly counterWrites = new OneAtATime();

  constructor(
    private readonly repository: CommentsRepository,
    private readonly sources: CommentSources,
    private readonly counterRepair: CounterRepair,
    private readonly counters: CommentLikeCounters,
  ) {}

  /** Sets the viewer's mark: true like, false dislike, null none. */
  async mark(viewer: Viewer, commentId: string, value: boolean | null): Promise<LikeCounts> {
    const comment = await this.repository.findById(commentId);
    // A removed comment ("Комментарий удален") has nothing left to like.
    if (!comment || comment.removed) throw DomainError.of('notFound');
    await this.sources.find(comment.sourceType, comment.source, viewer);
    return this.repository.markLike(viewer.user._id, commentId, value, async (previous) => {
      const likes = asCount(value ?? undefined, true) - asCount(previous?.value, true);
      const dislikes = asCount(value ?? undefined, false) - asCount(previous?.value, false);
      const counted =
        likes !== 0 || dislikes !== 0
          ? await this.counterWrites
              .run(commentId, () => this.repository.moveLikes(commentId, likes, dislikes))
              .catch((error: unknown) => {
                // The mark is written: its counters are counted again once the database answers.
                this.counterRepair.suspect(this.counters, commentId);
                throw error;
              })
          : comment;
      if (!counted) throw DomainError.of('notFound');
      return {
        likes: storedCount(counted.likes),
        dislikes: storedCount(counted.dislikes),
        userLike: value,
      };
    });
  }
}
