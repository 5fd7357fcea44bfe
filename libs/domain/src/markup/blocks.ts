import { z } from 'zod';
import { blockNestingDepth, MAX_MARKUP_DEPTH } from './limits';
import { isSafeImageUrl } from './values';

/**
 * The v2 content block model of posts and reviews (docs/product §3 "Content blocks"; a post of version 2
 * carries an array of these as its body): text (one row of markup), header, spoiler (title and nested
 * blocks), image (a list of images), quote (nested blocks) and code.
 */

const imageUrlSchema = z.string().refine(isSafeImageUrl, {
  message: 'Only http(s) and site-relative image addresses are allowed',
});

/** One picture of an image block: preview and full addresses, size in pixels when known, alt text. */
export const contentImageSchema = z.object({
  preview: imageUrlSchema,
  full: imageUrlSchema,
  width: z.number().int().nonnegative().optional(),
  height: z.number().int().nonnegative().optional(),
  alt: z.string().default(''),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

/** One row of text, written in the rich-text markup (docs/product §3 tags). */
export const textBlockSchema = z.object({ type: z.literal('text'), text: z.string() });
/** A heading, plain text. */
export const headerBlockSchema = z.object({ type: z.literal('header'), text: z.string() });
/** Preformatted code, plain text shown as typed. */
export const codeBlockSchema = z.object({ type: z.literal('code'), text: z.string() });
/** A row of one or more pictures. */
export const imageBlockSchema = z.object({
  type: z.literal('image'),
  images: z.array(contentImageSchema).min(1),
});
/** Blocks hidden behind a titled toggle; the editor titles a new one "Спойлер" (docs/product §5). */
export const spoilerBlockSchema = z.object({
  type: z.literal('spoiler'),
  title: z.string(),
  // The getters' types are written out (zod's way to a recursive schema): inferred, the declaration
  // files `tsc` emits for the package cut the recursion short with `any` two levels down.
  get blocks(): z.ZodArray<typeof contentBlockSchema> {
    return z.array(contentBlockSchema);
  },
});
/** Quoted blocks. */
export const quoteBlockSchema = z.object({
  type: z.literal('quote'),
  get blocks(): z.ZodArray<typeof contentBlockSchema> {
    return z.array(contentBlockSchema);
  },
});

/**
 * Any content block, told apart by `type`. Its id names it in the API's OpenAPI document, where the
 * recursive schema is published once and referred to (`#/components/schemas/ContentBlock`).
 */
export const contentBlockSchema = z
  .discriminatedUnion('type', [
    textBlockSchema,
    headerBlockSchema,
    spoilerBlockSchema,
    imageBlockSchema,
    quoteBlockSchema,
    codeBlockSchema,
  ])
  .meta({ id: 'ContentBlock' });

export type ContentBlock = z.infer<typeof contentBlockSchema>;
export type TextBlock = z.infer<typeof textBlockSchema>;
export type HeaderBlock = z.infer<typeof headerBlockSchema>;
export type CodeBlock = z.infer<typeof codeBlockSchema>;
export type ImageBlock = z.infer<typeof imageBlockSchema>;
export type SpoilerBlock = z.infer<typeof spoilerBlockSchema>;
export type QuoteBlock = z.infer<typeof quoteBlockSchema>;
export type ContentBlockType = ContentBlock['type'];

/** The refusal of blocks nested deeper than {@link MAX_MARKUP_DEPTH} (docs/product §9). */
export const BLOCKS_TOO_DEEP_MESSAGE = `Слишком глубокая вложенность блоков: больше ${MAX_MARKUP_DEPTH} уровней`;

/**
 * A whole body of blocks, as the API accepts it. Nesting deeper than {@link MAX_MARKUP_DEPTH} is
 * refused before the recursive schema runs, so a hostile body cannot exhaust the stack.
 */
export const contentBlocksSchema = z.preprocess((value, context) => {
  if (blockNestingDepth(value, MAX_MARKUP_DEPTH) > MAX_MARKUP_DEPTH) {
    context.addIssue({ code: 'custom', message: BLOCKS_TOO_DEEP_MESSAGE });
  }
  return value;
}, z.array(contentBlockSchema));
