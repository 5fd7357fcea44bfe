/**
 * Characters XML 1.0 cannot carry at all, even escaped: C0 controls other than tab and line breaks,
 * lone surrogates, U+FFFE and U+FFFF. A name pasted with one of them must not make a whole sitemap
 * or feed unreadable, so they are dropped.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- these characters are what the pattern is for
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for an XML element or a quoted attribute value. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

/**
 * A date as sitemaps and Atom write it (W3C datetime / RFC 3339, UTC), milliseconds kept: two
 * changes within a second are still two dates, so a sitemap file's newest date moves with each.
 */
export function xmlDate(date: Date): string {
  return date.toISOString();
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
