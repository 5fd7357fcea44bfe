import { PlainExtension } from '@remirror/core';
import type { Transaction } from '@remirror/pm/state';
import type { ProsemirrorPlugin } from '@remirror/pm';
import { Plugin } from '@remirror/pm/state';
import { isLinkFreeLeaf, marksForLeaf } from './insert-inline';

export type MarkupRulesOptions = object;

/**
 * Keeps the document inside what the markup can say (SPEC.md §3), whatever a command, a paste or a
 * drag did: a picture, sticker, smile or mention never sits inside a link (the markup would drop it
 * there), so a link laid over one stops short of it.
 */
export class MarkupRulesExtension extends PlainExtension<MarkupRulesOptions> {
  get name() {
    return 'markupRules' as const;
  }

  override createExternalPlugins(): ProsemirrorPlugin[] {
    return [
      new Plugin({
        appendTransaction: (transactions: readonly Transaction[], _old, state) => {
          if (!transactions.some((transaction) => transaction.docChanged)) return null;
          const tr = state.tr;
          state.doc.descendants((node, position) => {
            if (!isLinkFreeLeaf(node) || node.marks.length === 0) return;
            const kept = marksForLeaf(node.marks);
            if (kept.length !== node.marks.length) {
              for (const mark of node.marks)
                if (!kept.includes(mark)) tr.removeMark(position, position + node.nodeSize, mark);
            }
          });
          return tr.docChanged ? tr : null;
        },
      }),
    ];
  }
}
