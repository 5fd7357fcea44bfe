import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { Bt as createRuntimeFn, l as $6c0095e7e99364f2$export$c17561cb55d4db30 } from "./PortalProvider-DUo4OMmA.js";
import "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// libs/ui/src/components/Spinner/Spinner.css.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var spinner = "_1x0ctid1";
var spinnerCircle = createRuntimeFn({
	defaultClassName: "_1x0ctid2",
	variantClassNames: { size: {
		sm: "_1x0ctid3",
		md: "_1x0ctid4",
		lg: "_1x0ctid5"
	} },
	defaultVariants: { size: "md" },
	compoundVariants: []
});
// libs/ui/src/components/Spinner/Spinner.tsx
var import_jsx_runtime = require_jsx_runtime();
/** An indeterminate loading indicator on react-aria's `ProgressBar` (role `progressbar`). */
var Spinner = (0, import_react.forwardRef)(function Spinner({ size, label = "Загрузка...", hideLabel = false, className, ...props }, ref) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($6c0095e7e99364f2$export$c17561cb55d4db30, {
		...props,
		ref,
		isIndeterminate: true,
		"aria-label": label,
		className: className ? `${spinner} ${className}` : spinner,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: spinnerCircle({ size }),
			"aria-hidden": "true"
		}), hideLabel ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"aria-hidden": "true",
			children: label
		})]
	});
});
export { Spinner as t };

//# sourceMappingURL=Spinner-BIODU9Qm.js.map