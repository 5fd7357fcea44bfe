import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINK_CONTENT_TAGS, type MarkupNode } from './ast';
import {
  canonicalContentBlocks,
  canonicalMarkupTree,
  hostileMarkupJson,
  markupText,
} from '../testing/markup-arbitraries';
import { blocksToMarkup, markupToBlocks } from './blocks-markup';
import { contentBlocksSchema } from './blocks';
import { normalizeBlocks } from './editor-rules';
import { legacyHtmlToBlocks } from './legacy-html';
import { MAX_MARKUP_DEPTH } from './limits';
import { parseMarkup } from './parse';
import { sanitizeMarkup } from './sanitize';
import { serializeMarkup } from './serialize';
import { isNovelUrl, isSafeImageUrl, isSafeLinkUrl } from './values';

/**
 * The laws of the markup (docs/conventions.md § Domain rules: a rule with a law has a property
 * test): reading and writing are inverse, sanitising is closed, and the block conversion
 * round-trips.
 */

/** Every tag, attribute name and address scheme that appears in a tree. */
function walk(
  nodes: readonly MarkupNode[],
  visit: (node: MarkupNode, depth: number) => void,
  depth = 0,
) {
  for (const node of nodes) {
    visit(node, depth);
    if ('children' in node) walk(node.children, visit, depth + 1);
  }
}

const ALLOWED_FIELDS: Record<MarkupNode['type'], readonly string[]> = {
  text: ['type', 'text'],
  lineBreak: ['type'],
  b: ['type', 'children'],
  i: ['type', 'children'],
  u: ['type', 'children'],
  s: ['type', 'children'],
  center: ['type', 'children'],
  right: ['type', 'children'],
  hide: ['type', 'children'],
  a: ['type', 'href', 'children'],
  novel: ['type', 'url', 'children'],
  spoiler: ['type', 'title', 'children'],
  user: ['type', 'username'],
  img: ['type', 'src'],
  sticker: ['type', 'set', 'name'],
  smile: ['type', 'name'],
};

function expectOnlyAllowedMarkup(nodes: readonly MarkupNode[]): void {
  walk(nodes, (node, depth) => {
    expect(Object.keys(ALLOWED_FIELDS)).toContain(node.type);
    expect(Object.keys(node).sort()).toEqual([...(ALLOWED_FIELDS[node.type] ?? [])].sort());
    if ('children' in node) expect(depth).toBeLessThan(MAX_MARKUP_DEPTH);
    if (node.type === 'a') expect(isSafeLinkUrl(node.href)).toBe(true);
    if (node.type === 'img') expect(isSafeImageUrl(node.src)).toBe(true);
    if (node.type === 'novel') expect(isNovelUrl(node.url)).toBe(true);
    if (node.type === 'a' || node.type === 'novel') {
      walk(node.children, (inner) => {
        expect(['text', 'lineBreak', ...LINK_CONTENT_TAGS]).toContain(inner.type);
      });
    }
  });
}

describe('markup laws', () => {
  it('parse ∘ serialize is stable: writing what was read, then reading it again, changes nothing', () => {
    fc.assert(
      fc.property(markupText, (text) => {
        const once = serializeMarkup(parseMarkup(text));
        expect(serializeMarkup(parseMarkup(once))).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('reading what was written gives back the same tree, for every canonical tree', () => {
    fc.assert(
      fc.property(canonicalMarkupTree, (tree) => {
        expect(parseMarkup(serializeMarkup(tree))).toEqual(tree);
      }),
      { numRuns: 1000 },
    );
  });

  it('a canonical tree is left as it is by the sanitiser', () => {
    fc.assert(
      fc.property(canonicalMarkupTree, (tree) => {
        expect(sanitizeMarkup(tree)).toEqual(tree);
      }),
    );
  });

  it('parsed trees hold only allowed tags, attributes and address schemes', () => {
    fc.assert(
      fc.property(markupText, (text) => expectOnlyAllowedMarkup(parseMarkup(text))),
      { numRuns: 2000 },
    );
  });

  it('sanitised trees hold only allowed tags, attributes and address schemes, whatever came in', () => {
    fc.assert(
      fc.property(hostileMarkupJson, (input) => expectOnlyAllowedMarkup(sanitizeMarkup(input))),
      { numRuns: 1000 },
    );
  });

  it('sanitising is idempotent', () => {
    fc.assert(
      fc.property(hostileMarkupJson, (input) => {
        const once = sanitizeMarkup(input);
        expect(sanitizeMarkup(once)).toEqual(once);
      }),
    );
  });

  it('serialised sanitised markup holds no unsafe address scheme', () => {
    fc.assert(
      fc.property(hostileMarkupJson, (input) => {
        const written = serializeMarkup(sanitizeMarkup(input));
        const tags = written.match(/\[(?:a href|img|novel url)[^\]]*\]/g) ?? [];
        for (const tag of tags) expect(tag).not.toMatch(/javascript:|data:|vbscript:/i);
      }),
    );
  });

  it('markup → blocks → markup gives back the markup', () => {
    fc.assert(
      fc.property(markupText, (text) => {
        const markup = serializeMarkup(parseMarkup(text));
        expect(blocksToMarkup(markupToBlocks(markup))).toBe(markup);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(canonicalMarkupTree, (tree) => {
        const markup = serializeMarkup(tree);
        expect(blocksToMarkup(markupToBlocks(markup))).toBe(markup);
      }),
    );
  });

  it('blocks made from markup or legacy HTML pass the block schema', () => {
    fc.assert(
      fc.property(markupText, (text) => {
        expect(contentBlocksSchema.safeParse(markupToBlocks(text)).success).toBe(true);
        expect(contentBlocksSchema.safeParse(legacyHtmlToBlocks(text)).success).toBe(true);
      }),
    );
  });

  it('legacy HTML never yields an unsafe address', () => {
    const html = fc.string({
      unit: fc.constantFrom(
        '<a href="javascript:alert(1)">',
        '<img src="data:x">',
        '<img src="/ok.png">',
        '<a href=/ok>',
        '</a>',
        '<p>',
        '</p>',
        '<br>',
        '<b>',
        '</b>',
        '<blockquote>',
        '</blockquote>',
        '<h1>',
        '</h1>',
        '<pre>',
        '</pre>',
        'x',
        ' ',
        '&amp;',
        '&lt;b&gt;',
        '<',
        '>',
        '"',
        '[b]',
        '\\',
      ),
      maxLength: 30,
    });
    fc.assert(
      fc.property(html, (input) => {
        const markup = blocksToMarkup(legacyHtmlToBlocks(input));
        expect(markup).not.toMatch(/javascript:|data:/);
      }),
    );
  });

  it('normalising blocks is idempotent', () => {
    fc.assert(
      fc.property(markupText, (text) => {
        const once = normalizeBlocks(
          legacyHtmlToBlocks(`<blockquote>${text}</blockquote>`).concat(markupToBlocks(text)),
        );
        expect(normalizeBlocks(once)).toEqual(once);
      }),
    );
  });

  it('the canonical article bodies the editors are tested with pass the schema and are normalised', () => {
    fc.assert(
      fc.property(canonicalContentBlocks, (blocks) => {
        expect(contentBlocksSchema.safeParse(blocks).success).toBe(true);
        expect(normalizeBlocks(blocks)).toEqual(blocks);
      }),
    );
  });
});
