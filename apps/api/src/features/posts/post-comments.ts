import { Injectable } from '@nestjs/common';
import type { CommentResult } from '@vn/domain';
import { CommentsService } from '../comments';
import type { Viewer } from '../../platform/session/viewer';

/**
 * The comments shown with an article (`GET /api/posts/{countId}`) and with an article draft
 * (`GET /api/postDrafts/{id}`, "Комментарии к черновику"), docs/product §2.2, §7: the one place the posts
 * feature asks the comments feature for them. The caller has already decided the viewer may see the
 * source.
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
}
