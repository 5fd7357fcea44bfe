import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '@vn/domain';
import type { Viewer } from '../../platform/session';
import { ImageStorage } from '../../platform/storage';
import { ModerationLog } from '../moderation-log';
import { UserEventsService } from '../user-events';
import { UsersById } from '../users';
import { PostComments } from './post-comments';
import type { PostDraftRecord } from './post.schema';
import { PostDraftsRepository } from './posts.repository';
import { PostsService } from './posts.service';

/** A step already done, and how to take it back. */
type Undo = () => Promise<void>;

/**
 * `DELETE /api/posts/{countId}`: a moderator deletes a published article for good (docs/product §6
 * "delete any post"; the call is ours, §7). What goes with it, and why:
 *
 * - the article, down to a stub that keeps its number, so no later article ever answers its
 *   address (posts.repository.ts); gone at once from /posts, the main page, the feed, the sitemap
 *   and its page (404, the not-found page), here and on the other instances;
 * - its comments and the likes given to them: a discussion of nothing, which nobody could reach;
 * - its drafts, the create draft it came from and every update draft of it, with their comments: a
 *   declined draft could be restored and sent again, bringing the article back by the ordinary road,
 *   and an update draft has nothing left to update;
 * - the notifications about any of these, whose links would lead nowhere;
 * - one moderation log line naming the article (its number and title), which /log shows unlinked.
 *
 * All or nothing without transactions (docs/adr/0006): the first step claims the article (only a
 * live one can be marked deleted, so a second deletion finds nothing: 404); every later step first
 * records how to undo itself (writing back what it read), and a failure undoes the steps done,
 * newest first. The log line is the last step, so no article is left half deleted, or deleted
 * without a line. The drafts' poster files go only once all is done, as a file cannot be put back.
 */
@Injectable()
export class PostRemoval {
  private readonly logger = new Logger('PostRemoval');

  constructor(
    private readonly posts: PostsService,
    private readonly drafts: PostDraftsRepository,
    private readonly comments: PostComments,
    private readonly events: UserEventsService,
    private readonly users: UsersById,
    private readonly log: ModerationLog,
    private readonly images: ImageStorage,
  ) {}

  async remove(viewer: Viewer, countId: number): Promise<{ deleted: true }> {
    const post = this.posts.byNumber(countId);
    if (!post) throw DomainError.of('notFound');
    const stored = await this.posts.markDeleted(post._id, viewer.user._id);
    const undo: Undo[] = [() => this.posts.putBack(stored)];
    let drafts: PostDraftRecord[] = [];
    try {
      drafts = await this.drafts.ofPost(post._id);
      const draftIds = drafts.map((draft) => draft._id);
      const comments = await this.comments.ofArticle(post._id, draftIds);
      undo.push(() => this.comments.putBack(comments));
      await this.comments.delete(comments);
      undo.push(() => this.drafts.putBack(drafts));
      await this.drafts.deleteMany(draftIds);
      const events = await this.events.about({
        posts: [post._id],
        postDrafts: draftIds,
        comments: comments.comments.map((comment) => comment._id),
      });
      undo.push(() => this.events.putBack(events));
      await this.events.deleteAll(events);

      const author = (await this.users.findById(post.createdBy))?.username ?? post.createdBy;
      await this.log.record(
        viewer,
        'deletePost',
        `удалена статья №${post.countId} «${post.title}» (${post._id}) пользователя ${author}; ` +
          `с ней удалено комментариев: ${comments.comments.length}, черновиков: ${drafts.length}`,
        { kind: 'deletedPost', id: post._id, countId: post.countId, name: post.title },
      );
    } catch (error) {
      await this.undo(undo);
      throw error;
    }
    await this.images.remove(drafts.flatMap((draft) => posterFiles(draft)));
    return { deleted: true };
  }

  private async undo(steps: Undo[]): Promise<void> {
    for (const step of steps.reverse()) {
      try {
        await step();
      } catch (error) {
        // Nothing more can be done here than say so loudly: the next step may still succeed.
        this.logger.error(`undo of a failed article deletion failed: ${String(error)}`);
      }
    }
  }
}

/** A draft's poster as stored (its full size) and the preview saved beside it. */
function posterFiles(draft: PostDraftRecord): string[] {
  const full = draft.poster?.path;
  return full ? [full, full.replace(/-full\.webp$/, '-preview.webp')] : [];
}
