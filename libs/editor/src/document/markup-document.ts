import type { Fragment, Mark, Node as ProsemirrorNode, Schema } from '@remirror/pm/model';
import {
  assertNever,
  isStyleNode,
  isStyleTag,
  LINK_CONTENT_TAGS,
  sanitizeMarkup,
  type ContainerNode,
  type LeafNode,
  type MarkupNode,
} from '@vn/domain';
import { isLinkFreeLeaf, marksForLeaf } from '../extensions/insert-inline';

/**
 * The markup tree (`@vn/domain`'s model, docs/product §3) as the editor's inline content, and back.
 *
 * In the editor every container tag (b, i, u, s, center, right, hide, a, novel, spoiler) is a mark
 * named after its tag, and every leaf (line break, img, sticker, smile, user) a node named after its
 * type. So a reader's text is one run of characters with formatting, as in every editor people know,
 * and the tree is rebuilt by nesting the marks in the schema's order (spoiler, center, right, hide,
 * a, novel, b, i, u, s — outermost first, which always gives markup the parser accepts).
 *
 * What the editor does not keep of a tree is what the markup's reader cannot see: the nesting order
 * of two tags around the same text, a tag around nothing, the same tag twice around the same text,
 * and the seam between two equal tags side by side (`[b]a[/b][b]b[/b]` is `[b]ab[/b]`). For every
 * document the editor holds, document → markup → document is the identity.
 */

/** The mark a container tag is in the editor. */
function markOf(schema: Schema, node: ContainerNode): Mark {
  if (isStyleNode(node)) return schema.marks[node.type]!.create();
  switch (node.type) {
    case 'a':
      return schema.marks.a!.create({ href: node.href });
    case 'novel':
      return schema.marks.novel!.create({ url: node.url });
    case 'spoiler':
      return schema.marks.spoiler!.create({ title: node.title });
    default:
      return assertNever(node);
  }
}

/** The node a leaf of the markup is in the editor. */
function leafNodeOf(schema: Schema, node: LeafNode | { type: 'lineBreak' }): ProsemirrorNode {
  switch (node.type) {
    case 'lineBreak':
      return schema.nodes.lineBreak!.create();
    case 'img':
      return schema.nodes.img!.create({ src: node.src });
    case 'sticker':
      return schema.nodes.sticker!.create({ set: node.set, name: node.name });
    case 'smile':
      return schema.nodes.smile!.create({ name: node.name });
    case 'user':
      return schema.nodes.user!.create({ username: node.username });
    default:
      return assertNever(node);
  }
}

function collectInline(
  schema: Schema,
  nodes: readonly MarkupNode[],
  marks: readonly Mark[],
  out: ProsemirrorNode[],
): void {
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        if (node.text !== '') out.push(schema.text(node.text, marks));
        break;
      case 'lineBreak':
        // A line break may stand inside a link, as text does.
        out.push(leafNodeOf(schema, node).mark(marks));
        break;
      case 'img':
      case 'sticker':
      case 'smile':
      case 'user':
        out.push(leafNodeOf(schema, node).mark(marksForLeaf(marks)));
        break;
      default:
        collectInline(schema, node.children, markOf(schema, node).addToSet(marks), out);
    }
  }
}

/** The editor's inline content of a markup tree (see the top of this file). */
export function markupToInline(schema: Schema, nodes: readonly MarkupNode[]): ProsemirrorNode[] {
  const out: ProsemirrorNode[] = [];
  collectInline(schema, nodes, [], out);
  return out;
}

/** The container tag a mark stands for, holding `children`. */
function containerOf(mark: Mark, children: MarkupNode[]): MarkupNode[] {
  const name = mark.type.name;
  if (isStyleTag(name)) return [{ type: name, children }];
  switch (name) {
    case 'a':
      return [{ type: 'a', href: String(mark.attrs['href']), children }];
    case 'novel':
      return [{ type: 'novel', url: String(mark.attrs['url']), children }];
    case 'spoiler':
      return [{ type: 'spoiler', title: String(mark.attrs['title']), children }];
    default:
      // A mark the markup has no tag for (the editors' schemas have none) keeps only its content.
      return children;
  }
}

