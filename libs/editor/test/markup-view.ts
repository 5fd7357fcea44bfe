import { EditorView } from '@remirror/pm/view';
import { createEditorManager } from '../src/use-editor-manager';
import { serializeMarkup } from '@vn/domain';
import { documentToMarkup } from '../src/document/markup-document';
import { markupExtensions } from '../src/extensions/markup-extensions';
import { MarkupPasteExtension } from '../src/extensions/markup-paste-extension';
import { pasteAsBrowser } from './browser-paste';

/**
 * A markup editor without React, on a real ProseMirror view (happy-dom): its extensions, its
 * plugins, its paste handling. For tests that drive what a browser would (a paste, a drop).
 */
export function headlessMarkupEditor() {
  const manager = createEditorManager(
    () => [...markupExtensions({ enterBreaksLine: true }), new MarkupPasteExtension()],
    { content: 'paragraph' },
  );
  const view: EditorView = new EditorView(document.createElement('div'), {
    state: manager.createState(),
    dispatchTransaction: (tr) => view.updateState(view.state.apply(tr)),
  });
  manager.addView(view);
  return {
    manager,
    view,
    markup: () => serializeMarkup(documentToMarkup(view.state.doc)),
    /** Pastes as a browser does: a paste event carrying the clipboard's HTML and text. */
    paste: (html: string, text = '') => pasteAsBrowser(view, html, text),
    destroy: () => {
      view.destroy();
      manager.destroy();
    },
  };
}
