import { Spinner } from '@vn/ui';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../app/page-title';
import { heading, panel } from './sign-in.css';

export interface SignInPanelProps {
  /** The page's heading, also its title (docs/product §2.2: every page has one). */
  title: string;
  children: ReactNode;
}

/** The frame of every sign-in page: a narrow panel with the page's <h1>. */
export function SignInPanel({ title, children }: SignInPanelProps) {
  usePageTitle(title);
  return (
    <section className={panel} aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading" className={heading}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/**
 * A guest-only sign-in page while it cannot show its form: until the session's first answer, and
 * while a signed-in reader is sent away (`useGuestOnly`).
 */
export function SignInPanelWaiting({ title }: Pick<SignInPanelProps, 'title'>) {
  return (
    <SignInPanel title={title}>
      <Spinner />
    </SignInPanel>
  );
}
