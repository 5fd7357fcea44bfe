import { DEFAULT_SPOILER_TITLE, type LeafNode, type LeafTag } from './ast';
import { assertNever } from '../assert-never';
import { MAX_MARKUP_VALUE_LENGTH } from './limits';

/**
 * What a value inside a tag may be. One module, so the parser, the sanitiser, the block schema and the
 * legacy HTML import apply the same rules.
 */

const LINE_BREAKS = /\r\n|\r|\n/g;
const CODE_NAME = /^[A-Za-z0-9_-]{1,32}$/;
const NOVEL_URL_FORBIDDEN = /[/\\?#[\]"]/;

/**
 * Whether a value holds an ASCII control character or a space. Browsers drop such characters inside a
 * scheme (`java\tscript:`), so an address holding one is refused outright.
 */
function hasControlOrSpace(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

type UrlUse = 'link' | 'image';

/**
 * The address schemes a link or an image may use: http and https, mailto for links only, and a
 * site-relative path (`/novels/…`). Everything else (`javascript:`, `data:`, `vbscript:`, relative
 * paths, protocol-relative `//host`) is refused: an allowlist, because a denylist misses the next
 * dangerous scheme.
 */
function hasAllowedScheme(url: string, use: UrlUse): boolean {
  if (url.startsWith('/')) {
    // `//host` and `/\host` leave the site (browsers read a backslash as a slash).
    const second = url.charAt(1);
    return second !== '/' && second !== '\\';
  }
  const lower = url.slice(0, 'https://'.length).toLowerCase();
  if (lower.startsWith('http://')) return url.length > 'http://'.length;
  if (lower.startsWith('https://')) return url.length > 'https://'.length;
  return use === 'link' && lower.startsWith('mailto:') && url.length > 'mailto:'.length;
}

function isSafeUrl(url: string, use: UrlUse): boolean {
  return (
    url.length > 0 &&
    url.length <= MAX_MARKUP_VALUE_LENGTH &&
    !hasControlOrSpace(url) &&
    hasAllowedScheme(url, use)
  );
}

/**
 * Whether an address may be the target of a `[a]` link: http:, https:, mailto: or a site-relative path
 * (docs/product §3 tag `a`). Surrounding spaces are not tolerated here; `sanitizeMarkup` trims first.
 */
export function isSafeLinkUrl(url: string): boolean {
  return isSafeUrl(url, 'link');
}

/** Whether an address may be the source of an image: http:, https: or a site-relative path. */
export function isSafeImageUrl(url: string): boolean {
  return isSafeUrl(url, 'image');
}

/**
 * Whether a `[novel url="…"]` value is a plausible project url slug (docs/product §5 "Url slug"): one path
 * segment, so it cannot lead anywhere but `/novels/{url}` or `/games/{url}`. Older slugs may predate
 * today's slug rule, so any characters are accepted except those that would leave the segment.
 */
export function isNovelUrl(url: string): boolean {
  return (
    url.length > 0 && url.length <= 200 && !hasControlOrSpace(url) && !NOVEL_URL_FORBIDDEN.test(url)
  );
}

/**
 * A spoiler title as stored: on one line, trimmed, and the default "Спойлер" when blank (docs/product §5
 * "Editor": spoiler default title).
 */
export function normalizeSpoilerTitle(title: string | undefined): string {
  const oneLine = (title ?? '').replace(LINE_BREAKS, ' ').trim();
  return oneLine === '' ? DEFAULT_SPOILER_TITLE : oneLine.slice(0, MAX_MARKUP_VALUE_LENGTH);
}

/** Whether a raw value can stand between a leaf tag's opener and closer without ending it early. */
function isLeafContent(value: string): boolean {
  return (
    value.length > 0 &&
    value.length <= MAX_MARKUP_VALUE_LENGTH &&
    !value.includes('[') &&
    !value.includes('\n') &&
    !value.includes('\r')
  );
}

/**
 * The leaf a raw tag content stands for, or `undefined` when the content is malformed for that tag
 * (the tag then stays literal text). Image addresses are checked by the sanitiser, not here: an unsafe
 * image is dropped rather than shown as text.
 */
export function leafFromContent(tag: LeafTag, rawContent: string): LeafNode | undefined {
  const content = rawContent.trim();
  if (!isLeafContent(content)) return undefined;
  switch (tag) {
    case 'img':
      return { type: 'img', src: content };
    case 'user':
      return { type: 'user', username: content };
    case 'smile':
      return CODE_NAME.test(content) ? { type: 'smile', name: content } : undefined;
    case 'sticker': {
      const slash = content.indexOf('/');
      const set = content.slice(0, slash);
      const name = content.slice(slash + 1);
      return slash > 0 && CODE_NAME.test(set) && CODE_NAME.test(name)
        ? { type: 'sticker', set, name }
        : undefined;
    }
    default:
      return assertNever(tag);
  }
}

/** The raw text a leaf is written with between its opener and closer. */
export function contentOfLeaf(leaf: LeafNode): string {
  switch (leaf.type) {
    case 'img':
      return leaf.src;
    case 'user':
      return leaf.username;
    case 'smile':
      return leaf.name;
    case 'sticker':
      return `${leaf.set}/${leaf.name}`;
    default:
      return assertNever(leaf);
  }
}

/**
 * A leaf as it may be kept, or `undefined` when it must go: its value is rebuilt from the raw content
 * so it survives a write and a re-read unchanged, and an image must point where
 * {@link isSafeImageUrl} allows (an unsafe image is dropped, docs/product §3).
 */
export function sanitizeLeaf(leaf: LeafNode): LeafNode | undefined {
  const clean = leafFromContent(leaf.type, contentOfLeaf(leaf));
  if (clean?.type === 'img' && !isSafeImageUrl(clean.src)) return undefined;
  return clean;
}
