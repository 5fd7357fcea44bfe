import fc from 'fast-check';
import { LINK_CONTENT_TAGS, STYLE_TAGS, type MarkupNode } from '../markup/ast';
import type { ContentBlock, ContentImage } from '../markup/blocks';
import { normalizeBlocks } from '../markup/editor-rules';
import { serializeMarkup } from '../markup/serialize';
import { isSafeImageUrl } from '../markup/values';

/**
 * Generators of the markup model for property tests (fast-check), shared by the domain's laws and by
 * the editors' round trips, so that "every canonical document" means the same documents everywhere.
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

/** Any text a person or a script might send as markup: grammar pieces, any graphemes, any bytes. */
export const markupText: fc.Arbitrary<string> = fc.oneof(
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

/**
 * Canonical markup trees (what `parseMarkup` returns): every tag of docs/product §3, nested up to four
 * levels, links holding only b, i, u, s, text and line breaks, addresses that are allowed.
 */
export const canonicalMarkupTree: fc.Arbitrary<MarkupNode[]> = fc
  .integer({ min: 0, max: 4 })
  .chain((depth) => markupTree(depth, false));

/** Canonical markup without a line break at its top level: what one text block (one row) holds. */
const canonicalRow = canonicalMarkupTree.map((tree) =>
  mergeTexts(tree.filter((node) => node.type !== 'lineBreak')),
);

/** A value that might arrive as JSON from a client: any shape, some of it markup-like. */
export const hostileMarkupJson = fc.letrec((tie) => ({
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

/** A line of plain text as a header or an alt keeps it: no line break, trimmed (may be empty). */
const plainLine = fc
  .string({ unit: 'grapheme', maxLength: 20 })
  .map((value) => value.replace(/[\r\n]+/g, ' ').trim());

const contentImage: fc.Arbitrary<ContentImage> = fc.record(
  {
    preview: imageSrc,
    full: imageSrc,
    width: fc.integer({ min: 1, max: 4000 }),
    height: fc.integer({ min: 1, max: 4000 }),
    alt: plainLine,
  },
  { requiredKeys: ['preview', 'full', 'alt'] },
);

/** Code as typed: several lines, any characters but carriage returns. */
const codeText = fc
  .string({ unit: 'grapheme', maxLength: 40 })
  .map((value) => value.replace(/\r\n?/g, '\n'));

const blockLists = new Map<string, fc.Arbitrary<ContentBlock[]>>();

/** Non-empty block lists nested up to `depth` levels; no quote inside a spoiler (docs/product §5). */
function blockList(depth: number, inSpoiler: boolean): fc.Arbitrary<ContentBlock[]> {
  const key = `${depth}:${inSpoiler}`;
  const known = blockLists.get(key);
  if (known) return known;
  const choices: fc.Arbitrary<ContentBlock>[] = [
    canonicalRow.map((row) => ({ type: 'text' as const, text: serializeMarkup(row) })),
    plainLine.map((text) => ({ type: 'header' as const, text })),
    codeText.map((text) => ({ type: 'code' as const, text })),
    fc
      .array(contentImage, { minLength: 1, maxLength: 3 })
      .map((images) => ({ type: 'image' as const, images })),
  ];
  if (depth > 0) {
    choices.push(
      fc.record({
        type: fc.constant('spoiler' as const),
        title: fc.oneof(oneLineValue, fc.constant('Спойлер')),
        blocks: blockList(depth - 1, true),
      }),
    );
    if (!inSpoiler) {
      choices.push(
        fc.record({ type: fc.constant('quote' as const), blocks: blockList(depth - 1, false) }),
      );
    }
  }
  const list = fc.array(fc.oneof(...choices), { minLength: 1, maxLength: 4 });
  blockLists.set(key, list);
  return list;
}

/**
 * Canonical article bodies (docs/product §3 Content blocks) in the shape the block editor keeps them
 * (`normalizeBlocks`): text rows of canonical markup, trimmed one-line headers, code, images at
 * allowed addresses, titled spoilers without quotes, quotes, nesting up to three levels, and the
 * empty text row at the end.
 */
export const canonicalContentBlocks: fc.Arbitrary<ContentBlock[]> = fc
  .integer({ min: 0, max: 3 })
  .chain((depth) => blockList(depth, false))
  .map(normalizeBlocks);
