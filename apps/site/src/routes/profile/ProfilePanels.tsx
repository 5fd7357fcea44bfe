import { LIMITS, userListLabel, userListsPath, type UserNovelKind } from '@vn/domain';
import { EmptyState, Link, NovelGrid, Paginator, Spinner } from '@vn/ui';
import { useSearchParams } from 'react-router';
import { useFailureToast } from '../../app/load-failure';
import { pageFromSearch, searchWithPage } from '../../app/page-address';
import { useAppearance } from '../../appearance/appearance-store';
import { novelCardProps } from '../../catalogue/cards';
import { SourcedCommentList } from '../../comments/SourcedCommentList';
import * as styles from './ProfilePage.css';
import { useUserComments, useUserLists, useUserNovels } from './use-profile';

/*
 * The contents of the profile's tabs (docs/product §2.4). Pages of comments and projects live in the
 * address's `page` (the tab's own, as only one tab shows at a time).
 */

/** The paginator of a tab, writing the page to the address. */
function TabPaginator({ count, pageSize }: { count: number; pageSize: number }) {
  const [search, setSearch] = useSearchParams();
  const pageCount = Math.ceil(count / pageSize);
  if (pageCount <= 1) return null;
  return (
    <Paginator
      page={pageFromSearch(search)}
      pageCount={pageCount}
      onPageChange={(next) => setSearch(searchWithPage(search, next))}
    />
  );
}

/**
 * "Списки": the lists the viewer may see (the owner's settings decide, the API applies them), each
 * with its count, linking to its tab on /lists/{username}.
 */
export function ProfileListsPanel({ username }: { username: string }) {
  const { data, error, isLoading } = useUserLists(username);
  useFailureToast(error, 'Не удалось загрузить список новелл');
  if (isLoading) return <Spinner />;
  const lists = data ?? [];
  if (lists.every((list) => list.count === 0)) return <EmptyState kind="nothingAdded" size="sm" />;
  return (
    <ul className={styles.listLinks} aria-label="Списки">
      {lists.map((list) => (
        <li key={list.list}>
          <Link
            href={`${userListsPath(username)}?list=${list.list}`}
            variant="standalone"
            aria-label={`${userListLabel(list.list)}: ${list.count}`}
          >
            {userListLabel(list.list)}
            <span className={styles.listCount}>{list.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** "Комментарии": the user's comments, newest first, 20 a page, each linked to where it was written. */
export function ProfileCommentsPanel({ userId }: { userId: string }) {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const { data, error, isLoading, mutate } = useUserComments(userId, page);
  useFailureToast(error, 'Не удалось загрузить комментарии');
  if (isLoading) return <Spinner />;
  if (!data || data.comments.length === 0) return <EmptyState kind="nothing" size="sm" />;
  return (
    <>
      <SourcedCommentList
        comments={data.comments}
        label="Комментарии пользователя"
        onChange={() => void mutate()}
      />
      <TabPaginator count={data.count} pageSize={LIMITS.profileCommentsPageSize} />
    </>
  );
}

const novelsLabels: Record<UserNovelKind, string> = {
  added: 'Добавленные проекты',
  owned: 'Проекты с правами на редактирование',
};

/** "Добавленное" and "Права на редактирование": the projects as cards, 30 a page. */
export function ProfileNovelsPanel({ username, kind }: { username: string; kind: UserNovelKind }) {
  const [search] = useSearchParams();
  const { data, error, isLoading } = useUserNovels(username, kind, pageFromSearch(search));
  const appearance = useAppearance();
  useFailureToast(error, 'Не удалось загрузить новеллы');
  if (isLoading) return <Spinner />;
  return (
    <>
      <NovelGrid
        label={novelsLabels[kind]}
        novels={(data?.novels ?? []).map((card) => novelCardProps(card, 'mixRating', appearance))}
        emptyKind="nothingAdded"
      />
      <TabPaginator count={data?.count ?? 0} pageSize={LIMITS.novelsPageSize} />
    </>
  );
}
