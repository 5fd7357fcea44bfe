import { parseMarkup } from '@vn/domain';
import { HOSTILE_PASTED_HTML } from '@vn/domain/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pasteFiles, transferOfFiles } from '../../test/browser-paste';
import { headlessMarkupEditor } from '../../test/markup-view';
import { MarkupView } from '../MarkupView';
import { MarkupPasteExtension } from './markup-paste-extension';
import { dangersIn } from '../../test/dangers';

let editor: ReturnType<typeof headlessMarkupEditor>;
afterEach(() => editor?.destroy());

/** A picture file, as pasted or dropped. */
const picture = new File(['x'], 'кадр.png', { type: 'image/png' });

/** Opens an editor whose image files (pasted or dropped) go to the returned spy, not an upload. */
function openWithUploadSpy() {
  editor = headlessMarkupEditor();
  const onImageFiles = vi.fn();
  editor.manager.getExtension(MarkupPasteExtension).addHandler('onImageFiles', onImageFiles);
  return onImageFiles;
}

describe('pasting into the markup editor (docs/product §5)', () => {
  it.each(HOSTILE_PASTED_HTML)('reduces hostile HTML to safe markup: %s', (html) => {
    editor = headlessMarkupEditor();
    editor.paste(html, 'текст');
    const markup = editor.markup();
    // What the editor shows, and what readers are shown of what it stores.
    expect(dangersIn(editor.view.dom.innerHTML)).toEqual([]);
    expect(dangersIn(renderToStaticMarkup(<MarkupView value={markup} showHidden />))).toEqual([]);
    expect(parseMarkup(markup)).toEqual(parseMarkup(markup)); // it reads back as markup
  });

  it.each(HOSTILE_PASTED_HTML)(
    'is as safe when the HTML claims to come from this editor: %s',
    (html) => {
      editor = headlessMarkupEditor();
      editor.paste(`<div data-pm-slice="0 0 []">${html}</div>`, 'текст');
      expect(dangersIn(editor.view.dom.innerHTML)).toEqual([]);
      expect(
        dangersIn(renderToStaticMarkup(<MarkupView value={editor.markup()} showHidden />)),
      ).toEqual([]);
    },
  );

  it('keeps what the markup can say of another site’s rich text', () => {
    editor = headlessMarkupEditor();
    editor.paste(
      '<h2>Глава</h2><p>Это <strong>важно</strong>, <em>очень</em> <u>важно</u> <del>нет</del>.</p><p><a href="https://vndb.org/v1">ссылка</a><br>и <img src="https://example.com/a.png"></p><ul><li>пункт</li></ul>',
    );
    expect(editor.markup()).toBe(
      // The domain's conversion: a heading is a bold line, a picture a line of its own.
      '[b]Глава[/b]\nЭто [b]важно[/b], [i]очень[/i] [u]важно[/u] [s]нет[/s].\n[a href="https://vndb.org/v1"]ссылка[/a]\nи\n[img]https://example.com/a.png[/img]\nпункт',
    );
  });

  it('puts plain text in as typed, lines as line breaks, brackets as text', () => {
    editor = headlessMarkupEditor();
    editor.paste('', 'первая [b]не тег[/b]\r\nвторая\nтретья');
    expect(editor.markup()).toBe('первая \\[b]не тег\\[/b]\nвторая\nтретья');
  });

  it('gives pasted plain text the formatting at the cursor', () => {
    editor = headlessMarkupEditor();
    editor.view.dispatch(
      editor.view.state.tr.addStoredMark(editor.view.state.schema.marks['b']!.create()),
    );
    editor.paste('', 'жирно');
    expect(editor.markup()).toBe('[b]жирно[/b]');
  });

  it('hands pasted image files to the upload and inserts nothing itself', () => {
    const onImageFiles = openWithUploadSpy();
    pasteFiles(editor.view, [picture, new File(['x'], 'заметки.txt', { type: 'text/plain' })]);
    expect(onImageFiles).toHaveBeenCalledWith([picture], undefined);
    expect(editor.markup()).toBe('');
  });

  it('hands dropped image files to the upload, at the place they were dropped', () => {
    const onImageFiles = openWithUploadSpy();
    const data = transferOfFiles([picture]);
    // happy-dom's DragEvent drops `dataTransfer` from its init, so the event is built as a browser
    // gives it: the files, where it was dropped, and preventDefault.
    const event = Object.assign(new Event('drop', { cancelable: true }), {
      dataTransfer: data,
      clientX: 0,
      clientY: 0,
    }) as unknown as DragEvent;
    const handled = editor.view.someProp('handleDrop', (handle) =>
      handle(editor.view, event, editor.view.state.doc.slice(0, 0), false),
    );
    expect(handled).toBe(true);
    expect(event.defaultPrevented).toBe(true);
    // The top left corner is the start of the text: position 1, inside the paragraph.
    expect(onImageFiles).toHaveBeenCalledWith([picture], 1);
    expect(editor.markup()).toBe('');
  });
});
