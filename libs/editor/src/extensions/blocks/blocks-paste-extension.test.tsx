import { HOSTILE_PASTED_HTML } from '@vn/domain/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { openBlocksEditorsPerTest } from '../../../test/blocks-editor';
import { pasteFiles } from '../../../test/browser-paste';
import { positionInText } from '../../../test/blocks-positions';
import { BlocksView } from '../../BlocksView';
import { BlocksPasteExtension } from './blocks-paste-extension';
import { dangersIn, UNSAFE_ADDRESS } from '../../../test/dangers';

const open = openBlocksEditorsPerTest();

/** Addresses in blocks that the model would refuse, wherever they stand. */
function unsafeAddressesIn(value: unknown): string[] {
  const json = JSON.stringify(value);
  return [...json.matchAll(/"(?:preview|full)":"([^"]*)"|href=\\"([^"\\]*)/g)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((address) => UNSAFE_ADDRESS.test(address) || address.startsWith('//'));
}

describe('pasting into the block editor (docs/product §5)', () => {
  it.each(HOSTILE_PASTED_HTML)('leaves no script, handler or unsafe address of %s', (html) => {
    const view = open();
    view.paste(html, 'текст');
    const blocks = view.blocks();
    expect(dangersIn(view.view.dom.innerHTML)).toEqual([]);
    expect(dangersIn(renderToStaticMarkup(<BlocksView value={blocks} showHidden />))).toEqual([]);
    expect(unsafeAddressesIn(blocks)).toEqual([]);
  });

  it.each(HOSTILE_PASTED_HTML)(
    'is as safe when the HTML claims to come from this editor: %s',
    (html) => {
      const view = open();
      view.paste(`<div data-pm-slice="0 0 []">${html}</div>`, 'текст');
      const blocks = view.blocks();
      expect(dangersIn(view.view.dom.innerHTML)).toEqual([]);
      expect(dangersIn(renderToStaticMarkup(<BlocksView value={blocks} showHidden />))).toEqual([]);
      expect(unsafeAddressesIn(blocks)).toEqual([]);
    },
  );

  it('makes another site’s headings, paragraphs, quotes, code and pictures blocks', () => {
    const view = open();
    view.paste(
      '<h2>Глава</h2><p>Это <strong>важно</strong> и <a href="https://vndb.org/v1">ссылка</a></p><blockquote><p>цитата</p></blockquote><pre>код\n  отступ</pre><img src="https://example.com/a.png" alt="кадр" width="640">',
    );
    expect(view.blocks()).toEqual([
      { type: 'header', text: 'Глава' },
      { type: 'text', text: 'Это [b]важно[/b] и [a href="https://vndb.org/v1"]ссылка[/a]' },
      { type: 'quote', blocks: [{ type: 'text', text: 'цитата' }] },
      { type: 'code', text: 'код\n  отступ' },
      {
        type: 'image',
        images: [
          {
            preview: 'https://example.com/a.png',
            full: 'https://example.com/a.png',
            alt: 'кадр',
            width: 640,
          },
        ],
      },
      { type: 'text', text: '' },
    ]);
  });

  it('keeps a pasted phrase inside the row it lands in', () => {
    const view = open([{ type: 'text', text: 'ab' }]);
    view.caretAt(positionInText(view.state.doc, 'ab', 1));
    view.paste('<i>вставка</i>');
    expect(view.blocks()[0]).toEqual({ type: 'text', text: 'a[i]вставка[/i]b' });
  });

  it('puts plain text in a row per line, brackets as text', () => {
    const view = open();
    view.paste('', 'первая [b]не тег[/b]\r\nвторая\n\nчетвёртая');
    expect(view.blocks()).toEqual([
      { type: 'text', text: 'первая \\[b]не тег\\[/b]' },
      { type: 'text', text: 'вторая' },
      { type: 'text', text: '' },
      { type: 'text', text: 'четвёртая' },
      { type: 'text', text: '' },
    ]);
  });

  it('puts only text into a header, on one line, and keeps the lines in code', () => {
    const view = open([
      { type: 'header', text: 'Глава ' },
      { type: 'code', text: 'x' },
    ]);
    view.caretAt(positionInText(view.state.doc, 'Глава '));
    view.paste('<p> <b>один</b></p><p>два</p>');
    view.caretAt(positionInText(view.state.doc, 'x'));
    view.paste('', '\na\n  b');
    expect(view.blocks().slice(0, 2)).toEqual([
      { type: 'header', text: 'Глава один два' },
      { type: 'code', text: 'x\na\n  b' },
    ]);
  });

  it('lifts a pasted quote out of the spoiler it lands in (docs/product §5)', () => {
    const view = open([{ type: 'spoiler', title: 'Финал', blocks: [{ type: 'text', text: '' }] }]);
    view.caretAt(positionInText(view.state.doc, 'Финал') + 2);
    view.paste('<blockquote><p>цитата</p><p>вторая</p></blockquote>');
    expect(view.blocks()[0]).toEqual({
      type: 'spoiler',
      title: 'Финал',
      blocks: [
        { type: 'text', text: 'цитата' },
        { type: 'text', text: 'вторая' },
      ],
    });
  });

  it('hands pasted image files to the upload and inserts nothing itself', () => {
    const view = open();
    const onImageFiles = vi.fn();
    view.manager.getExtension(BlocksPasteExtension).addHandler('onImageFiles', onImageFiles);
    const picture = new File(['x'], 'кадр.png', { type: 'image/png' });
    pasteFiles(view.view, [picture]);
    expect(onImageFiles).toHaveBeenCalledWith([picture], undefined);
    expect(view.blocks()).toEqual([{ type: 'text', text: '' }]);
  });
});
