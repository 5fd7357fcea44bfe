/**
 * Usernames in paths (docs/product §2.2: "Usernames in paths have dots replaced by a look-alike dot
 * character and are URL-encoded"), for /profile/{username} and /lists/{username}.
 *
 * Why a look-alike at all: a dot in a path segment makes the dev server and static hosts take the
 * path for a file ("/profile/john.doe" → a ".doe" file), and "." / ".." segments are folded away by
 * URL normalisation.
 *
 * Why U+2024 ONE DOT LEADER: of the dot-like characters it is the one drawn like a full stop in
 * ordinary fonts (U+FF0E FULLWIDTH FULL STOP is wide, U+00B7 MIDDLE DOT sits mid-line), and it has no
 * meaning in URLs: the WHATWG URL parser treats only "." and "%2e" as dot segments. Caveat: NFKC
 * folds U+2024 to ".", so nothing between here and the reverse mapping may apply NFKC.
 *
 * Why a swap rather than a one-way replacement: a username could itself contain U+2024, and a
 * one-way replacement would turn it into a dot on the way back. Swapping "." and U+2024 is its own
 * inverse, so every username comes back unchanged, and ordinary usernames (without U+2024) look
 * exactly as docs/product describes.
 */
export const usernamePathDot = '\u2024';

const DOT_OR_LOOK_ALIKE = /[.\u2024]/g;

function swapDots(text: string): string {
  return text.replace(DOT_OR_LOOK_ALIKE, (dot) => (dot === '.' ? usernamePathDot : '.'));
}

/**
 * The path segment for a username: dots swapped for the look-alike, then percent-encoded as UTF-8
 * (`encodeURIComponent`). Usernames are well-formed Unicode; a lone surrogate has no UTF-8 form and
 * makes this throw a URIError, as `encodeURIComponent` does.
 */
export function usernameToPathSegment(username: string): string {
  return encodeURIComponent(swapDots(username));
}

/**
 * A username as a path parameter before encoding (the dots swapped, nothing percent-encoded): what
 * the contract's path placeholders take (`{username}`), since the call's address encodes them itself.
 */
export function usernameToPathParam(username: string): string {
  return swapDots(username);
}

/**
 * The username in a path segment, exactly as `usernameToPathSegment` made it; null when the segment is
 * not valid percent-encoding (a hand-typed "%zz"), so the page can show "Пользователь не найден".
 */
export function usernameFromPathSegment(segment: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return swapDots(decoded);
}

/**
 * The username from a route parameter that the router has already percent-decoded (react-router's
 * `useParams`): only the dot swap is undone.
 */
export function usernameFromRouteParam(param: string): string {
  return swapDots(param);
}
