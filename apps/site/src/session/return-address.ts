/**
 * The return address of the sign-in pages (docs/product §2.1: the Login button remembers the current path;
 * §2.2: after login the reader goes back there, or to /). It travels in the query as `return`, so it
 * survives a reload and works in a new tab; only a path on this site is accepted, never another origin.
 *
 * Every guest redirect keeps it: a page that needs a session sends a guest to /login with it, and the
 * pages docs/product §2.2 sends to / instead (/drafts/{id}, /profile) send them to `/?return=…`, where
 * the top bar's «Войти» picks it up, so signing in from there still lands on the page they opened.
 */
export const RETURN_PARAM = 'return';

/** Where sign-in pages never send the reader back to (they would just redirect again). */
const SIGN_IN_PATHS = ['/login', '/registration', '/restore', '/registrationConfirm'];

/**
 * The reader's own lists (ours, docs/product §2.2 /lists): resolved to /lists/{their name} once they are
 * signed in, so it can be remembered before anyone knows whose list it is.
 */
export const OWN_LISTS_PATH = '/lists';

/** A path on this site (not `//evil.example`, not `https://…`, not a sign-in page), else null. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  const pathname = value.split(/[?#]/)[0] ?? '';
  return SIGN_IN_PATHS.includes(pathname) ? null : value;
}

/** An address cut into its path, its query and its hash (with its `#`). */
function partsOf(address: string): { path: string; query: URLSearchParams; hash: string } {
  const hashAt = address.indexOf('#');
  const hash = hashAt === -1 ? '' : address.slice(hashAt);
  const [path = '', query = ''] = (hashAt === -1 ? address : address.slice(0, hashAt)).split('?');
  return { path, query: new URLSearchParams(query), hash };
}

/**
 * The way back from the page at `currentPath` (path, query and hash): the return address it already
 * carries, which names the page the guest really wanted, else the page itself (without a `return`
 * that led nowhere usable, so it is not passed on).
 */
export function wayBackFrom(currentPath: string): string | null {
  const { path, query, hash } = partsOf(currentPath);
  const carried = safeReturnPath(query.get(RETURN_PARAM));
  if (carried) return carried;
  if (!query.has(RETURN_PARAM)) return safeReturnPath(currentPath);
  query.delete(RETURN_PARAM);
  const rest = query.toString();
  return safeReturnPath(`${path}${rest ? `?${rest}` : ''}${hash}`);
}

/** `page` (a sign-in page, or /) remembering the way back from `currentPath`. */
function withWayBack(page: string, currentPath: string): string {
  const path = wayBackFrom(currentPath);
  return path && path !== '/' ? `${page}?${RETURN_PARAM}=${encodeURIComponent(path)}` : page;
}

/** The login page remembering the way back from `currentPath` (see `wayBackFrom`). */
export function loginHref(currentPath: string, page = '/login'): string {
  return withWayBack(page, currentPath);
}

/**
 * The main page for a guest sent away from `currentPath` where docs/product §2.2 says "redirects to /"
 * (/drafts/{id}, /profile): the way back goes along, for the top bar's «Войти» to use.
 */
export function mainPageHref(currentPath: string): string {
  return withWayBack('/', currentPath);
}

/** Where to go after signing in: the remembered path, or the main page. */
export function returnAddressOf(search: URLSearchParams): string {
  return safeReturnPath(search.get(RETURN_PARAM)) ?? '/';
}
