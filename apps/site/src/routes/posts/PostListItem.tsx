import { postLeadingImageHeight, type Post } from '@vn/domain';
import { PostPreview } from '@vn/ui';
import { useMemo } from 'react';
import { PostBodyView } from '../../posts/PostBodyView';
import { PostMeta } from '../../posts/PostMeta';

export interface PostListItemProps {
  post: Post;
  commentsCount: number;
  showHidden: boolean;
}

/**
 * One article of the list (docs/product §2.2 /posts; §9): its preview collapsed above 300 px, or above its
 * opening picture's height + 200 px, with "Читать далее", its section, author, date and comment count.
 */
export function PostListItem({ post, commentsCount, showHidden }: PostListItemProps) {
  const leadingImageHeight = useMemo(() => postLeadingImageHeight(post.body), [post.body]);
  return (
    <PostPreview
      title={post.title}
      href={`/posts/${post.countId}`}
      leadingImageHeight={leadingImageHeight}
      meta={
        <PostMeta
          section={post.section}
          author={post.createdBy}
          createdAt={post.createdAt}
          commentsCount={commentsCount}
        />
      }
    >
      <PostBodyView body={post.body} showHidden={showHidden} />
    </PostPreview>
  );
}
