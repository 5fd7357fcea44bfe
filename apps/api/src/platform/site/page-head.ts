import { DEFAULT_PAGE_DESCRIPTION, DEFAULT_PAGE_TITLE, pageTitle } from '@vn/domain';
import { ConfigError } from '../config/config-error';

/** An Atom feed a page follows, for feed readers and browsers that offer to subscribe. */
export interface FeedLink {
  title: string;
  /** Absolute. */
  href: string;
}

/**
 * What the server knows about a page before any script runs, written into its HTML: the title and
 * description search engines and link previews read, the page's one address (canonical) and its
 * Open Graph card, the feeds it follows, and what the page will fetch first, so the browser starts
 * on it with the HTML instead of after the scripts (the largest paint of a project page is its
 * poster).
 */
export interface PageHead {
  /** The page's own title (the site's is added after it); empty for the site's own (the main page). */
  title: string;
  description: string;
  /**
   * The page's address as search engines should keep it: absolute, on the configured public URL,
   * with only the query parameters that change what the page is (see each provider).
   */
  canonical: string;
  /** Open Graph `og:type`: an article page is an `article`, a profile a `profile`. */
  type: 'website' | 'article' | 'profile';
  /** The picture of a link preview (a project's poster, an article's first image); absolute. */
  image?: string;
  feeds?: readonly FeedLink[];
  /** The image the page shows largest, first. */
  preloadImage?: string;
}

/**
 * The head of the page at a path (`/novels/x`, still percent-encoded) with its query, or null to
 * serve the shell unchanged (pages behind sign-in, unknown and removed things).
 */
export type PageHeads = (path: string, query: URLSearchParams) => PageHead | null;

/** Several providers as one: the first that knows the page answers. */
export function composePageHeads(...providers: readonly PageHeads[]): PageHeads {
  return (path, query) => {
    for (const provider of providers) {
      const head = provider(path, query);
      if (head) return head;
    }
    return null;
  };
}

/**
 * A list's page number from its address when it is past the first (1-based), or null for the first
 * or nonsense: a page of a list is content of its own, so a canonical address keeps it.
 */
export function laterPage(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const page = Number(value);
  return page > 1 ? page : null;
}

/** The site's address, from `publicUrl` (config): absolute URLs for heads, feeds and the sitemap. */
export interface SiteAddress {
  /** `publicUrl` without a trailing slash. */
  readonly origin: string;
  /** A site path (or an address already absolute, such as an S3 image) as an absolute URL. */
  url(path: string): string;
}

export function siteAddress(publicUrl: string): SiteAddress {
  const origin = publicUrl.replace(/\/+$/, '');
  return {
    origin,
    url: (path) =>
      /^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`,
  };
}

/** The Open Graph locale of every page: the site is in Russian (docs/product §1). */
const OG_LOCALE = 'ru_RU';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/** The tags a head adds before `</head>`, one a line, values escaped. */
function headTags(head: PageHead, description: string): string[] {
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', DEFAULT_PAGE_TITLE),
    meta('property', 'og:locale', OG_LOCALE),
    meta('property', 'og:title', head.title || DEFAULT_PAGE_TITLE),
    meta('property', 'og:description', description),
    meta('property', 'og:url', head.canonical),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...(head.feeds ?? []).map(
      (feed) =>
        `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}" />`,
    ),
    ...(head.preloadImage
      ? [
          `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(head.preloadImage)}" />`,
        ]
      : []),
  ];
}

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
    const description = head.description || DEFAULT_PAGE_DESCRIPTION;
    return template
      .replace(TITLE, () => `<title>${escapeHtml(pageTitle(head.title))}</title>`)
      .replace(
        DESCRIPTION,
        () => `<meta name="description" content="${escapeHtml(description)}" />`,
      )
      .replace('</head>', () => `${headTags(head, description).join('\n')}\n</head>`);
  };
}
