/**
 * The return address of the sign-in pages (docs/product §2.1: the Login button remembers the current path;
 * §2.2: after login the reader goes back there, or to /). It travels in the query as `return`, so it
 * survives a reload and works in a new tab; only a path on this site is accepted, never another origin.
 */
export const RETURN_PARAM = 'return';

/** Where sign-in pages never send the reader back to (they would just redirect again). */
const SIGN_IN_PATHS = ['/login', '/registration', '/restore', '/registrationConfirm'];

/** A path on this site (not `//evil.example`, not `https://…`, not a sign-in page), else null. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  const pathname = value.split(/[?#]/)[0] ?? '';
  return SIGN_IN_PATHS.includes(pathname) ? null : value;
}

/** The login page remembering `currentPath` (path, query and hash of the page the reader is on). */
export function loginHref(currentPath: string, page = '/login'): string {
  const path = safeReturnPath(currentPath);
  return path && path !== '/' ? `${page}?${RETURN_PARAM}=${encodeURIComponent(path)}` : page;
}

/** Where to go after signing in: the remembered path, or the main page. */
export function returnAddressOf(search: URLSearchParams): string {
  return safeReturnPath(search.get(RETURN_PARAM)) ?? '/';
}
