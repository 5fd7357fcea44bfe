import { LIMITS } from '@vn/domain';
import { EmptyState } from '@vn/ui';
import { useSearchParams } from 'react-router';
import { AddressPaginator } from '../../app/AddressPaginator';
import { Loaded } from '../../app/load-failure';
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
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const load = useAllComments(page);

  const pageCount = Math.ceil((load.data?.count ?? 0) / LIMITS.allCommentsPageSize);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Комментарии</h1>
      <Loaded load={load} failureMessage="Не удалось загрузить комментарии">
        {(data) =>
          data.comments.length === 0 ? (
            <EmptyState />
          ) : (
            <SourcedCommentList
              comments={data.comments}
              label="Комментарии"
              onChange={() => void load.mutate()}
            />
          )
        }
      </Loaded>
      <AddressPaginator
        page={page}
        pageCount={pageCount}
        hrefOf={(next) => `?${searchWithPage(search, next)}`}
      />
    </div>
  );
}
