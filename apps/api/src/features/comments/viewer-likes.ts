import { Injectable } from '@nestjs/common';
import { KeyedCache } from '../../platform/cache';
import { CacheSync } from '../../platform/pubsub';
import { CommentsRepository } from './comments.repository';

const USERS_KEPT = 5_000;
const LIKES_KEY = 'likes:';

/**
 * Each user's likes (comment id → true like, false dislike), loaded once per user and kept current
 * by this instance's writes: every comment list shows the viewer's own mark (docs/product §3
 * Comment.userLike), and on FerretDB every query scans (docs/architecture.md § Read models). The
 * least recently used users are let go; another instance's write drops the user here through
 * `CacheSync`.
 */
@Injectable()
export class ViewerLikes {
  private readonly users = new KeyedCache<string, Promise<Map<string, boolean>>>({
    capacity: USERS_KEPT,
  });

  constructor(
    private readonly repository: CommentsRepository,
    private readonly sync: CacheSync,
  ) {
    sync.onChange('comments', (key) => {
      if (key?.startsWith(LIKES_KEY)) this.users.delete(key.slice(LIKES_KEY.length));
      else if (key === null) this.users.clear();
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

  /** After the user's like of a comment was written (null: taken back). */
  async changed(userId: string, commentId: string, value: boolean | null): Promise<void> {
    const known = this.users.get(userId);
    if (known) {
      // Applied after the load settles, so a load that read the database before the write still
      // ends with the written value.
      const likes = await known.catch(() => null);
      if (value === null) likes?.delete(commentId);
      else likes?.set(commentId, value);
    }
    this.sync.changed('comments', `${LIKES_KEY}${userId}`);
  }
}