/** The markup leaf an inline node stands for. */
function leafOf(node: ProsemirrorNode): MarkupNode | undefined {
  const attrs = node.attrs;
  switch (node.type.name) {
    case 'lineBreak':
      return { type: 'lineBreak' };
    case 'img':
      return { type: 'img', src: String(attrs['src']) };
    case 'sticker':
      return { type: 'sticker', set: String(attrs['set']), name: String(attrs['name']) };
    case 'smile':
      return { type: 'smile', name: String(attrs['name']) };
    case 'user':
      return { type: 'user', username: String(attrs['username']) };
    default:
      return undefined;
  }
}

interface OpenMark {
  mark: Mark;
  children: MarkupNode[];
}

/** Whether a mark makes a link, inside which the markup allows only b, i, u and s (docs/product §3). */
function isLinkMark(mark: Mark): boolean {
  return mark.type.spec.group?.split(' ').includes('link') ?? false;
}

/**
 * Whether the open tags kept for a node nest its same-kind tags (spoilers may hold spoilers) in the
 * order the node's marks have them: reading the markup back adds the marks in nesting order, so any
 * other order would give a different document.
 */
function keepsOrderOfKinds(kept: readonly Mark[], marks: readonly Mark[]): boolean {
  return kept.every((mark, index) => {
    const position = marks.findIndex((other) => other.eq(mark));
    return marks
      .slice(0, position)
      .every((before) => before.type !== mark.type || before.isInSet(kept.slice(0, index)));
  });
}

/**
 * How many of the open tags the next node can stay inside: the longest run of open tags, from the
 * outermost, that the node still has, inside which every tag it still needs may be opened (none but
 * b, i, u and s inside a link) and which keeps its same-kind tags in order. Keeping them open writes
 * `[i]a [b]b[/b][/i]` rather than closing and reopening `[i]` around `[b]`.
 */
function openTagsToKeep(open: readonly OpenMark[], marks: readonly Mark[]): number {
  let kept = 0;
  while (kept < open.length && open[kept]!.mark.isInSet(marks)) kept++;
  for (; kept > 0; kept--) {
    const keptMarks = open.slice(0, kept).map((entry) => entry.mark);
    const opened = marks.filter((mark) => !mark.isInSet(keptMarks));
    const insideLink = keptMarks.some(isLinkMark);
    const allowed =
      !insideLink || opened.every((mark) => LINK_CONTENT_TAGS.includes(mark.type.name as never));
    if (allowed && keepsOrderOfKinds(keptMarks, marks)) break;
  }
  return kept;
}

/**
 * The markup tree of the editor's inline content: tags are opened and closed around the nodes so
 * that every node gets exactly its marks (see {@link openTagsToKeep}); tags opened anew nest in the
 * schema's order. The tree is sanitised (the domain's rules decide what stays), which also merges
 * neighbouring texts.
 */
export function inlineToMarkup(content: Fragment): MarkupNode[] {
  const root: MarkupNode[] = [];
  const open: OpenMark[] = [];
  const childrenOfTop = () => open.at(-1)?.children ?? root;
  const closeTo = (depth: number) => {
    while (open.length > depth) {
      const closed = open.pop()!;
      if (closed.children.length > 0)
        childrenOfTop().push(...containerOf(closed.mark, closed.children));
    }
  };
  content.forEach((node) => {
    const marks = isLinkFreeLeaf(node) ? marksForLeaf(node.marks) : node.marks;
    closeTo(openTagsToKeep(open, marks));
    const keptMarks = open.map((entry) => entry.mark);
    for (const mark of marks) if (!mark.isInSet(keptMarks)) open.push({ mark, children: [] });
    const item = node.isText ? { type: 'text' as const, text: node.text ?? '' } : leafOf(node);
    if (item) childrenOfTop().push(item);
  });
  closeTo(0);
  return sanitizeMarkup(root);
}

/** The one-paragraph document of the markup editor holding a markup tree. */
export function markupToDocument(schema: Schema, nodes: readonly MarkupNode[]): ProsemirrorNode {
  const paragraph = schema.nodes.paragraph!.create(null, markupToInline(schema, nodes));
  return schema.nodes.doc!.create(null, paragraph);
}

/** The markup tree of the markup editor's document (all its text blocks, one line each). */
export function documentToMarkup(doc: ProsemirrorNode): MarkupNode[] {
  const lines: MarkupNode[] = [];
  doc.forEach((block, _offset, index) => {
    if (index > 0) lines.push({ type: 'lineBreak' });
    lines.push(...inlineToMarkup(block.content));
  });
  return sanitizeMarkup(lines);
}
