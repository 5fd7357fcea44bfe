import {
  ExtensionTag,
  type CommandFunction,
  type NodeExtensionSpec,
  type NodeSpecOverride,
} from '@remirror/core';
import {
  Fragment,
  Slice,
  type Node as ProsemirrorNode,
  type ResolvedPos,
} from '@remirror/pm/model';
import { TextSelection, type Transaction } from '@remirror/pm/state';
import { ReplaceAroundStep } from '@remirror/pm/transform';
import { DEFAULT_SPOILER_TITLE, liftQuotesOutOfSpoilers, normalizeSpoilerTitle } from '@vn/domain';
import { blockNodes, nodesToBlocks } from '../../document/blocks-document';
import { ANY_BLOCK_GROUP, BLOCK_NODES, SPOILER_CONTENT_GROUP } from './block-names';
import { WrappingBlockExtension } from './wrapping-block-extension';

/** The depth of the innermost node of `name` around a position, if there is one. */
export function depthOfAncestor($pos: ResolvedPos, name: string): number | undefined {
  for (let depth = $pos.depth; depth > 0; depth--)
    if ($pos.node(depth).type.name === name) return depth;
  return undefined;
}

/** Whether a run of nodes holds a quote at any depth. */
function holdsQuote(nodes: readonly ProsemirrorNode[]): boolean {
  let found = false;
  for (const node of nodes) {
    if (node.type.name === BLOCK_NODES.quote) return true;
    node.descendants((child) => {
      if (child.type.name === BLOCK_NODES.quote) found = true;
      return !found;
    });
  }
  return found;
}

/**
 * A spoiler block (docs/product §3 "Content blocks": spoiler, title and nested blocks): blocks hidden
 * behind a titled toggle for readers, shown open and framed to the writer. It holds its title (see
 * `SpoilerTitleExtension`) and then any block but a quote: the schema's content expression keeps
 * quotes out at every depth (docs/product §5 "spoilers cannot contain quotes").
 */
export class SpoilerBlockExtension extends WrappingBlockExtension {
  get name() {
    return BLOCK_NODES.spoiler;
  }

  override createTags() {
    return [ExtensionTag.Block];
  }

  createNodeSpec(_extra: unknown, override: NodeSpecOverride): NodeExtensionSpec {
    return {
      ...override,
      group: `${ANY_BLOCK_GROUP} ${SPOILER_CONTENT_GROUP}`,
      content: `${BLOCK_NODES.spoilerTitle} ${SPOILER_CONTENT_GROUP}+`,
      defining: true,
      parseDOM: [{ tag: 'div[data-block="spoiler"]' }],
      toDOM: () => ['div', { 'data-block': 'spoiler' }, 0],
    };
  }

  /**
   * Hides the blocks of the selection (or the cursor's block) in a new spoiler titled "Спойлер"
   * (docs/product §5), and selects the title so that typing renames it. Quotes among those blocks give
   * way to what they quoted, as the domain's `liftQuotesOutOfSpoilers` does.
   */
  protected wrap(): CommandFunction {
    return ({ state, tr, dispatch }) => {
      const { $from, $to } = state.selection;
      const range = $from.blockRange(
        $to,
        (parent) => parent.type.contentMatch.matchType(this.type) !== null,
      );
      if (!range) return false;
      if (!dispatch) return true;
      const { schema } = state;
      const blocks: ProsemirrorNode[] = [];
      for (let index = range.startIndex; index < range.endIndex; index++)
        blocks.push(range.parent.child(index));
      const content = holdsQuote(blocks)
        ? blockNodes(schema, liftQuotesOutOfSpoilers(nodesToBlocks(blocks)), { inSpoiler: true })
        : blocks;
      const spoiler = this.type.create(null, [
        schema.nodes[BLOCK_NODES.spoilerTitle]!.create(null, schema.text(DEFAULT_SPOILER_TITLE)),
        ...(content.length > 0 ? content : [schema.nodes[BLOCK_NODES.text]!.create()]),
      ]);
      tr.replaceWith(range.start, range.end, spoiler);
      const titleText = range.start + 2;
      tr.setSelection(
        TextSelection.create(tr.doc, titleText, titleText + DEFAULT_SPOILER_TITLE.length),
      );
      dispatch(tr.scrollIntoView());
      return true;
    };
  }

  /**
   * Takes away the spoiler the cursor is in, keeping its blocks where it stood. A title someone
   * wrote stays too, as a row before them; the default "Спойлер" goes.
   */
  protected unwrap(): CommandFunction {
    return ({ state, tr, dispatch }) => {
      const depth = depthOfAncestor(state.selection.$from, this.name);
      if (depth === undefined) return false;
      if (!dispatch) return true;
      unwrapSpoilerAt(tr, state.selection.$from.before(depth));
      dispatch(tr.scrollIntoView());
      return true;
    };
  }

  override createCommands() {
    return {
      /** In a spoiler, takes it away; elsewhere, adds one. */
      toggleSpoilerBlock: () => this.toggle(),
      wrapInSpoiler: () => this.wrap(),
      unwrapSpoiler: () => this.unwrap(),
    };
  }
}

/** Replaces the spoiler at `position` with its blocks (see `unwrap`), the caret kept. */
function unwrapSpoilerAt(tr: Transaction, position: number): void {
  const spoiler = tr.doc.nodeAt(position);
  const title = spoiler?.firstChild;
  if (!spoiler || !title) return;
  const { schema } = tr.doc.type;
  const wasInTitle =
    tr.selection.from > position + 1 && tr.selection.from < position + 1 + title.nodeSize;
  const written = title.textContent.trim();
  const keptTitle =
    written === '' || normalizeSpoilerTitle(written) === DEFAULT_SPOILER_TITLE
      ? Fragment.empty
      : Fragment.from(schema.nodes[BLOCK_NODES.text]!.create(null, schema.text(title.textContent)));
  const end = position + spoiler.nodeSize;
  // A step around the blocks, so that the caret in them maps to where they land.
  tr.step(
    new ReplaceAroundStep(
      position,
      end,
      position + 1 + title.nodeSize,
      end - 1,
      new Slice(keptTitle, 0, 0),
      keptTitle.size,
    ),
  );
  if (wasInTitle) tr.setSelection(TextSelection.near(tr.doc.resolve(position + 1)));
}
