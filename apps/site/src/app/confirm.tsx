import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { lazyComponent } from './lazy-route';

/*
 * The dialog's code (libs/ui Dialog, Modal and their focus and overlay parts) is a sixth of the
 * shell's JavaScript and no page needs it to show: it loads once the page is idle, so the first
 * question is asked at once, even offline.
 */
const ConfirmDialog = lazyComponent(
  'confirm-dialog',
  async () => (await import('./confirm-dialog-chunk')).default,
);

/** When the browser has nothing else to do (at once where it cannot say). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(task, { timeout: 5_000 });
  return () => cancelIdleCallback(id);
}

/** What the shared confirmation dialog asks (docs/product §2.1: Cancel and confirm, default "Да"). */
export interface ConfirmRequest {
  title: string;
  message?: string;
  /** @default 'Да' */
  confirmLabel?: string;
  variant?: 'default' | 'destructive';
}

type Confirm = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface Pending extends ConfirmRequest {
  answer: (confirmed: boolean) => void;
}

/**
 * The one confirmation dialog of the site. Pages ask through `useConfirm()` and await the answer:
 * `if (await confirm({ title: 'Удалить новеллу?' })) …`.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback<Confirm>(
    (request) =>
      new Promise<boolean>((resolve) => {
        setPending({ ...request, answer: resolve });
      }),
    [],
  );
  useEffect(() => whenIdle(() => void ConfirmDialog.preload()), []);
  const close = (confirmed: boolean) => {
    pending?.answer(confirmed);
    setPending(null);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending && (
        <Suspense fallback={null}>
          <ConfirmDialog
            isOpen
            title={pending.title}
            message={pending.message}
            confirmLabel={pending.confirmLabel}
            variant={pending.variant}
            onConfirm={() => close(true)}
            onCancel={() => close(false)}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> above it');
  return confirm;
}
