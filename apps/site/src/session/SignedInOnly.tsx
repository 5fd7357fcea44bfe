import type { User } from '@vn/domain';
import type { ReactNode } from 'react';
import { BusySpinner } from '../app/BusySpinner';
import { useSignInRequired } from './use-sign-in-required';

/**
 * The part of a page only a signed-in reader sees (docs/product §6): busy until the session says who
 * is looking (a guest is on the way to /login, `useSignInRequired`), then drawn for that reader.
 */
export function SignedInOnly({ children }: { children: (viewer: User) => ReactNode }) {
  const access = useSignInRequired();
  return access.status === 'signed-in' ? children(access.user) : <BusySpinner />;
}
