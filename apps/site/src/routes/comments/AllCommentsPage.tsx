import { LIMITS } from '@vn/domain';
import { EmptyState, Spinner, useToasts } from '@vn/ui';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { AddressPaginator } from '../../app/AddressPaginator';
import { pageFromSearch, searchWithPage } from '../../app/page-address';
import { usePageTitle } from '../../app/page-title';
import { SourcedCommentList } from '../../comments/SourcedCommentList';
import * as styles from './AllCommentsPage.css';
import { useAllComments } from './use-all-comments';

/**
 * /comments (docs/product §2.2): every comment on projects and articles, newest first, 20 a page with the
 * page in the address, each linked to where it was written (replies are written there).
 */
export function AllCommentsPage() {
  usePageTitle('Комментарии');
  const toasts = useToasts();
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const { data, error, isLoading, mutate } = useAllComments(page);
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
        <SourcedCommentList
          comments={data.comments}
          label="Комментарии"
          onChange={() => void mutate()}
        />
      )}
      <AddressPaginator
        page={page}
        pageCount={pageCount}
        hrefOf={(next) => `?${searchWithPage(search, next)}`}
      />
    </div>
  );
}
