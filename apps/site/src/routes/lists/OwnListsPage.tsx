import { userListsPath } from '@vn/domain';
import { Navigate, useLocation } from 'react-router';
import { BusySpinner } from '../../app/BusySpinner';
import { useSignInRequired } from '../../session/use-sign-in-required';

/**
 * /lists (ours, docs/product §2.2): the reader's own lists, /lists/{their name}, query and hash kept. A
 * guest goes to /login and comes back here, so "Мой список" pressed before signing in ends on their
 * list, whose address nobody could know before.
 */
export function OwnListsPage() {
  const access = useSignInRequired();
  const { search, hash } = useLocation();
  if (access.status !== 'signed-in') return <BusySpinner />;
  return <Navigate replace to={`${userListsPath(access.user.username)}${search}${hash}`} />;
}
