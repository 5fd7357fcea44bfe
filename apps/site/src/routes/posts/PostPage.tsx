import {
  deletePostRoute,
  blocksExcerpt,
  postBodyBlocks,
  postMessages,
  type Post,
  pageDescription,
} from '@vn/domain';
import { Link } from '@vn/ui';
import { Pencil } from 'lucide-react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { BusySpinner } from '../../app/BusySpinner';
import { usePageMeta } from '../../app/page-title';
import { CommentsSection } from '../../comments/CommentsSection';
import { ReportButton, useMayReport } from '../../reporting/ReportControl';
import { useSession } from '../../session/session';
import { NotFoundPage } from '../../failure-pages/NotFoundPage';
import { useLoadFailurePage } from '../../failure-pages/use-load-failure-page';
import { DeletePostButton } from './DeletePostButton';
import { PostArticle } from '../../posts/PostArticle';
import { isCountId } from '../../posts/post-address';
import * as styles from './posts.css';
import { usePostPage } from '../../posts/use-post-page';

/**
 * /posts/{countId} (docs/product §2.2): the article with its view count and comments, "Редактировать"
 * for its author or a moderator, (ours, §6) "Удалить статью" for a moderator, and (ours, §A3.1)
 * «Пожаловаться» for another signed-in reader. "Not Found" is the not-found page; any other failure the error page
 * with the toast "Не удалось загрузить статью" (§8). A number that is not one is not asked for.
 */
export function PostPage() {
  const { countId = '' } = useParams();
  const valid = isCountId(countId);
  const { data, error } = usePostPage(countId, valid);
  const failurePage = useLoadFailurePage(data, error, postMessages.loadFailed);

  if (!valid) return <NotFoundPage />;
  if (failurePage) return failurePage;
  if (!data) {
    return <BusySpinner />;
  }
  return <PostPageView key={data.post._id} post={data.post} />;
}

function PostPageView({ post }: { post: Post }) {
  const session = useSession();
  const excerpt = useMemo(
    () => pageDescription(blocksExcerpt(postBodyBlocks(post.body))),
    [post.body],
  );
  usePageMeta({ title: post.title, description: excerpt || undefined });
  const canEdit = session.can('editPost', { authorId: post.createdBy._id });
  const canDelete = session.mayCall(deletePostRoute);
  // docs/product §A3.1 (ours): another's article can be reported.
  const canReport = useMayReport()(post.createdBy._id);

  return (
    <div className={styles.page}>
      <PostArticle
        headingLevel={1}
        title={post.title}
        section={post.section}
        body={post.body}
        author={post.createdBy}
        createdAt={post.createdAt}
        viewsCount={post.viewsCount}
        showHidden={session.user !== null}
        actions={
          canEdit || canDelete || canReport ? (
            <>
              {canEdit && (
                <Link href={`/posts/${post.countId}/edit`} variant="standalone">
                  <Pencil aria-hidden size="1em" /> Редактировать
                </Link>
              )}
              {canDelete && <DeletePostButton post={post} />}
              {canReport && (
                <ReportButton
                  target={{ kind: 'post', id: post._id, label: `Статья «${post.title}»` }}
                  authorId={post.createdBy._id}
                />
              )}
            </>
          ) : null
        }
      />
      {/* Its own comments, with the #commentId scroll of docs/product §2.2. */}
      <CommentsSection sourceType="post" sourceId={post._id} heading="Комментарии" />
    </div>
  );
}
