import { t as parseMarkup } from "./parse-DA2Frsp_.js";
import { t as assertNever } from "./assert-never-FGExYdX8.js";
// libs/domain/src/community/comment-input.ts
/**
* What the server makes of a comment or review as it arrives (SPEC.md §3 Comment, §5 Comment and
* Review): rich text reduced to the allowed markup, review blocks cleaned the same way, and whether
* anything is left to show.
*/
/** Upper bounds of comment requests (ours; SPEC.md gives only "at most 8 images", §9). */
var COMMENT_LIMITS = {
	/**
	* Characters of a comment's markup. Several pages of text; a longer piece belongs in a review
	* or an article.
	*/
	contentMax: 8e3,
	/** Characters of all text in a review's blocks together. */
	reviewTextMax: 4e4,
	/** Blocks in one review. */
	reviewBlocksMax: 500,
	/** Comments a list request may ask for at once (the screens ask for 20, §9). */
	pageSizeMax: 100,
	pageMax: 1e5
};
/** Whether a tree shows anything: text that is not blank, a picture, a sticker, a smile, a mention. */
function markupHasContent(nodes) {
	return nodes.some((node) => {
		switch (node.type) {
			case "text": return node.text.trim() !== "";
			case "lineBreak": return false;
			case "img":
			case "sticker":
			case "smile":
			case "user": return true;
			case "b":
			case "i":
			case "u":
			case "s":
			case "center":
			case "right":
			case "hide":
			case "a":
			case "novel":
			case "spoiler": return markupHasContent(node.children);
			default: return assertNever(node);
		}
	});
}
/** Whether a comment has something to show (SPEC.md §5 Comment): visible text, or images. */
function commentHasContent({ content, imageCount }) {
	return imageCount > 0 || markupHasContent(parseMarkup(content));
}
/** How many characters of text the blocks hold, nested ones included (for the review limit). */
function contentBlocksTextLength(blocks) {
	let length = 0;
	for (const block of blocks) switch (block.type) {
		case "text":
		case "header":
		case "code":
			length += block.text.length;
			break;
		case "spoiler":
			length += block.title.length + contentBlocksTextLength(block.blocks);
			break;
		case "quote":
			length += contentBlocksTextLength(block.blocks);
			break;
		case "image":
			length += block.images.reduce((sum, image) => sum + image.preview.length + image.full.length + image.alt.length, 0);
			break;
		default: assertNever(block);
	}
	return length;
}
export { markupHasContent as i, commentHasContent as n, contentBlocksTextLength as r, COMMENT_LIMITS as t };

//# sourceMappingURL=comment-input-HOhrx0wZ.js.map