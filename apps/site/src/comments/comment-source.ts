import { isPublicCommentSource, type Comment, type PublicCommentSourceType } from '@vn/domain';

/** Where a comment was written, as a link: its project's or article's page at the comment. */
export interface CommentSourceLink {
  href: string;
  label: string;
}

/**
 * The page of a comment's project or article, scrolled to the comment (docs/product §2.2 `#commentId`),
 * through /go/…, which turns the source's id into its address. Drafts are private: none.
 */
export function commentSourceLink(
  comment: Pick<Comment, '_id' | 'source' | 'sourceType'>,
): CommentSourceLink | null {
  if (!isPublicCommentSource(comment.sourceType)) return null;
  const { kind, label } = sourcePages[comment.sourceType];
  return { href: `/go/${kind}/${comment.source}#${comment._id}`, label };
}

/** The page each public source has, as /go/ names it. */
const sourcePages: Record<PublicCommentSourceType, { kind: string; label: string }> = {
  game: { kind: 'novel', label: 'К проекту' },
  post: { kind: 'post', label: 'К статье' },
};
