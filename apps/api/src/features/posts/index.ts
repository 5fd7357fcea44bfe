/*
 * The posts feature's public face: what other features, the app module and the
 * command line may use. Everything else in this folder is private to it.
 */
export { PostDraftsService } from './post-drafts.service';
export { postGonePages, postPageHeads } from './post-page-head';
export { POSTS_COLLECTION, postSchema } from './post.schema';
export type { PostRecord } from './post.schema';
export { postsFeed, postsSitemap } from './posts-syndication';
export { PostsModule } from './posts.module';
export { PostsRepository } from './posts.repository';
export { PostsService } from './posts.service';
