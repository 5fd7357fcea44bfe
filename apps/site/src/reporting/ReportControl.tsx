import { sendReportRoute } from '@vn/domain';
import { Button } from '@vn/ui';
import { Flag } from 'lucide-react';
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { lazyComponent } from '../app/lazy-route';
import { useSession } from '../session/session';
import type { ReportTarget } from './report-target';
import type { ReportDialogProps } from './ReportDialog';

/*
 * «Пожаловаться» wherever something can be reported (docs/product §A3.1, ours). The dialog brings the
 * reasons, the form and zod, which only a reader who reports needs: it loads when first opened
 * (docs/architecture.md § Budgets).
 */
const ReportDialog = lazyComponent<ReportDialogProps>(
  'report-dialog',
  async () => (await import('./ReportDialog')).ReportDialog,
);

export interface ReportDialogControl {
  /** `useMayReport()`'s answer. */
  mayReport: (authorId?: string | null) => boolean;
  /** Opens the dialog about `target`. */
  open: (target: ReportTarget) => void;
  /** The dialog while open; render it anywhere in the page. */
  dialog: ReactNode;
}

/**
 * Whether the viewer may report a thing by `authorId`: `session.mayCall(sendReportRoute)` (guests
 * may not), and not on their own (the API refuses a report on oneself).
 */
export function useMayReport(): (authorId?: string | null) => boolean {
  const session = useSession();
  const viewerId = session.user?._id;
  return useCallback(
    (authorId?: string | null) =>
      session.mayCall(sendReportRoute) && (authorId == null || authorId !== viewerId),
    [session, viewerId],
  );
}

/** The report dialog of a part of a page that offers «Пожаловаться» on several things (comments). */
export function useReportDialog(): ReportDialogControl {
  const mayReport = useMayReport();
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const dialog = target && (
    <Suspense fallback={null}>
      <ReportDialog target={target} onClose={() => setTarget(null)} />
    </Suspense>
  );
  return { mayReport, open: setTarget, dialog };
}

export interface ReportButtonProps {
  target: ReportTarget;
  /** Whose it is: the viewer gets no «Пожаловаться» on their own. */
  authorId?: string | null;
}

/** «Пожаловаться» on one thing (an article, a project page, a profile, a message), with its dialog. */
export function ReportButton({ target, authorId }: ReportButtonProps) {
  const { mayReport, open, dialog } = useReportDialog();
  if (!mayReport(authorId)) return null;
  return (
    <>
      <Button variant="ghost" size="sm" onPress={() => open(target)}>
        <Flag aria-hidden size="1em" />
        Пожаловаться
      </Button>
      {dialog}
    </>
  );
}
