import { Injectable } from '@nestjs/common';
import type { CommentResult } from '@vn/domain';
import { CommentsService, type TakenComments } from '../comments';
import type { Viewer } from '../../platform/session';

/**
 * The comments shown with an article (`GET /api/posts/{countId}`) and with an article draft
 * (`GET /api/postDrafts/{id}`, "Комментарии к черновику"), docs/product §2.2, §7, and those that go
 * when an article is deleted: the one place the posts feature asks the comments feature for them.
 * The caller has already decided the viewer may see the source.
 */
@Injectable()
export class PostComments {
  constructor(private readonly comments: CommentsService) {}

  list(
    viewer: Viewer | null,
    sourceType: 'post' | 'postDraft',
    sourceId: string,
  ): Promise<CommentResult[]> {
    return this.comments.listForSource(viewer, sourceType, sourceId);
  }

  /** The comments (and their likes) of an article and of its drafts, as they are now. */
  ofArticle(postId: string, draftIds: readonly string[]): Promise<TakenComments> {
    return this.comments.allOf([
      { sourceType: 'post', sourceId: postId },
      ...draftIds.map((sourceId) => ({ sourceType: 'postDraft' as const, sourceId })),
    ]);
  }

  delete(taken: TakenComments): Promise<void> {
    return this.comments.deleteTaken(taken);
  }

  putBack(taken: TakenComments): Promise<void> {
    return this.comments.putBack(taken);
  }
}
