import { t as ChevronLeft } from "./chevron-left-D2PcG20n.js";
import { t as ChevronRight } from "./chevron-right-DT8W57T4.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { Bt as createRuntimeFn, a as $7705c033048f6da7$export$353f5b6fc5456de1 } from "./PortalProvider-DUo4OMmA.js";
import "../entry-server.js";
import { n as LIMITS } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// libs/ui/src/components/Paginator/Paginator.css.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var paginator = createRuntimeFn({
	defaultClassName: "_1mykkf30",
	variantClassNames: { size: {
		sm: "_1mykkf31",
		md: "_1mykkf32"
	} },
	defaultVariants: { size: "md" },
	compoundVariants: []
});
var paginatorList = "_1mykkf33";
var paginatorPageItem = "_1mykkf34";
var paginatorCompact = "_1mykkf35";
var paginatorEllipsis = "_1mykkf36";
var paginatorButton = "_1mykkf37";
// libs/ui/src/components/Paginator/paginator-items.ts
/** The page count a paginator shows: at most `LIMITS.paginatorMaxPages` (SPEC.md §9), at least 1. */
function paginatorPageCount(pageCount) {
	return Math.max(1, Math.min(Math.floor(pageCount), LIMITS.paginatorMaxPages));
}
/**
* The row of a paginator for 0-based `page` of `pageCount` pages: the first and last page, the
* current one with `siblings` on either side, and an ellipsis for each run left out. The row keeps
* the same length wherever the current page is (2 × siblings + 5 items once pages are many).
*/
function paginatorItems(page, pageCount, siblings = 1) {
	const count = paginatorPageCount(pageCount);
	const current = Math.max(0, Math.min(page, count - 1));
	const range = (from, to) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
	const length = siblings * 2 + 5;
	if (count <= length) return range(0, count - 1);
	const last = count - 1;
	const left = Math.max(current - siblings, 1);
	const right = Math.min(current + siblings, last - 1);
	const showStart = left > 2;
	const showEnd = right < last - 2;
	if (!showStart) return [
		...range(0, length - 3),
		"ellipsis-end",
		last
	];
	if (!showEnd) return [
		0,
		"ellipsis-start",
		...range(count - (length - 2), last)
	];
	return [
		0,
		"ellipsis-start",
		...range(left, right),
		"ellipsis-end",
		last
	];
}
// libs/ui/src/components/Paginator/Paginator.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Page navigation: previous, the pages with ellipses, next. Below the mobile breakpoint it folds to
* previous / "N из M" / next (CSS only).
*/
var Paginator = (0, import_react.forwardRef)(function Paginator({ page, pageCount, onPageChange, siblings = 1, "aria-label": ariaLabel = "Страницы", isDisabled, size, className }, ref) {
	const count = paginatorPageCount(pageCount);
	const current = Math.max(0, Math.min(page, count - 1));
	const variantClass = paginator({ size });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
		ref,
		"aria-label": ariaLabel,
		className: className ? `${variantClass} ${className}` : variantClass,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
			className: paginatorList,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)($7705c033048f6da7$export$353f5b6fc5456de1, {
					className: paginatorButton,
					"aria-label": "Предыдущая страница",
					isDisabled: isDisabled || current === 0,
					onPress: () => onPageChange(current - 1),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronLeft, {
						size: "1.1em",
						"aria-hidden": true
					})
				}) }),
				paginatorItems(current, count, siblings).map((item) => typeof item === "number" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
					className: paginatorPageItem,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)($7705c033048f6da7$export$353f5b6fc5456de1, {
						className: paginatorButton,
						"aria-label": `Страница ${item + 1}`,
						"aria-current": item === current ? "page" : void 0,
						isDisabled,
						onPress: () => {
							if (item !== current) onPageChange(item);
						},
						children: item + 1
					})
				}, item) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
					className: paginatorPageItem,
					"aria-hidden": true,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: paginatorEllipsis,
						children: "…"
					})
				}, item)),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					className: paginatorCompact,
					children: [
						current + 1,
						" из ",
						count
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)($7705c033048f6da7$export$353f5b6fc5456de1, {
					className: paginatorButton,
					"aria-label": "Следующая страница",
					isDisabled: isDisabled || current === count - 1,
					onPress: () => onPageChange(current + 1),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ChevronRight, {
						size: "1.1em",
						"aria-hidden": true
					})
				}) })
			]
		})
	});
});
export { Paginator as t };

//# sourceMappingURL=Paginator-CK2Y0X-d.js.map