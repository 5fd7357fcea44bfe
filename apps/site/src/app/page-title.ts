import { DEFAULT_PAGE_DESCRIPTION, pageTitle } from '@vn/domain';
import { useEffect } from 'react';

export interface PageMeta {
  /** The page's own title, shown before the site's; the default title alone when absent. */
  title?: string;
  /** The page's description for search engines and link previews; the default when absent. */
  description?: string;
}

function descriptionElement(): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!element) {
    element = document.createElement('meta');
    element.name = 'description';
    document.head.append(element);
  }
  return element;
}

/** Sets the document's title and description while the page is shown. */
export function usePageMeta({ title, description }: PageMeta = {}): void {
  useEffect(() => {
    document.title = pageTitle(title);
    descriptionElement().content = description ?? DEFAULT_PAGE_DESCRIPTION;
  }, [title, description]);
}

/** The title only (pages without a description of their own). */
export function usePageTitle(title?: string): void {
  usePageMeta({ title });
}
