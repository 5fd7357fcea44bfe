import { LIMITS } from '@vn/domain';
import { EmptyState, Link, Paginator, Spinner, useToasts } from '@vn/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { CommentItem } from '../../comments/CommentItem';
import { commentSourceLink } from '../../comments/comment-source';
import * as styles from './AllCommentsPage.css';
import { pageFromSearch, searchWithPage, useAllComments } from './use-all-comments';

/**
 * /comments (docs/product §2.2): every comment on projects and articles, newest first, 20 a page with the
 * page in the address, each linked to where it was written (replies are written there).
 */
export function AllCommentsPage() {
  usePageTitle('Комментарии');
  const toasts = useToasts();
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search);
  const { data, error, isLoading, mutate } = useAllComments(page);
  const [now] = useState(() => new Date());
  useEffect(() => {
    if (error) toasts.error('Не удалось загрузить комментарии');
  }, [error, toasts]);

  const pageCount = Math.ceil((data?.count ?? 0) / LIMITS.allCommentsPageSize);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Комментарии</h1>
      {isLoading ? (
        <Spinner />
      ) : !data || data.comments.length === 0 ? (
        <EmptyState text={error ? 'Не удалось загрузить комментарии' : undefined} />
      ) : (
        <ol className={styles.list} aria-label="Комментарии">
          {data.comments.map((comment) => {
            const source = commentSourceLink(comment);
            return (
              <li key={comment._id} className={styles.item}>
                {source && (
                  <Link className={styles.sourceLink} href={source.href}>
                    {source.label}
                  </Link>
                )}
                <CommentItem
                  comment={comment}
                  now={now}
                  isHighlighted={false}
                  onChange={() => void mutate()}
                />
              </li>
            );
          })}
        </ol>
      )}
      {pageCount > 1 && (
        <Paginator
          page={page}
          pageCount={pageCount}
          onPageChange={(next) => {
            setSearch(searchWithPage(search, next));
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </div>
  );
}
