import { parseMarkup, serializeMarkup, type MarkupNode } from '@vn/domain';
import { canonicalMarkupTree } from '@vn/domain/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markupEditorSchema } from '../../test/markup-schema';
import { documentToMarkup, markupToDocument } from './markup-document';

const schema = markupEditorSchema();

function documentOf(markup: string) {
  return markupToDocument(schema, parseMarkup(markup));
}

/**
 * Everything the writer put in a tree, in order, whatever formats it: text, line breaks and leaves,
 * inside every tag (hidden text and spoilers included). Spoiler titles are left out: two spoilers of
 * one title side by side are one spoiler in the editor (see markup-document.ts).
 */
function writtenContent(nodes: readonly MarkupNode[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return node.text;
        case 'lineBreak':
          return '\n';
        case 'img':
          return `<img ${node.src}>`;
        case 'sticker':
          return `<sticker ${node.set}/${node.name}>`;
        case 'smile':
          return `<smile ${node.name}>`;
        case 'user':
          return `<user ${node.username}>`;
        default:
          return writtenContent(node.children);
      }
    })
    .join('');
}

function markupOf(nodes: readonly MarkupNode[]): string {
  return serializeMarkup(documentToMarkup(markupToDocument(schema, nodes)));
}

describe('the markup editor’s document and the markup model', () => {
  it('editor → markup → editor is the identity for every canonical document', () => {
    fc.assert(
      fc.property(canonicalMarkupTree, (tree) => {
        const document = markupToDocument(schema, tree);
        const again = markupToDocument(schema, documentToMarkup(document));
        expect(again.toJSON()).toEqual(document.toJSON());
      }),
      { numRuns: 400 },
    );
  });

  it('keeps everything written in every canonical document', () => {
    fc.assert(
      fc.property(canonicalMarkupTree, (tree) => {
        const kept = documentToMarkup(markupToDocument(schema, tree));
        expect(writtenContent(kept)).toBe(writtenContent(tree));
      }),
      { numRuns: 400 },
    );
  });

  it('writes markup that reads back to the same markup', () => {
    fc.assert(
      fc.property(canonicalMarkupTree, (tree) => {
        const markup = markupOf(tree);
        expect(markupOf(parseMarkup(markup))).toBe(markup);
      }),
      { numRuns: 400 },
    );
  });

  it.each([
    ['plain text', 'Привет, мир'],
    ['bold inside italic', '[i]курсив [b]и жирный[/b][/i]'],
    ['a link with bold text', '[a href="https://example.com"]сайт [b]тут[/b][/a]'],
    ['a project link', '[novel url="steins-gate"]Врата Штейна[/novel]'],
    ['a titled spoiler over two lines', '[spoiler title="Финал"]первая\nвторая[/spoiler]'],
    ['a centred and a right line', '[center]по центру[/center]\n[right]справа[/right]'],
    ['hidden text', '[hide]для своих[/hide]'],
    [
      'leaves',
      '[user]Вася[/user] [img]https://example.com/a.png[/img][sticker]wk/3[/sticker][smile]lol[/smile]',
    ],
    ['brackets typed as text', '\\[b] не тег'],
  ])('keeps %s as it was written', (_name, markup) => {
    expect(serializeMarkup(documentToMarkup(documentOf(markup)))).toBe(markup);
  });

  it('holds markup in one paragraph, line breaks as nodes', () => {
    const document = documentOf('один\nдва');
    expect(document.childCount).toBe(1);
    expect(document.firstChild?.content.childCount).toBe(3);
    expect(document.firstChild?.child(1).type.name).toBe('lineBreak');
  });

  it('nests marks in the schema’s order, whatever order the tags were written in', () => {
    expect(serializeMarkup(documentToMarkup(documentOf('[b][spoiler]x[/spoiler][/b]')))).toBe(
      '[spoiler][b]x[/b][/spoiler]',
    );
  });

  it('keeps spoilers inside spoilers in the order written, beside a spoiler already open', () => {
    const tree = parseMarkup(
      '[spoiler]a[/spoiler][b][spoiler title="!"][spoiler][b]b[/b][/spoiler][/spoiler][/b]',
    );
    const document = markupToDocument(schema, tree);
    expect(markupToDocument(schema, documentToMarkup(document)).toJSON()).toEqual(
      document.toJSON(),
    );
  });

  it('merges equal tags side by side, as a reader cannot tell them apart', () => {
    expect(serializeMarkup(documentToMarkup(documentOf('[b]a[/b][b]b[/b]')))).toBe('[b]ab[/b]');
  });
});
