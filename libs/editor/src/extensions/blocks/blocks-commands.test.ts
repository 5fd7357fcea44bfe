import { NodeSelection, TextSelection } from '@remirror/pm/state';
import { describe, expect, it } from 'vitest';
import { openBlocksEditorsPerTest, type HeadlessBlocksEditor } from '../../../test/blocks-editor';
import { positionInEmptyRow, positionInText, positionOfNode } from '../../../test/blocks-positions';
import { BLOCK_NODES } from './block-names';

const open = openBlocksEditorsPerTest();

function commandsOf(view: HeadlessBlocksEditor) {
  return view.manager.store.commands;
}

describe('HeaderBlockExtension and CodeBlockExtension', () => {
  it('makes the caret’s row a header of its plain text, and back, the caret kept', () => {
    const view = open([{ type: 'text', text: 'Глава [b]один[/b]' }]);
    view.caretAt(positionInText(view.state.doc, 'Глава один', 3));
    commandsOf(view).toggleHeader();
    expect(view.blocks()[0]).toEqual({ type: 'header', text: 'Глава один' });
    expect(view.state.selection.from).toBe(positionInText(view.state.doc, 'Глава один', 3));
    commandsOf(view).toggleHeader();
    expect(view.blocks()[0]).toEqual({ type: 'text', text: 'Глава один' });
  });

  it('makes a row with line breaks code of as many lines, and code a row with line breaks', () => {
    const view = open([{ type: 'text', text: 'let a = 1;\n  a++;' }]);
    view.caretAt(positionInText(view.state.doc, 'let a = 1;\n  a++;', 0));
    commandsOf(view).toggleCode();
    expect(view.blocks()[0]).toEqual({ type: 'code', text: 'let a = 1;\n  a++;' });
    commandsOf(view).toggleCode();
    expect(view.blocks()[0]).toEqual({ type: 'text', text: 'let a = 1;\n  a++;' });
  });

  it('turns a header back into a row by Backspace at its start', () => {
    const view = open([{ type: 'header', text: 'Глава' }]);
    view.caretAt(positionInText(view.state.doc, 'Глава', 0));
    view.press('Backspace');
    expect(view.blocks()[0]).toEqual({ type: 'text', text: 'Глава' });
  });

  it('starts a row after a header by Enter at its end', () => {
    const view = open([
      { type: 'header', text: 'Глава' },
      { type: 'text', text: 'конец' },
    ]);
    view.caretAt(positionInText(view.state.doc, 'Глава'));
    view.press('Enter');
    view.type('текст');
    expect(view.blocks().slice(0, 2)).toEqual([
      { type: 'header', text: 'Глава' },
      { type: 'text', text: 'текст' },
    ]);
  });

  it('makes a new line by Enter in code, and leaves it for a row by Ctrl+Enter', () => {
    const view = open([{ type: 'code', text: 'a' }]);
    view.caretAt(positionInText(view.state.doc, 'a'));
    view.press('Enter');
    view.type('b');
    view.press('Enter', { ctrlKey: true });
    view.type('после');
    expect(view.blocks()).toEqual([
      { type: 'code', text: 'a\nb' },
      { type: 'text', text: 'после' },
      { type: 'text', text: '' },
    ]);
  });

  it('offers neither in a spoiler’s title, which holds only its title', () => {
    const view = open([{ type: 'spoiler', title: 'Финал', blocks: [{ type: 'text', text: 'x' }] }]);
    view.caretAt(positionInText(view.state.doc, 'Финал'));
    expect(commandsOf(view).toggleHeader.enabled()).toBe(false);
    expect(commandsOf(view).toggleCode.enabled()).toBe(false);
  });
});

