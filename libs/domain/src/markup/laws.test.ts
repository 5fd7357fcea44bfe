import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINK_CONTENT_TAGS, STYLE_TAGS, type MarkupNode } from './ast';
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
 * The laws of the markup (CONVENTIONS.md, Domain: a rule with a law has a property test): reading and
 * writing are inverse, sanitising is closed, and the block conversion round-trips.
 */

/** Pieces that exercise the grammar: tags, half tags, escapes, quotes, line breaks, Cyrillic. */
const MARKUP_PIECES = [
  '[b]',
  '[/b]',
  '[i]',
  '[/i]',
  '[U]',
  '[/u]',
  '[s]',
  '[center]',
  '[/center]',
  '[right]',
  '[hide]',
  '[/hide]',
  '[a href="https://example.com/?q=1&x=[2]"]',
  '[a=/novels/x]',
  '[a href="javascript:alert(1)"]',
  "[a href='",
  '[/a]',
  '[novel url="steins-gate"]',
  '[/novel]',
  '[spoiler]',
  '[spoiler title="Глава \\"1\\""]',
  '[spoiler=Глава 1]',
  '[/spoiler]',
  '[user]Вася[/user]',
  '[img]https://example.com/a.png[/img]',
  '[img]data:image/png;base64,AA[/img]',
  '[sticker]wk/3[/sticker]',
  '[smile]lol[/smile]',
  '[img]',
  '[/img]',
  '[',
  ']',
  '[/',
  '\\',
  '\\[',
  '\\\\',
  '"',
  '=',
  ' ',
  '\t',
  '\n',
  '\r',
  '\r\n',
  'x',
  'Я',
  'href',
  'a',
  'b',
  '/',
];

