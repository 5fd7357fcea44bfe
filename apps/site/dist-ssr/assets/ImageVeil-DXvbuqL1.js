import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
import { t as Eye } from "./eye-BfPpWNSF.js";
import { t as Button } from "./Button-C8jCOtup.js";
import "../entry-server.js";
// libs/domain/src/catalogue/dates.ts
/** Orders development statuses from most to least complete (SPEC.md §4, translation card). */
var completenessOrder = [
	"done",
	"demo",
	"inProcess",
	"freeze",
	"demoFreeze"
];
/**
* The translation the card shows: the most complete by status order done, demo, inProcess, freeze,
* demoFreeze (§4); the first listed wins a tie. Undefined when there is none.
*/
function mostCompleteTranslation(translations) {
	let best;
	for (const translation of translations) if (!best || completenessOrder.indexOf(translation.status) < completenessOrder.indexOf(best.status)) best = translation;
	return best;
}
// libs/ui/src/components/ImageVeil/ImageVeil.css.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var imageVeil = "q2text0";
var blurred = "q2text1";
var veilCover = "q2text2";
var veilButton = "q2text3";
// libs/ui/src/components/ImageVeil/ImageVeil.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* An image that may be sensitive (SPEC.md §3 image meta: sexual content, violence): while veiled it
* is blurred and hidden from screen readers, with one button that shows it. Showing is for this
* image on this page; the reader's lasting choice is the app's.
*/
function ImageVeil({ isVeiled, children, revealLabel = "Показать изображение", className, style }) {
	const [isRevealed, setRevealed] = (0, import_react.useState)(false);
	const veiled = isVeiled && !isRevealed;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: className ? `${imageVeil} ${className}` : imageVeil,
		style,
		"data-veiled": veiled || void 0,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: veiled ? blurred : void 0,
			"aria-hidden": veiled || void 0,
			children
		}), veiled && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VeilCover, {
			revealLabel,
			onReveal: () => setRevealed(true)
		})]
	});
}
/**
* The veil's cover: a note and the button that lifts it. Exported for places where the image sits
* inside a link (a catalogue card), so the button can be placed beside the link, not inside it.
*/
function VeilCover({ revealLabel = "Показать изображение", onReveal, className, style }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: className ? `${veilCover} ${className}` : veilCover,
		style,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"aria-hidden": "true",
			children: "Изображение скрыто: откровенные сцены или насилие"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
			className: veilButton,
			variant: "secondary",
			size: "sm",
			onPress: onReveal,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Eye, {
				"aria-hidden": true,
				size: "1em"
			}), revealLabel]
		})]
	});
}
export { mostCompleteTranslation as a, completenessOrder as i, VeilCover as n, blurred as r, ImageVeil as t };

//# sourceMappingURL=ImageVeil-DXvbuqL1.js.map