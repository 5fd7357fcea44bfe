import {
  commentsRoute,
  LIMITS,
  profileByUsernameRoute,
  profileRoute,
  userListsRoute,
  userNovelsRoute,
  usernameToPathParam,
  type UserNovelKind,
} from '@vn/domain';
import { useEndpoint } from '../../api/use-endpoint';

/*
 * The profile page's reads (docs/product §2.4, §7), each an SWR entry keyed by its address (the ban and
 * the profile edit revalidate `/api/profile…`).
 */

/** Which profile a page shows: another user's by the name in the address, or the viewer's own. */
export type ProfileSubject = { username: string } | { ownId: string } | null;

/**
 * The profile: by username (`GET /api/profileByUsername/{username}`, the router's parameter as it
 * is, look-alike dots and all) or, for /profile, by the viewer's id (`GET /api/profile/{id}`, which
 * answers the owner's own fields too). Not retried: "Not Found" is an answer, not a hiccup.
 */
export function useProfile(subject: ProfileSubject) {
  const byName = useEndpoint(
    profileByUsernameRoute,
    subject && 'username' in subject ? { params: { username: subject.username } } : null,
    { shouldRetryOnError: false },
  );
  const byId = useEndpoint(
    profileRoute,
    subject && 'ownId' in subject ? { params: { id: subject.ownId } } : null,
    { shouldRetryOnError: false },
  );
  return subject && 'ownId' in subject ? byId : byName;
}

/** A page (0-based) of the projects the user added or may edit ("Добавленное", "Права на…"). */
export function useUserNovels(username: string, kind: UserNovelKind, page: number) {
  return useEndpoint(userNovelsRoute, {
    params: { username: usernameToPathParam(username) },
    query: { kind, page },
  });
}

/** The user's lists the viewer may see, with counts (`GET /api/users/{username}/lists`). */
export function useUserLists(username: string) {
  return useEndpoint(userListsRoute, { params: { username: usernameToPathParam(username) } });
}

/** A page (0-based) of the user's comments, newest first, 20 a page (docs/product §2.4, §9). */
export function useUserComments(userId: string, page: number) {
  return useEndpoint(commentsRoute, {
    query: { createdBy: userId, limit: LIMITS.profileCommentsPageSize, page },
  });
}
