import {
  removeUserRoute,
  isSelfTarget,
  toggleSort,
  userListCallSort,
  userListPageCount,
  userListSortLabels,
  userListSortOptions,
  type UserListItem,
  type UserListSort,
  type UserListView,
} from '@vn/domain';
import { EmptyState, SortBar } from '@vn/ui';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AddressPaginator } from '../../app/AddressPaginator';
import { Loaded } from '../../app/load-failure';
import { useSession } from '../../session/session';
import { StaffPage } from '../../session/StaffOnly';
import { usersHref, usersViewOf } from './users-address';
import { useRemoveUser, useUserList } from './use-users';
import { UserRow } from './UserRow';
import { UserSearch } from './UserSearch';
import * as styles from './UsersPage.css';

const PAGE_TITLE = 'Пользователи';

/** The toast when the list does not come (docs/product §8 names none for it; ours, in its words). */
export const USERS_LOAD_FAILED = 'Не удалось загрузить пользователей';

/**
 * /users (docs/product §2.2; §6): the staff's user list — searchable, sorted by registration or name, 50
 * a page, search, sort and page in the address; administrators may remove a user. Anyone else gets
 * the not-found page, title included.
 */
export function UsersPage() {
  return (
    <StaffPage action="viewUserList" title={PAGE_TITLE}>
      <UserListScreen />
    </StaffPage>
  );
}

function UserListScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = useMemo(() => usersViewOf(params), [params]);
  const session = useSession();
  const list = useUserList(view);
  const removeUser = useRemoveUser(list.mutate);
  const [now] = useState(() => new Date());

  const { search, sort } = view;
  // A new search starts at its first page, and replaces the address: typing is not history.
  const onSearch = useCallback(
    (next: string) => void navigate(usersHref({ search: next, sort, page: 0 }), { replace: true }),
    [navigate, sort],
  );

  // §6: administrators only; not on their own row (selfTargetRefusals).
  const removable = (user: UserListItem) =>
    session.mayCall(removeUserRoute) && !isSelfTarget(session.user?._id, user._id)
      ? (target: UserListItem) => removeUser(target._id)
      : undefined;

  const goTo = (next: UserListView) => void navigate(usersHref(next));

  return (
    <>
      <div className={styles.controls}>
        <UserSearch value={search} onSearch={onSearch} />
        <SortBar
          keys={userListSortOptions}
          labels={userListSortLabels}
          // The bar shows the order the list is in: for the name, the direction the call is sent
          // (§4 inverts it), so a first press reads "по возрастанию" over А→Я. A press is judged
          // on the screen's own sort, by §4's toggle rule.
          sort={{ sortBy: sort.sortBy, direction: userListCallSort(sort).direction }}
          onSortChange={(pressed) =>
            goTo({ search, sort: toggleSort(sort, pressed.sortBy) as UserListSort, page: 0 })
          }
        />
      </div>
      <Loaded load={list} failureMessage={USERS_LOAD_FAILED} failureClassName={styles.failure}>
        {(data) => {
          const pageCount = userListPageCount(data.count);
          return (
            <>
              <p className={styles.count} aria-live="polite">
                {search.trim() ? `Найдено: ${data.count}` : `Всего: ${data.count}`}
              </p>
              {data.users.length === 0 ? (
                <EmptyState kind={search.trim() ? 'nothingFound' : 'nothing'} />
              ) : (
                <ul className={styles.list} aria-label={PAGE_TITLE}>
                  {data.users.map((user) => (
                    <UserRow key={user._id} user={user} now={now} onRemove={removable(user)} />
                  ))}
                </ul>
              )}
              <AddressPaginator
                page={view.page}
                pageCount={pageCount}
                hrefOf={(page) => usersHref({ ...view, page })}
              />
            </>
          );
        }}
      </Loaded>
    </>
  );
}
