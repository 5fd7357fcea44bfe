import type { Comment } from '@vn/domain';

/** Where a comment was written, as a link: its project's or article's page at the comment. */
export interface CommentSourceLink {
  href: string;
  label: string;
}

/**
 * The page of a comment's project or article, scrolled to the comment (docs/product §2.2 `#commentId`),
 * through /go/…, which turns the source's id into its address. Drafts are private: none.
 */
export function commentSourceLink(comment: Pick<Comment, '_id' | 'source' | 'sourceType'>) {
  const hash = `#${comment._id}`;
  if (comment.sourceType === 'game') {
    return { href: `/go/novel/${comment.source}${hash}`, label: 'К проекту' };
  }
  if (comment.sourceType === 'post') {
    return { href: `/go/post/${comment.source}${hash}`, label: 'К статье' };
  }
  return null;
}
