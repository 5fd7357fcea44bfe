import type { Schema } from '@remirror/pm/model';
import { createEditorManager } from '../src/use-editor-manager';
import { markupExtensions } from '../src/extensions/markup-extensions';

/**
 * The markup editor's schema without React or a view, for document fixtures and round trips: the
 * same extensions and the same one-paragraph document as `MarkupEditor`.
 */
export function markupEditorSchema(): Schema {
  const manager = createEditorManager(() => markupExtensions({ enterBreaksLine: true }), {
    content: 'paragraph',
  });
  return manager.schema;
}
