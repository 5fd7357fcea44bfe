import { Module } from '@nestjs/common';
import { recordModels } from '../../platform/database';
import { UsersModule } from '../users';
import { PostComments } from './post-comments';
import { PostDraftsService } from './post-drafts.service';
import { PostRemoval } from './post-removal';
import { postDraftSchema, postSchema } from './post.schema';
import { PostsController } from './posts.controller';
import { PostDraftsRepository, PostsRepository } from './posts.repository';
import { PostsService } from './posts.service';
import { PublishedArticles } from './published-articles';

/**
 * Articles and article drafts (docs/product §2.2 /posts, /postDrafts, /addPost; §3 Post, Post draft; §4
 * Post draft actions, Post editing; §7), and a moderator's deletion of an article (§6). Exports
 * `PostsService` for the main page's articles block, and `PostsRepository` for read models of the
 * articles kept elsewhere (the site-wide search's).
 */
@Module({
  imports: [UsersModule, recordModels(postSchema, postDraftSchema)],
  controllers: [PostsController],
  providers: [
    PostsRepository,
    PostDraftsRepository,
    PublishedArticles,
    PostsService,
    PostDraftsService,
    PostComments,
    PostRemoval,
  ],
  exports: [PostsService, PostDraftsService, PostsRepository],
})
export class PostsModule {}
