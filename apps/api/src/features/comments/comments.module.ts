import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { NovelsModule } from '../novels';
import { UsersModule } from '../users';
import { CommentPresenter } from './comment.presenter';
import {
  COMMENT_LIKES_COLLECTION,
  commentLikeSchema,
  COMMENTS_COLLECTION,
  commentSchema,
  NOVEL_REVIEWS_COLLECTION,
  novelReviewSchema,
} from './comment.schema';
import { CommentSources } from './comment-sources';
import { CommentsController } from './comments.controller';
import { CommentsRepository } from './comments.repository';
import { CommentsService } from './comments.service';
import { GameCommentSource } from './game-comment-source';
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
    MongooseModule.forFeature([
      { name: COMMENTS_COLLECTION, schema: commentSchema },
      { name: COMMENT_LIKES_COLLECTION, schema: commentLikeSchema },
      { name: NOVEL_REVIEWS_COLLECTION, schema: novelReviewSchema },
    ]),
  ],
  controllers: [CommentsController],
  providers: [
    CommentSources,
    CommentsRepository,
    CommentPresenter,
    ViewerLikes,
    CommentsService,
    LikesService,
    GameCommentSource,
  ],
  exports: [CommentSources, CommentsService],
})
export class CommentsModule {}
