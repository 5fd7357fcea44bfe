import {
  NodeExtension,
  type CommandFunction,
  type KeyBindings,
  type NodeExtensionSpec,
  type NodeSpecOverride,
} from '@remirror/core';
import { NodeSelection, TextSelection } from '@remirror/pm/state';
import { BLOCK_NODES } from './block-names';
import { caretIn } from './plain-text-blocks';

export type SpoilerTitleOptions = object;

/**
 * The title of a spoiler block (docs/product §3 "Content blocks": spoiler title), its first child, edited
 * in place: one line of plain text. Left blank, it reads "Спойлер" (docs/product §5; the block rules fill
 * it in once the caret leaves it). Enter goes on to the spoiler's first row; Backspace at its start
 * selects the whole spoiler, so a second Backspace removes it.
 */
export class SpoilerTitleExtension extends NodeExtension<SpoilerTitleOptions> {
  static override disableExtraAttributes = true;

  get name() {
    return BLOCK_NODES.spoilerTitle;
  }

  createNodeSpec(_extra: unknown, override: NodeSpecOverride): NodeExtensionSpec {
    return {
      ...override,
      content: 'text*',
      marks: '',
      // Editing never carries a row's content into the title, nor the title out of its spoiler.
      isolating: true,
      defining: true,
      parseDOM: [{ tag: 'div[data-block="spoiler-title"]' }],
      toDOM: () => ['div', { 'data-block': 'spoiler-title' }, 0],
    };
  }

  /** From the title to the start of the spoiler's first row (a new row when it starts otherwise). */
  enterSpoilerContent(): CommandFunction {
    return ({ state, tr, dispatch }) => {
      const { $head } = state.selection;
      if ($head.parent.type !== this.type) return false;
      if (!dispatch) return true;
      const afterTitle = $head.after();
      const first = tr.doc.resolve(afterTitle).nodeAfter;
      if (first?.type.name !== BLOCK_NODES.text) {
        tr.insert(afterTitle, state.schema.nodes[BLOCK_NODES.text]!.create());
      }
      dispatch(tr.setSelection(TextSelection.create(tr.doc, afterTitle + 1)).scrollIntoView());
      return true;
    };
  }

  /** At the very start of the title, selects the whole spoiler. */
  selectSpoilerAtTitleStart(): CommandFunction {
    return ({ state, tr, dispatch }) => {
      const $caret = caretIn(state, this.type);
      if (!$caret || $caret.parentOffset !== 0) return false;
      dispatch?.(tr.setSelection(NodeSelection.create(tr.doc, $caret.before(-1))));
      return true;
    };
  }

  override createKeymap(): KeyBindings {
    return { Enter: this.enterSpoilerContent(), Backspace: this.selectSpoilerAtTitleStart() };
  }
}
