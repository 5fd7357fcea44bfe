import { isPostSection, type PostSection } from './post-sections';
import type { PostBody, PostContent } from './posts';
import { draftValueFields } from '../drafts/draft-value-fields';

/** What a post draft carries as the API answers it (docs/product §3 Post draft: title, value as JSON). */
export interface PostDraftValueSource {
  title: string;
  section: PostSection;
  /** The edited article as JSON text: `{ title, section, body, shortDescription, version }`. */
  value: string;
}

/**
 * The article a post draft holds (docs/product §3 Post draft: "value (JSON string)"), for its preview and
 * its edit form. The value's title, section and body win; a value that is not JSON, or lacks one of
 * them, falls back to the draft's own title and section and an empty body, so a damaged draft still
 * opens and can be written again. By hand rather than with the contract's schema: the draft page
 * reads it, and the schema would bring zod there. The body's blocks are not checked one by one: the
 * API wrote them (sanitised), and the renderer skips a block type it does not know.
 */
export function postDraftContent(draft: PostDraftValueSource): PostContent {
  const fields = draftValueFields(draft.value);
  const body = fields['body'];
  return {
    title: typeof fields['title'] === 'string' ? fields['title'] : draft.title,
    section: isPostSection(fields['section']) ? fields['section'] : draft.section,
    body: typeof body === 'string' || Array.isArray(body) ? (body as PostBody) : [],
  };
}
