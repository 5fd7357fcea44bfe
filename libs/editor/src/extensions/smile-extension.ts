import {
  ExtensionTag,
  NodeExtension,
  type CommandFunction,
  type NodeExtensionSpec,
  type NodeSpecOverride,
} from '@remirror/core';
import type { Node as ProsemirrorNode } from '@remirror/pm/model';
import { sanitizeMarkup, smileOf } from '@vn/domain';
import { smileLabel } from '../leaf-labels';
import { insertLeaves } from './insert-inline';
import { checkedAttributeRule } from './checked-attribute-rule';

export type SmileOptions = object;

/** Whether the markup keeps a smile of this name (a short code, docs/product §3). */
function isSmileName(name: string): boolean {
  return sanitizeMarkup([{ type: 'smile', name }]).length === 1;
}

function smileText(name: string): string {
  return smileOf({ name })?.emoji ?? `:${name}:`;
}

/** `[smile]name[/smile]`: a smile, drawn as its emoji (the domain's `SMILES`), or as its code. */
export class SmileExtension extends NodeExtension<SmileOptions> {
  static override disableExtraAttributes = true;

  get name() {
    return 'smile' as const;
  }

  override createTags() {
    return [ExtensionTag.InlineNode];
  }

  createNodeSpec(_extra: unknown, override: NodeSpecOverride): NodeExtensionSpec {
    return {
      ...override,
      inline: true,
      atom: true,
      attrs: { name: {} },
      leafText: (node) => smileText(String(node.attrs['name'])),
      parseDOM: [
        checkedAttributeRule(
          'span[data-markup="smile"]',
          'name',
          (element) => element.getAttribute('data-name') ?? '',
          isSmileName,
        ),
      ],
      toDOM: (node: ProsemirrorNode) => {
        const name = String(node.attrs['name']);
        return [
          'span',
          {
            'data-markup': 'smile',
            'data-name': name,
            role: 'img',
            'aria-label': smileLabel({ name }),
          },
          smileText(name),
        ];
      },
    };
  }

  /** Inserts a smile at the cursor. */
  insertSmile(name: string): CommandFunction {
    return insertLeaves(isSmileName(name) ? [this.type.create({ name })] : []);
  }

  override createCommands() {
    return { insertSmile: (name: string) => this.insertSmile(name) };
  }
}
