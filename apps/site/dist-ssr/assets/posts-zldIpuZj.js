import { _ as union, f as object, g as string, i as _enum } from "./schemas-PBjYTboi.js";
import { n as contentBlocksSchema } from "./blocks-B9-C7Qhd.js";
import { t as jsonEqual } from "./json-equal-t_0EjBDa.js";
import { a as postSections, r as postMessages } from "./post-sections-C_IT7l3S.js";
// libs/domain/src/community/posts.ts
/**
* Article (post) rules (SPEC.md §2.2 /posts, /addPost; §3 Post, Post sections; §4 Post editing;
* §5 New post draft, Review). The sections and texts live in post-sections.ts (no zod there).
*/
/** A post section as the contract checks it (SPEC.md §3). */
var postSectionSchema = _enum(postSections);
/**
* Whether a body has content. A markup string has content when it is not blank. The editor always
* keeps an empty text block at the end (§5 Editor), so blank text blocks are not content, while any
* other block (a header, a spoiler, an image, a quote, code) is.
*/
function hasPostBodyContent(body) {
	if (typeof body === "string") return body.trim() !== "";
	return body.some((block) => block.type !== "text" || block.text.trim() !== "");
}
var postBodySchema = union([string(), contentBlocksSchema]).refine(hasPostBodyContent, { error: postMessages.bodyEmpty });
/**
* The /addPost form (SPEC.md §2.2, §5 New post draft): section, title ("Нет заголовка" when missing
* or blank) and a body that is not empty ("Пустое сообщение").
*/
var newPostDraftSchema = object({
	section: postSectionSchema,
	title: string().refine((title) => title.trim() !== "", { error: postMessages.titleMissing }),
	body: postBodySchema
});
object({ body: postBodySchema });
/**
* Whether an edited post differs from the post (SPEC.md §4 Post editing: saving creates an update
* draft only if something changed, otherwise the notice "Нет изменений"). Title, section and body are
* compared; the body structurally.
*/
function postHasChanges(original, edited) {
	return original.title !== edited.title || original.section !== edited.section || !jsonEqual(original.body, edited.body);
}
export { postHasChanges as n, postSectionSchema as r, newPostDraftSchema as t };

//# sourceMappingURL=posts-zldIpuZj.js.map