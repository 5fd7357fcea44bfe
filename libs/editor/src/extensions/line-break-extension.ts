import {
  ExtensionTag,
  NodeExtension,
  type CommandFunction,
  type KeyBindings,
  type NodeExtensionSpec,
  type NodeSpecOverride,
} from '@remirror/core';

export interface LineBreakOptions {
  /**
   * Whether Enter breaks the line. In the markup editor a text is one run of lines, so Enter does;
   * in the block editor Enter starts a new row and Shift+Enter breaks the line inside one.
   * @default false
   */
  enterBreaksLine?: boolean;
}

/**
 * A line break of the markup (docs/product §3: text and line breaks): `<br>`, Shift+Enter. It takes the
 * marks around the cursor, so a centred line or a spoiler goes on past it.
 */
export class LineBreakExtension extends NodeExtension<LineBreakOptions> {
  static override disableExtraAttributes = true;
  static override defaultOptions: LineBreakOptions = { enterBreaksLine: false };

  get name() {
    return 'lineBreak' as const;
  }

  override createTags() {
    return [ExtensionTag.InlineNode];
  }

  createNodeSpec(_extra: unknown, override: NodeSpecOverride): NodeExtensionSpec {
    return {
      ...override,
      inline: true,
      selectable: false,
      leafText: () => '\n',
      parseDOM: [{ tag: 'br' }],
      toDOM: () => ['br'],
    };
  }

  /** Breaks the line at the cursor, replacing the selection. */
  insertLineBreak(): CommandFunction {
    return ({ tr, dispatch }) => {
      dispatch?.(tr.replaceSelectionWith(this.type.create(), true).scrollIntoView());
      return true;
    };
  }

  override createKeymap(): KeyBindings {
    const breakLine = this.insertLineBreak();
    return this.options.enterBreaksLine
      ? { Enter: breakLine, 'Shift-Enter': breakLine }
      : { 'Shift-Enter': breakLine };
  }

  override createCommands() {
    return { insertLineBreak: () => this.insertLineBreak() };
  }
}
