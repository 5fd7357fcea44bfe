import { useEffect } from 'react';

/** The default title and description of every page (SPEC.md §0). */
export const DEFAULT_TITLE = 'Визуальные новеллы на русском языке.';

/** Sets the document title while the page is shown; the default when no title is given. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} — ${DEFAULT_TITLE}` : DEFAULT_TITLE;
  }, [title]);
}
