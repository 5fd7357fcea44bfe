import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { t as assertNever } from "./assert-never-FGExYdX8.js";
import "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { n as draftMessages } from "./errors-BzjKvLrM.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
import { Bt as createRuntimeFn, zt as createLucideIcon } from "./PortalProvider-DUo4OMmA.js";
import { t as Check } from "./check-CrR9ylBG.js";
import { t as Pencil } from "./pencil-DMpafgEl.js";
import { o as $ea3928288112382f$export$439d29a4e110a164 } from "./FocusScope-C0vcqR63.js";
/* empty css                               */
import { t as Button } from "./Button-C8jCOtup.js";
/* empty css                                    */
import { et as CircleCheck } from "../entry-server.js";
// libs/domain/src/drafts/stepper.ts
/**
* The status stepper on draft pages (SPEC.md §4): Создание (created), Предпросмотр (waitApprove),
* Ревью (approved), Публикация (applied); a declined draft shows the error step "Удалено".
*/
var draftStepLabels = {
	created: "Создание",
	waitApprove: "Предпросмотр",
	approved: "Ревью",
	applied: "Публикация",
	declined: "Удалено"
};
/**
* Step icons as lucide icon names. SPEC.md §4 names them after another icon set; the lucide
* equivalents: edit → 'pencil' (lucide's "edit" is a deprecated alias of a different pencil),
* hourglass → 'hourglass', check → 'check', check-circle → 'circle-check' (lucide's current name),
* cancel → 'circle-x' (lucide has no "cancel"; the crossed circle is the usual cancel mark).
*/
var draftStepIcons = {
	created: "pencil",
	waitApprove: "hourglass",
	approved: "check",
	applied: "circle-check",
	declined: "circle-x"
};
/** The four steps of the way to publication, in order (SPEC.md §4). */
var draftProgressSteps = [
	"created",
	"waitApprove",
	"approved",
	"applied"
];
function step(status, state) {
	return {
		status,
		label: draftStepLabels[status],
		icon: draftStepIcons[status],
		state
	};
}
function progressUpTo(current) {
	const position = draftProgressSteps.indexOf(current);
	return draftProgressSteps.map((status, index) => step(status, index < position ? "done" : index === position ? "current" : "upcoming"));
}
/**
* The stepper for a draft status (SPEC.md §4). Our reading where SPEC.md is silent:
* - applied is the end of the way, so every step, Публикация included, is done (nothing is current);
* - a declined draft does not say where it was declined, so it shows Создание done and then the
*   error step "Удалено" in place of the rest of the way.
*/
function draftStepper(status) {
	switch (status) {
		case "created":
		case "waitApprove":
		case "approved": return progressUpTo(status);
		case "applied": return draftProgressSteps.map((each) => step(each, "done"));
		case "declined": return [step("created", "done"), step("declined", "error")];
		default: return assertNever(status);
	}
}
// node_modules/lucide-react/dist/esm/icons/circle-x.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "circle-x",
	size: 24,
	node: [
		["circle", {
			cx: "12",
			cy: "12",
			r: "10",
			key: "1mglay"
		}],
		["path", {
			d: "m15 9-6 6",
			key: "1uzhvr"
		}],
		["path", {
			d: "m9 9 6 6",
			key: "z0biqf"
		}]
	],
	aliases: ["x-circle"]
};
__iconData$1.node;
var CircleX = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/hourglass.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "hourglass",
	size: 24,
	node: [
		["path", {
			d: "M5 22h14",
			key: "ehvnwv"
		}],
		["path", {
			d: "M5 2h14",
			key: "pdyrp9"
		}],
		["path", {
			d: "M17 22v-4.172a2 2 0 0 0-.586-1.414L12 12l-4.414 4.414A2 2 0 0 0 7 17.828V22",
			key: "1d314k"
		}],
		["path", {
			d: "M7 2v4.172a2 2 0 0 0 .586 1.414L12 12l4.414-4.414A2 2 0 0 0 17 6.172V2",
			key: "1vvvr6"
		}]
	]
};
__iconData.node;
var Hourglass = createLucideIcon(__iconData);
// libs/ui/src/components/Stepper/Stepper.css.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var stepper$1 = createRuntimeFn({
	defaultClassName: "_1cpse2t0",
	variantClassNames: { orientation: {
		horizontal: "_1cpse2t1",
		vertical: "_1cpse2t2"
	} },
	defaultVariants: { orientation: "horizontal" },
	compoundVariants: []
});
var stepperStep = createRuntimeFn({
	defaultClassName: "_1cpse2t3",
	variantClassNames: { state: {
		done: "_1cpse2t4",
		current: "_1cpse2t5",
		upcoming: "_1cpse2t6",
		error: "_1cpse2t7"
	} },
	defaultVariants: { state: "upcoming" },
	compoundVariants: []
});
var stepperIcon = createRuntimeFn({
	defaultClassName: "_1cpse2t8",
	variantClassNames: { state: {
		done: "_1cpse2t9",
		current: "_1cpse2ta",
		upcoming: "_1cpse2tb",
		error: "_1cpse2tc"
	} },
	defaultVariants: { state: "upcoming" },
	compoundVariants: []
});
var stepperIconShape = "_1cpse2td";
var stepperConnector = "_1cpse2te";
// libs/ui/src/components/Stepper/Stepper.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The lucide icons named by `draftStepIcons` (SPEC.md §4). */
var icons = {
	pencil: Pencil,
	hourglass: Hourglass,
	check: Check,
	"circle-check": CircleCheck,
	"circle-x": CircleX
};
/** What assistive technology hears after a step's label (the current step has aria-current). */
var stateTexts = {
	done: ", пройдено",
	current: null,
	upcoming: null,
	error: ", ошибка"
};
/**
* The status stepper of draft pages (SPEC.md §4): Создание, Предпросмотр, Ревью, Публикация; a
* declined draft shows the error step "Удалено". An ordered list; the current step has
* `aria-current="step"`.
*/
var Stepper = (0, import_react.forwardRef)(function Stepper({ status, orientation, className, "aria-label": ariaLabel = "Статус черновика", ...props }, ref) {
	const rootClass = stepper$1({ orientation });
	const steps = draftStepper(status);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
		...props,
		ref,
		"aria-label": ariaLabel,
		className: className ? `${rootClass} ${className}` : rootClass,
		children: steps.map((step, index) => {
			const Icon = icons[step.icon];
			const stateText = stateTexts[step.state];
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: stepperStep({ state: step.state }),
				"data-state": step.state,
				"aria-current": step.state === "current" ? "step" : void 0,
				children: [
					index > 0 && orientation !== "vertical" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: stepperConnector,
						"aria-hidden": "true"
					}) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: stepperIcon({ state: step.state }),
						"aria-hidden": "true",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
							className: stepperIconShape,
							"data-icon": step.icon
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [step.label, stateText ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)($ea3928288112382f$export$439d29a4e110a164, { children: stateText }) : null] })
				]
			}, step.status);
		})
	});
});
// apps/site/src/routes/post-drafts/PostDraftPage.css.ts
var page = "ghrbzs0";
var header = "ghrbzs1";
var title = "ghrbzs2";
var facts = "ghrbzs3";
var stepper = "ghrbzs4";
var actions = "ghrbzs5";
var preview = "ghrbzs6";
var sectionTitle = "ghrbzs7";
var rawData = "ghrbzs8";
var json = "ghrbzs9";
// apps/site/src/routes/post-drafts/RawDataToggle.tsx
/**
* The draft's raw data (SPEC.md §2.2 /postDrafts/{id}: "raw data toggle", "Показать данные"/"Скрыть
* данные"): the draft as the API answered it, as JSON. The block is always in the page, hidden while
* closed, so the button's aria-controls names an element that exists.
*/
function RawDataToggle({ data }) {
	const [shown, setShown] = (0, import_react.useState)(false);
	const id = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: rawData,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "secondary",
			"aria-expanded": shown,
			"aria-controls": id,
			onPress: () => setShown((value) => !value),
			children: shown ? draftMessages.hideData : draftMessages.showData
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("pre", {
			id,
			className: json,
			hidden: !shown,
			tabIndex: 0,
			"aria-label": "Данные черновика",
			children: shown ? JSON.stringify(data, null, 2) : null
		})]
	});
}
export { page as a, stepper as c, header as i, title as l, actions as n, preview as o, facts as r, sectionTitle as s, RawDataToggle as t, Stepper as u };

//# sourceMappingURL=RawDataToggle-d2lrQxbO.js.map