import { t as assertNever } from "./assert-never-FGExYdX8.js";
// libs/domain/src/markup/ast.ts
/**
* The rich-text markup model (SPEC.md §3 "Rich text markup tags"): the tags b, i, u, s, a (href),
* center, right, user, novel (url), spoiler (title), hide, img, sticker and smile, plus text and line
* breaks. The editor, the renderer and the API all speak this tree, so what is typed, stored and shown
* is one model (ARCHITECTURE.md, libs/editor).
*
* A canonical tree (what `parseMarkup` and `sanitizeMarkup` return) also keeps these invariants, which
* the round-trip laws rely on: no empty text node, no two text nodes side by side, no line break inside
* a text node, attribute values and leaf contents without line breaks, a spoiler title never blank.
*/
/** Formatting tags without attributes; `hide` hides its content from guests. */
var STYLE_TAGS = [
	"b",
	"i",
	"u",
	"s",
	"center",
	"right",
	"hide"
];
/** Tags whose content is a raw value (a url, a user name, a sticker code), not nested markup. */
var LEAF_TAGS = [
	"user",
	"img",
	"sticker",
	"smile"
];
/** Tags with one attribute and nested markup. */
var ATTRIBUTE_TAGS = [
	"a",
	"novel",
	"spoiler"
];
/**
* The one attribute each attribute tag carries, and whether the tag means nothing without it
* (`[a]` with no address and `[novel]` with no url are malformed and stay literal text).
*/
var TAG_ATTRIBUTES = {
	a: {
		name: "href",
		required: true
	},
	novel: {
		name: "url",
		required: true
	},
	spoiler: {
		name: "title",
		required: false
	}
};
/**
* What a link may contain (SPEC.md §3: "Editor link blocks allow bold, italic, underline, strike").
* Anything else inside a link stays literal text, which also rules out a link inside a link.
*/
var LINK_CONTENT_TAGS = [
	"b",
	"i",
	"u",
	"s"
];
/** The title a spoiler gets when none is given (SPEC.md §5 "Editor"). */
var DEFAULT_SPOILER_TITLE = "Спойлер";
/**
* The one line-break node, shared: it has nothing to change, and a text of many short lines would
* otherwise cost an object per line, twice (reading, then sanitising).
*/
var LINE_BREAK = Object.freeze({ type: "lineBreak" });
var MARKUP_TAG_SET = /* @__PURE__ */ new Set([
	...STYLE_TAGS,
	...ATTRIBUTE_TAGS,
	...LEAF_TAGS
]);
var LEAF_TAG_SET = new Set(LEAF_TAGS);
var STYLE_TAG_SET = new Set(STYLE_TAGS);
/** Whether a (lowercase) name is one of the allowed markup tags. */
function isMarkupTag(name) {
	return MARKUP_TAG_SET.has(name);
}
/** Whether a tag's content is a raw value rather than nested markup. */
function isLeafTag(tag) {
	return LEAF_TAG_SET.has(tag);
}
/** Whether a tag is a plain formatting tag without attributes. */
function isStyleTag(tag) {
	return STYLE_TAG_SET.has(tag);
}
/** The attribute a tag carries, if it is one of the attribute tags. */
function attributeOf(tag) {
	return tag === "a" || tag === "novel" || tag === "spoiler" ? TAG_ATTRIBUTES[tag] : void 0;
}
/** Whether a tag renders as a link, so that its content is limited to {@link LINK_CONTENT_TAGS}. */
function isLinkTag(tag) {
	return tag === "a" || tag === "novel";
}
// libs/domain/src/markup/limits.ts
/** Longest attribute value (link, novel url, spoiler title) or tag content (image url, user name). */
var MAX_MARKUP_VALUE_LENGTH = 2e3;
// libs/domain/src/markup/values.ts
/**
* What a value inside a tag may be. One module, so the parser, the sanitiser, the block schema and the
* legacy HTML import apply the same rules.
*/
var LINE_BREAKS = /\r\n|\r|\n/g;
var CODE_NAME = /^[A-Za-z0-9_-]{1,32}$/;
var NOVEL_URL_FORBIDDEN = /[/\\?#[\]"]/;
/**
* Whether a value holds an ASCII control character or a space. Browsers drop such characters inside a
* scheme (`java\tscript:`), so an address holding one is refused outright.
*/
function hasControlOrSpace(value) {
	for (let index = 0; index < value.length; index++) {
		const code = value.charCodeAt(index);
		if (code <= 32 || code === 127) return true;
	}
	return false;
}
/**
* The address schemes a link or an image may use: http and https, mailto for links only, and a
* site-relative path (`/novels/…`). Everything else (`javascript:`, `data:`, `vbscript:`, relative
* paths, protocol-relative `//host`) is refused: an allowlist, because a denylist misses the next
* dangerous scheme.
*/
function hasAllowedScheme(url, use) {
	if (url.startsWith("/")) {
		const second = url.charAt(1);
		return second !== "/" && second !== "\\";
	}
	const lower = url.slice(0, 8).toLowerCase();
	if (lower.startsWith("http://")) return url.length > 7;
	if (lower.startsWith("https://")) return url.length > 8;
	return use === "link" && lower.startsWith("mailto:") && url.length > 7;
}
function isSafeUrl(url, use) {
	return url.length > 0 && url.length <= 2e3 && !hasControlOrSpace(url) && hasAllowedScheme(url, use);
}
/**
* Whether an address may be the target of a `[a]` link: http:, https:, mailto: or a site-relative path
* (SPEC.md §3 tag `a`). Surrounding spaces are not tolerated here; `sanitizeMarkup` trims first.
*/
function isSafeLinkUrl(url) {
	return isSafeUrl(url, "link");
}
/** Whether an address may be the source of an image: http:, https: or a site-relative path. */
function isSafeImageUrl(url) {
	return isSafeUrl(url, "image");
}
/**
* Whether a `[novel url="…"]` value is a plausible project url slug (SPEC.md §5 "Url slug"): one path
* segment, so it cannot lead anywhere but `/novels/{url}` or `/games/{url}`. Older slugs may predate
* today's slug rule, so any characters are accepted except those that would leave the segment.
*/
function isNovelUrl(url) {
	return url.length > 0 && url.length <= 200 && !hasControlOrSpace(url) && !NOVEL_URL_FORBIDDEN.test(url);
}
/**
* A spoiler title as stored: on one line, trimmed, and the default "Спойлер" when blank (SPEC.md §5
* "Editor": spoiler default title).
*/
function normalizeSpoilerTitle(title) {
	const oneLine = (title ?? "").replace(LINE_BREAKS, " ").trim();
	return oneLine === "" ? DEFAULT_SPOILER_TITLE : oneLine.slice(0, MAX_MARKUP_VALUE_LENGTH);
}
/** Whether a raw value can stand between a leaf tag's opener and closer without ending it early. */
function isLeafContent(value) {
	return value.length > 0 && value.length <= 2e3 && !value.includes("[") && !value.includes("\n") && !value.includes("\r");
}
/**
* The leaf a raw tag content stands for, or `undefined` when the content is malformed for that tag
* (the tag then stays literal text). Image addresses are checked by the sanitiser, not here: an unsafe
* image is dropped rather than shown as text.
*/
function leafFromContent(tag, rawContent) {
	const content = rawContent.trim();
	if (!isLeafContent(content)) return void 0;
	switch (tag) {
		case "img": return {
			type: "img",
			src: content
		};
		case "user": return {
			type: "user",
			username: content
		};
		case "smile": return CODE_NAME.test(content) ? {
			type: "smile",
			name: content
		} : void 0;
		case "sticker": {
			const slash = content.indexOf("/");
			const set = content.slice(0, slash);
			const name = content.slice(slash + 1);
			return slash > 0 && CODE_NAME.test(set) && CODE_NAME.test(name) ? {
				type: "sticker",
				set,
				name
			} : void 0;
		}
		default: return assertNever(tag);
	}
}
/** The raw text a leaf is written with between its opener and closer. */
function contentOfLeaf(leaf) {
	switch (leaf.type) {
		case "img": return leaf.src;
		case "user": return leaf.username;
		case "smile": return leaf.name;
		case "sticker": return `${leaf.set}/${leaf.name}`;
		default: return assertNever(leaf);
	}
}
/**
* A leaf as it may be kept, or `undefined` when it must go: its value is rebuilt from the raw content
* so it survives a write and a re-read unchanged, and an image must point where
* {@link isSafeImageUrl} allows (an unsafe image is dropped, SPEC.md §3).
*/
function sanitizeLeaf(leaf) {
	const clean = leafFromContent(leaf.type, contentOfLeaf(leaf));
	if (clean?.type === "img" && !isSafeImageUrl(clean.src)) return void 0;
	return clean;
}
export { isStyleTag as _, leafFromContent as a, MAX_MARKUP_VALUE_LENGTH as c, LINK_CONTENT_TAGS as d, TAG_ATTRIBUTES as f, isMarkupTag as g, isLinkTag as h, isSafeLinkUrl as i, DEFAULT_SPOILER_TITLE as l, isLeafTag as m, isNovelUrl as n, normalizeSpoilerTitle as o, attributeOf as p, isSafeImageUrl as r, sanitizeLeaf as s, contentOfLeaf as t, LINE_BREAK as u };

//# sourceMappingURL=values-DEmi3bLE.js.map