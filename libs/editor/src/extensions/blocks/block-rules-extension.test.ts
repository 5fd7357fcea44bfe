import { NodeSelection } from '@remirror/pm/state';
import { removeEmptyRow, type ContentBlock } from '@vn/domain';
import { canonicalContentBlocks } from '@vn/domain/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  headlessBlocksEditor,
  openBlocksEditorsPerTest,
  type HeadlessBlocksEditor,
} from '../../../test/blocks-editor';
import { positionInEmptyRow, positionInText, positionOfNode } from '../../../test/blocks-positions';
import { BLOCK_NODES } from './block-names';

const open = openBlocksEditorsPerTest();

/** The top-level positions of the empty rows of a body, as indexes into its blocks. */
function emptyRowIndexes(blocks: readonly ContentBlock[]): number[] {
  return blocks.flatMap((block, index) =>
    block.type === 'text' && block.text === '' ? [index] : [],
  );
}

/** Where the caret goes to be in the top-level block `index`'s empty row. */
function caretInTopLevelRow(view: HeadlessBlocksEditor, index: number) {
  let position = 0;
  for (let at = 0; at < index; at++) position += view.state.doc.child(at).nodeSize;
  view.caretAt(position + 1);
}

describe('the block rules (docs/product §5 "Editor")', () => {
  // 200 editors built and pressed: about 2.5 s on a busy 2-core machine, more while the whole suite
  // runs beside it, so the 5 s default is not this test's measure.
  it(
    'Backspace or Delete in an empty row removes it, as the domain’s removeEmptyRow does',
    {
      timeout: 30_000,
    },
    () => {
      fc.assert(
        fc.property(
          canonicalContentBlocks,
          fc.constantFrom('Backspace', 'Delete'),
          fc.nat(),
          (canonical, key, pick) => {
            const view = headlessBlocksEditor(canonical);
            try {
              const blocks = view.blocks();
              const rows = emptyRowIndexes(blocks);
              const index = rows[pick % rows.length]!;
              caretInTopLevelRow(view, index);
              view.press(key);
              expect(view.blocks()).toEqual(removeEmptyRow(blocks, index));
            } finally {
              view.destroy();
            }
          },
        ),
        { numRuns: 200 },
      );
    },
  );

  it('puts the caret at the end of the row above after Backspace, at the next row after Delete', () => {
    const view = open([
      { type: 'text', text: 'первая' },
      { type: 'text', text: '' },
      { type: 'text', text: 'вторая' },
    ]);
    view.caretAt(positionInEmptyRow(view.state.doc));
    view.press('Backspace');
    expect(view.state.selection.from).toBe(positionInText(view.state.doc, 'первая'));

    view.caretAt(positionInText(view.state.doc, 'первая'));
    view.press('Enter');
    view.press('Delete');
    expect(view.state.selection.from).toBe(positionInText(view.state.doc, 'вторая', 0));
    expect(view.blocks().map((block) => block.type === 'text' && block.text)).toEqual([
      'первая',
      'вторая',
      '',
    ]);
  });

  it('always ends the document with an empty row, whatever is typed into the last one', () => {
    const view = open([]);
    view.type('текст');
    expect(view.blocks()).toEqual([
      { type: 'text', text: 'текст' },
      { type: 'text', text: '' },
    ]);
    // Backspace in that last row moves up; the row comes back.
    view.press('Backspace');
    expect(view.blocks()).toEqual([
      { type: 'text', text: 'текст' },
      { type: 'text', text: '' },
    ]);
    expect(view.state.selection.from).toBe(positionInText(view.state.doc, 'текст'));
  });

  it('keeps the only row of a spoiler: Backspace goes to the end of its title', () => {
    const view = open([{ type: 'spoiler', title: 'Финал', blocks: [{ type: 'text', text: '' }] }]);
    view.caretAt(positionInEmptyRow(view.state.doc));
    view.press('Backspace');
    expect(view.blocks()[0]).toEqual({
      type: 'spoiler',
      title: 'Финал',
      blocks: [{ type: 'text', text: '' }],
    });
    expect(view.state.selection.from).toBe(positionInText(view.state.doc, 'Финал'));
    view.caretAt(positionInEmptyRow(view.state.doc));
    view.press('Delete');
    expect(view.blocks()[0]).toMatchObject({ blocks: [{ type: 'text', text: '' }] });
  });

  it('takes away a quote of nothing but an empty row on Backspace, leaving the row', () => {
    const view = open([
      { type: 'text', text: 'до' },
      { type: 'quote', blocks: [{ type: 'text', text: '' }] },
      { type: 'text', text: 'после' },
    ]);
    view.caretAt(positionInEmptyRow(view.state.doc));
    view.press('Backspace');
    expect(view.blocks()).toEqual([
      { type: 'text', text: 'до' },
      { type: 'text', text: '' },
      { type: 'text', text: 'после' },
      { type: 'text', text: '' },
    ]);
    // The next Backspace removes the row, as in any empty row.
    view.press('Backspace');
    expect(view.blocks().map((block) => block.type === 'text' && block.text)).toEqual([
      'до',
      'после',
      '',
    ]);
  });

  it('titles a spoiler left blank "Спойлер" once the caret leaves the title, not before', () => {
    const view = open([{ type: 'spoiler', title: 'Финал', blocks: [{ type: 'text', text: 'x' }] }]);
    const title = positionOfNode(view.state.doc, BLOCK_NODES.spoilerTitle);
    view.caretAt(positionInText(view.state.doc, 'Финал'));
    // What the browser does for Backspace over every character.
    view.view.dispatch(view.state.tr.delete(title + 1, title + 1 + 'Финал'.length));
    expect(view.state.doc.nodeAt(title)?.textContent).toBe('');
    // While the caret is in it, the writer is still typing a title: "Спойлер" only shows, greyed.
    expect(view.view.dom.querySelector('[data-block="spoiler-title"]')).toHaveAttribute(
      'data-placeholder',
      'Спойлер',
    );
    view.caretAt(positionInText(view.state.doc, 'x'));
    expect(view.state.doc.nodeAt(title)?.textContent).toBe('Спойлер');
    expect(view.view.dom.querySelector('[data-block="spoiler-title"]')).not.toHaveAttribute(
      'data-blank',
    );
  });

  it('selects a picture block before the caret on Backspace, and removes it on the next', () => {
    const view = open([
      { type: 'image', images: [{ preview: '/a.png', full: '/a.png', alt: '' }] },
      { type: 'text', text: 'подпись' },
    ]);
    view.caretAt(positionInText(view.state.doc, 'подпись', 0));
    view.press('Backspace');
    expect(view.state.selection).toBeInstanceOf(NodeSelection);
    expect(view.blocks()[0]?.type).toBe('image');
    view.press('Backspace');
    expect(view.blocks()).toEqual([
      { type: 'text', text: 'подпись' },
      { type: 'text', text: '' },
    ]);
  });
});
