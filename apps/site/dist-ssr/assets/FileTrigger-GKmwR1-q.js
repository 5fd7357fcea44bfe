import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { t as assertNever } from "./assert-never-FGExYdX8.js";
import { t as countRu } from "./plural-DZ_BjWYa.js";
import { i as isSafeLinkUrl } from "./values-DEmi3bLE.js";
import { S as $8e9d2fae0ecb9001$export$457c3d6518dd4c6f, kt as $03e8ab2d84d7657a$export$4338b53315abf666, pt as $23f2114a1b82827e$export$e58f029f0fbfdb29 } from "./PortalProvider-DUo4OMmA.js";
import { m as $0d47b37c475c5231$export$3351871ee4b288b8 } from "./Dialog-BVV4XIn9.js";
import { J as $41fb335299a4a39e$export$f5b8910cec6cf069 } from "../entry-server.js";
// libs/domain/src/markup/editor-input.ts
/**
* What the writing surfaces make of a reader's input before it becomes markup (SPEC.md §3 tags, §5
* limits and image inputs), shared by the markup editor and the block editor.
*/
/** A bare host with a dot and no scheme, as people type one ("example.com/page"). */
var BARE_HOST = /^[\p{L}\p{N}][\p{L}\p{N}-]*(\.[\p{L}\p{N}-]+)+(:\d+)?([/?#]\S*)?$/u;
var MAIL_ADDRESS = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
/**
* The address a link gets from what a reader typed into the link form: an allowed address as it is
* (http(s), mailto, a site path: `isSafeLinkUrl`), a bare host with `https://` before it, an e-mail
* address with `mailto:`. `undefined` when it can be none of these (`javascript:…`, text with spaces).
*/
function linkAddressFromInput(input) {
	const typed = input.trim();
	if (isSafeLinkUrl(typed)) return typed;
	const guessed = MAIL_ADDRESS.test(typed) ? `mailto:${typed}` : BARE_HOST.test(typed) ? `https://${typed}` : void 0;
	return guessed !== void 0 && isSafeLinkUrl(guessed) ? guessed : void 0;
}
/** Why the link form refuses an address. */
var LINK_ADDRESS_HINT = "Адрес должен начинаться с http://, https://, mailto: или /";
/** Whether a file is an image (SPEC.md §5: "Image inputs accept image files only, multiple"). */
function isImageFile(file) {
	return file.type.startsWith("image/");
}
function limitState(used, max) {
	if (used > max) return "over";
	return used >= max * .9 ? "near" : "ok";
}
var CHARACTERS = {
	one: "символ",
	few: "символа",
	many: "символов"
};
/**
* What a writer is told of the text's length as it nears the limit (`undefined` well below it):
* "Осталось 12 символов", then "Текст длиннее на 3 символа" past it.
*/
function lengthLimitNote(used, max) {
	const state = limitState(used, max);
	switch (state) {
		case "ok": return;
		case "near": return `Осталось ${countRu(max - used, CHARACTERS)}`;
		case "over": return `Текст длиннее допустимого на ${countRu(used - max, CHARACTERS)}`;
		default: return assertNever(state);
	}
}
/**
* What a writer is told of the pictures in the text (`undefined` while there are none): how many of
* how many, and past the limit, that some must go (SPEC.md §9: "comment images max 8").
*/
function imagesLimitNote(count, max) {
	if (count === 0) return void 0;
	return count > max ? `Изображений ${count}, можно не больше ${max}: уберите лишние` : `Изображения: ${count} из ${max}`;
}
// node_modules/react-aria-components/dist/private/FileTrigger.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var $b325d7bd7e74496a$export$6fb4a10d2c950550 = /*#__PURE__*/ (0, import_react.forwardRef)(function FileTrigger(props, ref) {
	let { onSelect, acceptedFileTypes, allowsMultiple, defaultCamera, children, acceptDirectory, ...rest } = props;
	let inputRef = $03e8ab2d84d7657a$export$4338b53315abf666(ref);
	let domProps = $8e9d2fae0ecb9001$export$457c3d6518dd4c6f(rest, { global: true });
	return /*#__PURE__*/ import_react.createElement(import_react.Fragment, null, /*#__PURE__*/ import_react.createElement($0d47b37c475c5231$export$3351871ee4b288b8, { onPress: () => {
		if (inputRef.current?.value) inputRef.current.value = "";
		inputRef.current?.click();
	} }, children), /*#__PURE__*/ import_react.createElement($41fb335299a4a39e$export$f5b8910cec6cf069, {
		...domProps,
		className: "",
		type: "file",
		ref: inputRef,
		onClick: (e) => e.stopPropagation(),
		style: { display: "none" },
		accept: acceptedFileTypes?.toString(),
		onChange: (e) => onSelect?.($23f2114a1b82827e$export$e58f029f0fbfdb29(e).files),
		capture: defaultCamera,
		multiple: allowsMultiple,
		webkitdirectory: acceptDirectory ? "" : void 0
	}));
});
export { lengthLimitNote as a, isImageFile as i, LINK_ADDRESS_HINT as n, limitState as o, imagesLimitNote as r, linkAddressFromInput as s, $b325d7bd7e74496a$export$6fb4a10d2c950550 as t };

//# sourceMappingURL=FileTrigger-GKmwR1-q.js.map