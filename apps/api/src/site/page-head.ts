import { DEFAULT_PAGE_DESCRIPTION, pageTitle } from '@vn/domain';
import { ConfigError } from '../config/app-config';

/**
 * What the server knows about a page before any script runs, written into its HTML: the title and
 * description search engines and link previews read, and what the page will fetch first, so the
 * browser starts on it with the HTML instead of after the scripts (the largest paint of a project
 * page is its poster).
 */
export interface PageHead {
  /** The page's own title (the site's is added after it). */
  title: string;
  description: string;
  /** The image the page shows largest, first. */
  preloadImage?: string;
  /** API reads the page makes at once, as the site's client makes them (with credentials). */
  preloadData?: readonly string[];
}

/** The head of the page at a path (`/novels/x`), or null to serve the shell unchanged. */
export type PageHeads = (path: string) => PageHead | null;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/**
 * The built `index.html` with a page's head written in. Checked once, at start: a site built without
 * the title or description tags would otherwise lose them silently on every page.
 */
export function pageHeadWriter(template: string): (head: PageHead | null) => string {
  if (!TITLE.test(template) || !DESCRIPTION.test(template) || !template.includes('</head>')) {
    throw new ConfigError('The built index.html lacks <title>, the description <meta> or </head>.');
  }
  return (head) => {
    if (!head) return template;
    const hints = [
      head.preloadImage &&
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(head.preloadImage)}" />`,
      ...(head.preloadData ?? []).map(
        (url) =>
          `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(url)}" />`,
      ),
    ].filter(Boolean);
    return template
      .replace(TITLE, () => `<title>${escapeHtml(pageTitle(head.title))}</title>`)
      .replace(
        DESCRIPTION,
        () =>
          `<meta name="description" content="${escapeHtml(head.description || DEFAULT_PAGE_DESCRIPTION)}" />`,
      )
      .replace('</head>', () => `${hints.join('\n')}\n</head>`);
  };
}
