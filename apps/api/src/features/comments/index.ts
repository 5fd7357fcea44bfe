/*
 * The comments feature's public face: what other features, the app module and the
 * command line may use. Everything else in this folder is private to it.
 */
export { CommentSources } from './comment-sources';
export type { CommentSourceInfo } from './comment-sources';
export { COMMENTS_COLLECTION, commentSchema } from './comment.schema';
export type { CommentRecord } from './comment.schema';
export { CommentsModule } from './comments.module';
export { CommentsService } from './comments.service';
export type { TakenComments } from './comments.service';
