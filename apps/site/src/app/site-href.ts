import { useHref } from 'react-router';

/** Another site's address (a scheme, or protocol-relative): react-aria links must keep it as it is. */
const otherSite = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The href react-aria components render: addresses on this site through the router (relative ones
 * resolved against the page), other sites' addresses untouched — the router would turn
 * `https://x.example` into a path under the current page.
 */
export function useSiteHref(href: string): string {
  const resolved = useHref(href);
  return otherSite.test(href) ? href : resolved;
}
