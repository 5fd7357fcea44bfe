export {
  CommentView,
  type CommentAnswerTo,
  type CommentAuthor,
  type CommentImage,
  type CommentViewProps,
  type CommentVote,
} from './CommentView';
