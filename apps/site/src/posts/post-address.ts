/*
 * An article's own address, /posts/{countId} (docs/product §2.2), which its page and its edit page
 * read, and the server renderer before them.
 */

/** Whether a path segment is an article number (`/posts/{countId}`: a positive integer). */
export function isCountId(value: string): boolean {
  return /^[1-9]\d{0,14}$/.test(value);
}
