/*
 * Telling an old HTML body from markup needs one pattern, not the HTML converter: kept apart from
 * post-body.ts so that a page can decide before it loads that converter (the main page's excerpts).
 */

/**
 * An HTML tag or comment opener: `<p>`, `</div>`, `<br/>`, `<!--`. A bare "<" (as in "a < b") is not
 * one. An attribute list stops at the next "<", so a scan is linear in the body.
 */
const HTML_TAG = /<(?:\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|!--)/i;

/**
 * Whether a legacy (version-less) body is HTML rather than the markup of docs/product §3. The markup
 * writes its tags in square brackets, so an HTML tag in angle brackets tells the two apart.
 */
export function isLegacyHtmlBody(body: string): boolean {
  return HTML_TAG.test(body);
}
