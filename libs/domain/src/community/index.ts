export {
  applyLikePress,
  canSendComment,
  commentFlags,
  commentMessages,
  commentMoods,
  commentSourceTypes,
  isPublicCommentSource,
  publicCommentSourceTypes,
  isReviewAllowed,
  logEntryAnchor,
  logEntryHref,
  nextLikeState,
  type CommentFlags,
  type CommentFlagsInput,
  type CommentMood,
  type CommentSourceType,
  type PublicCommentSourceType,
  type LikeButton,
  type LikeCounts,
  type UserLike,
} from './comments';
export {
  commentRemoval,
  commentSubtree,
  commentThreads,
  hasReplies,
  placeReply,
  threadIdOf,
  type CommentRemoval,
  type CommentThread,
  type ReplyPlace,
  type ReplyRefusal,
  type ReplyRequest,
  type ThreadedComment,
} from './comment-threads';
export {
  COMMENT_LIMITS,
  commentHasContent,
  commentInputMessages,
  commentNotificationPlan,
  contentBlocksTextLength,
  markupHasContent,
  withoutHiddenText,
  type CommentNotificationKind,
} from './comment-input';
export {
  conversationKey,
  MESSAGE_LIMITS,
  messageBodyMarkup,
  messageHasContent,
  messageInputMessages,
} from './message-input';
export {
  canSendMessage,
  firstConversationPageSize,
  isConversationFullyLoaded,
  isLastConversationPage,
  isMessageEdited,
  messageMessages,
  olderConversationPage,
  shouldLoadOlderMessages,
  unreadMessagesTotal,
} from './messages';
export {
  POST_BODY_VERSION,
  postBodyBlocks,
  postLeadingImageHeight,
  postPlainText,
} from './post-body';
export { isLegacyHtmlBody } from './post-body-format';
export { postDraftContent, type PostDraftValueSource } from './post-draft-value';
// The sections and texts from their zod-free module, so reading pages do not load zod for them.
export {
  allPostSectionsLabel,
  isPostSection,
  postMessages,
  postSectionLabels,
  postSections,
  type PostSection,
} from './post-sections';
export {
  hasPostBodyContent,
  newPostDraftSchema,
  postHasChanges,
  postSectionSchema,
  reviewSchema,
  type NewPostDraft,
  type PostBody,
  type PostContent,
  type ReviewForm,
} from './posts';
export {
  addVocabularyValue,
  isSameVocabularyValue,
  vocabularyKey,
  type NewVocabularyValue,
  type VocabularyChoice,
} from './vocabulary-input';
