import { afterEach } from 'vitest';
import type { Schema } from '@remirror/pm/model';
import { TextSelection, type EditorState } from '@remirror/pm/state';
import { EditorView } from '@remirror/pm/view';
import { normalizeBlocks, type ContentBlock } from '@vn/domain';
import { blocksToDocument, documentToBlocks } from '../src/document/blocks-document';
import { BLOCKS_DOCUMENT_CONTENT } from '../src/extensions/blocks/block-names';
import { blocksExtensions } from '../src/extensions/blocks/blocks-extensions';
import { BlocksPasteExtension } from '../src/extensions/blocks/blocks-paste-extension';
import { createEditorManager } from '../src/use-editor-manager';
import { pasteAsBrowser } from './browser-paste';

/** The block editor's manager, as `BlocksEditor` makes it. */
function blocksManager() {
  return createEditorManager(() => [...blocksExtensions(), new BlocksPasteExtension()], {
    content: BLOCKS_DOCUMENT_CONTENT,
  });
}

/** The block editor's schema without React or a view, for document fixtures and round trips. */
export function blocksEditorSchema(): Schema {
  return blocksManager().schema;
}

/**
 * A block editor without React, on a real ProseMirror view (happy-dom): its extensions, its rules,
 * its keys and its paste handling. For tests that drive what a browser would.
 */
export function headlessBlocksEditor(blocks: readonly ContentBlock[] = []) {
  const manager = blocksManager();
  const view: EditorView = new EditorView(document.createElement('div'), {
    state: manager.createState({ content: blocksToDocument(manager.schema, blocks) }),
    dispatchTransaction: (tr) => view.updateState(view.state.apply(tr)),
  });
  manager.addView(view);
  const press = (key: string, init: KeyboardEventInit = {}) => {
    const event = new KeyboardEvent('keydown', { key, cancelable: true, ...init });
    return view.someProp('handleKeyDown', (handle) => handle(view, event)) ?? false;
  };
  return {
    manager,
    view,
    get state(): EditorState {
      return view.state;
    },
    /** The blocks the editor reports: the document's, normalised. */
    blocks: () => normalizeBlocks(documentToBlocks(view.state.doc)),
    /** Puts the caret at `position`. */
    caretAt: (position: number) =>
      view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, position))),
    /** Presses a key as a browser would report it (the editor's keymaps answer). */
    press,
    /** Types text at the caret, as the keyboard would. */
    type: (text: string) => view.dispatch(view.state.tr.insertText(text)),
    /** Pastes as a browser does: a paste event carrying the clipboard's HTML and text. */
    paste: (html: string, text = '') => pasteAsBrowser(view, html, text),
    destroy: () => {
      view.destroy();
      manager.destroy();
    },
  };
}

export type HeadlessBlocksEditor = ReturnType<typeof headlessBlocksEditor>;

/**
 * How a test file opens block editors: the last one opened is destroyed after its test. Call it once
 * at the top of the file, where it registers that `afterEach`.
 */
export function openBlocksEditorsPerTest() {
  let editor: HeadlessBlocksEditor | undefined;
  afterEach(() => {
    editor?.destroy();
    editor = undefined;
  });
  return (...args: Parameters<typeof headlessBlocksEditor>): HeadlessBlocksEditor => {
    editor = headlessBlocksEditor(...args);
    return editor;
  };
}