describe('QuoteBlockExtension', () => {
  it('quotes the caret’s row and takes the quote away again', () => {
    const view = open([{ type: 'text', text: 'слова' }]);
    view.caretAt(positionInText(view.state.doc, 'слова'));
    commandsOf(view).toggleQuoteBlock();
    expect(view.blocks()[0]).toEqual({ type: 'quote', blocks: [{ type: 'text', text: 'слова' }] });
    commandsOf(view).toggleQuoteBlock();
    expect(view.blocks()[0]).toEqual({ type: 'text', text: 'слова' });
  });

  it('is unavailable in a spoiler: spoilers cannot contain quotes (docs/product §5)', () => {
    const view = open([
      {
        type: 'spoiler',
        title: 'Финал',
        blocks: [{ type: 'spoiler', title: 'Ещё', blocks: [{ type: 'text', text: 'глубоко' }] }],
      },
    ]);
    view.caretAt(positionInText(view.state.doc, 'глубоко'));
    expect(commandsOf(view).wrapInQuote.enabled()).toBe(false);
    expect(commandsOf(view).toggleQuoteBlock.enabled()).toBe(false);
  });

  it('leaves the quote by Enter in its empty last row', () => {
    const view = open([{ type: 'quote', blocks: [{ type: 'text', text: 'цитата' }] }]);
    view.caretAt(positionInText(view.state.doc, 'цитата'));
    view.press('Enter');
    view.press('Enter');
    view.type('после');
    expect(view.blocks()).toEqual([
      { type: 'quote', blocks: [{ type: 'text', text: 'цитата' }] },
      { type: 'text', text: 'после' },
      { type: 'text', text: '' },
    ]);
  });
});

describe('SpoilerBlockExtension and SpoilerTitleExtension', () => {
  it('hides the caret’s row in a spoiler titled "Спойлер", the title selected to be typed over', () => {
    const view = open([{ type: 'text', text: 'тайна' }]);
    view.caretAt(positionInText(view.state.doc, 'тайна'));
    commandsOf(view).toggleSpoilerBlock();
    expect(view.blocks()[0]).toEqual({
      type: 'spoiler',
      title: 'Спойлер',
      blocks: [{ type: 'text', text: 'тайна' }],
    });
    const { selection } = view.state;
    expect(view.state.doc.textBetween(selection.from, selection.to)).toBe('Спойлер');
    view.type('Концовка');
    view.press('Enter');
    view.type('Все ');
    expect(view.blocks()[0]).toEqual({
      type: 'spoiler',
      title: 'Концовка',
      blocks: [{ type: 'text', text: 'Все тайна' }],
    });
  });

  it('lifts quotes out of what it hides, keeping what they quoted (docs/product §5)', () => {
    const view = open([
      { type: 'quote', blocks: [{ type: 'text', text: 'цитата' }] },
      { type: 'text', text: 'текст' },
    ]);
    const { doc } = view.state;
    view.view.dispatch(
      view.state.tr.setSelection(
        TextSelection.create(doc, positionInText(doc, 'цитата', 0), positionInText(doc, 'текст')),
      ),
    );
    commandsOf(view).wrapInSpoiler();
    expect(view.blocks()[0]).toEqual({
      type: 'spoiler',
      title: 'Спойлер',
      blocks: [
        { type: 'text', text: 'цитата' },
        { type: 'text', text: 'текст' },
      ],
    });
  });

  it('takes a spoiler away keeping its blocks, and a title someone wrote as a row', () => {
    const view = open([
      { type: 'spoiler', title: 'Финал', blocks: [{ type: 'text', text: 'все выжили' }] },
    ]);
    view.caretAt(positionInText(view.state.doc, 'все выжили', 3));
    commandsOf(view).toggleSpoilerBlock();
    expect(view.blocks()).toEqual([
      { type: 'text', text: 'Финал' },
      { type: 'text', text: 'все выжили' },
      { type: 'text', text: '' },
    ]);
    expect(view.state.selection.from).toBe(positionInText(view.state.doc, 'все выжили', 3));
  });

  it('drops the default title when it takes a spoiler away', () => {
    const view = open([
      { type: 'spoiler', title: 'Спойлер', blocks: [{ type: 'text', text: 'текст' }] },
    ]);
    view.caretAt(positionInText(view.state.doc, 'текст'));
    commandsOf(view).unwrapSpoiler();
    expect(view.blocks()).toEqual([
      { type: 'text', text: 'текст' },
      { type: 'text', text: '' },
    ]);
  });

  it('goes from the title to the first row by Enter, making one before a picture block', () => {
    const view = open([
      {
        type: 'spoiler',
        title: 'Финал',
        blocks: [{ type: 'image', images: [{ preview: '/a.png', full: '/a.png', alt: '' }] }],
      },
    ]);
    view.caretAt(positionInText(view.state.doc, 'Финал', 2));
    view.press('Enter');
    view.type('подпись');
    expect(view.blocks()[0]).toMatchObject({
      title: 'Финал',
      blocks: [{ type: 'text', text: 'подпись' }, { type: 'image' }],
    });
  });

  it('selects the whole spoiler by Backspace at the start of its title; the next removes it', () => {
    const view = open([
      { type: 'text', text: 'до' },
      { type: 'spoiler', title: 'Финал', blocks: [{ type: 'text', text: 'x' }] },
    ]);
    view.caretAt(positionInText(view.state.doc, 'Финал', 0));
    view.press('Backspace');
    expect(view.state.selection).toBeInstanceOf(NodeSelection);
    expect((view.state.selection as NodeSelection).node.type.name).toBe(BLOCK_NODES.spoiler);
    view.press('Backspace');
    expect(view.blocks()).toEqual([
      { type: 'text', text: 'до' },
      { type: 'text', text: '' },
    ]);
  });
});

