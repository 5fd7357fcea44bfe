import { Injectable } from '@nestjs/common';
import { KeptFromEveryone } from '../../platform/cache';
import { userCommentOf } from './comment.schema';
import { CommentsRepository } from './comments.repository';

const USERS_KEPT = 5_000;

/**
 * Each user's likes (comment id → true like, false dislike), the read model every comment list
 * takes the viewer's own mark from (docs/product §3 Comment.userLike; docs/architecture.md § Read
 * models). FerretDB reads the whole likes table to find one user's, so a user not kept comes from
 * one read of everyone's likes, shared by every user asked for meanwhile, and a user who had none
 * at that read costs no read at all (`KeptFromEveryone`). `CommentsRepository` reports every mark
 * written, here or (read again by its key) on another instance, and it is applied in place.
 */
@Injectable()
export class ViewerLikes {
  private readonly users = new KeptFromEveryone<Map<string, boolean>>({
    name: 'comment likes by viewer',
    capacity: USERS_KEPT,
    readEveryone: () => this.readAll(),
    empty: () => new Map(),
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
          return this.users.forget(change.key);
      }
    });
  }

  of(userId: string): Promise<Map<string, boolean>> {
    return this.users.of(userId);
  }

  /** A mark written (null: cleared), on a user whose likes are kept or known to have been none. */
  private async apply(userId: string, commentId: string, value: boolean | null): Promise<void> {
    const kept = this.users.changing(userId);
    if (!kept) return;
    // Applied after the load settles, so a load that read the database before the write still
    // ends with the written value.
    const likes = await kept.catch(() => null);
    if (value === null) likes?.delete(commentId);
    else likes?.set(commentId, value);
  }

  private async readAll(): Promise<Map<string, Map<string, boolean>>> {
    const everyone = new Map<string, Map<string, boolean>>();
    for (const like of await this.repository.everyLike()) {
      let likes = everyone.get(like.userId);
      if (!likes) everyone.set(like.userId, (likes = new Map()));
      likes.set(like.commentId, like.value);
    }
    return everyone;
  }
}
