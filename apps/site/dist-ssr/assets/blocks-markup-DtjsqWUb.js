import { t as assertNever } from "./assert-never-FGExYdX8.js";
import { t as parseMarkup } from "./parse-DA2Frsp_.js";
import { f as TAG_ATTRIBUTES, o as normalizeSpoilerTitle, s as sanitizeLeaf, t as contentOfLeaf } from "./values-DEmi3bLE.js";
// libs/domain/src/markup/serialize.ts
/**
* Writing a markup tree back to text, the inverse of `parseMarkup` for canonical trees: for every tree
* the parser can return, `parseMarkup(serializeMarkup(tree))` deep-equals `tree`.
*/
var BACKSLASH = "\\";
function isAsciiLetterOrSlash(char) {
	return char >= "a" && char <= "z" || char >= "A" && char <= "Z" || char === "/";
}
/**
* `value` with a backslash put before each character that `needsEscape` picks, built from slices so a
* long text costs one pass and one join.
*/
function escapeWhere(value, needsEscape) {
	const pieces = [];
	let pieceStart = 0;
	for (let index = 0; index < value.length; index++) {
		const char = value.charAt(index);
		if ((char === "[" || char === BACKSLASH || char === "\"") && needsEscape(char, value.charAt(index + 1))) {
			pieces.push(value.slice(pieceStart, index), BACKSLASH);
			pieceStart = index;
		}
	}
	pieces.push(value.slice(pieceStart));
	return pieces.join("");
}
/**
* Text written so that it reads back as the same text (see the grammar in parse.ts): a `[` that could
* start a tag becomes `\[`, and a backslash that would otherwise escape what follows becomes `\\`.
* Other brackets and backslashes stay as typed, so ordinary text ("[1]", "C:\dir") is not cluttered.
*/
function escapeMarkupText(text) {
	return escapeWhere(text, (char, next) => char === "[" ? isAsciiLetterOrSlash(next) : char === BACKSLASH && (next === "[" || next === BACKSLASH || next === ""));
}
/** An attribute value written inside double quotes: `"`, `[` and an escaping backslash are escaped. */
function quoteAttributeValue(value) {
	return `"${escapeWhere(value, (char, next) => char !== BACKSLASH || next === "\"" || next === "[" || next === BACKSLASH || next === "")}"`;
}
function opener(tag, value) {
	return `[${tag} ${TAG_ATTRIBUTES[tag].name}=${quoteAttributeValue(value)}]`;
}
/** The opening tag of a spoiler; the default title is left out, as `[spoiler]` means it already. */
function spoilerOpener(title) {
	return title === "Спойлер" ? "[spoiler]" : opener("spoiler", title);
}
function write(nodes, out) {
	for (const node of nodes) switch (node.type) {
		case "text":
			out.push(escapeMarkupText(node.text));
			break;
		case "lineBreak":
			out.push("\n");
			break;
		case "b":
		case "i":
		case "u":
		case "s":
		case "center":
		case "right":
		case "hide":
			out.push(`[${node.type}]`);
			write(node.children, out);
			out.push(`[/${node.type}]`);
			break;
		case "a":
			out.push(opener("a", node.href));
			write(node.children, out);
			out.push("[/a]");
			break;
		case "novel":
			out.push(opener("novel", node.url));
			write(node.children, out);
			out.push("[/novel]");
			break;
		case "spoiler":
			out.push(spoilerOpener(node.title));
			write(node.children, out);
			out.push("[/spoiler]");
			break;
		case "user":
		case "img":
		case "sticker":
		case "smile":
			out.push(`[${node.type}]${contentOfLeaf(node)}[/${node.type}]`);
			break;
		default: assertNever(node);
	}
}
/**
* The markup text of a tree (SPEC.md §3 tags), tags in lowercase, attributes quoted. It writes the tree
* as given; pass it through `sanitizeMarkup` first if it did not come from `parseMarkup`.
*/
function serializeMarkup(nodes) {
	const out = [];
	write(nodes, out);
	return out.join("");
}
// libs/domain/src/markup/blocks-markup.ts
/**
* Conversions between a markup text and the v2 content blocks (SPEC.md §3). A text block is one row:
* the markup is cut into blocks at its top-level line breaks. A row that is a single spoiler becomes a
* spoiler block, a row of nothing but images an image block, any other row a text block. So
* `blocksToMarkup(markupToBlocks(m))` gives back `m` for every markup `m` that `serializeMarkup` wrote.
*/
/** The rows of a tree: its top-level nodes cut at line breaks (always at least one row). */
function markupRows(nodes) {
	const rows = [[]];
	for (const node of nodes) if (node.type === "lineBreak") rows.push([]);
	else rows.at(-1)?.push(node);
	return rows;
}
function imageOf(node) {
	return {
		preview: node.src,
		full: node.src,
		alt: ""
	};
}
function blockOfRow(row) {
	const [first] = row;
	if (row.length === 1 && first?.type === "spoiler") return {
		type: "spoiler",
		title: first.title,
		blocks: markupNodesToBlocks(first.children)
	};
	const images = row.filter((node) => node.type === "img");
	if (images.length > 0 && images.length === row.length) return {
		type: "image",
		images: images.map(imageOf)
	};
	return {
		type: "text",
		text: serializeMarkup(row)
	};
}
/** The blocks of a markup tree, one per row (see above). */
function markupNodesToBlocks(nodes) {
	return markupRows(nodes).map(blockOfRow);
}
/** The blocks of a markup text (SPEC.md §3), after parsing and sanitising it. */
function markupToBlocks(markup) {
	return markupNodesToBlocks(parseMarkup(markup));
}
function imageMarkup(image) {
	const leaf = sanitizeLeaf({
		type: "img",
		src: image.full
	});
	return leaf ? serializeMarkup([leaf]) : "";
}
function spoilerMarkup(title, blocks) {
	return `${spoilerOpener(normalizeSpoilerTitle(title))}${blocksToMarkup(blocks)}[/spoiler]`;
}
function plainLines(text) {
	return text.split(/\r\n|\r|\n/).map(escapeMarkupText).join("\n");
}
function markupOfBlock(block) {
	switch (block.type) {
		case "text": return serializeMarkup(parseMarkup(block.text));
		case "header": {
			const text = block.text.replace(/\r\n|\r|\n/g, " ").trim();
			return text === "" ? "" : `[b]${escapeMarkupText(text)}[/b]`;
		}
		case "code": return plainLines(block.text);
		case "spoiler": return spoilerMarkup(block.title, block.blocks);
		case "image": return block.images.map(imageMarkup).join("");
		case "quote": return blocksToMarkup(block.blocks);
		default: return assertNever(block);
	}
}
/**
* The markup text of blocks, one row per block. Headers, code and quotes have no markup tag, so they
* become a bold row, literal rows and their own rows (a deliberate loss: this direction is for places
* that only take markup, such as a comment quoting a post). Image sizes and alt texts are dropped too.
*/
function blocksToMarkup(blocks) {
	return blocks.map(markupOfBlock).join("\n");
}
export { serializeMarkup as i, markupRows as n, markupToBlocks as r, blocksToMarkup as t };

//# sourceMappingURL=blocks-markup-DtjsqWUb.js.map