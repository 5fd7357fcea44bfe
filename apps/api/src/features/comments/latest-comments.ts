import { Injectable } from '@nestjs/common';
import { publicCommentSourceTypes, type Comment } from '@vn/domain';
import { CommentPresenter } from './comment.presenter';
import { CommentsRepository } from './comments.repository';

/**
 * What is built from the comments as a whole (docs/architecture.md § Read models): a version that
 * moves with every change `CommentsRepository` reports, this instance's and the others', and the
 * main page's newest comments, read once per version. The guests' answers that show comments are
 * kept under this version too.
 */
@Injectable()
export class LatestComments {
  /** Moves with every change of comments: what is built from them is built again when it moves. */
  version = 0;
  private latestCache: { version: number; limit: number; comments: Comment[] } | null = null;

  constructor(
    private readonly records: CommentsRepository,
    private readonly presenter: CommentPresenter,
  ) {
    records.changes.listen(() => {
      this.version += 1;
    });
  }

  /**
   * The newest comments on projects and articles, for the main page (docs/product §3 main page
   * data): read once per change of comments, as the main page is asked for on every visit.
   */
  async newest(limit: number): Promise<Comment[]> {
    const version = this.version;
    if (this.latestCache?.version !== version || this.latestCache.limit < limit) {
      const { records } = await this.records.page(
        { sourceTypes: publicCommentSourceTypes, removed: false },
        0,
        limit,
      );
      // The main page shows a comment's text (§3 Comment), not a review's content blocks: its answer
      // is Comment, so the blocks are left out rather than sent unread; so is what only a removed
      // comment has (it lists none).
      const presented = await this.presenter.present(records, null);
      this.latestCache = {
        version,
        limit,
        comments: presented.map(
          ({ body: _blocks, removedByModerator: _removal, ...comment }) => comment,
        ),
      };
    }
    return this.latestCache.comments.slice(0, limit);
  }
}
