import {
  ExtensionTag,
  NodeExtension,
  type CommandFunction,
  type KeyBindings,
  type NodeExtensionSpec,
  type NodeSpecOverride,
} from '@remirror/core';
import { ANY_BLOCK_GROUP, BLOCK_NODES, SPOILER_CONTENT_GROUP } from './block-names';
import { blockToRow, toggleTextblockType } from './plain-text-blocks';

export type HeaderBlockOptions = object;

/**
 * A header block (docs/product §3 "Content blocks": header): one line of plain text, no formatting. Shown
 * as the article's section heading (`<h2>`; the article's own title is its `<h1>`). Enter at its end
 * starts a row; Backspace at its start makes it a row again.
 */
export class HeaderBlockExtension extends NodeExtension<HeaderBlockOptions> {
  static override disableExtraAttributes = true;

  get name() {
    return BLOCK_NODES.header;
  }

  override createTags() {
    return [ExtensionTag.Block, ExtensionTag.FormattingNode];
  }

  createNodeSpec(_extra: unknown, override: NodeSpecOverride): NodeExtensionSpec {
    return {
      ...override,
      group: `${ANY_BLOCK_GROUP} ${SPOILER_CONTENT_GROUP}`,
      content: 'text*',
      marks: '',
      defining: true,
      parseDOM: [1, 2, 3, 4, 5, 6].map((level) => ({ tag: `h${level}` })),
      toDOM: () => ['h2', { 'data-block': 'header' }, 0],
    };
  }

  /** Makes the rows (and code) of the selection headers, or headers rows again. */
  toggleHeader(): CommandFunction {
    return toggleTextblockType(this.type);
  }

  /** At the very start of a header, makes it a row, keeping its text. */
  headerToRowAtStart(): CommandFunction {
    return blockToRow(this.type, ($caret) => $caret.parentOffset === 0);
  }

  override createKeymap(): KeyBindings {
    return { Backspace: this.headerToRowAtStart() };
  }

  override createCommands() {
    return { toggleHeader: () => this.toggleHeader() };
  }
}
