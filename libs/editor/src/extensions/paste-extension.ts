import {
  PlainExtension,
  type CreateExtensionPlugin,
  type EditorView,
  type Handler,
  type Transaction,
} from '@remirror/core';
import { TextSelection } from '@remirror/pm/state';
import { isImageFile } from '@vn/domain';

export interface PasteOptions {
  /**
   * Image files pasted or dropped into the text, with the position a drop aimed at. The editor
   * uploads them (the app's upload callback) and inserts the pictures.
   */
  onImageFiles: Handler<(files: File[], position: number | undefined) => void>;
}

/** ProseMirror marks what it copies; such HTML comes from an editor with this very schema. */
function isCopiedFromEditor(html: string): boolean {
  return html.includes('data-pm-slice');
}

function imageFilesOf(data: DataTransfer | null): File[] {
  return Array.from(data?.files ?? []).filter(isImageFile);
}

/**
 * What comes in from outside (docs/product §5): image files go to the upload; rich text from another
 * site is reduced by the domain (its HTML conversion keeps only what the markup can say, and the
 * sanitiser decides what survives); plain text goes in as typed. Each editor says what the HTML
 * and the text become in its document. Copying inside the editors keeps ProseMirror's own way,
 * which parses only the schema's strict rules.
 */
export abstract class PasteExtension extends PlainExtension<PasteOptions> {
  static override handlerKeys = ['onImageFiles'];

  /** Replaces the selection of `tr` with another site's HTML, reduced to what the document holds. */
  protected abstract insertHtml(tr: Transaction, html: string): void;
  /** Replaces the selection of `tr` with plain text, line by line. */
  protected abstract insertText(tr: Transaction, text: string): void;

  private takeImages(data: DataTransfer | null, position: number | undefined): boolean {
    const files = imageFilesOf(data);
    if (files.length === 0) return false;
    this.options.onImageFiles(files, position);
    return true;
  }

  override createPlugin(): CreateExtensionPlugin {
    return {
      props: {
        handlePaste: (view: EditorView, event: ClipboardEvent) => {
          const data = event.clipboardData;
          if (this.takeImages(data, undefined)) return true;
          const html = data?.getData('text/html') ?? '';
          if (html !== '' && isCopiedFromEditor(html)) return false;
          const tr = view.state.tr;
          if (html !== '') this.insertHtml(tr, html);
          else this.insertText(tr, data?.getData('text/plain') ?? '');
          view.dispatch(tr.scrollIntoView().setMeta('paste', true).setMeta('uiEvent', 'paste'));
          return true;
        },
        handleDrop: (view: EditorView, event: DragEvent) => {
          const data = event.dataTransfer;
          const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
          if (imageFilesOf(data).length > 0) {
            event.preventDefault();
            return this.takeImages(data, at);
          }
          const html = data?.getData('text/html') ?? '';
          // A drag inside the editor moves its own content; ProseMirror does that.
          if (html === '' || isCopiedFromEditor(html) || view.dragging) return false;
          event.preventDefault();
          const tr = view.state.tr;
          if (at !== undefined) tr.setSelection(TextSelection.near(tr.doc.resolve(at)));
          this.insertHtml(tr, html);
          view.dispatch(tr.scrollIntoView().setMeta('uiEvent', 'drop'));
          return true;
        },
      },
    };
  }
}
