import { r as markupToBlocks } from "./blocks-markup-DtjsqWUb.js";
import { n as legacyHtmlToBlocks } from "./legacy-html-bRYvWfB1.js";
// libs/domain/src/community/post-body.ts
/**
* An HTML tag or comment opener: `<p>`, `</div>`, `<br/>`, `<!--`. A bare "<" (as in "a < b") is not
* one. An attribute list stops at the next "<", so a scan is linear in the body.
*/
var HTML_TAG = /<(?:\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|!--)/i;
/**
* Whether a legacy (version-less) body is HTML rather than the markup of SPEC.md §3. The markup
* writes its tags in square brackets, so an HTML tag in angle brackets tells the two apart.
*/
function isLegacyHtmlBody(body) {
	return HTML_TAG.test(body);
}
/**
* The blocks of a stored body: a version 2 body is already blocks; an older one is a markup string
* or, older still, HTML, converted by the markup rules (both sanitise on the way).
*/
function postBodyBlocks(body) {
	if (typeof body !== "string") return [...body];
	return isLegacyHtmlBody(body) ? legacyHtmlToBlocks(body) : markupToBlocks(body);
}
/**
* The height of the picture an article opens with, when it opens with one and its height is known
* (SPEC.md §9: "Post preview collapses above 300 px height (image-first posts: image height + 200)").
* The first block that is not an empty row decides; a row of pictures is as tall as its tallest.
* A picture without a recorded height (a markup `[img]`, an old HTML image without attributes) gives
* undefined: the preview then keeps the plain 300 px limit rather than guess.
*/
function postLeadingImageHeight(body) {
	const first = postBodyBlocks(body).find((block) => block.type !== "text" || block.text.trim() !== "");
	if (first?.type !== "image") return void 0;
	const heights = first.images.flatMap((image) => image.height === void 0 || image.height === 0 ? [] : [image.height]);
	return heights.length > 0 ? Math.max(...heights) : void 0;
}
export { postBodyBlocks as n, postLeadingImageHeight as r, isLegacyHtmlBody as t };

//# sourceMappingURL=post-body-DORV02fN.js.map