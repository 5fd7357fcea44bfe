import { Bt as createRuntimeFn, Rt as X } from "./PortalProvider-DUo4OMmA.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { M as $2ec61d1d4f780267$export$a8a3e93435678ff9, n as $f2ff30fde7b014be$export$3ddf2d174ce01153 } from "./Dialog-BVV4XIn9.js";
import { n as $8b8d26808cb8cb53$export$8948f78d83984c69, t as $8b8d26808cb8cb53$export$2b77a92f1a5ad772 } from "./Modal-CK0YMA-A.js";
import { t as Button } from "./Button-C8jCOtup.js";
/* empty css                                    */
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// libs/ui/src/components/Dialog/Dialog.css.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var dialogOverlay = "kuqy520";
var dialogModal = createRuntimeFn({
	defaultClassName: "kuqy521",
	variantClassNames: { size: {
		sm: "kuqy522",
		md: "kuqy523",
		lg: "kuqy524"
	} },
	defaultVariants: { size: "md" },
	compoundVariants: []
});
var dialog = "kuqy525";
var dialogHeader = "kuqy526";
var dialogHeading = "kuqy527";
var dialogClose = "kuqy528";
var dialogBody = "kuqy529";
// libs/ui/src/components/Dialog/Dialog.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A modal dialog on react-aria's `ModalOverlay`, `Modal`, `Dialog` and `Heading`: focus is trapped
* and restored, Escape closes, the page behind is hidden from assistive technology. Control it with
* `isOpen`/`onOpenChange`, or put it in a `DialogTrigger` after its trigger button.
*/
var Dialog = (0, import_react.forwardRef)(function Dialog({ title, children, role = "dialog", size, showCloseButton = true, isDismissable = true, className, ...props }, ref) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)($8b8d26808cb8cb53$export$8948f78d83984c69, {
		...props,
		isDismissable,
		className: dialogOverlay,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)($8b8d26808cb8cb53$export$2b77a92f1a5ad772, {
			className: dialogModal({ size }),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)($f2ff30fde7b014be$export$3ddf2d174ce01153, {
				ref,
				role,
				className: className ? `${dialog} ${className}` : dialog,
				children: ({ close }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: dialogHeader,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)($2ec61d1d4f780267$export$a8a3e93435678ff9, {
						slot: "title",
						className: dialogHeading,
						children: title
					}), showCloseButton ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						slot: "close",
						variant: "ghost",
						size: "sm",
						"aria-label": "Закрыть",
						className: dialogClose,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, { "aria-hidden": "true" })
					}) : null]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: dialogBody,
					children: typeof children === "function" ? children({ close }) : children
				})] })
			})
		})
	});
});
export { Dialog as t };

//# sourceMappingURL=Dialog-C9kL01F8.js.map