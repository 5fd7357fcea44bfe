import { $ as ToolbarToggleButton, A as useActive, B as Selection, E as markupToInline, F as PlainExtension, G as Fragment, H as ReplaceAroundStep, I as Decoration, J as ExtensionPriority, K as NodeRange, L as DecorationSet, M as useEditorState, N as useRemirrorContext, O as EditorComponent, P as NodeExtension, Q as ToolbarSeparator, R as NodeSelection, S as editorContent, U as findWrapping, V as TextSelection, W as liftTarget, X as Toolbar, Y as ExtensionTag, Z as ToolbarButton, _ as useImageUpload, a as MentionTool, b as PasteExtension, c as WritingField, d as previewToggle, f as placeCaretAt, g as useWritingFieldIds, h as useTextAttributes, i as ProjectLinkTool, j as useCommands, k as Remirror, l as editorToolbar, m as usePastedImages, n as SpoilerTool, o as LinkTool, p as useEditorValue, q as Slice, r as SmileTool, s as FormattingTools, t as StickerTool, u as preview, v as MentionSuggestions, w as inlineToMarkup, x as markupExtensions, y as useEditorManager, z as Plugin } from "./StickerTool-L0Pa8evV.js";
import { r as contentBlocksTextLength } from "./comment-input-HOhrx0wZ.js";
import { a as lengthLimitNote, o as limitState, t as $b325d7bd7e74496a$export$6fb4a10d2c950550 } from "./FileTrigger-GKmwR1-q.js";
import { n as liftQuotesOutOfSpoilers, r as normalizeBlocks, t as BlocksView } from "./BlocksView-ynTZa1on.js";
import { n as postBodyBlocks } from "./post-body-DORV02fN.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { l as DEFAULT_SPOILER_TITLE, o as normalizeSpoilerTitle, r as isSafeImageUrl } from "./values-DEmi3bLE.js";
import { t as parseMarkup } from "./parse-DA2Frsp_.js";
import { i as serializeMarkup, t as blocksToMarkup } from "./blocks-markup-DtjsqWUb.js";
import "../entry-server.js";
/* empty css                               */
/* empty css                                    */
import "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { t as Button } from "./Button-C8jCOtup.js";
import { t as TextField } from "./TextField-_25ox2jH.js";
import { Rt as X, zt as createLucideIcon } from "./PortalProvider-DUo4OMmA.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
import { n as legacyHtmlToBlocks } from "./legacy-html-bRYvWfB1.js";
import { t as markupPlainText } from "./plain-text-R7F60DBT.js";
import { t as Eye } from "./eye-BfPpWNSF.js";
// node_modules/lucide-react/dist/esm/icons/heading-2.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$4 = {
	name: "heading-2",
	size: 24,
	node: [
		["path", {
			d: "M4 12h8",
			key: "17cfdx"
		}],
		["path", {
			d: "M4 18V6",
			key: "1rz3zl"
		}],
		["path", {
			d: "M12 18V6",
			key: "zqpxq5"
		}],
		["path", {
			d: "M21 18h-4c0-4 4-3 4-6 0-1.5-2-2.5-4-1",
			key: "9jr5yi"
		}]
	]
};
__iconData$4.node;
var Heading2 = createLucideIcon(__iconData$4);
// node_modules/lucide-react/dist/esm/icons/images.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "images",
	size: 24,
	node: [
		["path", {
			d: "m22 11-1.296-1.296a2.4 2.4 0 0 0-3.408 0L11 16",
			key: "9kzy35"
		}],
		["path", {
			d: "M4 8a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2",
			key: "1t0f0t"
		}],
		["circle", {
			cx: "13",
			cy: "7",
			r: "1",
			fill: "currentColor",
			key: "1obus6"
		}],
		["rect", {
			x: "8",
			y: "2",
			width: "14",
			height: "14",
			rx: "2",
			key: "1gvhby"
		}]
	]
};
__iconData$3.node;
var Images = createLucideIcon(__iconData$3);
// node_modules/lucide-react/dist/esm/icons/list-collapse.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "list-collapse",
	size: 24,
	node: [
		["path", {
			d: "M10 5h11",
			key: "1hkqpe"
		}],
		["path", {
			d: "M10 12h11",
			key: "6m4ad9"
		}],
		["path", {
			d: "M10 19h11",
			key: "14g2nv"
		}],
		["path", {
			d: "m3 10 3-3-3-3",
			key: "i7pm08"
		}],
		["path", {
			d: "m3 20 3-3-3-3",
			key: "20gx1n"
		}]
	]
};
__iconData$2.node;
var ListCollapse = createLucideIcon(__iconData$2);
// node_modules/lucide-react/dist/esm/icons/square-code.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "square-code",
	size: 24,
	node: [
		["path", {
			d: "m10 9-3 3 3 3",
			key: "1oro0q"
		}],
		["path", {
			d: "m14 15 3-3-3-3",
			key: "bz13h7"
		}],
		["rect", {
			x: "3",
			y: "3",
			width: "18",
			height: "18",
			rx: "2",
			key: "h1oib"
		}]
	],
	aliases: ["code-square"]
};
__iconData$1.node;
var SquareCode = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/text-quote.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "text-quote",
	size: 24,
	node: [
		["path", {
			d: "M17 5H3",
			key: "1cn7zz"
		}],
		["path", {
			d: "M21 12H8",
			key: "scolzb"
		}],
		["path", {
			d: "M21 19H8",
			key: "13qgcb"
		}],
		["path", {
			d: "M3 12v7",
			key: "1ri8j3"
		}]
	]
};
__iconData.node;
var TextQuote = createLucideIcon(__iconData);
// libs/editor/src/extensions/blocks/block-names.ts
/**
* The node names and content groups of the block editor's schema (SPEC.md §3 "Content blocks"), in
* one place so the extensions, the document conversion and the rules agree on them.
*/
/** One node per kind of content block, plus the spoiler's title. */
var BLOCK_NODES = {
	text: "textRow",
	header: "headerBlock",
	code: "codeBlock",
	image: "imageBlock",
	spoiler: "spoilerBlock",
	spoilerTitle: "spoilerTitle",
	quote: "quoteBlock"
};
/**
* Every kind of block: what the document and a quote hold. A group named apart from Remirror's own
* tags ("block", "textBlock"), so no other extension's node can slip into the content expressions.
*/
var ANY_BLOCK_GROUP = "contentBlock";
/**
* The kinds of block a spoiler may hold: all but a quote (SPEC.md §5: "spoilers cannot contain
* quotes"). A content expression of the schema, so no command, paste or drop can put a quote into a
* spoiler at any depth: ProseMirror refuses content a node's expression does not allow.
*/
var SPOILER_CONTENT_GROUP = "spoilerContent";
/** The document: one or more blocks. */
var BLOCKS_DOCUMENT_CONTENT = `${ANY_BLOCK_GROUP}+`;
// libs/editor/src/document/blocks-document.ts
/**
* The v2 content blocks (`@vn/domain`'s model, SPEC.md §3 "Content blocks") as the block editor's
* document, and back. One node per block: a row (`textRow`) holds its markup as the markup editor
* holds a text (document/markup-document.ts); a header and code hold plain text; an image block keeps
* its pictures as an attribute; a spoiler holds its title (a node of its own, so it is edited in
* place) and its blocks; a quote its blocks.
*
* For every document the editor holds, document → blocks → document is the identity (the test beside
* this file proves it for every canonical body of the domain's generators). Blocks → document →
* blocks keeps every block, title, header, code and picture, and what a reader sees of each row
* (rows lose only what the markup editor loses: see markup-document.ts).
*/
/** A picture as the block keeps it: only the model's fields, and only if its addresses are safe. */
function cleanImage(image) {
	if (!isSafeImageUrl(image.preview) || !isSafeImageUrl(image.full)) return void 0;
	const clean = {
		preview: image.preview,
		full: image.full,
		alt: image.alt ?? ""
	};
	if (image.width !== void 0) clean.width = image.width;
	if (image.height !== void 0) clean.height = image.height;
	return clean;
}
/** The pictures of an image block's attribute, as the model has them. */
function imagesOfNode(node) {
	const images = node.attrs["images"];
	if (!Array.isArray(images)) return [];
	return images.flatMap((image) => cleanImage(image) ?? []);
}
function emptyRow(schema) {
	return schema.nodes[BLOCK_NODES.text].create();
}
function plainText(schema, text) {
	return text === "" ? [] : [schema.text(text)];
}
/** Nested blocks, at least one (a spoiler and a quote hold one empty row when given none). */
function nested(schema, blocks, inSpoiler) {
	const nodes = blockNodes(schema, blocks, { inSpoiler });
	return nodes.length > 0 ? nodes : [emptyRow(schema)];
}
/**
* The editor's nodes for blocks, as they are (no trailing row added): for a document, and for what a
* paste or a command puts into one. Pictures at addresses the model refuses are left out, and an
* image block left with none goes.
*/
function blockNodes(schema, blocks, { inSpoiler = false } = {}) {
	const { nodes } = schema;
	return blocks.flatMap((block) => {
		switch (block.type) {
			case "text": return [nodes[BLOCK_NODES.text].create(null, markupToInline(schema, parseMarkup(block.text)))];
			case "header": return [nodes[BLOCK_NODES.header].create(null, plainText(schema, block.text.replace(/\r\n|\r|\n/g, " ")))];
			case "code": return [nodes[BLOCK_NODES.code].create(null, plainText(schema, block.text.replace(/\r\n?/g, "\n")))];
			case "image": {
				const images = block.images.flatMap((image) => cleanImage(image) ?? []);
				return images.length > 0 ? [nodes[BLOCK_NODES.image].create({ images })] : [];
			}
			case "spoiler": return [nodes[BLOCK_NODES.spoiler].create(null, [nodes[BLOCK_NODES.spoilerTitle].create(null, plainText(schema, block.title)), ...nested(schema, block.blocks, true)])];
			case "quote": return inSpoiler ? blockNodes(schema, block.blocks, { inSpoiler }) : [nodes[BLOCK_NODES.quote].create(null, nested(schema, block.blocks, false))];
			default: return [];
		}
	});
}
/**
* The editor's document of a body of blocks, in the shape the editor keeps (the domain's
* `normalizeBlocks`: quotes lifted out of spoilers, titled spoilers, an empty row at the end).
*/
function blocksToDocument(schema, blocks) {
	return schema.nodes["doc"].create(null, blockNodes(schema, normalizeBlocks(blocks)));
}
/** The block a node of the editor stands for (`undefined` for a node that is no block). */
function blockOfNode(node) {
	switch (node.type.name) {
		case BLOCK_NODES.text: return {
			type: "text",
			text: serializeMarkup(inlineToMarkup(node.content))
		};
		case BLOCK_NODES.header: return {
			type: "header",
			text: node.textContent
		};
		case BLOCK_NODES.code: return {
			type: "code",
			text: node.textContent
		};
		case BLOCK_NODES.image: return {
			type: "image",
			images: imagesOfNode(node)
		};
		case BLOCK_NODES.spoiler: {
			const title = node.firstChild?.type.name === BLOCK_NODES.spoilerTitle ? node.firstChild : null;
			const blocks = [];
			node.forEach((child) => {
				if (child === title) return;
				const block = blockOfNode(child);
				if (block) blocks.push(block);
			});
			return {
				type: "spoiler",
				title: title?.textContent ?? "",
				blocks
			};
		}
		case BLOCK_NODES.quote: return {
			type: "quote",
			blocks: nodesToBlocks(node.content)
		};
		default: return;
	}
}
/** The blocks of a run of the editor's nodes (a document's or a container's content, a slice). */
function nodesToBlocks(content) {
	const blocks = [];
	content.forEach((node) => {
		const block = blockOfNode(node);
		if (block) blocks.push(block);
	});
	return blocks;
}
/**
* The blocks of the editor's document, as it holds them. What the editor reports is these,
* normalised (`normalizeBlocks`): a spoiler's title left blank while it is edited reads "Спойлер".
*/
function documentToBlocks(doc) {
	return nodesToBlocks(doc.content);
}
// libs/editor/src/extensions/blocks/blocks-content.css.ts
var blocksContent = "_91fk3g0";
// libs/editor/src/extensions/blocks/block-rules-extension.ts
/** Whether a node is an empty row: a text block with nothing in it (the domain's `isEmptyTextBlock`). */
function isEmptyRow(node) {
	return node?.type.name === BLOCK_NODES.text && node.content.size === 0;
}
/** Every spoiler title of a document with its position (only containers are walked into). */
function spoilerTitles(doc) {
	const titles = [];
	doc.descendants((node, position) => {
		if (node.type.name === BLOCK_NODES.spoilerTitle) titles.push({
			node,
			position
		});
		return !node.isTextblock && !node.isAtom;
	});
	return titles;
}
function isBlank(title) {
	return title.textContent.trim() === "";
}
function holdsSelection(state, node, position) {
	const { from, to } = state.selection;
	return from > position && to < position + node.nodeSize;
}
/**
* The rules of SPEC.md §5 "Editor" that a document cannot say by its schema, applied after every
* change whatever made it (typing, a command, a paste, a drop, undo): an empty row always ends the
* document; a spoiler's title left blank becomes "Спойлер" once the caret is out of it (while it is
* in, the title shows "Спойлер" greyed, as a hint).
*/
function applyBlockRules(state) {
	const tr = state.tr;
	const { schema } = state;
	for (const { node, position } of spoilerTitles(state.doc)) {
		if (!isBlank(node) || holdsSelection(state, node, position)) continue;
		const from = tr.mapping.map(position + 1);
		const to = tr.mapping.map(position + 1 + node.content.size);
		tr.replaceWith(from, to, schema.text(DEFAULT_SPOILER_TITLE));
	}
	if (!isEmptyRow(tr.doc.lastChild)) tr.insert(tr.doc.content.size, schema.nodes[BLOCK_NODES.text].create());
	return tr.docChanged ? tr : null;
}
/**
* Deleting in an empty row removes it (SPEC.md §5 "Editor"; the domain's `removeEmptyRow`):
* Backspace puts the caret at the end of what came before, Delete at the start of what comes after
* (a picture block is selected instead). A spoiler's or a quote's only row cannot go (they hold at
* least one block): Backspace then goes to the spoiler's title, or takes away the quote around the
* row. The last row of the document goes and comes back (one always ends it), so Backspace there
* moves up.
*/
function deleteEmptyRow(direction) {
	return ({ state, tr, dispatch }) => {
		const { selection } = state;
		if (!(selection instanceof TextSelection) || !selection.empty) return false;
		const { $from } = selection;
		if (!isEmptyRow($from.parent)) return false;
		const container = $from.node(-1);
		const index = $from.index(-1);
		const before = $from.before();
		const after = $from.after();
		if (!container.canReplace(index, index + 1)) {
			if (container.type.name === BLOCK_NODES.spoiler) {
				if (direction === "backward") dispatch?.(tr.setSelection(TextSelection.create(tr.doc, before - 1)));
				return true;
			}
			if (container.type.name === BLOCK_NODES.quote) {
				if (direction === "forward") return true;
				const quote = $from.before(-1);
				tr.replaceWith(quote, quote + container.nodeSize, $from.parent);
				dispatch?.(tr.setSelection(TextSelection.create(tr.doc, quote + 1)).scrollIntoView());
				return true;
			}
			return false;
		}
		const isLast = $from.depth === 1 && index === container.childCount - 1;
		if (direction === "forward" && isLast && !isEmptyRow(container.child(index - 1))) return false;
		if (!dispatch) return true;
		tr.delete(before, after);
		const $at = tr.doc.resolve(Math.min(before, tr.doc.content.size));
		dispatch(tr.setSelection(Selection.near($at, direction === "backward" ? -1 : 1)).scrollIntoView());
		return true;
	};
}
/**
* Backspace at the start of a textblock right after a picture block selects the pictures, and
* Delete at the end of one right before them: a second press removes them. (ProseMirror would
* remove them at once.)
*/
function selectAdjacentAtom(direction) {
	return ({ state, tr, dispatch }) => {
		const { $from, empty } = state.selection;
		if (!empty || !$from.parent.isTextblock) return false;
		if (!(direction === "backward" ? $from.parentOffset === 0 : $from.parentOffset === $from.parent.content.size)) return false;
		const edge = direction === "backward" ? $from.before() : $from.after();
		const $edge = state.doc.resolve(edge);
		const atom = direction === "backward" ? $edge.nodeBefore : $edge.nodeAfter;
		if (!atom?.isBlock || !atom.isAtom) return false;
		const position = direction === "backward" ? edge - atom.nodeSize : edge;
		dispatch?.(tr.setSelection(NodeSelection.create(tr.doc, position)));
		return true;
	};
}
function chain(...commands) {
	return (props) => commands.some((command) => command(props));
}
/**
* The block editor's rules (SPEC.md §5 "Editor") that are not the schema's: the trailing empty row,
* the default spoiler title (see {@link applyBlockRules}), deleting an empty row (see
* {@link deleteEmptyRow}). "Spoilers cannot contain quotes" is the schema's content expressions
* (block-names.ts).
*/
var BlockRulesExtension = class extends PlainExtension {
	static defaultPriority = ExtensionPriority.High;
	get name() {
		return "blockRules";
	}
	createExternalPlugins() {
		return [new Plugin({
			appendTransaction: (transactions, _old, state) => transactions.some((transaction) => transaction.docChanged || transaction.selectionSet) ? applyBlockRules(state) : null,
			props: { decorations: (state) => DecorationSet.create(state.doc, spoilerTitles(state.doc).filter(({ node }) => isBlank(node)).map(({ node, position }) => Decoration.node(position, position + node.nodeSize, {
				"data-blank": "",
				"data-placeholder": DEFAULT_SPOILER_TITLE
			}))) }
		})];
	}
	createKeymap() {
		return {
			Backspace: chain(deleteEmptyRow("backward"), selectAdjacentAtom("backward")),
			Delete: chain(deleteEmptyRow("forward"), selectAdjacentAtom("forward"))
		};
	}
};
// libs/editor/src/extensions/blocks/plain-text-blocks.ts
/**
* Turning rows into headers or code and back (SPEC.md §3: a header is plain text, code is plain text
* shown as typed). Shared by the header and the code extensions.
*/
/** The kinds of block the header and code tools turn into one another. */
var CONVERTIBLE = /* @__PURE__ */ new Set([
	BLOCK_NODES.text,
	BLOCK_NODES.header,
	BLOCK_NODES.code
]);
/**
* The text of a block as plain text: a row's line breaks become `lineSeparator`, its pictures,
* stickers, smiles and mentions their text (`leafText`), its formatting is dropped.
*/
function plainTextOf(node, lineSeparator) {
	return node.textBetween(0, node.content.size, void 0, (leaf) => leaf.type.name === "lineBreak" ? lineSeparator : leaf.type.spec.leafText?.(leaf) ?? "");
}
/** A row holding plain text: its lines joined by line breaks (code keeps its lines this way). */
function rowOfPlainText(schema, text) {
	const content = [];
	text.split("\n").forEach((line, index) => {
		if (index > 0) content.push(schema.nodes["lineBreak"].create());
		if (line !== "") content.push(schema.text(line));
	});
	return schema.nodes[BLOCK_NODES.text].create(null, content);
}
/** `node` as a block of `target`, keeping its text (see {@link plainTextOf}). */
function converted(node, target) {
	const { schema } = target;
	if (target.name === BLOCK_NODES.text) return rowOfPlainText(schema, node.textContent);
	const text = plainTextOf(node, target.name === BLOCK_NODES.code ? "\n" : " ");
	return target.create(null, text === "" ? null : schema.text(text));
}
/** The rows, headers and code blocks the selection touches, with their positions. */
function convertibleBlocks(doc, from, to) {
	const found = [];
	doc.nodesBetween(from, to, (node, position) => {
		if (!node.isTextblock) return true;
		if (CONVERTIBLE.has(node.type.name)) found.push({
			node,
			position
		});
		return false;
	});
	return found;
}
/** Where a position stands: in which of the blocks, how far into its text. */
function placeIn(blocks, position) {
	const index = blocks.findIndex(({ node, position: start }) => position > start && position <= start + node.nodeSize - 1);
	return index < 0 ? void 0 : {
		index,
		offset: position - blocks[index].position - 1
	};
}
/**
* Turns the rows, headers and code blocks of the selection into blocks of `type`, or back into rows
* when all of them already are of `type`: what a toolbar toggle does. The caret stays where it was in
* the text. Fails (and so shows the tool as unavailable) when the selection touches none, as in a
* spoiler's title.
*/
function toggleTextblockType(type) {
	return ({ state, tr, dispatch }) => {
		const { from, to, anchor, head } = state.selection;
		const blocks = convertibleBlocks(state.doc, from, to);
		if (blocks.length === 0) return false;
		const target = blocks.every(({ node }) => node.type === type) ? state.schema.nodes[BLOCK_NODES.text] : type;
		if (!dispatch) return true;
		const anchorAt = placeIn(blocks, anchor);
		const headAt = placeIn(blocks, head);
		const made = [];
		for (const { node, position } of [...blocks].reverse()) {
			const next = node.type === target ? node : converted(node, target);
			if (next !== node) tr.replaceWith(position, position + node.nodeSize, next);
			made.unshift({
				node: next,
				position
			});
		}
		const restored = (place, fallback) => {
			if (!place) return tr.mapping.map(fallback);
			const { node, position } = made[place.index];
			return tr.mapping.map(position, -1) + 1 + Math.min(place.offset, node.content.size);
		};
		tr.setSelection(TextSelection.create(tr.doc, restored(anchorAt, anchor), restored(headAt, head)));
		dispatch(tr.scrollIntoView());
		return true;
	};
}
// libs/editor/src/extensions/blocks/code-block-extension.ts
/**
* A code block (SPEC.md §3 "Content blocks": code): plain text shown as typed, in a fixed-width
* font. Enter inside makes a new line (ProseMirror's `code` nodes); Ctrl+Enter leaves it for a new
* row after it; Backspace in an empty one makes it a row.
*/
var CodeBlockExtension = class extends NodeExtension {
	static disableExtraAttributes = true;
	get name() {
		return BLOCK_NODES.code;
	}
	createTags() {
		return [
			ExtensionTag.Block,
			ExtensionTag.FormattingNode,
			ExtensionTag.Code
		];
	}
	createNodeSpec(_extra, override) {
		return {
			...override,
			group: `${ANY_BLOCK_GROUP} ${SPOILER_CONTENT_GROUP}`,
			content: "text*",
			marks: "",
			code: true,
			defining: true,
			parseDOM: [{
				tag: "pre",
				preserveWhitespace: "full"
			}],
			toDOM: () => [
				"pre",
				{
					"data-block": "code",
					spellcheck: "false"
				},
				["code", 0]
			]
		};
	}
	/** Makes the rows (and headers) of the selection code, or code rows again (lines as line breaks). */
	toggleCode() {
		return toggleTextblockType(this.type);
	}
	/** In an empty code block, Backspace makes it an empty row (which the next Backspace removes). */
	emptyCodeToRow() {
		return ({ state, tr, dispatch }) => {
			const { $from, empty } = state.selection;
			if (!empty || $from.parent.type !== this.type || $from.parent.content.size !== 0) return false;
			dispatch?.(tr.setNodeMarkup($from.before(), state.schema.nodes[BLOCK_NODES.text]));
			return true;
		};
	}
	createKeymap() {
		return { Backspace: this.emptyCodeToRow() };
	}
	createCommands() {
		return { toggleCode: () => this.toggleCode() };
	}
};
// libs/editor/src/extensions/blocks/header-block-extension.ts
/**
* A header block (SPEC.md §3 "Content blocks": header): one line of plain text, no formatting. Shown
* as the article's section heading (`<h2>`; the article's own title is its `<h1>`). Enter at its end
* starts a row; Backspace at its start makes it a row again.
*/
var HeaderBlockExtension = class extends NodeExtension {
	static disableExtraAttributes = true;
	get name() {
		return BLOCK_NODES.header;
	}
	createTags() {
		return [ExtensionTag.Block, ExtensionTag.FormattingNode];
	}
	createNodeSpec(_extra, override) {
		return {
			...override,
			group: `${ANY_BLOCK_GROUP} ${SPOILER_CONTENT_GROUP}`,
			content: "text*",
			marks: "",
			defining: true,
			parseDOM: [
				1,
				2,
				3,
				4,
				5,
				6
			].map((level) => ({ tag: `h${level}` })),
			toDOM: () => [
				"h2",
				{ "data-block": "header" },
				0
			]
		};
	}
	/** Makes the rows (and code) of the selection headers, or headers rows again. */
	toggleHeader() {
		return toggleTextblockType(this.type);
	}
	/** At the very start of a header, makes it a row, keeping its text. */
	headerToRowAtStart() {
		return ({ state, tr, dispatch }) => {
			const { $from, empty } = state.selection;
			if (!empty || $from.parent.type !== this.type || $from.parentOffset !== 0) return false;
			dispatch?.(tr.setNodeMarkup($from.before(), state.schema.nodes[BLOCK_NODES.text]));
			return true;
		};
	}
	createKeymap() {
		return { Backspace: this.headerToRowAtStart() };
	}
	createCommands() {
		return { toggleHeader: () => this.toggleHeader() };
	}
};
// libs/editor/src/extensions/blocks/image-block-transactions.ts
/** Changes to an image block's pictures, shared by its commands and its node view. */
/** The image block a selection has selected (a click on it, arrows onto it), with its position. */
function selectedImageBlock(state) {
	const { selection } = state;
	return selection instanceof NodeSelection && selection.node.type.name === BLOCK_NODES.image ? {
		node: selection.node,
		position: selection.from
	} : void 0;
}
/** The pictures of the image block at `position` replaced by `images` (none: the block goes). */
function replaceImages(tr, position, images) {
	const node = tr.doc.nodeAt(position);
	if (node?.type.name !== BLOCK_NODES.image) return tr;
	if (images.length > 0) return tr.setNodeMarkup(position, void 0, { images: [...images] });
	const $position = tr.doc.resolve(position);
	const index = $position.index();
	if ($position.parent.canReplace(index, index + 1)) tr.delete(position, position + node.nodeSize);
	else tr.replaceWith(position, position + node.nodeSize, tr.doc.type.schema.nodes[BLOCK_NODES.text].create());
	return tr.setSelection(TextSelection.near(tr.doc.resolve(Math.min(position, tr.doc.content.size))));
}
// libs/editor/src/extensions/blocks/ImageBlockView.css.ts
var imageBlock = "yzinow0";
var picture = "yzinow1";
var image = "yzinow2";
var pictureControls = "yzinow3";
var altField = "yzinow4";
// libs/editor/src/extensions/blocks/ImageBlockView.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* An image block as the writer sees it (SPEC.md §3 "Content blocks": image): its pictures side by
* side, each with its description (the alt text readers' screen readers say) and a button that
* removes it. The fields and buttons are the page's own controls inside the text: ProseMirror leaves
* their keys and clicks alone (the node view stops them); Escape in a description goes back to the
* text with the block selected.
*/
function ImageBlockView({ node, view, getPosition }) {
	const images = imagesOfNode(node);
	const editable = view.editable;
	const change = (next) => {
		const position = getPosition();
		if (position === void 0) return;
		view.dispatch(replaceImages(view.state.tr, position, next));
	};
	const backToText = (event) => {
		if (event.key !== "Escape") return;
		const position = getPosition();
		view.focus();
		if (position !== void 0) view.dispatch(view.state.tr.setSelection(NodeSelection.create(view.state.doc, position)));
	};
	const numbered = (name, index) => images.length > 1 ? `${name} ${index + 1}` : name;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: imageBlock,
		"data-block-view": "image",
		children: images.map((image$1, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: picture,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
				src: image$1.preview,
				alt: image$1.alt.trim() || "Изображение",
				...image$1.width !== void 0 ? { width: image$1.width } : {},
				...image$1.height !== void 0 ? { height: image$1.height } : {},
				className: image,
				draggable: false
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: pictureControls,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					label: numbered("Описание изображения", index),
					size: "sm",
					value: image$1.alt,
					isReadOnly: !editable,
					onChange: (alt) => change(images.map((other, at) => at === index ? {
						...other,
						alt
					} : other)),
					onKeyDown: backToText,
					className: altField
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "ghost",
					size: "sm",
					iconOnly: true,
					"aria-label": numbered("Убрать изображение", index),
					isDisabled: !editable,
					onPress: () => change(images.filter((_, at) => at !== index)),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
						"aria-hidden": true,
						size: "1em"
					})
				})]
			})]
		}, index))
	});
}
// libs/editor/src/extensions/blocks/image-block-extension.ts
/** A size attribute of a pasted picture in whole pixels, or `undefined` when it is not one. */
function pixels(value) {
	return value !== null && /^\d{1,5}$/.test(value) ? Number(value) : void 0;
}
/** A picture of a copied image block (this editor's own HTML), if its addresses are allowed. */
function imageOfElement(element) {
	const preview = (element.getAttribute("src") ?? "").trim();
	const full = (element.getAttribute("data-full") ?? preview).trim();
	if (!isSafeImageUrl(preview) || !isSafeImageUrl(full)) return void 0;
	const image = {
		preview,
		full,
		alt: element.getAttribute("alt") ?? ""
	};
	const width = pixels(element.getAttribute("width"));
	const height = pixels(element.getAttribute("height"));
	if (width !== void 0) image.width = width;
	if (height !== void 0) image.height = height;
	return image;
}
function imageElement(image) {
	return ["img", {
		src: image.preview,
		"data-full": image.full,
		alt: image.alt,
		...image.width !== void 0 ? { width: String(image.width) } : {},
		...image.height !== void 0 ? { height: String(image.height) } : {}
	}];
}
/**
* An image block (SPEC.md §3 "Content blocks": a list of images with preview, full, width, height
* and alt): pictures side by side. An atom: the caret passes it, the arrow keys and a click select
* it, Backspace or Delete then removes it. Its pictures are an attribute; the writer sees them with a
* description field ("Описание изображения", the alt text) and a remove button each (ImageBlockView);
* Tab on a selected block moves the focus to its first description.
*/
var ImageBlockExtension = class extends NodeExtension {
	static disableExtraAttributes = true;
	ReactComponent = ImageBlockView;
	get name() {
		return BLOCK_NODES.image;
	}
	createTags() {
		return [ExtensionTag.Block, ExtensionTag.Media];
	}
	createNodeSpec(_extra, override) {
		return {
			...override,
			group: `${ANY_BLOCK_GROUP} ${SPOILER_CONTENT_GROUP}`,
			atom: true,
			selectable: true,
			attrs: { images: {} },
			parseDOM: [{
				tag: "figure[data-block=\"image\"]",
				getAttrs: (dom) => {
					const images = Array.from(dom.querySelectorAll("img")).flatMap((element) => imageOfElement(element) ?? []);
					return images.length > 0 ? { images } : false;
				}
			}],
			toDOM: (node) => [
				"figure",
				{ "data-block": "image" },
				...imagesOfNode(node).map(imageElement)
			]
		};
	}
	/**
	* Adds pictures: to the selected image block, or as a new block after the cursor's block (in
	* place of the cursor's row when it is empty), followed by a row where the caret goes on.
	*/
	insertImageBlock(images) {
		return ({ state, tr, dispatch }) => {
			const safe = images.filter((image) => isSafeImageUrl(image.preview) && isSafeImageUrl(image.full));
			if (safe.length === 0) return false;
			if (!dispatch) return true;
			const selected = selectedImageBlock(state);
			if (selected) {
				replaceImages(tr, selected.position, [...imagesOfNode(selected.node), ...safe]);
				dispatch(tr.scrollIntoView());
				return true;
			}
			const { $from, to } = state.selection;
			const block = this.type.create({ images: safe });
			const row = state.schema.nodes[BLOCK_NODES.text];
			const emptyRow = $from.parent.type === row && $from.parent.content.size === 0;
			const start = emptyRow ? $from.before() : $from.parent.isTextblock ? $from.after() : to;
			const end = emptyRow ? $from.after() : start;
			tr.replaceWith(start, end, block);
			const after = start + block.nodeSize;
			if (tr.doc.resolve(after).nodeAfter?.type !== row) tr.insert(after, row.create());
			dispatch(tr.setSelection(TextSelection.create(tr.doc, after + 1)).scrollIntoView());
			return true;
		};
	}
	/** Sets the description (alt text) of picture `index` of the image block at `position`. */
	setImageAlt(position, index, alt) {
		return ({ tr, dispatch }) => {
			const node = tr.doc.nodeAt(position);
			if (node?.type !== this.type) return false;
			const images = imagesOfNode(node);
			if (!images[index]) return false;
			images[index] = {
				...images[index],
				alt
			};
			dispatch?.(replaceImages(tr, position, images));
			return true;
		};
	}
	/** Removes picture `index` of the image block at `position`; the block goes with its last one. */
	removeImage(position, index) {
		return ({ tr, dispatch }) => {
			const node = tr.doc.nodeAt(position);
			if (node?.type !== this.type) return false;
			const images = imagesOfNode(node);
			if (!images[index]) return false;
			dispatch?.(replaceImages(tr, position, images.filter((_, at) => at !== index)));
			return true;
		};
	}
	/**
	* Tab on a selected image block: the focus goes to its first description field. (Enter there
	* starts a row after it, as on any selected block: the way on after a picture that ends a spoiler.)
	*/
	focusSelectedImageBlock() {
		return ({ state, view }) => {
			const selected = selectedImageBlock(state);
			const field = selected && view?.nodeDOM(selected.position);
			const input = field instanceof HTMLElement ? field.querySelector("input") : null;
			if (!input) return false;
			input.focus();
			return true;
		};
	}
	createKeymap() {
		return { Tab: this.focusSelectedImageBlock() };
	}
	createCommands() {
		return {
			insertImageBlock: (images) => this.insertImageBlock(images),
			setImageAlt: (position, index, alt) => this.setImageAlt(position, index, alt),
			removeImage: (position, index) => this.removeImage(position, index)
		};
	}
};
// libs/editor/src/extensions/blocks/spoiler-block-extension.ts
/** The depth of the innermost node of `name` around a position, if there is one. */
function depthOfAncestor($pos, name) {
	for (let depth = $pos.depth; depth > 0; depth--) if ($pos.node(depth).type.name === name) return depth;
}
/** Whether a run of nodes holds a quote at any depth. */
function holdsQuote(nodes) {
	let found = false;
	for (const node of nodes) {
		if (node.type.name === BLOCK_NODES.quote) return true;
		node.descendants((child) => {
			if (child.type.name === BLOCK_NODES.quote) found = true;
			return !found;
		});
	}
	return found;
}
/**
* A spoiler block (SPEC.md §3 "Content blocks": spoiler, title and nested blocks): blocks hidden
* behind a titled toggle for readers, shown open and framed to the writer. It holds its title (see
* `SpoilerTitleExtension`) and then any block but a quote: the schema's content expression keeps
* quotes out at every depth (SPEC.md §5 "spoilers cannot contain quotes").
*/
var SpoilerBlockExtension = class extends NodeExtension {
	static disableExtraAttributes = true;
	get name() {
		return BLOCK_NODES.spoiler;
	}
	createTags() {
		return [ExtensionTag.Block];
	}
	createNodeSpec(_extra, override) {
		return {
			...override,
			group: `${ANY_BLOCK_GROUP} ${SPOILER_CONTENT_GROUP}`,
			content: `${BLOCK_NODES.spoilerTitle} ${SPOILER_CONTENT_GROUP}+`,
			defining: true,
			parseDOM: [{ tag: "div[data-block=\"spoiler\"]" }],
			toDOM: () => [
				"div",
				{ "data-block": "spoiler" },
				0
			]
		};
	}
	/**
	* Hides the blocks of the selection (or the cursor's block) in a new spoiler titled "Спойлер"
	* (SPEC.md §5), and selects the title so that typing renames it. Quotes among those blocks give
	* way to what they quoted, as the domain's `liftQuotesOutOfSpoilers` does.
	*/
	wrapInSpoiler() {
		return ({ state, tr, dispatch }) => {
			const { $from, $to } = state.selection;
			const range = $from.blockRange($to, (parent) => parent.type.contentMatch.matchType(this.type) !== null);
			if (!range) return false;
			if (!dispatch) return true;
			const { schema } = state;
			const blocks = [];
			for (let index = range.startIndex; index < range.endIndex; index++) blocks.push(range.parent.child(index));
			const content = holdsQuote(blocks) ? blockNodes(schema, liftQuotesOutOfSpoilers(nodesToBlocks(blocks)), { inSpoiler: true }) : blocks;
			const spoiler = this.type.create(null, [schema.nodes[BLOCK_NODES.spoilerTitle].create(null, schema.text(DEFAULT_SPOILER_TITLE)), ...content.length > 0 ? content : [schema.nodes[BLOCK_NODES.text].create()]]);
			tr.replaceWith(range.start, range.end, spoiler);
			const titleText = range.start + 2;
			tr.setSelection(TextSelection.create(tr.doc, titleText, titleText + DEFAULT_SPOILER_TITLE.length));
			dispatch(tr.scrollIntoView());
			return true;
		};
	}
	/**
	* Takes away the spoiler the cursor is in, keeping its blocks where it stood. A title someone
	* wrote stays too, as a row before them; the default "Спойлер" goes.
	*/
	unwrapSpoiler() {
		return ({ state, tr, dispatch }) => {
			const depth = depthOfAncestor(state.selection.$from, this.name);
			if (depth === void 0) return false;
			if (!dispatch) return true;
			unwrapSpoilerAt(tr, state.selection.$from.before(depth));
			dispatch(tr.scrollIntoView());
			return true;
		};
	}
	/** In a spoiler, takes it away ({@link unwrapSpoiler}); elsewhere, adds one ({@link wrapInSpoiler}). */
	toggleSpoilerBlock() {
		const unwrap = this.unwrapSpoiler();
		const wrap = this.wrapInSpoiler();
		return (props) => unwrap(props) || wrap(props);
	}
	createCommands() {
		return {
			toggleSpoilerBlock: () => this.toggleSpoilerBlock(),
			wrapInSpoiler: () => this.wrapInSpoiler(),
			unwrapSpoiler: () => this.unwrapSpoiler()
		};
	}
};
/** Replaces the spoiler at `position` with its blocks (see `unwrapSpoiler`), the caret kept. */
function unwrapSpoilerAt(tr, position) {
	const spoiler = tr.doc.nodeAt(position);
	const title = spoiler?.firstChild;
	if (!spoiler || !title) return;
	const { schema } = tr.doc.type;
	const wasInTitle = tr.selection.from > position + 1 && tr.selection.from < position + 1 + title.nodeSize;
	const written = title.textContent.trim();
	const keptTitle = written === "" || normalizeSpoilerTitle(written) === "Спойлер" ? Fragment.empty : Fragment.from(schema.nodes[BLOCK_NODES.text].create(null, schema.text(title.textContent)));
	const end = position + spoiler.nodeSize;
	tr.step(new ReplaceAroundStep(position, end, position + 1 + title.nodeSize, end - 1, new Slice(keptTitle, 0, 0), keptTitle.size));
	if (wasInTitle) tr.setSelection(TextSelection.near(tr.doc.resolve(position + 1)));
}
// libs/editor/src/extensions/blocks/quote-block-extension.ts
/**
* A quote block (SPEC.md §3 "Content blocks": quote, nested blocks): any blocks, quoted. Not in the
* group a spoiler holds (SPEC.md §5: "spoilers cannot contain quotes"), so the schema itself refuses
* a quote inside a spoiler at any depth, and the quote tool is unavailable there. Enter in an empty
* last row leaves the quote (ProseMirror's `liftEmptyBlock`).
*/
var QuoteBlockExtension = class extends NodeExtension {
	static disableExtraAttributes = true;
	get name() {
		return BLOCK_NODES.quote;
	}
	createTags() {
		return [ExtensionTag.Block, ExtensionTag.FormattingNode];
	}
	createNodeSpec(_extra, override) {
		return {
			...override,
			group: ANY_BLOCK_GROUP,
			content: `${ANY_BLOCK_GROUP}+`,
			defining: true,
			parseDOM: [{ tag: "blockquote" }],
			toDOM: () => [
				"blockquote",
				{ "data-block": "quote" },
				0
			]
		};
	}
	/** Quotes the blocks of the selection (or the cursor's block); fails inside a spoiler. */
	wrapInQuote() {
		return ({ state, tr, dispatch }) => {
			const { $from, $to } = state.selection;
			const range = $from.blockRange($to);
			const wrapping = range && findWrapping(range, this.type);
			if (!range || !wrapping) return false;
			dispatch?.(tr.wrap(range, wrapping).scrollIntoView());
			return true;
		};
	}
	/** Takes away the quote the cursor is in, keeping its blocks where it stood. */
	unwrapQuote() {
		return ({ state, tr, dispatch }) => {
			const { $from } = state.selection;
			const depth = depthOfAncestor($from, this.name);
			if (depth === void 0) return false;
			const quote = $from.node(depth);
			const inside = state.doc.resolve($from.start(depth));
			const range = new NodeRange(inside, state.doc.resolve($from.end(depth)), depth);
			const target = liftTarget(range);
			if (target === null || quote.childCount === 0) return false;
			dispatch?.(tr.lift(range, target).scrollIntoView());
			return true;
		};
	}
	/** In a quote, takes it away ({@link unwrapQuote}); elsewhere, adds one ({@link wrapInQuote}). */
	toggleQuoteBlock() {
		const unwrap = this.unwrapQuote();
		const wrap = this.wrapInQuote();
		return (props) => unwrap(props) || wrap(props);
	}
	createCommands() {
		return {
			toggleQuoteBlock: () => this.toggleQuoteBlock(),
			wrapInQuote: () => this.wrapInQuote(),
			unwrapQuote: () => this.unwrapQuote()
		};
	}
};
// libs/editor/src/extensions/blocks/spoiler-title-extension.ts
/**
* The title of a spoiler block (SPEC.md §3 "Content blocks": spoiler title), its first child, edited
* in place: one line of plain text. Left blank, it reads "Спойлер" (SPEC.md §5; the block rules fill
* it in once the caret leaves it). Enter goes on to the spoiler's first row; Backspace at its start
* selects the whole spoiler, so a second Backspace removes it.
*/
var SpoilerTitleExtension = class extends NodeExtension {
	static disableExtraAttributes = true;
	get name() {
		return BLOCK_NODES.spoilerTitle;
	}
	createNodeSpec(_extra, override) {
		return {
			...override,
			content: "text*",
			marks: "",
			isolating: true,
			defining: true,
			parseDOM: [{ tag: "div[data-block=\"spoiler-title\"]" }],
			toDOM: () => [
				"div",
				{ "data-block": "spoiler-title" },
				0
			]
		};
	}
	/** From the title to the start of the spoiler's first row (a new row when it starts otherwise). */
	enterSpoilerContent() {
		return ({ state, tr, dispatch }) => {
			const { $head } = state.selection;
			if ($head.parent.type !== this.type) return false;
			if (!dispatch) return true;
			const afterTitle = $head.after();
			if (tr.doc.resolve(afterTitle).nodeAfter?.type.name !== BLOCK_NODES.text) tr.insert(afterTitle, state.schema.nodes[BLOCK_NODES.text].create());
			dispatch(tr.setSelection(TextSelection.create(tr.doc, afterTitle + 1)).scrollIntoView());
			return true;
		};
	}
	/** At the very start of the title, selects the whole spoiler. */
	selectSpoilerAtTitleStart() {
		return ({ state, tr, dispatch }) => {
			const { $from, empty } = state.selection;
			if (!empty || $from.parent.type !== this.type || $from.parentOffset !== 0) return false;
			dispatch?.(tr.setSelection(NodeSelection.create(tr.doc, $from.before(-1))));
			return true;
		};
	}
	createKeymap() {
		return {
			Enter: this.enterSpoilerContent(),
			Backspace: this.selectSpoilerAtTitleStart()
		};
	}
};
// libs/editor/src/extensions/blocks/text-row-extension.ts
/**
* A text block (SPEC.md §3 "Content blocks": text): one row of the rich-text markup, held as the
* markup editor holds it — text with the formatting marks, line breaks (Shift+Enter) and the inline
* leaves. Enter starts a new row (the default block of every container, so it is listed first).
*/
var TextRowExtension = class extends NodeExtension {
	static disableExtraAttributes = true;
	get name() {
		return BLOCK_NODES.text;
	}
	createTags() {
		return [ExtensionTag.Block, ExtensionTag.LastNodeCompatible];
	}
	createNodeSpec(_extra, override) {
		return {
			...override,
			group: `${ANY_BLOCK_GROUP} ${SPOILER_CONTENT_GROUP}`,
			content: "inline*",
			parseDOM: [{
				tag: "p",
				priority: 60
			}],
			toDOM: () => ["p", 0]
		};
	}
};
// libs/editor/src/extensions/blocks/blocks-extensions.ts
/**
* Every content block of SPEC.md §3 as the block editor's nodes, the rows' markup (every tag, as in
* the markup editor; Enter makes a new row, Shift+Enter a line break inside one) and the block rules
* of §5. The row comes first: it is the block Enter makes and an empty document holds.
*/
function blocksExtensions() {
	return [
		new TextRowExtension(),
		new HeaderBlockExtension(),
		new CodeBlockExtension(),
		new ImageBlockExtension(),
		new SpoilerBlockExtension(),
		new SpoilerTitleExtension(),
		new QuoteBlockExtension(),
		new BlockRulesExtension(),
		...markupExtensions({ enterBreaksLine: false })
	];
}
// libs/editor/src/extensions/blocks/blocks-paste-extension.ts
/** Line ends of any platform. */
var LINE_END = /\r\n|\r|\n/;
/**
* The caret's textblock holds plain text (a header, code or a spoiler's title): what goes in there is
* text only, on one line but in code.
*/
function plainTarget(tr) {
	const parent = tr.selection.$from.parent;
	if (parent.type.name === BLOCK_NODES.code) return "code";
	return parent.isTextblock && parent.type.name !== BLOCK_NODES.text ? "line" : void 0;
}
function insertPlainText(tr, text, target) {
	const clean = target === "code" ? text.replace(/\r\n?/g, "\n") : text.split(LINE_END).join(" ");
	if (clean === "") tr.deleteSelection();
	else tr.insertText(clean);
}
/**
* Puts blocks in place of the selection. A first and a last row merge with the row the caret is in,
* so a pasted phrase stays in its sentence; other blocks go between rows. In a spoiler, quotes give
* way to what they quote (SPEC.md §5).
*/
function insertBlocks(tr, blocks) {
	const { schema } = tr.doc.type;
	const nodes = blockNodes(schema, blocks, { inSpoiler: depthOfAncestor(tr.selection.$from, BLOCK_NODES.spoiler) !== void 0 });
	if (nodes.length === 0) {
		tr.deleteSelection();
		return;
	}
	const isRow = (node) => node?.type.name === BLOCK_NODES.text;
	const openStart = isRow(nodes[0]) ? 1 : 0;
	const openEnd = isRow(nodes.at(-1)) ? 1 : 0;
	tr.replaceSelection(new Slice(Fragment.fromArray(nodes), openStart, openEnd));
}
/**
* Paste into the block editor (SPEC.md §5: "Pasted rich text is reduced to allowed markup, falling
* back to plain text"): another site's HTML becomes blocks by the domain's conversion of legacy
* bodies (`legacyHtmlToBlocks`: paragraphs rows, headings headers, pre code, blockquote quotes, img
* image blocks, b/i/u/s/a their markup; everything else only its text, nothing unsafe); plain text
* goes in line by line, a row per line, with the formatting at the caret. Into a header, code or a
* spoiler's title only text goes. Image files are uploaded into an image block (`onImageFiles`).
*/
var BlocksPasteExtension = class extends PasteExtension {
	get name() {
		return "blocksPaste";
	}
	insertHtml(tr, html) {
		const blocks = legacyHtmlToBlocks(html);
		const target = plainTarget(tr);
		if (target) {
			insertPlainText(tr, markupPlainText(parseMarkup(blocksToMarkup(blocks))), target);
			return;
		}
		insertBlocks(tr, blocks);
	}
	insertText(tr, text) {
		const target = plainTarget(tr);
		if (target) {
			insertPlainText(tr, text, target);
			return;
		}
		const { schema } = tr.doc.type;
		const marks = tr.storedMarks ?? tr.selection.$from.marks();
		const rows = text.split(LINE_END).map((line) => schema.nodes[BLOCK_NODES.text].create(null, line === "" ? null : schema.text(line, marks)));
		tr.replaceSelection(new Slice(Fragment.fromArray(rows), 1, 1));
	}
};
// libs/editor/src/BlocksEditor/BlocksEditorToolbar.tsx
/** Whether the caret is in a row, where the markup's inline tools apply. */
function useIsInRow() {
	const { selection } = useEditorState();
	return selection.$from.parent.type.name === BLOCK_NODES.text;
}
/**
* The block editor's tools (SPEC.md §3 "Content blocks"): the markup's inline tools for the row the
* caret is in (they rest in a header, code or a spoiler's title, which hold plain text), then one
* toggle per kind of block — header, quote (unavailable in a spoiler, SPEC.md §5), code, spoiler —
* and the pictures, then the preview. One Tab stop; the arrow keys move between tools.
*/
function BlocksEditorToolbar({ label, isDisabled, isPreview, onPreviewChange, withMentions, searchProjects, images }) {
	const active = useActive();
	const commands = useCommands();
	const { focus } = useRemirrorContext();
	const inRow = useIsInRow();
	const resting = isDisabled || isPreview;
	const inlineResting = resting || !inRow;
	const blockTools = [
		{
			label: "Заголовок",
			icon: Heading2,
			isOn: active.headerBlock(),
			isAvailable: commands.toggleHeader.enabled(),
			toggle: commands.toggleHeader
		},
		{
			label: "Цитата",
			icon: TextQuote,
			isOn: active.quoteBlock(),
			isAvailable: commands.toggleQuoteBlock.enabled(),
			toggle: commands.toggleQuoteBlock
		},
		{
			label: "Код",
			icon: SquareCode,
			isOn: active.codeBlock(),
			isAvailable: commands.toggleCode.enabled(),
			toggle: commands.toggleCode
		},
		{
			label: "Спойлер-блок",
			icon: ListCollapse,
			isOn: active.spoilerBlock(),
			isAvailable: commands.toggleSpoilerBlock.enabled(),
			toggle: commands.toggleSpoilerBlock
		}
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Toolbar, {
		"aria-label": `Оформление: ${label}`,
		className: editorToolbar,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormattingTools, { isDisabled: inlineResting }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToolbarSeparator, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkTool, { isDisabled: inlineResting }),
			searchProjects ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectLinkTool, {
				isDisabled: inlineResting,
				search: searchProjects
			}) : null,
			withMentions ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MentionTool, { isDisabled: inlineResting }) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SpoilerTool, { isDisabled: inlineResting }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StickerTool, { isDisabled: inlineResting }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SmileTool, { isDisabled: inlineResting }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToolbarSeparator, {}),
			blockTools.map((tool) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToolbarToggleButton, {
				label: tool.label,
				icon: tool.icon,
				isSelected: tool.isOn,
				isDisabled: resting || !tool.isAvailable,
				onChange: () => {
					tool.toggle();
					focus();
				}
			}, tool.label)),
			images ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)($b325d7bd7e74496a$export$6fb4a10d2c950550, {
				acceptedFileTypes: ["image/*"],
				allowsMultiple: true,
				onSelect: (list) => images.upload(list ? Array.from(list) : []),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToolbarButton, {
					label: "Изображения",
					icon: Images,
					isDisabled: resting || images.pending > 0
				})
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToolbarToggleButton, {
				label: "Предпросмотр",
				icon: Eye,
				showLabel: true,
				isSelected: isPreview,
				onChange: onPreviewChange,
				isDisabled,
				className: previewToggle
			})
		]
	});
}
// libs/editor/src/BlocksEditor/BlocksEditor.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function blocksOf(value) {
	return typeof value === "string" ? postBodyBlocks(value) : value;
}
/** A value as text, to tell a new value from the one the editor holds. */
function keyOf(value) {
	return typeof value === "string" ? `string:${value}` : JSON.stringify(value);
}
/** The users offered after `@`, only while the caret is in a row (in code "@" is a character). */
function RowMentionSuggestions(props) {
	return useIsInRow() ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MentionSuggestions, { ...props }) : null;
}
/**
* The writing surface for article bodies and reviews (SPEC.md §3 "Content blocks", Post, Review):
* rows of the rich-text markup with every inline tool, headers, code, pictures with their
* descriptions, spoilers with a title edited in place, quotes; the block rules of SPEC.md §5 (an
* empty row always ends the body, deleting in an empty row removes it, no quote in a spoiler, a
* spoiler is titled "Спойлер" by default); paste from other sites as blocks; a preview as readers
* will see it. Its value is the blocks, in and out; it works as a react-hook-form field.
*/
var BlocksEditor = (0, import_react.forwardRef)(function BlocksEditor({ label, value, onChange, onBlur, name, description, errorMessage, placeholder, maxLength, isDisabled = false, autoFocus = false, searchUsers, searchProjects, uploadImage, className }, ref) {
	const ids = useWritingFieldIds();
	const { manager, getContext } = useEditorManager(() => [...blocksExtensions(), new BlocksPasteExtension()], { content: BLOCKS_DOCUMENT_CONTENT });
	const documentOf = (0, import_react.useCallback)((body) => blocksToDocument(manager.schema, blocksOf(body)), [manager]);
	const [initialContent] = (0, import_react.useState)(() => manager.createState({ content: documentOf(value) }));
	const [blocks, setBlocks] = (0, import_react.useState)(() => normalizeBlocks(documentToBlocks(initialContent.doc)));
	const [isFocused, setFocused] = (0, import_react.useState)(false);
	const [isPreview, setPreview] = (0, import_react.useState)(false);
	const boxRef = (0, import_react.useRef)(null);
	const report = useEditorValue({
		value,
		keyOf,
		apply: (given) => getContext()?.setContent(documentOf(given), { triggerChange: true })
	});
	const handleChange = (0, import_react.useCallback)(({ tr, state, firstRender }) => {
		if (firstRender || tr && !tr.docChanged) return;
		const next = normalizeBlocks(documentToBlocks(state.doc));
		setBlocks(next);
		if (!tr || !report(next)) return;
		onChange?.(next);
	}, [onChange, report]);
	const insertImages = (0, import_react.useCallback)((sources, position) => {
		const context = getContext();
		if (!context) return;
		placeCaretAt(context.view, position);
		context.commands.insertImageBlock(sources.map((source) => ({
			preview: source,
			full: source,
			alt: ""
		})));
	}, [getContext]);
	const images = useImageUpload({
		upload: uploadImage,
		maxImages: void 0,
		countImages: () => 0,
		insert: insertImages
	});
	usePastedImages(manager.getExtension(BlocksPasteExtension), images.uploadFiles);
	(0, import_react.useImperativeHandle)(ref, () => ({ focus: () => getContext()?.focus() }), [getContext]);
	const length = (0, import_react.useMemo)(() => contentBlocksTextLength(blocks), [blocks]);
	const lengthNote = maxLength === void 0 ? void 0 : lengthLimitNote(length, maxLength);
	const isOver = maxLength !== void 0 && limitState(length, maxLength) === "over";
	const isInvalid = errorMessage !== void 0 || isOver;
	const attributes = useTextAttributes({
		getContext,
		ids,
		describedBy: [
			description != null && ids.description,
			lengthNote !== void 0 && ids.limits,
			errorMessage !== void 0 && ids.error
		],
		isInvalid,
		isDisabled,
		name
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WritingField, {
		ids,
		label,
		focusText: () => getContext()?.focus(),
		boxRef,
		isFocused,
		isInvalid,
		isDisabled,
		description,
		uploading: images.pending,
		limitNotes: lengthNote !== void 0 ? [lengthNote] : [],
		isOver,
		problems: images.problems,
		errorMessage,
		className,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Remirror, {
			manager,
			initialContent,
			onChange: handleChange,
			onFocus: () => setFocused(true),
			onBlur: () => {
				setFocused(false);
				onBlur?.();
			},
			attributes,
			editable: !isDisabled,
			autoFocus,
			placeholder,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BlocksEditorToolbar, {
					label,
					isDisabled,
					isPreview,
					onPreviewChange: setPreview,
					withMentions: searchUsers !== void 0,
					searchProjects,
					images: uploadImage ? {
						pending: images.pending,
						upload: (files) => void images.uploadFiles(files)
					} : void 0
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: `${editorContent} ${blocksContent}`,
					hidden: isPreview,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditorComponent, {}), searchUsers ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RowMentionSuggestions, {
						search: searchUsers,
						containerRef: boxRef
					}) : null]
				}),
				isPreview ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					role: "region",
					"aria-label": `Предпросмотр: ${label}`,
					className: preview,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BlocksView, {
						value: blocks,
						showHidden: true
					})
				}) : null
			]
		})
	});
});
export { BlocksEditor };

//# sourceMappingURL=blocks-editor-DQczBueB.js.map