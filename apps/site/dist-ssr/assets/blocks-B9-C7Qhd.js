import { c as discriminatedUnion, d as number, f as object, g as string, o as array, p as preprocess, u as literal } from "./schemas-PBjYTboi.js";
import { r as isSafeImageUrl } from "./values-DEmi3bLE.js";
// libs/domain/src/markup/blocks.ts
/**
* The v2 content block model of posts and reviews (SPEC.md §3 "Content blocks"; a post of version 2
* carries an array of these as its body): text (one row of markup), header, spoiler (title and nested
* blocks), image (a list of images), quote (nested blocks) and code.
*/
var imageUrlSchema = string().refine(isSafeImageUrl, { message: "Only http(s) and site-relative image addresses are allowed" });
/** One picture of an image block: preview and full addresses, size in pixels when known, alt text. */
var contentImageSchema = object({
	preview: imageUrlSchema,
	full: imageUrlSchema,
	width: number().int().nonnegative().optional(),
	height: number().int().nonnegative().optional(),
	alt: string().default("")
});
/** One row of text, written in the rich-text markup (SPEC.md §3 tags). */
var textBlockSchema = object({
	type: literal("text"),
	text: string()
});
/** A heading, plain text. */
var headerBlockSchema = object({
	type: literal("header"),
	text: string()
});
/** Preformatted code, plain text shown as typed. */
var codeBlockSchema = object({
	type: literal("code"),
	text: string()
});
/** A row of one or more pictures. */
var imageBlockSchema = object({
	type: literal("image"),
	images: array(contentImageSchema).min(1)
});
/** Blocks hidden behind a titled toggle; the editor titles a new one "Спойлер" (SPEC.md §5). */
var spoilerBlockSchema = object({
	type: literal("spoiler"),
	title: string(),
	get blocks() {
		return array(contentBlockSchema);
	}
});
/** Quoted blocks. */
var quoteBlockSchema = object({
	type: literal("quote"),
	get blocks() {
		return array(contentBlockSchema);
	}
});
/**
* Any content block, told apart by `type`. Its id names it in the API's OpenAPI document, where the
* recursive schema is published once and referred to (`#/components/schemas/ContentBlock`).
*/
var contentBlockSchema = discriminatedUnion("type", [
	textBlockSchema,
	headerBlockSchema,
	spoilerBlockSchema,
	imageBlockSchema,
	quoteBlockSchema,
	codeBlockSchema
]).meta({ id: "ContentBlock" });
/**
* How deeply spoilers and quotes nest in a value, counted without recursion, so that measuring a
* hostile value cannot exhaust the stack. `Infinity` once it passes `limit`.
*/
function nestingDepth(value, limit) {
	let deepest = 0;
	let level = [value];
	while (level.length > 0) {
		const next = [];
		for (const list of level) {
			if (!Array.isArray(list)) continue;
			for (const block of list) if (typeof block === "object" && block !== null && "blocks" in block) next.push(block.blocks);
		}
		if (next.length === 0) break;
		deepest++;
		if (deepest > limit) return Infinity;
		level = next;
	}
	return deepest;
}
/**
* A whole body of blocks, as the API accepts it. Nesting deeper than {@link MAX_MARKUP_DEPTH} is
* refused before the recursive schema runs, so a hostile body cannot exhaust the stack.
*/
var contentBlocksSchema = preprocess((value, context) => {
	if (nestingDepth(value, 32) > 32) context.addIssue({
		code: "custom",
		message: "Blocks are nested too deeply"
	});
	return value;
}, array(contentBlockSchema));
export { contentBlocksSchema as n, contentBlockSchema as t };

//# sourceMappingURL=blocks-B9-C7Qhd.js.map