import { Button, useToasts } from '@vn/ui';
import { useEffect } from 'react';

/** Shows a load failure as a toast (docs/product §8: errors are toasts) each time it happens. */
export function useFailureToast(failed: unknown, text: string) {
  const toasts = useToasts();
  useEffect(() => {
    if (failed) toasts.error(text);
  }, [failed, text, toasts]);
}

interface LoadFailureProps {
  message: string;
  /** The reload is under way. */
  isRetrying: boolean;
  onRetry: () => void;
  className?: string;
}

/** What did not load, in place of it, with "Повторить" to load it again (docs/product §8). */
export function LoadFailure({ message, isRetrying, onRetry, className }: LoadFailureProps) {
  return (
    <div className={className}>
      <p>{message}</p>
      <Button variant="secondary" isPending={isRetrying} onPress={onRetry}>
        Повторить
      </Button>
    </div>
  );
}
