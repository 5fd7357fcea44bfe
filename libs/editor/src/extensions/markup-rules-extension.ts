import { getChangedRanges, PlainExtension } from '@remirror/core';
import type { ProsemirrorPlugin } from '@remirror/pm';
import { Plugin, type Transaction } from '@remirror/pm/state';
import { isLinkFreeLeaf, marksForLeaf } from './insert-inline';

export type MarkupRulesOptions = object;

/**
 * Keeps the document inside what the markup can say (docs/product §3), whatever a command, a paste or a
 * drag did: a picture, sticker, smile or mention never sits inside a link (the markup would drop it
 * there), so a link laid over one stops short of it. Only the changed ranges are looked at, so a
 * keystroke costs the same in a long text as in a short one.
 */
export class MarkupRulesExtension extends PlainExtension<MarkupRulesOptions> {
  get name() {
    return 'markupRules' as const;
  }

  override createExternalPlugins(): ProsemirrorPlugin[] {
    return [
      new Plugin({
        appendTransaction: (transactions: readonly Transaction[], _old, state) => {
          const tr = state.tr;
          for (const transaction of transactions) {
            if (!transaction.docChanged) continue;
            for (const { from, to } of getChangedRanges(transaction)) {
              // Later transactions of the batch may have moved the range: map it to this state.
              const later = transactions.slice(transactions.indexOf(transaction) + 1);
              const start = later.reduce((position, next) => next.mapping.map(position, -1), from);
              const end = later.reduce((position, next) => next.mapping.map(position, 1), to);
              state.doc.nodesBetween(
                start,
                Math.min(end, state.doc.content.size),
                (node, position) => {
                  if (!isLinkFreeLeaf(node)) return;
                  const kept = marksForLeaf(node.marks);
                  for (const mark of node.marks)
                    if (!kept.includes(mark))
                      tr.removeMark(position, position + node.nodeSize, mark);
                },
              );
            }
          }
          return tr.docChanged ? tr : null;
        },
      }),
    ];
  }
}
