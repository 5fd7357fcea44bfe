import { getModelToken } from '@nestjs/mongoose';
import {
  isSafeImageUrl,
  isSafeLinkUrl,
  parseMarkup,
  sanitizeMarkupText,
  stickerImagePath,
  type CommentResult,
  type ContentBlock,
  type MarkupNode,
} from '@vn/domain';
import { HOSTILE_RICH_TEXT } from '@vn/domain/testing';
import type { Model } from 'mongoose';
import { describe, expect, it } from 'vitest';
import {
  COMMENTS_COLLECTION,
  type CommentRecord,
} from '../../src/features/comments/comment.schema';
import { useAccountsWorld } from '../accounts-fixture';
import { databaseSnapshot } from '../database-snapshot';
import type { Answer } from '../http-client';
import { addProject, postComment } from './comments-fixture';

/**
 * Hostile rich text (docs/product §3 markup tags, §5 "pasted rich text is reduced to allowed markup"):
 * script vectors sent as comments and as review blocks must come back, and be stored, as markup
 * that nothing can turn into script. The markup is bracket tags; raw HTML is not markup, and the
 * server takes HTML-shaped tags out of the text (`sanitizeMarkupText`).
 */
const vectors = HOSTILE_RICH_TEXT;

const ALLOWED_NODES = new Set([
  'text',
  'lineBreak',
  'b',
  'i',
  'u',
  's',
  'center',
  'right',
  'hide',
  'a',
  'novel',
  'spoiler',
  'img',
  'user',
  'sticker',
  'smile',
]);
const SCRIPT_SCHEME = /^(javascript|vbscript|data):/i;

/** What a browser would make of an address: entities decoded, controls and spaces dropped. */
function asBrowserReads(address: string): string {
  return address
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .split('')
    .filter((char) => char.charCodeAt(0) > 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('');
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** The markup as HTML, the way any renderer that writes text as text would draw it. */
function render(nodes: readonly MarkupNode[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return escapeHtml(node.text);
        case 'lineBreak':
          return '<br>';
        case 'b':
        case 'i':
        case 'u':
        case 's':
          return `<${node.type}>${render(node.children)}</${node.type}>`;
        case 'center':
        case 'right':
        case 'hide':
          return `<div class="${node.type}">${render(node.children)}</div>`;
        case 'a':
          return `<a href="${escapeHtml(node.href)}">${render(node.children)}</a>`;
        case 'novel':
          return `<a href="/novels/${encodeURIComponent(node.url)}">${render(node.children)}</a>`;
        case 'spoiler':
          return `<details><summary>${escapeHtml(node.title)}</summary>${render(node.children)}</details>`;
        case 'img':
          return `<img src="${escapeHtml(node.src)}">`;
        case 'sticker':
          return `<img src="${escapeHtml(stickerImagePath(node))}">`;
        case 'smile':
          return `<img src="/smiles/${encodeURIComponent(node.name)}.png">`;
        case 'user':
          return `<a href="/user/${encodeURIComponent(node.username)}">${escapeHtml(node.username)}</a>`;
        default:
          throw new Error(`unexpected node ${JSON.stringify(node)}`);
      }
    })
    .join('');
}

function* walk(nodes: readonly MarkupNode[]): Iterable<MarkupNode> {
  for (const node of nodes) {
    yield node;
    if ('children' in node) yield* walk(node.children);
  }
}

/** Every guarantee a stored markup text must give, whatever was sent. */
function expectSafeMarkup(markup: string, sent: string): void {
  const context = `${JSON.stringify(sent)} → ${JSON.stringify(markup)}`;
  // Canonical: sanitising it again changes nothing, so nothing unsafe is waiting in it.
  expect(sanitizeMarkupText(markup), context).toBe(markup);
  // Nothing an HTML parser would read as a tag or a comment, even if it were put into HTML raw.
  expect(markup, context).not.toMatch(/<\/?[a-z][^<>]*>/i);
  expect(markup, context).not.toMatch(/<!--/);
  // Every address in a link or image is one a link or image may have.
  const nodes = parseMarkup(markup);
  for (const node of walk(nodes)) {
    expect(ALLOWED_NODES.has(node.type), context).toBe(true);
    if (node.type === 'a') {
      expect(isSafeLinkUrl(node.href), context).toBe(true);
      expect(asBrowserReads(node.href), context).not.toMatch(SCRIPT_SCHEME);
    }
    if (node.type === 'img') {
      expect(isSafeImageUrl(node.src), context).toBe(true);
      expect(asBrowserReads(node.src), context).not.toMatch(SCRIPT_SCHEME);
    }
    if (node.type === 'novel') expect(node.url, context).not.toMatch(/[/\\]|\.\./);
  }
  // Drawn as HTML: no script element, no event handler, no script address in any tag.
  const html = render(nodes);
  expect(html, context).not.toMatch(/<script/i);
  for (const tag of html.match(/<[^>]*>/g) ?? []) {
    expect(tag, context).not.toMatch(/\son\w+\s*=/i);
    for (const [, value] of tag.matchAll(/(?:href|src)="([^"]*)"/g)) {
      expect(asBrowserReads(value ?? ''), context).not.toMatch(SCRIPT_SCHEME);
    }
  }
}

