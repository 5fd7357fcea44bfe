import { useToasts } from '@vn/ui';
import { useState } from 'react';

export interface ConfirmedRemoval {
  /** Asks the reader (the confirm dialog); the removal goes ahead only on yes. */
  ask: () => Promise<boolean>;
  remove: () => Promise<void>;
  /** What follows a removal: its toast, and where the page goes or what it drops. */
  done: () => unknown;
  /** The failure's toast (docs/product §8: the action's message, with the server's word). */
  failureOf: (error: unknown) => string;
}

/**
 * A removal asked first (a user, a draft, a translator group, an article): the control is pending
 * while it runs and stays so once done, as what it removes goes away; a failure is a toast, and
 * the control can be pressed again.
 */
export function useConfirmedRemoval({ ask, remove, done, failureOf }: ConfirmedRemoval) {
  const toasts = useToasts();
  const [pending, setPending] = useState(false);
  const run = async () => {
    if (!(await ask())) return;
    setPending(true);
    try {
      await remove();
    } catch (error) {
      setPending(false);
      toasts.error(failureOf(error));
      return;
    }
    await done();
  };
  return { pending, run };
}
