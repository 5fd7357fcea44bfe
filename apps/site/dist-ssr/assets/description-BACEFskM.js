import { t as blocksToMarkup } from "./blocks-markup-DtjsqWUb.js";
import { n as contentBlocksSchema } from "./blocks-B9-C7Qhd.js";
import { n as markupExcerpt } from "./excerpt-CKv0ORvQ.js";
import { t as parseMarkup } from "./parse-DA2Frsp_.js";
// libs/domain/src/markup/description.ts
/** The description as markup: the text itself, blocks converted, anything else nothing. */
function descriptionMarkup(description) {
	if (typeof description === "string") return description;
	const blocks = contentBlocksSchema.safeParse(description);
	return blocks.success ? blocksToMarkup(blocks.data) : "";
}
/** Whether a description shows anything (else the page says "Нет описания", §8). */
function hasDescription(markup) {
	return markup.trim() !== "";
}
/**
* The page's meta description: the plain text of the description's first rows (the excerpt rule of
* §9, hidden text and spoiler contents left out), on one line, cut at a word within the limit.
*/
function descriptionExcerpt(markup, maxLength = 160) {
	return pageDescription(markupExcerpt(parseMarkup(markup)), maxLength);
}
/**
* Plain text as a page's meta description (a translator's projects, say): on one line, cut at a word
* within the limit, an ellipsis marking the cut.
*/
function pageDescription(plainText, maxLength = 160) {
	const text = plainText.replace(/\s+/g, " ").trim();
	if (text.length <= maxLength) return text;
	const cut = text.slice(0, maxLength - 1);
	const lastSpace = cut.lastIndexOf(" ");
	return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
/** A translator group's page description: the projects it translated (none: the site's default). */
function translatorPageDescription(projectNames) {
	return projectNames.length ? pageDescription(`Переводы: ${projectNames.join(", ")}.`) : "";
}
export { translatorPageDescription as a, pageDescription as i, descriptionMarkup as n, hasDescription as r, descriptionExcerpt as t };

//# sourceMappingURL=description-BACEFskM.js.map