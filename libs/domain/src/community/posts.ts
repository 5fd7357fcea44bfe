import { z } from 'zod';
import { contentBlocksSchema, type ContentBlock } from '../markup/blocks';
import { jsonEqual } from '../drafts/json-equal';
import { postMessages, postSections, type PostSection } from './post-sections';

/**
 * Article (post) rules (docs/product §2.2 /posts, /addPost; §3 Post, Post sections; §4 Post editing;
 * §5 New post draft, Review). The sections and texts live in post-sections.ts (no zod there).
 */

/** A post section as the contract checks it (docs/product §3). */
export const postSectionSchema = z.enum(postSections);

/**
 * A post or review body (docs/product §3 Post: version 2 is an array of blocks, otherwise a markup string;
 * Review: body array).
 */
export type PostBody = string | readonly ContentBlock[];

/**
 * Whether a body has content. A markup string has content when it is not blank. The editor always
 * keeps an empty text block at the end (§5 Editor), so blank text blocks are not content, while any
 * other block (a header, a spoiler, an image, a quote, code) is.
 */
export function hasPostBodyContent(body: PostBody): boolean {
  if (typeof body === 'string') return body.trim() !== '';
  return body.some((block) => block.type !== 'text' || block.text.trim() !== '');
}

const postBodySchema = z
  .union([z.string(), contentBlocksSchema])
  .refine(hasPostBodyContent, { error: postMessages.bodyEmpty });

/**
 * The /addPost form (docs/product §2.2, §5 New post draft): section, title ("Нет заголовка" when missing
 * or blank) and a body that is not empty ("Пустое сообщение").
 */
export const newPostDraftSchema = z.object({
  section: postSectionSchema,
  title: z.string().refine((title) => title.trim() !== '', { error: postMessages.titleMissing }),
  body: postBodySchema,
});
export type NewPostDraft = z.infer<typeof newPostDraftSchema>;

/** A review (docs/product §5 Review: body non-empty, "Пустое сообщение"). */
export const reviewSchema = z.object({ body: postBodySchema });
export type ReviewForm = z.infer<typeof reviewSchema>;

/** The parts of a post an edit can change (docs/product §3 Post). */
export interface PostContent {
  title: string;
  body: PostBody;
  section: PostSection;
}

/**
 * Whether an edited post differs from the post (docs/product §4 Post editing: saving creates an update
 * draft only if something changed, otherwise the notice "Нет изменений"). Title, section and body are
 * compared; the body structurally.
 */
export function postHasChanges(original: PostContent, edited: PostContent): boolean {
  return (
    original.title !== edited.title ||
    original.section !== edited.section ||
    !jsonEqual(original.body, edited.body)
  );
}
