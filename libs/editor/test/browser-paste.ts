import type { EditorView } from '@remirror/pm/view';

/** Pastes into `view` as a browser does: a paste event carrying the clipboard's HTML and text. */
export function pasteAsBrowser(view: EditorView, html: string, text = '') {
  const data = new DataTransfer();
  if (html !== '') data.setData('text/html', html);
  data.setData('text/plain', text);
  const event = new ClipboardEvent('paste', { clipboardData: data, cancelable: true });
  return html !== '' ? view.pasteHTML(html, event) : view.pasteText(text, event);
}
