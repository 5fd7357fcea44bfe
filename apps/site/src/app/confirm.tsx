import { ConfirmDialog } from '@vn/ui';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

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
  const close = (confirmed: boolean) => {
    pending?.answer(confirmed);
    setPending(null);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending && (
        <ConfirmDialog
          isOpen
          title={pending.title}
          message={pending.message}
          confirmLabel={pending.confirmLabel}
          variant={pending.variant}
          onConfirm={() => close(true)}
          onCancel={() => close(false)}
        />
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> above it');
  return confirm;
}
