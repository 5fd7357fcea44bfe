import { _ as isStyleTag, a as leafFromContent, d as LINK_CONTENT_TAGS, g as isMarkupTag, h as isLinkTag, i as isSafeLinkUrl, m as isLeafTag, n as isNovelUrl, o as normalizeSpoilerTitle, p as attributeOf, s as sanitizeLeaf, u as LINE_BREAK } from "./values-DEmi3bLE.js";
import { t as assertNever } from "./assert-never-FGExYdX8.js";
// libs/domain/src/markup/sanitize.ts
/**
* Reducing any tree, including one that arrived as JSON from a client, to the allowed markup of
* SPEC.md §3. It rebuilds every node from the fields it knows, so no other property survives, and:
* - a link whose address is not http(s), mailto or site-relative, or a novel link whose url is not a
*   slug, loses its link and keeps its content as plain content;
* - an image whose address is not allowed, and a malformed user, sticker or smile, is dropped;
* - inside a link only b, i, u and s remain (other tags are unwrapped, leaves dropped);
* - a spoiler title is put on one line, trimmed, and defaults to "Спойлер" (SPEC.md §5);
* - text is split at line breaks into line-break nodes, and neighbouring texts are merged;
* - nodes nested deeper than {@link MAX_MARKUP_DEPTH} are dropped with their content, so a hostile tree
*   cannot exhaust the stack.
* Unknown node types are dropped. `parseMarkup` returns trees this function leaves unchanged.
*/
function sanitizeMarkup(nodes) {
	const out = new NodeList();
	sanitizeList(nodes, {
		depth: 0,
		inLink: false
	}, out);
	return out.nodes;
}
/** Collects nodes, keeping text canonical: no empty text, no neighbours, line breaks as nodes. */
var NodeList = class {
	nodes = [];
	pushText(text) {
		text.split(/\r\n|\r|\n/).forEach((line, index) => {
			if (index > 0) this.nodes.push(LINE_BREAK);
			if (line === "") return;
			const last = this.nodes.at(-1);
			if (last?.type === "text") last.text += line;
			else this.nodes.push({
				type: "text",
				text: line
			});
		});
	}
	push(node) {
		this.nodes.push(node);
	}
};
function isFields(value) {
	return typeof value === "object" && value !== null;
}
function stringField(fields, name) {
	const value = fields[name];
	return typeof value === "string" ? value : void 0;
}
function sanitizeList(input, context, out) {
	if (!Array.isArray(input)) return;
	for (const item of input) if (isFields(item)) sanitizeNode(item, context, out);
}
function children(fields, context, inLink) {
	const list = new NodeList();
	sanitizeList(fields.children, {
		depth: context.depth + 1,
		inLink
	}, list);
	return list.nodes;
}
/** Keeps the content of a container whose own tag may not stay. */
function unwrap(fields, context, out) {
	sanitizeList(fields.children, {
		...context,
		depth: context.depth + 1
	}, out);
}
function allowedHere(tag, context) {
	return !context.inLink || LINK_CONTENT_TAGS.includes(tag);
}
function sanitizeNode(fields, context, out) {
	const type = stringField(fields, "type") ?? "";
	if (type === "text") {
		out.pushText(stringField(fields, "text") ?? "");
		return;
	}
	if (type === "lineBreak") {
		out.push(LINE_BREAK);
		return;
	}
	if (isLeafTag(type)) {
		const leaf = allowedHere(type, context) ? sanitizeLeaf(leafOf(fields, type)) : void 0;
		if (leaf) out.push(leaf);
		return;
	}
	if (context.depth >= 32) return;
	if (isStyleTag(type)) {
		if (allowedHere(type, context)) out.push({
			type,
			children: children(fields, context, context.inLink)
		});
		else unwrap(fields, context, out);
	} else if (type === "a") {
		const href = stringField(fields, "href")?.trim() ?? "";
		if (allowedHere(type, context) && isSafeLinkUrl(href)) out.push({
			type,
			href,
			children: children(fields, context, true)
		});
		else unwrap(fields, context, out);
	} else if (type === "novel") {
		const url = stringField(fields, "url")?.trim() ?? "";
		if (allowedHere(type, context) && isNovelUrl(url)) out.push({
			type,
			url,
			children: children(fields, context, true)
		});
		else unwrap(fields, context, out);
	} else if (type === "spoiler") {
		if (allowedHere(type, context)) {
			const title = normalizeSpoilerTitle(stringField(fields, "title"));
			out.push({
				type,
				title,
				children: children(fields, context, false)
			});
		} else unwrap(fields, context, out);
	}
}
function leafOf(fields, tag) {
	const field = (name) => stringField(fields, name) ?? "";
	switch (tag) {
		case "img": return {
			type: tag,
			src: field("src")
		};
		case "user": return {
			type: tag,
			username: field("username")
		};
		case "smile": return {
			type: tag,
			name: field("name")
		};
		case "sticker": return {
			type: tag,
			set: field("set"),
			name: field("name")
		};
		default: return assertNever(tag);
	}
}
// libs/domain/src/markup/tag-scanner.ts
var LONGEST_TAG_NAME = 7;
var LONGEST_ATTRIBUTE_NAME = 16;
var MOST_ATTRIBUTES = 8;
var TAB = 9;
var SPACE = 32;
var QUOTE = 34;
var OPEN_BRACKET$1 = 91;
var BACKSLASH$1 = 92;
var CLOSE_BRACKET = 93;
function isAsciiLetter(code) {
	return code >= 65 && code <= 90 || code >= 97 && code <= 122;
}
function isLineBreakCode(code) {
	return code === 10 || code === 13;
}
function isSpace(char) {
	return char === " " || char === "	";
}
/** The run of ASCII letters at `start`, up to `longest` of them (more means "not a name"). */
function readName(source, start, longest) {
	let end = start;
	while (end < source.length && isAsciiLetter(source.charCodeAt(end))) {
		end++;
		if (end - start > longest) return void 0;
	}
	return end > start ? {
		name: source.slice(start, end).toLowerCase(),
		end
	} : void 0;
}
/** `"…"` with the escapes `\"`, `\[` and `\\`; a bare `[` or a line break means it is no value. */
function readQuotedValue(source, start) {
	const pieces = [];
	let pieceStart = start + 1;
	let index = start + 1;
	while (index < source.length) {
		const code = source.charCodeAt(index);
		if (code === QUOTE) {
			pieces.push(source.slice(pieceStart, index));
			const value = pieces.join("");
			return value.length <= 2e3 ? {
				value,
				end: index + 1
			} : void 0;
		}
		if (code === OPEN_BRACKET$1 || isLineBreakCode(code)) return void 0;
		const next = source.charCodeAt(index + 1);
		if (code === BACKSLASH$1 && (next === QUOTE || next === OPEN_BRACKET$1 || next === BACKSLASH$1)) {
			pieces.push(source.slice(pieceStart, index));
			pieceStart = index + 1;
			index += 2;
		} else index += 1;
	}
}
/**
* An unquoted value: up to `]` in the shorthand `[tag=value]` (so `[spoiler=Глава 1]` works), up to a
* space or `]` in `name=value`. Never across `[`, `"` in the attribute form, or a line break.
*/
function readBareValue(source, start, form) {
	let index = start;
	while (index < source.length) {
		const code = source.charCodeAt(index);
		if (code === CLOSE_BRACKET || code === OPEN_BRACKET$1 || isLineBreakCode(code)) break;
		if (form === "attribute" && (code === QUOTE || code === SPACE || code === TAB)) break;
		index++;
	}
	const length = index - start;
	return length > 0 && length <= 2e3 ? {
		value: source.slice(start, index),
		end: index
	} : void 0;
}
function readValue(source, start, form) {
	return source.charAt(start) === "\"" ? readQuotedValue(source, start) : readBareValue(source, start, form);
}
/**
* ` name=value …]` after a tag name. Attributes other than the tag's own are read and dropped, so a
* pasted `target="_blank"` does not turn a link into text; none survives into the tree.
*/
function readAttributes(source, start, tag) {
	const wanted = attributeOf(tag)?.name;
	let attribute;
	let index = start;
	for (let count = 0;; count++) {
		while (isSpace(source.charAt(index))) index++;
		if (source.charAt(index) === "]") return {
			attribute,
			end: index + 1
		};
		if (count === MOST_ATTRIBUTES) return void 0;
		const name = readName(source, index, LONGEST_ATTRIBUTE_NAME);
		if (!name || source.charAt(name.end) !== "=") return void 0;
		const value = readValue(source, name.end + 1, "attribute");
		if (!value) return void 0;
		const after = source.charAt(value.end);
		if (after !== "]" && !isSpace(after)) return void 0;
		if (name.name === wanted) attribute = value.value;
		index = value.end;
	}
}
function readOpener(source, nameEnd, tag) {
	const char = source.charAt(nameEnd);
	if (char === "]") return {
		attribute: void 0,
		end: nameEnd + 1
	};
	if (char === "=") {
		if (!attributeOf(tag)) return void 0;
		const value = readValue(source, nameEnd + 1, "shorthand");
		return value && source.charAt(value.end) === "]" ? {
			attribute: value.value,
			end: value.end + 1
		} : void 0;
	}
	return isSpace(char) ? readAttributes(source, nameEnd, tag) : void 0;
}
/** `]content[/tag]` after a leaf tag's name; the content may hold neither `[` nor a line break. */
function readLeaf(source, nameEnd, tag) {
	if (source.charAt(nameEnd) !== "]") return void 0;
	const contentStart = nameEnd + 1;
	let index = contentStart;
	while (index < source.length && index - contentStart <= 2e3) {
		const code = source.charCodeAt(index);
		if (isLineBreakCode(code)) return void 0;
		if (code === OPEN_BRACKET$1) {
			const closer = `[/${tag}]`;
			return source.slice(index, index + closer.length).toLowerCase() === closer ? {
				kind: "leaf",
				tag,
				content: source.slice(contentStart, index),
				end: index + closer.length
			} : void 0;
		}
		index++;
	}
}
/**
* The tag that starts at `source[start]` (a `[`), or `undefined` when the text there is not a
* well-formed tag of the allowed set: unknown names, missing required attributes and broken values
* all come back as `undefined`, and the caller keeps the `[` as literal text.
*/
function scanTag(source, start) {
	const isCloser = source.charAt(start + 1) === "/";
	const name = readName(source, start + (isCloser ? 2 : 1), LONGEST_TAG_NAME);
	if (!name || !isMarkupTag(name.name)) return void 0;
	const tag = name.name;
	if (isCloser) return source.charAt(name.end) === "]" ? {
		kind: "close",
		tag,
		end: name.end + 1
	} : void 0;
	if (isLeafTag(tag)) return readLeaf(source, name.end, tag);
	const opener = readOpener(source, name.end, tag);
	if (!opener) return void 0;
	if (attributeOf(tag)?.required && opener.attribute === void 0) return void 0;
	return {
		kind: "open",
		tag,
		attribute: opener.attribute,
		end: opener.end
	};
}
// libs/domain/src/markup/parse.ts
/**
* Parsing the rich-text markup (SPEC.md §3 "Rich text markup tags") into a tree.
*
* Grammar. Tag names are ASCII and case-insensitive; `serializeMarkup` writes them in lowercase with
* quoted attributes, and reads back what it writes.
*
*   markup     = { escape | lineBreak | tag | text }
*   escape     = "\[" | "\\"                     a literal "[" or "\"; any other "\" is itself
*   lineBreak  = "\r\n" | "\n" | "\r"
*   tag        = opener | closer | leaf
*   opener     = "[" style "]"                    style = b | i | u | s | center | right | hide
*              | "[" attrTag "=" value "]"        attrTag = a | novel | spoiler (shorthand)
*              | "[" (style | attrTag) { spaces name "=" value } [ spaces ] "]"
*   closer     = "[/" (style | attrTag) "]"
*   leaf       = "[" leafTag "]" content "[/" leafTag "]"   leafTag = user | img | sticker | smile
*   value      = quoted | bare
*   quoted     = '"' { '\"' | "\[" | "\\" | char except '"', "[", line break } '"'
*   bare       = 1*(char except "[", "]", line break; in "name=value" also except '"', space, tab)
*   content    = 1*(char except "[", line break)          at most 2000 characters
*   text       = any other character, literally (an unmatched "[" included)
*
* Attributes: a takes href (required), novel takes url (required), spoiler takes title (optional,
* default "Спойлер"); the shorthand `[a=…]` sets the tag's own attribute; any other attribute is read
* and dropped. Contents: img holds an address, user a user name, sticker `set/name`, smile a name.
*
* Structure, applied while reading with a stack of open tags:
* - an unknown or malformed tag is literal text;
* - a closer that does not match the innermost open tag is literal text;
* - tags still open at the end are closed there;
* - a tag opened {@link MAX_MARKUP_DEPTH} levels deep, or inside a link when it is not b, i, u or s,
*   is literal text.
* The result then goes through `sanitizeMarkup`, so unsafe addresses are gone (see sanitize.ts).
*
* Cost: one pass over the input; a tag scan never crosses the next unescaped "[", so no character is
* read by more than two scans, and nothing backtracks. Hostile input (a megabyte of "[[[[", a hundred
* thousand unclosed tags) parses in linear time.
*/
var PIECES_PER_CHUNK = 512;
var OPEN_BRACKET = 91;
var BACKSLASH = 92;
var LINE_FEED = 10;
var CARRIAGE_RETURN = 13;
function nodeOf(frame) {
	const { tag, children } = frame;
	const attribute = frame.attribute ?? "";
	switch (tag) {
		case "a": return {
			type: tag,
			href: attribute,
			children
		};
		case "novel": return {
			type: tag,
			url: attribute,
			children
		};
		case "spoiler": return {
			type: tag,
			title: attribute,
			children
		};
		case "b":
		case "i":
		case "u":
		case "s":
		case "center":
		case "right":
		case "hide": return {
			type: tag,
			children
		};
		default: return assertNever(tag);
	}
}
/** The reading state: the stack of open tags and the literal text not yet added to a node. */
var TreeBuilder = class {
	root = [];
	open = [];
	/** Literal text read since the last node, as pieces and as chunks of joined pieces (see addText). */
	pieces = [];
	chunks = [];
	get children() {
		return this.open.at(-1)?.children ?? this.root;
	}
	get inLink() {
		return this.open.at(-1)?.inLink ?? false;
	}
	/**
	* Text made of very many small pieces (a megabyte of escapes) is joined a few hundred pieces at a
	* time, so the pieces die young instead of all living until the end, which made the garbage
	* collector's work grow faster than the input.
	*/
	addText(text) {
		this.pieces.push(text);
		if (this.pieces.length >= PIECES_PER_CHUNK) {
			this.chunks.push(this.pieces.join(""));
			this.pieces = [];
		}
	}
	flushText() {
		if (this.pieces.length === 0 && this.chunks.length === 0) return;
		this.chunks.push(this.pieces.join(""));
		this.children.push({
			type: "text",
			text: this.chunks.join("")
		});
		this.pieces = [];
		this.chunks = [];
	}
	addNode(node) {
		this.flushText();
		this.children.push(node);
	}
	canOpen(tag) {
		if (tag === "leaf") return !this.inLink;
		return this.open.length < 32 && (!this.inLink || LINK_CONTENT_TAGS.includes(tag));
	}
	openTag(tag, attribute) {
		this.flushText();
		this.open.push({
			tag,
			attribute,
			children: [],
			inLink: this.inLink || isLinkTag(tag)
		});
	}
	/** Whether `tag` is the innermost open tag, the only one a closer may close. */
	isInnermost(tag) {
		return this.open.at(-1)?.tag === tag;
	}
	closeInnermost() {
		this.flushText();
		const frame = this.open.pop();
		if (frame) this.children.push(nodeOf(frame));
	}
	finish() {
		while (this.open.length > 0) this.closeInnermost();
		this.flushText();
		return this.root;
	}
};
/**
* Applies the tag scanned at a `[` if the open tags allow it there; returns whether it did. When it
* did not, the `[` and what follows are read on as text.
*/
function applyTag(scanned, builder, flushText) {
	switch (scanned.kind) {
		case "open":
			if (!builder.canOpen(scanned.tag)) return false;
			flushText();
			builder.openTag(scanned.tag, scanned.attribute);
			return true;
		case "close":
			if (!builder.isInnermost(scanned.tag)) return false;
			flushText();
			builder.closeInnermost();
			return true;
		case "leaf": {
			const leaf = builder.canOpen("leaf") ? leafFromContent(scanned.tag, scanned.content) : void 0;
			if (!leaf) return false;
			flushText();
			builder.addNode(leaf);
			return true;
		}
		default: return assertNever(scanned);
	}
}
/**
* The markup tree of a text (SPEC.md §3), sanitised: what is not an allowed tag is literal text, and
* unsafe links and images are gone. Never throws; linear in the length of `source`.
*/
function parseMarkup(source) {
	const builder = new TreeBuilder();
	let runStart = 0;
	let index = 0;
	const flushText = () => {
		if (index > runStart) builder.addText(source.slice(runStart, index));
	};
	while (index < source.length) {
		const code = source.charCodeAt(index);
		if (code === OPEN_BRACKET) {
			const scanned = scanTag(source, index);
			if (scanned && applyTag(scanned, builder, flushText)) {
				index = scanned.end;
				runStart = index;
			} else index++;
		} else if (code === BACKSLASH) {
			const next = source.charCodeAt(index + 1);
			if (next === OPEN_BRACKET || next === BACKSLASH) {
				flushText();
				runStart = index + 1;
				index += 2;
			} else index++;
		} else if (code === LINE_FEED || code === CARRIAGE_RETURN) {
			flushText();
			builder.addNode(LINE_BREAK);
			const crlf = code === CARRIAGE_RETURN && source.charCodeAt(index + 1) === LINE_FEED;
			index += crlf ? 2 : 1;
			runStart = index;
		} else index++;
	}
	flushText();
	return sanitizeMarkup(builder.finish());
}
export { sanitizeMarkup as n, parseMarkup as t };

//# sourceMappingURL=parse-DA2Frsp_.js.map