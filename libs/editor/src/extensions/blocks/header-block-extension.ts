import type { NodeExtensionSpec } from '@remirror/core';
import type { ResolvedPos } from '@remirror/pm/model';
import { BLOCK_NODES } from './block-names';
import { PlainTextBlockExtension } from './plain-text-blocks';

/**
 * A header block (docs/product §3 "Content blocks": header): one line of plain text, no formatting. Shown
 * as the article's section heading (`<h2>`; the article's own title is its `<h1>`). Enter at its end
 * starts a row; Backspace at its start makes it a row again.
 */
export class HeaderBlockExtension extends PlainTextBlockExtension {
  get name() {
    return BLOCK_NODES.header;
  }

  protected blockSpec(): Pick<NodeExtensionSpec, 'code' | 'parseDOM' | 'toDOM'> {
    return {
      parseDOM: [1, 2, 3, 4, 5, 6].map((level) => ({ tag: `h${level}` })),
      toDOM: () => ['h2', { 'data-block': 'header' }, 0],
    };
  }

  /** At the very start of a header, Backspace makes it a row, keeping its text. */
  protected backspaceMakesRow($caret: ResolvedPos): boolean {
    return $caret.parentOffset === 0;
  }

  override createCommands() {
    return {
      /** Makes the rows (and code) of the selection headers, or headers rows again. */
      toggleHeader: () => this.toggle(),
    };
  }
}
