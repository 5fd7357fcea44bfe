/**
 * The rich-text markup model (docs/product §3 "Rich text markup tags"): the tags b, i, u, s, a (href),
 * center, right, user, novel (url), spoiler (title), hide, img, sticker and smile, plus text and line
 * breaks. The editor, the renderer and the API all speak this tree, so what is typed, stored and shown
 * is one model (docs/architecture.md § The editors).
 *
 * A canonical tree (what `parseMarkup` and `sanitizeMarkup` return) also keeps these invariants, which
 * the round-trip laws rely on: no empty text node, no two text nodes side by side, no line break inside
 * a text node, attribute values and leaf contents without line breaks, a spoiler title never blank.
 */

/** Formatting tags without attributes; `hide` hides its content from guests. */
export const STYLE_TAGS = ['b', 'i', 'u', 's', 'center', 'right', 'hide'] as const;
export type StyleTag = (typeof STYLE_TAGS)[number];

/** Tags whose content is a raw value (a url, a user name, a sticker code), not nested markup. */
export const LEAF_TAGS = ['user', 'img', 'sticker', 'smile'] as const;
export type LeafTag = (typeof LEAF_TAGS)[number];

/** Tags with one attribute and nested markup. */
export const ATTRIBUTE_TAGS = ['a', 'novel', 'spoiler'] as const;
export type AttributeTag = (typeof ATTRIBUTE_TAGS)[number];

export type ContainerTag = StyleTag | AttributeTag;
export type MarkupTag = ContainerTag | LeafTag;

/**
 * The one attribute each attribute tag carries, and whether the tag means nothing without it
 * (`[a]` with no address and `[novel]` with no url are malformed and stay literal text).
 */
export const TAG_ATTRIBUTES = {
  a: { name: 'href', required: true },
  novel: { name: 'url', required: true },
  spoiler: { name: 'title', required: false },
} as const satisfies Record<AttributeTag, { name: string; required: boolean }>;

/**
 * What a link may contain (docs/product §3: "Editor link blocks allow bold, italic, underline, strike").
 * Anything else inside a link stays literal text, which also rules out a link inside a link.
 */
export const LINK_CONTENT_TAGS: readonly MarkupTag[] = ['b', 'i', 'u', 's'];

/** The title a spoiler gets when none is given (docs/product §5 "Editor"). */
export const DEFAULT_SPOILER_TITLE = 'Спойлер';

export interface TextNode {
  type: 'text';
  text: string;
}
export interface LineBreakNode {
  type: 'lineBreak';
}
export interface StyleNode {
  type: StyleTag;
  children: MarkupNode[];
}
/** `[a href="…"]…[/a]`: a link to an http(s), mailto or site-relative address. */
export interface LinkNode {
  type: 'a';
  href: string;
  children: MarkupNode[];
}
/** `[novel url="…"]name[/novel]`: a link to a project page by its url slug. */
export interface NovelLinkNode {
  type: 'novel';
  url: string;
  children: MarkupNode[];
}
/** `[spoiler title="…"]…[/spoiler]`: content hidden behind a titled toggle. */
export interface SpoilerNode {
  type: 'spoiler';
  title: string;
  children: MarkupNode[];
}
/** `[user]name[/user]`: a mention of a user by name. */
export interface UserMentionNode {
  type: 'user';
  username: string;
}
/** `[img]url[/img]`. */
export interface ImageNode {
  type: 'img';
  src: string;
}
/** `[sticker]set/name[/sticker]`: the static image `/emoji/{set}/{name}.png`. */
export interface StickerNode {
  type: 'sticker';
  set: string;
  name: string;
}
/** `[smile]name[/smile]`. */
export interface SmileNode {
  type: 'smile';
  name: string;
}

/**
 * The one line-break node, shared: it has nothing to change, and a text of many short lines would
 * otherwise cost an object per line, twice (reading, then sanitising).
 */
export const LINE_BREAK: LineBreakNode = Object.freeze({ type: 'lineBreak' });

export type ContainerNode = StyleNode | LinkNode | NovelLinkNode | SpoilerNode;
export type LeafNode = UserMentionNode | ImageNode | StickerNode | SmileNode;
export type MarkupNode = TextNode | LineBreakNode | ContainerNode | LeafNode;

const MARKUP_TAG_SET: ReadonlySet<string> = new Set<string>([
  ...STYLE_TAGS,
  ...ATTRIBUTE_TAGS,
  ...LEAF_TAGS,
]);
const LEAF_TAG_SET: ReadonlySet<string> = new Set<string>(LEAF_TAGS);
const STYLE_TAG_SET: ReadonlySet<string> = new Set<string>(STYLE_TAGS);

/** Whether a (lowercase) name is one of the allowed markup tags. */
export function isMarkupTag(name: string): name is MarkupTag {
  return MARKUP_TAG_SET.has(name);
}

/** Whether a tag's content is a raw value rather than nested markup. */
export function isLeafTag(tag: string): tag is LeafTag {
  return LEAF_TAG_SET.has(tag);
}

/** Whether a tag is a plain formatting tag without attributes. */
export function isStyleTag(tag: string): tag is StyleTag {
  return STYLE_TAG_SET.has(tag);
}

/**
 * Whether a node is a plain formatting tag's: its type and children only. Handling these first
 * leaves an exhaustive `switch` over the other nodes, and a new style tag needs no new case.
 */
export function isStyleNode(node: MarkupNode): node is StyleNode {
  return isStyleTag(node.type);
}

/** The attribute a tag carries, if it is one of the attribute tags. */
export function attributeOf(tag: MarkupTag): { name: string; required: boolean } | undefined {
  return tag === 'a' || tag === 'novel' || tag === 'spoiler' ? TAG_ATTRIBUTES[tag] : undefined;
}

/** Whether a tag renders as a link, so that its content is limited to {@link LINK_CONTENT_TAGS}. */
export function isLinkTag(tag: MarkupTag): boolean {
  return tag === 'a' || tag === 'novel';
}
