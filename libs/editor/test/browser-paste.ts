import type { EditorView } from '@remirror/pm/view';

/** A clipboard holding HTML (when not empty) and plain text, as a browser's copy fills it. */
function clipboardOf(html: string, text: string): DataTransfer {
  const data = new DataTransfer();
  if (html !== '') data.setData('text/html', html);
  data.setData('text/plain', text);
  return data;
}

/** Pastes into `view` as a browser does: a paste event carrying the clipboard's HTML and text. */
export function pasteAsBrowser(view: EditorView, html: string, text = '') {
  const event = new ClipboardEvent('paste', {
    clipboardData: clipboardOf(html, text),
    cancelable: true,
  });
  return html !== '' ? view.pasteHTML(html, event) : view.pasteText(text, event);
}

/**
 * Pastes into an editor's text element as a browser does, for a whole editor on a page: a paste
 * event that starts at the text and bubbles.
 */
export function pasteIntoText(text: HTMLElement, html: string, plain = '') {
  text.dispatchEvent(
    new ClipboardEvent('paste', {
      clipboardData: clipboardOf(html, plain),
      bubbles: true,
      cancelable: true,
    }),
  );
}

/** What a paste or a drop of files carries. */
export function transferOfFiles(files: readonly File[]): DataTransfer {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  return data;
}

/** Hands `view`'s paste handlers a paste of files, as a browser does when files are pasted. */
export function pasteFiles(view: EditorView, files: readonly File[]) {
  const event = new ClipboardEvent('paste', {
    clipboardData: transferOfFiles(files),
    cancelable: true,
  });
  view.someProp('handlePaste', (handle) => handle(view, event, view.state.doc.slice(0, 0)));
}
