import { Rt as X } from "./PortalProvider-DUo4OMmA.js";
import { M as $2ec61d1d4f780267$export$a8a3e93435678ff9, n as $f2ff30fde7b014be$export$3ddf2d174ce01153 } from "./Dialog-BVV4XIn9.js";
import { X as $984a1fc08f87e4f3$export$a6c7ac8248d6e38a } from "../entry-server.js";
import { n as $8b8d26808cb8cb53$export$8948f78d83984c69, t as $8b8d26808cb8cb53$export$2b77a92f1a5ad772 } from "./Modal-CK0YMA-A.js";
import { t as Button } from "./Button-C8jCOtup.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// libs/ui/src/components/Drawer/Drawer.css.ts
var overlay = "_1rk7k420";
var modal = "_1rk7k421";
var dialog = "_1rk7k422";
var header = "_1rk7k423";
var title = "_1rk7k424";
var list = "_1rk7k426";
var link = "_1rk7k427";
var sections = "_1rk7k428";
// libs/ui/src/components/Drawer/Drawer.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The side menu (SPEC.md §2.1): a modal panel from the left. Focus stays inside while it is open;
* Escape, the close button or a click outside close it, and focus returns to what opened it.
*/
function Drawer({ isOpen, onOpenChange, sections: sections$1 }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)($8b8d26808cb8cb53$export$8948f78d83984c69, {
		className: overlay,
		isOpen,
		onOpenChange,
		isDismissable: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)($8b8d26808cb8cb53$export$2b77a92f1a5ad772, {
			className: modal,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($f2ff30fde7b014be$export$3ddf2d174ce01153, {
				className: dialog,
				"aria-label": "Меню",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: header,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)($2ec61d1d4f780267$export$a8a3e93435678ff9, {
						slot: "title",
						className: title,
						children: "Меню"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						slot: "close",
						variant: "ghost",
						size: "sm",
						iconOnly: true,
						"aria-label": "Закрыть меню",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
							"aria-hidden": true,
							size: "1.25em"
						})
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
					"aria-label": "Разделы сайта",
					className: sections,
					children: sections$1.map((section, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
						"aria-label": section.title,
						children: [section.title && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
							className: "_1rk7k425",
							children: section.title
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
							className: list,
							children: section.items.map(({ href, label, icon: Glyph, current }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($984a1fc08f87e4f3$export$a6c7ac8248d6e38a, {
								className: link,
								href,
								"aria-current": current ? "page" : void 0,
								children: [Glyph && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Glyph, {
									"aria-hidden": true,
									size: "1.25em"
								}), label]
							}) }, href))
						})]
					}, section.title ?? index))
				})]
			})
		})
	});
}
export { Drawer as default };

//# sourceMappingURL=drawer-chunk-Du0riqIO.js.map