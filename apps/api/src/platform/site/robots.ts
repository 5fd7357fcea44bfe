import type { SiteAddress } from './page-head';

/**
 * Paths of the site not worth a crawler's visit (docs/product §2.2): the API, sign-in and account pages,
 * writing and editing forms, drafts, messages, staff pages, `/go/` (a redirect to a page listed
 * anyway) and `/profile` alone (the reader's own, redirects without a session). A rule is a prefix:
 * `/add` covers `/addPost`, `/registration` covers `/registrationConfirm`. `*` and `$` are the
 * wildcards the major crawlers read (RFC 9309 leaves them out; others ignore those two rules).
 */
const DISALLOWED = [
  '/api/',
  '/login',
  '/registration',
  '/restore',
  '/add',
  '/edit/',
  '/drafts',
  '/postDrafts/',
  '/posts/*/edit',
  '/messages',
  '/settings',
  '/filters',
  '/users',
  '/log',
  '/go/',
  '/profile$',
] as const;

/** `/robots.txt`: everything public may be crawled but the paths above; where the sitemap is. */
export function robotsTxt(site: SiteAddress): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${site.url('/sitemap.xml')}`,
    '',
  ].join('\n');
}
