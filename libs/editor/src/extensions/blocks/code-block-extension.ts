import { ExtensionTag, type ExtensionTagType, type NodeExtensionSpec } from '@remirror/core';
import type { ResolvedPos } from '@remirror/pm/model';
import { BLOCK_NODES } from './block-names';
import { PlainTextBlockExtension } from './plain-text-blocks';

/**
 * A code block (docs/product §3 "Content blocks": code): plain text shown as typed, in a fixed-width
 * font. Enter inside makes a new line (ProseMirror's `code` nodes); Ctrl+Enter leaves it for a new
 * row after it; Backspace in an empty one makes it a row.
 */
export class CodeBlockExtension extends PlainTextBlockExtension {
  get name() {
    return BLOCK_NODES.code;
  }

  override createTags(): ExtensionTagType[] {
    return [...super.createTags(), ExtensionTag.Code];
  }

  protected blockSpec(): Pick<NodeExtensionSpec, 'code' | 'parseDOM' | 'toDOM'> {
    return {
      code: true,
      parseDOM: [{ tag: 'pre', preserveWhitespace: 'full' }],
      toDOM: () => ['pre', { 'data-block': 'code', spellcheck: 'false' }, ['code', 0]],
    };
  }

  /** In an empty code block, Backspace makes it an empty row (which the next Backspace removes). */
  protected backspaceMakesRow($caret: ResolvedPos): boolean {
    return $caret.parent.content.size === 0;
  }

  override createCommands() {
    return {
      /** Makes the rows (and headers) of the selection code, or code rows again (lines as line breaks). */
      toggleCode: () => this.toggle(),
    };
  }
}
