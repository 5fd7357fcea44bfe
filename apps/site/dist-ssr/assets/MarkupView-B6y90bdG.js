import "./values-DEmi3bLE.js";
import { t as parseMarkup } from "./parse-DA2Frsp_.js";
import { Dt as usernameToPathSegment, G as $a3e16eab0ea4036c$export$74a362b31437ec83, K as $a3e16eab0ea4036c$export$feabaa331e1d464c } from "../entry-server.js";
import { t as Link } from "./Link-D0Vg0GIB.js";
import { t as ChevronRight } from "./chevron-right-DT8W57T4.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { a as $7705c033048f6da7$export$353f5b6fc5456de1 } from "./PortalProvider-DUo4OMmA.js";
/* empty css                               */
/* empty css                                    */
import "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// libs/domain/src/markup/smiles.ts
/**
* The smiles the editor offers (SPEC.md §3 tag `smile`). SPEC.md names the tag but no set and no
* images (only stickers have files), so a smile is drawn as an emoji the reader's system already has.
* The names are what `[smile]name[/smile]` stores; a stored name not in this list still shows, as
* its code.
*/
var SMILES = [
	{
		name: "smile",
		emoji: "🙂",
		label: "Улыбка"
	},
	{
		name: "laugh",
		emoji: "😄",
		label: "Смех"
	},
	{
		name: "wink",
		emoji: "😉",
		label: "Подмигивание"
	},
	{
		name: "love",
		emoji: "😍",
		label: "Восторг"
	},
	{
		name: "cool",
		emoji: "😎",
		label: "Круто"
	},
	{
		name: "think",
		emoji: "🤔",
		label: "Раздумье"
	},
	{
		name: "surprise",
		emoji: "😮",
		label: "Удивление"
	},
	{
		name: "sad",
		emoji: "🙁",
		label: "Грусть"
	},
	{
		name: "cry",
		emoji: "😢",
		label: "Слёзы"
	},
	{
		name: "angry",
		emoji: "😠",
		label: "Злость"
	},
	{
		name: "facepalm",
		emoji: "🤦",
		label: "Фейспалм"
	},
	{
		name: "thumbsup",
		emoji: "👍",
		label: "Класс"
	}
];
var SMILES_BY_NAME = new Map(SMILES.map((smile) => [smile.name, smile]));
/** The smile of a stored `[smile]` name, or `undefined` for a name the set does not have. */
function smileOf(node) {
	return SMILES_BY_NAME.get(node.name);
}
// libs/domain/src/markup/stickers.ts
/**
* The sticker sets (SPEC.md §3: "Sticker images are static files under /emoji/{set}/{name}.png; set wk
* has 10 images"). SPEC.md does not name the files; they are numbered from 1, and each has a title
* (what the picture means), which is its text alternative.
*/
var STICKER_SETS = { wk: { titles: [
	"Радость",
	"Смех",
	"Любовь",
	"Слёзы",
	"Злость",
	"Удивление",
	"Раздумье",
	"Одобрение",
	"Скука",
	"Смущение"
] } };
/** The static file of a sticker: `/emoji/{set}/{name}.png` (SPEC.md §3). */
function stickerImagePath(sticker) {
	return `/emoji/${sticker.set}/${sticker.name}.png`;
}
function isStickerSet(set) {
	return Object.hasOwn(STICKER_SETS, set);
}
/**
* What a sticker means ("Любовь"), for its text alternative; a sticker the sets do not have (an old
* set, a hand-typed number) is named by its code.
*/
function stickerTitle(sticker) {
	return (isStickerSet(sticker.set) ? STICKER_SETS[sticker.set].titles : [])[Number(sticker.name) - 1] ?? `${sticker.set}/${sticker.name}`;
}
/** Every sticker of a set, in order, as the editor's sticker picker lists them. */
function stickersOfSet(set) {
	return STICKER_SETS[set].titles.map((_, index) => ({
		type: "sticker",
		set,
		name: String(index + 1)
	}));
}
// libs/editor/src/leaf-labels.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* The text alternatives of stickers and smiles, one wording for the renderer, the editor and its
* pickers: what the picture means, in Russian.
*/
function stickerLabel(sticker) {
	return `Стикер «${stickerTitle(sticker)}»`;
}
function smileLabel(smile) {
	return `Смайл «${smileOf(smile)?.label ?? smile.name}»`;
}
// libs/editor/src/MarkupView/MarkupView.css.ts
var markupView = "_1bwmspm0";
var externalLink = "_1bwmspm1";
var aligned = {
	center: "_1bwmspm2",
	right: "_1bwmspm3"
};
var image = "_1bwmspm4";
var sticker = "_1bwmspm5";
var smile = "_1bwmspm6";
var hidden = "_1bwmspm7";
var hiddenPlaceholder = "_1bwmspm8";
var spoiler = "_1bwmspm9";
var spoilerTrigger = "_1bwmspma";
var spoilerChevron = "_1bwmspmb";
var spoilerPanel = "_1bwmspmc";
// libs/editor/src/user-links.ts
/**
* The `rel` of a link a reader typed, in the renderer and the editor alike: the site does not
* endorse it (nofollow), and the page it opens gets no handle on ours or our address.
*/
var USER_LINK_REL = "noopener noreferrer nofollow";
// libs/editor/src/MarkupView/MarkupView.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Said in place of `[hide]` content to a guest. */
var HIDDEN_CONTENT_NOTE = "Скрытый текст виден только зарегистрированным пользователям";
/** An address on another site (http or https) opens in a new tab; site paths and mail do not. */
function isExternal(href) {
	return /^https?:\/\//i.test(href);
}
/** A path of this site (`/posts/8`), which the router opens without reloading the page. */
function isSitePath(href) {
	return href.startsWith("/");
}
function renderNodes(nodes, context) {
	return nodes.map((node, index) => renderNode(node, index, context));
}
function renderNode(node, key, context) {
	switch (node.type) {
		case "text": return node.text;
		case "lineBreak": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("br", {}, key);
		case "b": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: renderNodes(node.children, context) }, key);
		case "i": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("em", { children: renderNodes(node.children, context) }, key);
		case "u": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("u", { children: renderNodes(node.children, context) }, key);
		case "s": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("s", { children: renderNodes(node.children, context) }, key);
		case "center":
		case "right": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"data-align": node.type,
			className: aligned[node.type],
			children: renderNodes(node.children, context)
		}, key);
		case "hide": return context.showHidden ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"data-hidden-content": "",
			className: hidden,
			children: renderNodes(node.children, context)
		}, key) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: hiddenPlaceholder,
			children: HIDDEN_CONTENT_NOTE
		}, key);
		case "a": return isSitePath(node.href) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			href: node.href,
			rel: USER_LINK_REL,
			children: renderNodes(node.children, context)
		}, key) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
			href: node.href,
			rel: USER_LINK_REL,
			...isExternal(node.href) ? { target: "_blank" } : {},
			className: externalLink,
			children: renderNodes(node.children, context)
		}, key);
		case "novel": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			href: `/novels/${encodeURIComponent(node.url)}`,
			children: renderNodes(node.children, context)
		}, key);
		case "user": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			href: `/profile/${usernameToPathSegment(node.username)}`,
			children: node.username
		}, key);
		case "spoiler": return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($a3e16eab0ea4036c$export$74a362b31437ec83, {
			className: spoiler,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)($7705c033048f6da7$export$353f5b6fc5456de1, {
				slot: "trigger",
				className: spoilerTrigger,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRight, {
					"aria-hidden": true,
					size: "1em",
					className: spoilerChevron
				}), node.title.trim() || "Спойлер"]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)($a3e16eab0ea4036c$export$feabaa331e1d464c, {
				className: spoilerPanel,
				children: renderNodes(node.children, context)
			})]
		}, key);
		case "img": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
			src: node.src,
			alt: "Изображение",
			loading: "lazy",
			decoding: "async",
			className: image
		}, key);
		case "sticker": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
			src: stickerImagePath(node),
			alt: stickerLabel(node),
			loading: "lazy",
			decoding: "async",
			className: sticker
		}, key);
		case "smile": {
			const smile$1 = smileOf(node);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				role: "img",
				"aria-label": smileLabel(node),
				className: smile,
				children: smile$1 ? smile$1.emoji : `:${node.name}:`
			}, key);
		}
		default: return null;
	}
}
/**
* The read-only view of rich text (SPEC.md §3 "Rich text markup tags"): every tag of the markup model
* as React elements — never as HTML, so nothing a reader typed can run or inject markup. Unknown or
* malformed tags are already literal text, and unsafe addresses gone, in the parser's tree.
*/
function MarkupView({ value, showHidden = false, className }) {
	const nodes = (0, import_react.useMemo)(() => typeof value === "string" ? parseMarkup(value) : value, [value]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: className ? `${markupView} ${className}` : markupView,
		children: renderNodes(nodes, { showHidden })
	});
}
export { spoilerPanel as a, stickerLabel as c, SMILES as d, smileOf as f, spoilerChevron as i, stickerImagePath as l, USER_LINK_REL as n, spoilerTrigger as o, spoiler as r, smileLabel as s, MarkupView as t, stickersOfSet as u };

//# sourceMappingURL=MarkupView-B6y90bdG.js.map