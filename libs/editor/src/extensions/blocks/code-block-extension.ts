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

export type CodeBlockOptions = object;

/**
 * A code block (docs/product §3 "Content blocks": code): plain text shown as typed, in a fixed-width
 * font. Enter inside makes a new line (ProseMirror's `code` nodes); Ctrl+Enter leaves it for a new
 * row after it; Backspace in an empty one makes it a row.
 */
export class CodeBlockExtension extends NodeExtension<CodeBlockOptions> {
  static override disableExtraAttributes = true;

  get name() {
    return BLOCK_NODES.code;
  }

  override createTags() {
    return [ExtensionTag.Block, ExtensionTag.FormattingNode, ExtensionTag.Code];
  }

  createNodeSpec(_extra: unknown, override: NodeSpecOverride): NodeExtensionSpec {
    return {
      ...override,
      group: `${ANY_BLOCK_GROUP} ${SPOILER_CONTENT_GROUP}`,
      content: 'text*',
      marks: '',
      code: true,
      defining: true,
      parseDOM: [{ tag: 'pre', preserveWhitespace: 'full' }],
      toDOM: () => ['pre', { 'data-block': 'code', spellcheck: 'false' }, ['code', 0]],
    };
  }

  /** Makes the rows (and headers) of the selection code, or code rows again (lines as line breaks). */
  toggleCode(): CommandFunction {
    return toggleTextblockType(this.type);
  }

  /** In an empty code block, Backspace makes it an empty row (which the next Backspace removes). */
  emptyCodeToRow(): CommandFunction {
    return blockToRow(this.type, ($caret) => $caret.parent.content.size === 0);
  }

  override createKeymap(): KeyBindings {
    return { Backspace: this.emptyCodeToRow() };
  }

  override createCommands() {
    return { toggleCode: () => this.toggleCode() };
  }
}