const markupText = fc.oneof(
  fc.string({ unit: fc.constantFrom(...MARKUP_PIECES), maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Text a text node may hold: anything but line breaks, with the grammar's special characters likely. */
const nodeText = fc
  .string({
    unit: fc.oneof(
      fc.constantFrom('[', ']', '\\', '/', '"', '=', ' ', 'b', 'img', '[b]', '[/a]', 'Ё'),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
    ),
    minLength: 1,
    maxLength: 12,
  })
  .filter((text) => !/[\r\n]/.test(text));

/** One line of text, trimmed and not blank: what a spoiler title or a user name is. */
const oneLineValue = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
  .map((value) => value.replace(/[\r\n[]/g, ' ').trim())
  .filter((value) => value !== '');

const linkHref = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.constantFrom('mailto:user@example.com', '/novels/steins-gate', '/posts/8?x="1"&y=[2]'),
);
const imageSrc = fc
  .oneof(fc.webUrl(), fc.constantFrom('/emoji/wk/1.png', '/uploads/a b.png'))
  .filter((src) => isSafeImageUrl(src) && !src.includes('['));
const codeName = fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/);

const leaf: fc.Arbitrary<MarkupNode> = fc.oneof(
  imageSrc.map((src) => ({ type: 'img' as const, src })),
  oneLineValue.map((username) => ({ type: 'user' as const, username })),
  fc.record({ type: fc.constant('sticker' as const), set: codeName, name: codeName }),
  codeName.map((name) => ({ type: 'smile' as const, name })),
);

/** Neighbouring texts merged, as a canonical tree has them. */
function mergeTexts(nodes: MarkupNode[]): MarkupNode[] {
  const merged: MarkupNode[] = [];
  for (const node of nodes) {
    const last = merged.at(-1);
    if (node.type === 'text' && last?.type === 'text')
      merged[merged.length - 1] = { ...last, text: last.text + node.text };
    else merged.push(node);
  }
  return merged;
}

const trees = new Map<string, fc.Arbitrary<MarkupNode[]>>();

/** Canonical trees of depth at most `depth`, links holding only b, i, u, s, text and line breaks. */
function markupTree(depth: number, inLink: boolean): fc.Arbitrary<MarkupNode[]> {
  const key = `${depth}:${inLink}`;
  const known = trees.get(key);
  if (known) return known;
  const tree = buildMarkupTree(depth, inLink);
  trees.set(key, tree);
  return tree;
}

function buildMarkupTree(depth: number, inLink: boolean): fc.Arbitrary<MarkupNode[]> {
  const text = nodeText.map((value) => ({ type: 'text' as const, text: value }));
  const lineBreak = fc.constant({ type: 'lineBreak' as const });
  const choices: fc.Arbitrary<MarkupNode>[] = [text, lineBreak];
  if (!inLink) choices.push(leaf);
  if (depth > 0) {
    const styles = inLink ? LINK_CONTENT_TAGS : STYLE_TAGS;
    const inner = (link: boolean) => markupTree(depth - 1, link);
    choices.push(
      fc.record({
        type: fc.constantFrom(...(styles as typeof STYLE_TAGS)),
        children: inner(inLink),
      }),
    );
    if (!inLink) {
      choices.push(
        fc.record({ type: fc.constant('a' as const), href: linkHref, children: inner(true) }),
        fc.record({
          type: fc.constant('novel' as const),
          url: fc.stringMatching(/^[a-z0-9а-яё-]{1,12}$/),
          children: inner(true),
        }),
        fc.record({
          type: fc.constant('spoiler' as const),
          title: fc.oneof(oneLineValue, fc.constant('Спойлер')),
          children: inner(false),
        }),
      );
    }
  }
  return fc.array(fc.oneof(...choices), { maxLength: 3 }).map(mergeTexts);
}

const validTree = fc.integer({ min: 0, max: 4 }).chain((depth) => markupTree(depth, false));

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

/** A value that might arrive as JSON from a client: any shape, some of it markup-like. */
const hostileJson = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.record(
      {
        type: fc.constantFrom(
          'text',
          'lineBreak',
          'b',
          'a',
          'img',
          'novel',
          'spoiler',
          'user',
          'script',
          'sticker',
          'smile',
          'hide',
        ),
        text: fc.oneof(fc.string(), fc.integer()),
        href: fc.constantFrom(
          'javascript:alert(1)',
          'data:text/html,x',
          'vbscript:x',
          ' https://ok.ru ',
          'JaVaScRiPt:x',
          '//evil.com',
          '/ok',
          'java\tscript:x',
        ),
        src: fc.constantFrom(
          'javascript:alert(1)',
          'data:image/png;base64,AA',
          'https://ok.ru/a.png',
          '/a.png',
          'http://x/[1].png',
        ),
        url: fc.string(),
        title: fc.oneof(fc.string(), fc.constant(undefined)),
        username: fc.string(),
        set: fc.string(),
        name: fc.string(),
        onclick: fc.string(),
        children: fc.oneof(tie('list'), fc.string()),
      },
      { requiredKeys: ['type'] },
    ),
    fc.string(),
    fc.constant(null),
  ),
  list: fc.array(tie('node'), { maxLength: 4 }),
})).list;

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
      fc.property(validTree, (tree) => {
        expect(parseMarkup(serializeMarkup(tree))).toEqual(tree);
      }),
      { numRuns: 1000 },
    );
  });

  it('a canonical tree is left as it is by the sanitiser', () => {
    fc.assert(
      fc.property(validTree, (tree) => {
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
      fc.property(hostileJson, (input) => expectOnlyAllowedMarkup(sanitizeMarkup(input))),
      { numRuns: 1000 },
    );
  });

  it('sanitising is idempotent', () => {
    fc.assert(
      fc.property(hostileJson, (input) => {
        const once = sanitizeMarkup(input);
        expect(sanitizeMarkup(once)).toEqual(once);
      }),
    );
  });

  it('serialised sanitised markup holds no unsafe address scheme', () => {
    fc.assert(
      fc.property(hostileJson, (input) => {
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
      fc.property(validTree, (tree) => {
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
});
