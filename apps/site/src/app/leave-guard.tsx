import { useEffect, type ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { useConfirm } from './confirm';
import { useSiteHref } from './site-href';

/*
 * Leaving a page with unsent work asks first, so nothing typed is lost (docs/conventions.md
 * § Forms). A page part that holds unsent text says so with `useLeaveGuard`; every link of the site
 * (react-aria's router provider below) then asks before it leaves, and the browser asks before a
 * reload, a closed tab or an address typed by hand. The site uses React Router's declarative
 * routes, which have no navigation blocker, so the question is asked where the links navigate.
 */

const unsentWork = new Set<symbol>();

/** Whether some part of the page holds unsent work now. */
export function hasUnsentWork(): boolean {
  return unsentWork.size > 0;
}

/** The question asked before unsent work is left behind. */
export const leaveQuestion = {
  title: 'Уйти со страницы?',
  message: 'Введённый текст не отправлен и пропадёт.',
  confirmLabel: 'Уйти',
} as const;

function askBeforeUnload(event: BeforeUnloadEvent) {
  if (!hasUnsentWork()) return;
  event.preventDefault();
  // Older browsers ask only when returnValue is set.
  event.returnValue = '';
}

let listening = false;

/**
 * Marks the calling component as holding unsent work while `isUnsent` is true, so that leaving the
 * page asks first. Every writing surface calls it (a comment box, an article form).
 */
export function useLeaveGuard(isUnsent: boolean): void {
  useEffect(() => {
    if (!isUnsent) return;
    if (!listening) {
      window.addEventListener('beforeunload', askBeforeUnload);
      listening = true;
    }
    const mark = Symbol('unsent');
    unsentWork.add(mark);
    return () => {
      unsentWork.delete(mark);
    };
  }, [isUnsent]);
}

/**
 * react-aria's router provider for the whole site: its links navigate without a reload, and ask the
 * shared confirmation dialog first when unsent work would be lost.
 */
export function GuardedRouterProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  return (
    <RouterProvider
      navigate={(href, options) => {
        if (!hasUnsentWork()) {
          void navigate(href, options);
          return;
        }
        void confirm({ ...leaveQuestion, variant: 'destructive' }).then((leave) => {
          if (leave) void navigate(href, options);
        });
      }}
      useHref={useSiteHref}
    >
      {children}
    </RouterProvider>
  );
}
