import { Window, type Document, type Element } from 'happy-dom';
import { expect } from 'vitest';

/** The predefined entities and character references; anything else after `&` is not XML. */
const REFERENCE = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;
const START_TAG = /<([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?>/g;
const ATTRIBUTE = /([\w:.-]+)\s*=/g;
// eslint-disable-next-line no-control-regex
const NOT_XML_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/**
 * An XML document parsed, or a thrown error naming why it is not well-formed. The parser at hand
 * (happy-dom's) refuses mismatched tags, a second root and unknown entities, but lets a bare `&`,
 * a repeated attribute and control characters through; those are checked here first, as a strict
 * parser would refuse them (XML 1.0 §2.2, §3.1, §4.1). No other XML parser is installed, and these
 * are the mistakes escaping exists to prevent.
 */
export function parseXml(text: string): Document {
  if (!text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) {
    throw new Error(`No XML declaration first: ${text.slice(0, 60)}`);
  }
  const bareAmpersand = REFERENCE.exec(text);
  if (bareAmpersand) {
    throw new Error(
      `A bare & at ${bareAmpersand.index}: ${text.slice(bareAmpersand.index, bareAmpersand.index + 30)}`,
    );
  }
  if (NOT_XML_CHARACTER.test(text)) throw new Error('A character XML cannot carry');
  for (const [, name, attributes] of text.matchAll(START_TAG)) {
    const names = [...attributes!.matchAll(ATTRIBUTE)].map((match) => match[1]);
    if (new Set(names).size !== names.length) throw new Error(`A repeated attribute in <${name}>`);
  }
  const window = new Window();
  const document = new window.DOMParser().parseFromString(text, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed: ${error.textContent}`);
  return document;
}

/** The texts of the elements with this name, in document order. */
export function textsOf(node: Document | Element, tag: string): string[] {
  return [...node.getElementsByTagName(tag)].map((element) => element.textContent ?? '');
}

/** A feed's link: what it is to the feed (`self`, `alternate`) and where it points. */
export interface AtomLink {
  rel: string | null;
  href: string | null;
}

/**
 * An Atom feed (RFC 4287) parsed, failing unless its root is an Atom `feed`: the text of its own
 * elements (`ownText('title')`), its own links, and its entries' fields in order.
 */
export function parseAtomFeed(text: string) {
  const root = parseXml(text).documentElement;
  expect(root.tagName).toBe('feed');
  expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2005/Atom');
  const own = [...root.children].filter((child) => child.tagName !== 'entry');
  return {
    ownText: (tag: string) => own.find((child) => child.tagName === tag)?.textContent,
    links: own
      .filter((child) => child.tagName === 'link')
      .map((link): AtomLink => ({
        rel: link.getAttribute('rel'),
        href: link.getAttribute('href'),
      })),
    entries: [...root.getElementsByTagName('entry')].map((entry) => ({
      id: textsOf(entry, 'id')[0],
      title: textsOf(entry, 'title')[0],
      link: entry.getElementsByTagName('link')[0]!.getAttribute('href'),
      published: textsOf(entry, 'published')[0],
      updated: textsOf(entry, 'updated')[0],
      author: textsOf(entry, 'name')[0],
      summary: textsOf(entry, 'summary')[0],
    })),
  };
}
