import type { PermissionAction } from '@vn/domain';
import { Spinner } from '@vn/ui';
import type { ReactNode } from 'react';
import { usePageTitle } from '../app/page-title';
import { page, pageTitle } from '../app/page-layout.css';
import { NotFoundPage } from '../failure-pages/NotFoundPage';
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

interface StaffPageProps {
  action: PermissionAction;
  /** The screen's heading, also the document's title. */
  title: string;
  children: ReactNode;
}

/**
 * A staff screen's page: `StaffOnly`, then the page frame under its heading. The title is set only
 * for a viewer who may see the screen; anyone else has the not-found page's.
 */
export function StaffPage({ action, title, children }: StaffPageProps) {
  return (
    <StaffOnly action={action}>
      <StaffFrame title={title}>{children}</StaffFrame>
    </StaffOnly>
  );
}

function StaffFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className={page}>
      <h1 className={pageTitle}>{title}</h1>
      {children}
    </div>
  );
}
