import type { PermissionAction } from '@vn/domain';
import { Spinner } from '@vn/ui';
import type { ReactNode } from 'react';
import { NotFoundPage } from '../routes/not-found/NotFoundPage';
import { useSession } from './session';

/**
 * The staff screens (docs/product §2.2 /filters, /users, /log; §6): shown only to a viewer who may
 * `action`; anyone else, guests included, gets the not-found page, as an unknown address would show,
 * so the screens' existence is not told. While the session's first answer is awaited nothing shows.
 */
export function StaffOnly({ action, children }: { action: PermissionAction; children: ReactNode }) {
  const session = useSession();
  if (session.state === undefined && session.isLoading) return <Spinner />;
  return session.can(action) ? children : <NotFoundPage />;
}
