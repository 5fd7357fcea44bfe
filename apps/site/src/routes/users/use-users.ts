import {
  profileByUsernameRoute,
  profileRoute,
  removeUserRoute,
  userListCallQuery,
  usersEntitiesRoute,
  usersRoute,
  type EndpointResult,
  type usersEndpoint,
  type UserListView,
} from '@vn/domain';
import { useCallback } from 'react';
import type { KeyedMutator } from 'swr';
import { callEndpoint } from '../../api/client';
import { useRevalidateCalls } from '../../api/revalidate';
import { useEndpoint } from '../../api/use-endpoint';

type UserPage = EndpointResult<typeof usersEndpoint>;

/**
 * A page of the user list (`GET /api/users`, docs/product §7: search and sort, 50 a page; §4 the name
 * direction inverted). The previous page stays on screen while the next one loads, so typing a
 * search or paging does not flash an empty list.
 */
export function useUserList(view: UserListView) {
  return useEndpoint(
    usersRoute,
    { query: { ...userListCallQuery(view) } },
    { keepPreviousData: true },
  );
}

/**
 * What a removed user leaves stale: every page of the user list (not a user's own lists), the user
 * pickers, and their profile, by id or by name, which now answers not found.
 */
const CALLS_SHOWING_USERS = [usersRoute, usersEntitiesRoute, profileRoute, profileByUsernameRoute];

/**
 * Removes a user (administrators, docs/product §6). The row leaves the shown page at once, then the page is
 * asked again (the next users move up) with everything else that showed them; in that order, as SWR
 * drops an answer to a request started before a local change.
 */
export function useRemoveUser(mutatePage: KeyedMutator<UserPage>): (id: string) => Promise<void> {
  const revalidateCalls = useRevalidateCalls();
  return useCallback(
    async (id) => {
      await callEndpoint(removeUserRoute, { params: { id } });
      await mutatePage(
        (current) =>
          current && {
            users: current.users.filter((user) => user._id !== id),
            count: Math.max(0, current.count - 1),
          },
        { revalidate: false },
      );
      void revalidateCalls(...CALLS_SHOWING_USERS);
    },
    [mutatePage, revalidateCalls],
  );
}
