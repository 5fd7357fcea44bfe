import type { ReactElement } from 'react';
import { useFailureToast } from '../app/load-failure';
import { isNotFound } from '../api/client';
import { NotFoundPage } from './NotFoundPage';
import { ErrorContent } from './RouteErrorPage';

export interface LoadFailurePageOptions {
  /**
   * What shows for "Not Found" in place of the not-found page, where the product names its own
   * text (docs/product §8 Empty states: a profile's "Пользователь не найден").
   */
  notFound?: ReactElement;
}

/**
 * What a page shows in place of the thing it failed to load (docs/product §8): "Not Found" is the
 * not-found page (or the page's own `notFound`); any other failure is the error page, with a toast
 * saying what did not load. A failed refresh of a thing already shown keeps showing it: only a thing
 * that never came fails. Null while nothing failed, so a page returns this when it is not null.
 *
 * The one way a page shows that what it is about did not load; a part of a page (a list, a panel)
 * shows its own failure in place through `Loaded` (app/load-failure.tsx).
 */
export function useLoadFailurePage(
  data: unknown,
  error: unknown,
  failureMessage: string,
  options: LoadFailurePageOptions = {},
): ReactElement | null {
  const failedError = data === undefined ? error : undefined;
  const notFound = failedError !== undefined && isNotFound(failedError);
  useFailureToast(failedError !== undefined && !notFound, failureMessage);
  if (failedError === undefined) return null;
  if (notFound) return options.notFound ?? <NotFoundPage />;
  return <ErrorContent error={failedError} />;
}
