/**
 * The node names and content groups of the block editor's schema (docs/product §3 "Content blocks"), in
 * one place so the extensions, the document conversion and the rules agree on them.
 */

/** One node per kind of content block, plus the spoiler's title. */
export const BLOCK_NODES = {
  text: 'textRow',
  header: 'headerBlock',
  code: 'codeBlock',
  image: 'imageBlock',
  spoiler: 'spoilerBlock',
  spoilerTitle: 'spoilerTitle',
  quote: 'quoteBlock',
} as const;

/**
 * Every kind of block: what the document and a quote hold. A group named apart from Remirror's own
 * tags ("block", "textBlock"), so no other extension's node can slip into the content expressions.
 */
export const ANY_BLOCK_GROUP = 'contentBlock';

/**
 * The kinds of block a spoiler may hold: all but a quote (docs/product §5: "spoilers cannot contain
 * quotes"). A content expression of the schema, so no command, paste or drop can put a quote into a
 * spoiler at any depth: ProseMirror refuses content a node's expression does not allow.
 */
export const SPOILER_CONTENT_GROUP = 'spoilerContent';

/** The document: one or more blocks. */
export const BLOCKS_DOCUMENT_CONTENT = `${ANY_BLOCK_GROUP}+`;
