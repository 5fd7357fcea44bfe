/*
 * The comments feature's public face: what other features, the app module and the
 * command line may use. Everything else in this folder is private to it.
 */
export { CommentSources } from './comment-sources';
export type { CommentSourceInfo } from './comment-sources';
export {
  COMMENTS_COLLECTION,
  commentLikeSchema,
  commentSchema,
  userCommentKey,
} from './comment.schema';
export type { CommentLikeRecord, CommentRecord } from './comment.schema';
export { CommentsModule } from './comments.module';
export { CommentsService } from './comments.service';
export type { TakenComments } from './comments.service';
