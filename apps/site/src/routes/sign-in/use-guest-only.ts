import type { SessionState } from '@vn/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { beginSession, useSession } from '../../session/session';

export type GuestPageStatus = 'loading' | 'guest' | 'signed-in';

export interface GuestOnly {
  /**
   * 'loading' until the session's first answer (the decision waits for it, so a signed-in reader
   * never sees the form flash); 'signed-in' while leaving, either way.
   */
  status: GuestPageStatus;
  /** Signs in with the answer of login, sign-up or recovery, then goes to `to` (replacing the page). */
  finishSignIn: (state: SessionState, to: string) => Promise<void>;
}

/**
 * The rule of /login, /registration and /restore (docs/product §2.2): signed-in readers are sent to /.
 * A sign-in on the page itself must not trigger that rule: the reader goes where the page says
 * (the return address, /profile, /), so the page remembers that it is the one signing in.
 */
export function useGuestOnly(): GuestOnly {
  const session = useSession();
  const navigate = useNavigate();
  const signingInHere = useRef(false);
  const signedIn = session.user !== null;

  useEffect(() => {
    if (signedIn && !signingInHere.current) void navigate('/', { replace: true });
  }, [signedIn, navigate]);

  const finishSignIn = useCallback(
    async (state: SessionState, to: string) => {
      signingInHere.current = true;
      await beginSession(state);
      await navigate(to, { replace: true });
    },
    [navigate],
  );

  const status: GuestPageStatus =
    session.state === undefined && session.isLoading ? 'loading' : signedIn ? 'signed-in' : 'guest';
  return { status, finishSignIn };
}
