import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { r as $1f3c3b1a70cec653$export$f551688fc98f2e09 } from "./useField-2T9JIzKK.js";
import { Bt as createRuntimeFn, m as $43a3b93638fe5db9$export$b04be29aa201d4f5, n as $efe09c6d1c304b50$export$5f1af8db9871e1d6 } from "./PortalProvider-DUo4OMmA.js";
import { n as $bd263d78e9bf3c56$export$f5c9f3c2c4054eec, t as $b8dcdc58eeae0d40$export$2c73285ae9390cec } from "./TextField-y0GDdB75.js";
import { R as fieldError, V as fieldRoot, z as fieldInput } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// libs/ui/src/components/TextArea/TextArea.css.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var textArea = "t5jiam0";
var textAreaResize = createRuntimeFn({
	defaultClassName: "t5jiam1",
	variantClassNames: { resize: {
		vertical: "t5jiam2",
		none: "t5jiam3"
	} },
	defaultVariants: { resize: "vertical" },
	compoundVariants: []
});
// libs/ui/src/components/TextArea/TextArea.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A multi-line text field: react-aria's `TextField` around a `TextArea`. */
var TextArea = (0, import_react.forwardRef)(function TextArea({ label, description, errorMessage, placeholder, rows, size, resize, className, ...props }, ref) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($b8dcdc58eeae0d40$export$2c73285ae9390cec, {
		...props,
		className: className ? `${fieldRoot} ${className}` : fieldRoot,
		children: [
			label != null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)($43a3b93638fe5db9$export$b04be29aa201d4f5, {
				className: "_1elsa6x1",
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)($bd263d78e9bf3c56$export$f5c9f3c2c4054eec, {
				ref,
				rows,
				placeholder,
				className: `${fieldInput({ size })} ${textArea} ${textAreaResize({ resize })}`
			}),
			description != null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)($efe09c6d1c304b50$export$5f1af8db9871e1d6, {
				slot: "description",
				className: "_1elsa6x2",
				children: description
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)($1f3c3b1a70cec653$export$f551688fc98f2e09, {
				className: fieldError,
				children: errorMessage
			})
		]
	});
});
export { TextArea as t };

//# sourceMappingURL=TextArea-CLrqE04n.js.map