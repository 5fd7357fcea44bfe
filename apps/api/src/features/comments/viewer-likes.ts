import { Injectable } from '@nestjs/common';
import { KeyedCache } from '../../platform/cache';
import { userCommentOf } from './comment.schema';
import { CommentsRepository } from './comments.repository';

const USERS_KEPT = 5_000;

/**
 * Each user's likes (comment id → true like, false dislike), the read model every comment list
 * takes the viewer's own mark from (docs/product §3 Comment.userLike; on FerretDB every query scans,
 * docs/architecture.md § Read models). A user's likes are read on first use and kept, the least
 * recently used let go; `CommentsRepository` reports every mark written here, applied in place, and
 * every viewer whose marks changed on another instance, let go to be read again when next asked.
 */
@Injectable()
export class ViewerLikes {
  private readonly users = new KeyedCache<string, Promise<Map<string, boolean>>>({
    name: 'comment likes by viewer',
    capacity: USERS_KEPT,
  });

  constructor(private readonly repository: CommentsRepository) {
    repository.likeChanges.listen((change) => {
      switch (change.kind) {
        case 'written':
          return this.apply(change.record.userId, change.record.commentId, change.record.value);
        case 'deleted': {
          const { userId, commentId } = userCommentOf(change.id);
          return this.apply(userId, commentId, null);
        }
        case 'stale':
          return this.users.delete(change.key);
      }
    });
  }

  of(userId: string): Promise<Map<string, boolean>> {
    const known = this.users.get(userId);
    if (known) return known;
    const loading = this.repository
      .likesOf(userId)
      .then((likes) => new Map(likes.map((like) => [like.commentId, like.value])));
    this.users.set(userId, loading);
    loading.catch(() => this.users.delete(userId));
    return loading;
  }

  /** A mark written (null: cleared), on a user whose likes are kept. */
  private async apply(userId: string, commentId: string, value: boolean | null): Promise<void> {
    const known = this.users.get(userId);
    if (!known) return;
    // Applied after the load settles, so a load that read the database before the write still
    // ends with the written value.
    const likes = await known.catch(() => null);
    if (value === null) likes?.delete(commentId);
    else likes?.set(commentId, value);
  }
}
