import {
  LIMITS,
  readerRatingsPath,
  userListLabel,
  userListsPath,
  type UserNovelKind,
} from '@vn/domain';
import { EmptyState, Link, NovelGrid, Paginator } from '@vn/ui';
import { useSearchParams } from 'react-router';
import { Loaded } from '../../app/load-failure';
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
  return (
    <Loaded load={useUserLists(username)} failureMessage="Не удалось загрузить список новелл">
      {(lists) =>
        lists.every((list) => list.count === 0) ? (
          <EmptyState kind="nothingAdded" size="sm" />
        ) : (
          <>
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
            {/* Where the rated list shows, so do the ratings' figures (docs/product §A5.3). */}
            {lists.some((list) => list.list === 'rated' && list.count > 0) && (
              <Link href={readerRatingsPath(username)} variant="standalone">
                Оценки: распределение и сравнение с сайтом
              </Link>
            )}
          </>
        )
      }
    </Loaded>
  );
}

/** "Комментарии": the user's comments, newest first, 20 a page, each linked to where it was written. */
export function ProfileCommentsPanel({ userId }: { userId: string }) {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const load = useUserComments(userId, page);
  return (
    <Loaded load={load} failureMessage="Не удалось загрузить комментарии">
      {(data) =>
        data.comments.length === 0 ? (
          <EmptyState kind="nothing" size="sm" />
        ) : (
          <>
            <SourcedCommentList
              comments={data.comments}
              label="Комментарии пользователя"
              onChange={() => void load.mutate()}
            />
            <TabPaginator count={data.count} pageSize={LIMITS.profileCommentsPageSize} />
          </>
        )
      }
    </Loaded>
  );
}

const novelsLabels: Record<UserNovelKind, string> = {
  added: 'Добавленные проекты',
  owned: 'Проекты с правами на редактирование',
};

/** "Добавленное" and "Права на редактирование": the projects as cards, 30 a page. */
export function ProfileNovelsPanel({ username, kind }: { username: string; kind: UserNovelKind }) {
  const [search] = useSearchParams();
  const load = useUserNovels(username, kind, pageFromSearch(search));
  const appearance = useAppearance();
  return (
    <Loaded load={load} failureMessage="Не удалось загрузить новеллы">
      {(data) => (
        <>
          <NovelGrid
            label={novelsLabels[kind]}
            novels={data.novels.map((card) => novelCardProps(card, 'mixRating', appearance))}
            emptyKind="nothingAdded"
          />
          <TabPaginator count={data.count} pageSize={LIMITS.novelsPageSize} />
        </>
      )}
    </Loaded>
  );
}
