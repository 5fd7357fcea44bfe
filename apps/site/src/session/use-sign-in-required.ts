import type { User } from '@vn/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginHref, mainPageHref } from './return-address';
import { useSession } from './session';

export type SignInRequired =
  /** The session's first answer is awaited: show nothing of the page yet. */
  | { status: 'loading'; user: null }
  /** A guest, on the way to /login (or to /, as the page asks). */
  | { status: 'guest'; user: null }
  | { status: 'signed-in'; user: User };

/**
 * For the pages only a signed-in reader opens (docs/product §2.2: /addPost, /postDrafts/{id} and their
 * edit pages; §6: guests cannot write or see drafts): a guest is sent to /login remembering this
 * page (path, query and hash), and comes back here after signing in. A page docs/product §2.2 sends to
 * / instead (/drafts/{id}) asks for `'mainPage'`: the guest lands on / with the same way back, which
 * the top bar's «Войти» keeps. The page shows its content only for 'signed-in', so a guest never sees
 * the form flash before the redirect.
 */
export function useSignInRequired(guestsGoTo: 'login' | 'mainPage' = 'login'): SignInRequired {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const loading = session.state === undefined && session.isLoading;
  const guest = !loading && session.user === null;
  const here = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    if (!guest) return;
    void navigate(guestsGoTo === 'login' ? loginHref(here) : mainPageHref(here), { replace: true });
  }, [guest, guestsGoTo, here, navigate]);

  if (loading) return { status: 'loading', user: null };
  return session.user
    ? { status: 'signed-in', user: session.user }
    : { status: 'guest', user: null };
}
