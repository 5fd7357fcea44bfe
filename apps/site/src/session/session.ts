import {
  callRefusal,
  can,
  logoutRoute,
  settingsRoute,
  type Actor,
  type CanRequest,
  type PermissionAction,
  type Route,
  type SessionState,
  type User,
  endpointUrl,
} from '@vn/domain';
import { useCallback, useMemo } from 'react';
import { mutate } from 'swr';
import { callEndpoint } from '../api/client';
import { useEndpoint } from '../api/use-endpoint';

/** The SWR key of the session: `GET /api/settings` (docs/product §7; null for a guest). */
export const sessionKey = endpointUrl(settingsRoute);

/** What `can()` judges for a signed-in user. */
export function actorOf(user: User): Actor {
  return {
    id: user._id,
    role: user.role,
    ban: user.banned ?? null,
    sanctions: user.sanctions ?? [],
    ownedNovelIds: user.owner.novels,
  };
}

export interface Session {
  /** The signed-in reader's state, null for a guest, undefined while the first answer is awaited. */
  state: SessionState | null | undefined;
  user: User | null;
  isLoading: boolean;
  /** `can()` for the viewer; a guest may only do the public actions. */
  can: <A extends PermissionAction>(action: A, subject?: CanRequest<A>['subject']) => boolean;
  /**
   * Whether the API would let the viewer make the call, judged as its session guard judges it
   * (`callRefusal`: signed in unless public, and the endpoint's permission). A control that makes
   * one call is shown by this; a right over one record is still `can` with the record.
   */
  mayCall: (route: Route) => boolean;
}

/**
 * The signed-in state (docs/product §2.1: it comes from `GET /api/settings`). One SWR entry for the whole
 * site: signing in or out replaces it (`setSessionState`), and every component follows.
 */
export function useSession(): Session {
  const { data, isLoading } = useEndpoint(settingsRoute, {}, { revalidateOnFocus: false });
  const user = data?.user ?? null;
  const check = useCallback(
    <A extends PermissionAction>(action: A, subject?: CanRequest<A>['subject']) =>
      can({
        actor: user ? actorOf(user) : null,
        action,
        subject,
        now: new Date(),
      } as CanRequest<A>),
    [user],
  );
  const mayCall = useCallback(
    (route: Route) => callRefusal(route, user ? actorOf(user) : null, new Date()) === null,
    [user],
  );
  return useMemo(
    () => ({ state: data, user, isLoading, can: check, mayCall }),
    [data, user, isLoading, check, mayCall],
  );
}

/** After a sign-in (login, registration confirmed, password restored): the answer is the session. */
export function setSessionState(state: SessionState | null): Promise<unknown> {
  return mutate(sessionKey, state, { revalidate: false });
}

/**
 * After a sign-in: the session is the answer, and every other answer is asked again as the reader:
 * what the guest was shown (cards without list marks, the main page's guest-sized blocks) is not theirs.
 */
export async function beginSession(state: SessionState): Promise<void> {
  await setSessionState(state);
  await forgetViewersAnswers();
}

/** Ends the session on the server and forgets it here; the caller shows "Ошибка сервера" on failure. */
export async function signOut(): Promise<void> {
  await callEndpoint(logoutRoute);
  await setSessionState(null);
  // What a signed-in reader saw (own ratings, list marks, settings) must not stay on screen.
  await forgetViewersAnswers();
}

/** Drops every cached answer but the session's; those on screen are asked again at once. */
function forgetViewersAnswers(): Promise<unknown> {
  return mutate((key) => key !== sessionKey, undefined, { revalidate: true });
}