describe('ImageBlockExtension', () => {
  const picture = (name: string) => ({ preview: `/${name}.png`, full: `/${name}.png`, alt: '' });

  it('puts pictures in place of an empty row, with a row after them for the caret', () => {
    const view = open([{ type: 'text', text: 'до' }]);
    view.caretAt(positionInEmptyRow(view.state.doc));
    commandsOf(view).insertImageBlock([picture('a'), picture('b')]);
    view.type('после');
    expect(view.blocks()).toEqual([
      { type: 'text', text: 'до' },
      { type: 'image', images: [picture('a'), picture('b')] },
      { type: 'text', text: 'после' },
      { type: 'text', text: '' },
    ]);
  });

  it('puts pictures after the caret’s row when it has text, and adds to a selected block', () => {
    const view = open([
      { type: 'text', text: 'до' },
      { type: 'text', text: 'после' },
    ]);
    view.caretAt(positionInText(view.state.doc, 'до', 1));
    commandsOf(view).insertImageBlock([picture('a')]);
    const block = positionOfNode(view.state.doc, BLOCK_NODES.image);
    view.view.dispatch(view.state.tr.setSelection(NodeSelection.create(view.state.doc, block)));
    commandsOf(view).insertImageBlock([picture('b')]);
    expect(view.blocks()).toEqual([
      { type: 'text', text: 'до' },
      { type: 'image', images: [picture('a'), picture('b')] },
      { type: 'text', text: 'после' },
      { type: 'text', text: '' },
    ]);
  });

  it('refuses pictures at addresses the model does not allow', () => {
    const view = open([]);
    expect(
      commandsOf(view).insertImageBlock.enabled([
        { preview: 'javascript:alert(1)', full: '/a.png', alt: '' },
      ]),
    ).toBe(false);
  });

  it('describes a picture and removes pictures; the block goes with its last one', () => {
    const view = open([{ type: 'image', images: [picture('a'), picture('b')] }]);
    const block = positionOfNode(view.state.doc, BLOCK_NODES.image);
    commandsOf(view).setImageAlt(block, 1, 'Лес');
    expect(view.blocks()[0]).toEqual({
      type: 'image',
      images: [picture('a'), { ...picture('b'), alt: 'Лес' }],
    });
    commandsOf(view).removeImage(block, 0);
    commandsOf(view).removeImage(block, 0);
    expect(view.blocks()).toEqual([{ type: 'text', text: '' }]);
  });

  it('keeps a row where a spoiler’s only picture block goes (a spoiler holds a block)', () => {
    const view = open([
      { type: 'spoiler', title: 'Финал', blocks: [{ type: 'image', images: [picture('a')] }] },
    ]);
    commandsOf(view).removeImage(positionOfNode(view.state.doc, BLOCK_NODES.image), 0);
    expect(view.blocks()[0]).toEqual({
      type: 'spoiler',
      title: 'Финал',
      blocks: [{ type: 'text', text: '' }],
    });
  });

  it('starts a row after a selected picture block by Enter, as after one that ends a spoiler', () => {
    const view = open([
      {
        type: 'spoiler',
        title: 'Финал',
        blocks: [
          { type: 'text', text: 'до' },
          { type: 'image', images: [picture('a')] },
        ],
      },
    ]);
    const block = positionOfNode(view.state.doc, BLOCK_NODES.image);
    view.view.dispatch(view.state.tr.setSelection(NodeSelection.create(view.state.doc, block)));
    view.press('Enter');
    view.type('после');
    expect(view.blocks()[0]).toEqual({
      type: 'spoiler',
      title: 'Финал',
      blocks: [
        { type: 'text', text: 'до' },
        { type: 'image', images: [picture('a')] },
        { type: 'text', text: 'после' },
      ],
    });
  });
});