function* textsOf(blocks: readonly ContentBlock[]): Iterable<string> {
  for (const block of blocks) {
    if (block.type === 'text') yield block.text;
    if (block.type === 'spoiler' || block.type === 'quote') yield* textsOf(block.blocks);
  }
}

function* plainTextsOf(blocks: readonly ContentBlock[]): Iterable<string> {
  for (const block of blocks) {
    if (block.type === 'header') yield block.text;
    if (block.type === 'spoiler') {
      yield block.title;
      yield* plainTextsOf(block.blocks);
    }
    if (block.type === 'quote') yield* plainTextsOf(block.blocks);
  }
}

describe(`hostile rich text: ${vectors.length} script vectors as comments and reviews`, () => {
  const {
    world,
    people: { writer },
  } = useAccountsWorld({ writer: {} });
  const stored = (id: string) =>
    world.api.app
      .get<Model<CommentRecord>>(getModelToken(COMMENTS_COLLECTION))
      .findOne({ _id: id })
      .lean<CommentRecord>();

  it('has at least 25 vectors', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(25);
  });

  it.each(vectors)('as a comment: %j', async (vector) => {
    const novel = await addProject(world.api);
    const answer = await postComment(writer.client, {
      content: `${vector}\nтекст`,
      source: novel,
      sourceType: 'game',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { comment } = answer.body.result;
    expectSafeMarkup(comment.content, vector);
    expect((await stored(comment._id))?.content).toBe(comment.content);
    // Edited to it, the same.
    const edited = await writer.client.put<Answer<CommentResult>>(`/api/comments/${comment._id}`, {
      content: `правка ${vector}`,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expectSafeMarkup(edited.body.result.content, vector);
    expect((await stored(comment._id))?.content).toBe(edited.body.result.content);
  });

  it.each(vectors)('as review blocks: %j', async (vector) => {
    const novel = await addProject(world.api);
    const body = [
      { type: 'header', text: vector },
      { type: 'text', text: `${vector} текст` },
      {
        type: 'spoiler',
        title: vector,
        blocks: [{ type: 'quote', blocks: [{ type: 'text', text: vector }] }],
      },
      { type: 'text', text: 'ещё', onclick: 'alert(1)' },
    ];
    const answer = await writer.client.post<Answer<{ comment: CommentResult }>>(
      '/api/novelReviews',
      { novel, body, mood: 0 },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { comment } = answer.body.result;
    expectSafeMarkup(comment.content, vector);
    const record = await stored(comment._id);
    expect(record?.content).toBe(comment.content);
    expect(record?.body).toEqual(comment.body);
    const blocks = record?.body ?? [];
    for (const text of textsOf(blocks)) expectSafeMarkup(text, vector);
    // Headers and spoiler titles are plain text: drawn as text, and without HTML tags besides.
    for (const text of plainTextsOf(blocks)) {
      expect(text).not.toMatch(/<\/?[a-z][^<>]*>/i);
      expect(text).not.toMatch(/[\r\n]/);
    }
    // Fields a block does not have are not kept.
    expect(blocks.at(-1)).toEqual({ type: 'text', text: 'ещё' });
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'vbscript:msgbox(1)',
    'data:image/png;base64,AAAA',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'https://x.example/a.png" onerror="alert(1)',
  ])('refuses %j as an image address of a comment or a review, writing nothing', async (url) => {
    const novel = await addProject(world.api);
    const before = await databaseSnapshot(world.api);
    const comment = await postComment(writer.client, {
      content: 'картинка',
      images: [{ preview: url, full: url }],
      source: novel,
      sourceType: 'game',
    });
    expect(comment.status).toBe(400);
    const review = await writer.client.post('/api/novelReviews', {
      novel,
      body: [{ type: 'image', images: [{ preview: url, full: url, alt: '' }] }],
    });
    expect(review.status).toBe(400);
    expect(await databaseSnapshot(world.api)).toBe(before);
  });
});
