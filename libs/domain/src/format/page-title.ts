/** The default title and description of every page (SPEC.md §0). */
export const DEFAULT_PAGE_TITLE = 'Визуальные новеллы на русском языке.';
export const DEFAULT_PAGE_DESCRIPTION = DEFAULT_PAGE_TITLE;

/**
 * A page's document title: its own title before the site's, or the site's alone. One rule for the
 * site, which sets it as pages change, and the server, which writes it into the first HTML.
 */
export function pageTitle(own?: string): string {
  return own ? `${own} — ${DEFAULT_PAGE_TITLE}` : DEFAULT_PAGE_TITLE;
}
