import { Global, Module } from '@nestjs/common';
import { recordModels } from '../../platform/database';
import { NovelsModule } from '../novels';
import { UsersModule } from '../users';
import { CommentPresenter } from './comment.presenter';
import { commentLikeSchema, commentSchema, novelReviewSchema } from './comment.schema';
import { CommentSources } from './comment-sources';
import { CommentThreads } from './comment-threads';
import { CommentsController } from './comments.controller';
import { CommentsRepository } from './comments.repository';
import { CommentsService } from './comments.service';
import { CommentLikeCounters } from './comment-like-counters';
import { GameCommentSource } from './game-comment-source';
import { LatestComments } from './latest-comments';
import { LikesService } from './likes.service';
import { ViewerLikes } from './viewer-likes';

/**
 * Comments, likes and reviews (docs/product §3, §4 Comments, §7). Global: the features owning comment
 * sources register into `CommentSources`, and the posts and drafts pages list their comments through
 * `CommentsService.listForSource`. Projects (sourceType game) are registered here.
 */
@Global()
@Module({
  imports: [
    NovelsModule,
    UsersModule,
    recordModels(commentSchema, commentLikeSchema, novelReviewSchema),
  ],
  controllers: [CommentsController],
  providers: [
    CommentSources,
    CommentsRepository,
    CommentPresenter,
    ViewerLikes,
    LatestComments,
    CommentThreads,
    CommentsService,
    LikesService,
    GameCommentSource,
    CommentLikeCounters,
  ],
  exports: [CommentSources, CommentsService],
})
export class CommentsModule {}
