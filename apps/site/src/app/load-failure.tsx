import { Button, Spinner, useToasts } from '@vn/ui';
import { useEffect, type ReactNode } from 'react';

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

/** What `Loaded` needs of an SWR hook's answer. */
export interface LoadState<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

interface LoadedProps<T> {
  load: LoadState<T>;
  /** The toast's and the in-place failure's text. */
  failureMessage: string;
  failureClassName?: string;
  children: (data: T) => ReactNode;
}

/**
 * A loaded part of a page: the failure in place (toasted too) when nothing came and the call failed,
 * a spinner until the data comes, then the data drawn by `children`. Data already shown stays on a
 * failed revalidation.
 */
export function Loaded<T>({ load, failureMessage, failureClassName, children }: LoadedProps<T>) {
  const failed = load.data === undefined && load.error !== undefined;

  useFailureToast(failed, failureMessage);

  if (failed) {
    return (
      <LoadFailure
        message={failureMessage}
        isRetrying={load.isLoading}
        onRetry={() => void load.mutate()}
        className={failureClassName}
      />
    );
  }
  if (load.data === undefined) return <Spinner />;
  return <>{children(load.data)}</>;
}
