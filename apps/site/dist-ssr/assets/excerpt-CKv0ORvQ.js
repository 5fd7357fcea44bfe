import { t as assertNever } from "./assert-never-FGExYdX8.js";
import { n as markupRows } from "./blocks-markup-DtjsqWUb.js";
import { t as parseMarkup } from "./parse-DA2Frsp_.js";
import { t as markupPlainText } from "./plain-text-R7F60DBT.js";
var DEFAULT_OPTIONS = { nodes: 2 };
/** The first `count` non-blank texts, one per line. */
function firstTexts(texts, count) {
	const taken = [];
	for (const text of texts) {
		if (taken.length >= count) break;
		const trimmed = text.trim();
		if (trimmed !== "") taken.push(trimmed);
	}
	return taken.join("\n");
}
function plainTextOfBlock(block) {
	switch (block.type) {
		case "text": return markupPlainText(parseMarkup(block.text));
		case "header":
		case "code": return block.text;
		case "spoiler": return block.title;
		case "image": return "";
		case "quote": return block.blocks.map(plainTextOfBlock).join("\n");
		default: return assertNever(block);
	}
}
function* plainTextsOfBlocks(blocks) {
	for (const block of blocks) yield plainTextOfBlock(block);
}
function* plainTextsOfRows(nodes) {
	for (const row of markupRows(nodes)) yield markupPlainText(row);
}
/**
* The plain-text preview of blocks (SPEC.md §9: the first 2 nodes): the texts of the first blocks that
* show any text, one per line. Blocks without text (images, empty rows) are skipped rather than
* counted, so a post that opens with a picture still previews two rows of words.
*/
function blocksExcerpt(blocks, options = DEFAULT_OPTIONS) {
	return firstTexts(plainTextsOfBlocks(blocks), options.nodes);
}
/**
* The plain-text preview of a markup tree (SPEC.md §9): its first 2 rows with text, a row being what a
* text block holds (see blocks-markup.ts), so a markup body and its blocks preview alike.
*/
function markupExcerpt(nodes, options = DEFAULT_OPTIONS) {
	return firstTexts(plainTextsOfRows(nodes), options.nodes);
}
export { markupExcerpt as n, blocksExcerpt as t };

//# sourceMappingURL=excerpt-CKv0ORvQ.js.map