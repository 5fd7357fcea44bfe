import type { ReactElement } from 'react';
import { useFailureToast } from '../app/load-failure';
import { isNotFound } from '../api/client';
import { NotFoundPage } from './NotFoundPage';
import { ErrorContent } from './RouteErrorPage';

/**
 * What a page shows in place of the thing it failed to load (docs/product §8): "Not Found" is the
 * not-found page; any other failure is the error page, with a toast saying what did not load. A failed
 * refresh of a thing already shown keeps showing it: only a thing that never came fails. Null while
 * nothing failed, so a page returns this when it is not null.
 */
export function useLoadFailurePage(
  data: unknown,
  error: unknown,
  failureMessage: string,
): ReactElement | null {
  const failedError = data === undefined ? error : undefined;
  const notFound = failedError !== undefined && isNotFound(failedError);
  useFailureToast(failedError !== undefined && !notFound, failureMessage);
  if (failedError === undefined) return null;
  return notFound ? <NotFoundPage /> : <ErrorContent error={failedError} />;
}
