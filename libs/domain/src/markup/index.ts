/**
 * The rich-text markup and the v2 content blocks (docs/product §3, §5, §9): parser, serializer, sanitiser,
 * conversions, excerpts and the block editor's rules.
 */
export {
  ATTRIBUTE_TAGS,
  DEFAULT_SPOILER_TITLE,
  LEAF_TAGS,
  LINE_BREAK,
  LINK_CONTENT_TAGS,
  STYLE_TAGS,
  TAG_ATTRIBUTES,
  isStyleNode,
  isStyleTag,
  type AttributeTag,
  type ContainerNode,
  type ContainerTag,
  type ImageNode,
  type LeafNode,
  type LeafTag,
  type LineBreakNode,
  type LinkNode,
  type MarkupNode,
  type MarkupTag,
  type NovelLinkNode,
  type SmileNode,
  type SpoilerNode,
  type StickerNode,
  type StyleNode,
  type StyleTag,
  type TextNode,
  type UserMentionNode,
} from './ast';
export { MAX_MARKUP_DEPTH, MAX_MARKUP_VALUE_LENGTH } from './limits';
export { parseMarkup } from './parse';
export { escapeMarkupText, serializeMarkup } from './serialize';
export { sanitizeMarkup } from './sanitize';
export { sanitizeContentBlocks, sanitizeMarkupText } from './sanitize-text';
export { isNovelUrl, isSafeImageUrl, isSafeLinkUrl, normalizeSpoilerTitle } from './values';
export {
  safeImageUrlSchema,
  safeLinkSchema,
  UNSAFE_IMAGE_MESSAGE,
  UNSAFE_LINK_MESSAGE,
} from './link-schema';
export { markupPlainText } from './plain-text';
export { SMILES, smileOf, type Smile } from './smiles';
export {
  STICKER_SETS,
  stickerImagePath,
  stickersOfSet,
  stickerTitle,
  type StickerSet,
} from './stickers';
export {
  BLOCKS_TOO_DEEP_MESSAGE,
  codeBlockSchema,
  contentBlockSchema,
  contentBlocksSchema,
  contentImageSchema,
  headerBlockSchema,
  imageBlockSchema,
  quoteBlockSchema,
  spoilerBlockSchema,
  textBlockSchema,
  type CodeBlock,
  type ContentBlock,
  type ContentBlockType,
  type ContentImage,
  type HeaderBlock,
  type ImageBlock,
  type QuoteBlock,
  type SpoilerBlock,
  type TextBlock,
} from './blocks';
export { blocksToMarkup, markupNodesToBlocks, markupRows, markupToBlocks } from './blocks-markup';
export { htmlToMarkup, legacyHtmlToBlocks } from './legacy-html';
export { decodeHtmlEntities } from './html-tokens';
export { blocksExcerpt, EXCERPT_NODES, markupExcerpt, type ExcerptOptions } from './excerpt';
export {
  descriptionExcerpt,
  descriptionMarkup,
  hasDescription,
  PAGE_DESCRIPTION_MAX,
  pageDescription,
  translatorPageDescription,
} from './description';
export {
  createSpoilerBlock,
  createTextBlock,
  isEmptyTextBlock,
  liftQuotesOutOfSpoilers,
  normalizeBlocks,
  removeEmptyRow,
} from './editor-rules';
export { imagesStillLinked, type AttachedImage } from './linked-images';
export {
  imagesLimitNote,
  isImageFile,
  lengthLimitNote,
  limitState,
  LINK_ADDRESS_HINT,
  linkAddressFromInput,
  NEAR_LIMIT_SHARE,
  type LimitState,
} from './editor-input';
