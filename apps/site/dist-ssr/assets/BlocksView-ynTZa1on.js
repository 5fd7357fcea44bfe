import { o as normalizeSpoilerTitle } from "./values-DEmi3bLE.js";
import { n as postBodyBlocks } from "./post-body-DORV02fN.js";
import { t as ChevronRight } from "./chevron-right-DT8W57T4.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { a as $7705c033048f6da7$export$353f5b6fc5456de1 } from "./PortalProvider-DUo4OMmA.js";
import { G as $a3e16eab0ea4036c$export$74a362b31437ec83, K as $a3e16eab0ea4036c$export$feabaa331e1d464c } from "../entry-server.js";
import { a as spoilerPanel, i as spoilerChevron, o as spoilerTrigger, r as spoiler$1, t as MarkupView } from "./MarkupView-B6y90bdG.js";
/* empty css                               */
/* empty css                                    */
import "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// libs/domain/src/markup/editor-rules.ts
/**
* The block editor's rules (SPEC.md §5 "Editor"), as pure functions the editor applies after every
* change: spoiler default title "Спойлер"; spoilers cannot contain quotes; an empty text block is always
* kept at the end; deleting in an empty row removes it.
*/
/** A text block, empty unless given text. */
function createTextBlock(text = "") {
	return {
		type: "text",
		text
	};
}
/** Whether a block is an empty row: a text block with no text at all. */
function isEmptyTextBlock(block) {
	return block?.type === "text" && block.text === "";
}
function withoutQuotes(blocks, inSpoiler) {
	return blocks.flatMap((block) => {
		if (block.type === "spoiler") return [{
			...block,
			blocks: withoutQuotes(block.blocks, true)
		}];
		if (block.type === "quote") {
			const inner = withoutQuotes(block.blocks, inSpoiler);
			return inSpoiler ? inner : [{
				...block,
				blocks: inner
			}];
		}
		return [block];
	});
}
/**
* Blocks where no spoiler holds a quote, at any depth (SPEC.md §5: "spoilers cannot contain quotes"):
* a quote inside a spoiler is replaced by the blocks it quoted, so nothing typed is lost.
*/
function liftQuotesOutOfSpoilers(blocks) {
	return withoutQuotes(blocks, false);
}
function withSpoilerTitles(blocks) {
	return blocks.map((block) => {
		switch (block.type) {
			case "spoiler": return {
				...block,
				title: normalizeSpoilerTitle(block.title),
				blocks: withSpoilerTitles(block.blocks)
			};
			case "quote": return {
				...block,
				blocks: withSpoilerTitles(block.blocks)
			};
			default: return block;
		}
	});
}
/**
* Blocks in the shape the editor keeps (SPEC.md §5 "Editor"): quotes lifted out of spoilers, every
* spoiler titled (a blank title becomes "Спойлер"), and an empty text block at the end, appended when
* the last block is anything else. Idempotent.
*/
function normalizeBlocks(blocks) {
	const normalized = withSpoilerTitles(liftQuotesOutOfSpoilers(blocks));
	return isEmptyTextBlock(normalized.at(-1)) ? normalized : [...normalized, createTextBlock()];
}
// libs/editor/src/BlocksView/BlocksView.css.ts.vanilla.css
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
// libs/editor/src/BlocksView/BlocksView.css.ts
var blocks = "_17jlmb80";
var blocksView = "_17jlmb81 _17jlmb80";
var emptyRow = "_17jlmb82";
var header = "_17jlmb83";
var code = "_17jlmb84";
var images = "_17jlmb85";
var image = "_17jlmb86";
var imageLink = "_17jlmb87";
var spoiler = "_17jlmb88";
var quote = "_17jlmb89";
// libs/editor/src/BlocksView/BlocksView.tsx
var import_jsx_runtime = require_jsx_runtime();
/** What a picture without a description is called (as `MarkupView` calls a markup picture). */
var UNDESCRIBED_IMAGE = "Изображение";
/** The blocks worth drawing: the empty rows a list ends with are the editor's, not the writer's. */
function shownBlocks(blocks) {
	let end = blocks.length;
	while (end > 0 && isEmptyTextBlock(blocks[end - 1])) end--;
	return blocks.slice(0, end);
}
function Picture({ image: image$1 }) {
	const picture = /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
		src: image$1.preview,
		alt: image$1.alt.trim() || UNDESCRIBED_IMAGE,
		...image$1.width !== void 0 ? { width: image$1.width } : {},
		...image$1.height !== void 0 ? { height: image$1.height } : {},
		loading: "lazy",
		decoding: "async",
		className: image
	});
	return image$1.full !== image$1.preview ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
		href: image$1.full,
		target: "_blank",
		rel: "noopener noreferrer",
		className: imageLink,
		children: picture
	}) : picture;
}
function renderBlocks(blocks, context) {
	return shownBlocks(blocks).map((block, key) => renderBlock(block, key, context));
}
function renderBlock(block, key, context) {
	switch (block.type) {
		case "text": return block.text === "" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: emptyRow }, key) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MarkupView, {
			value: block.text,
			showHidden: context.showHidden
		}, key);
		case "header": return block.text.trim() === "" ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			className: header,
			children: block.text
		}, key);
		case "code": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("pre", {
			className: code,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("code", { children: block.text })
		}, key);
		case "image": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: images,
			children: block.images.map((image, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Picture, { image }, index))
		}, key);
		case "spoiler": return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($a3e16eab0ea4036c$export$74a362b31437ec83, {
			className: `${spoiler$1} ${spoiler}`,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)($7705c033048f6da7$export$353f5b6fc5456de1, {
				slot: "trigger",
				className: spoilerTrigger,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRight, {
					"aria-hidden": true,
					size: "1em",
					className: spoilerChevron
				}), block.title.trim() || "Спойлер"]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)($a3e16eab0ea4036c$export$feabaa331e1d464c, {
				className: spoilerPanel,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: blocks,
					children: renderBlocks(block.blocks, context)
				})
			})]
		}, key);
		case "quote": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("blockquote", {
			className: quote,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: blocks,
				children: renderBlocks(block.blocks, context)
			})
		}, key);
		default: return null;
	}
}
/**
* The read-only view of an article body or a review (SPEC.md §3 "Content blocks", Post, Review):
* rows as `MarkupView` draws markup, headers as section headings, code as typed, pictures side by
* side (a bigger version opens in a new tab), spoilers behind their titled toggle, quotes set off.
* Everything is React elements, never HTML, so nothing a writer typed can run.
*/
function BlocksView({ value, showHidden = false, className }) {
	const blocks = (0, import_react.useMemo)(() => typeof value === "string" ? postBodyBlocks(value) : value, [value]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: className ? `${blocksView} ${className}` : blocksView,
		children: renderBlocks(blocks, { showHidden })
	});
}
export { liftQuotesOutOfSpoilers as n, normalizeBlocks as r, BlocksView as t };

//# sourceMappingURL=BlocksView-ynTZa1on.js.map