import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { r as $1f3c3b1a70cec653$export$f551688fc98f2e09 } from "./useField-2T9JIzKK.js";
import { J as $41fb335299a4a39e$export$f5b8910cec6cf069, R as fieldError, V as fieldRoot, z as fieldInput } from "../entry-server.js";
import { m as $43a3b93638fe5db9$export$b04be29aa201d4f5, n as $efe09c6d1c304b50$export$5f1af8db9871e1d6 } from "./PortalProvider-DUo4OMmA.js";
import { t as $b8dcdc58eeae0d40$export$2c73285ae9390cec } from "./TextField-y0GDdB75.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// libs/ui/src/components/TextField/TextField.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** A one-line text field on react-aria's `TextField`: label, input, description and error. */
var TextField = (0, import_react.forwardRef)(function TextField({ label, description, errorMessage, placeholder, size, className, ...props }, ref) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($b8dcdc58eeae0d40$export$2c73285ae9390cec, {
		...props,
		className: className ? `${fieldRoot} ${className}` : fieldRoot,
		children: [
			label != null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)($43a3b93638fe5db9$export$b04be29aa201d4f5, {
				className: "_1elsa6x1",
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)($41fb335299a4a39e$export$f5b8910cec6cf069, {
				ref,
				placeholder,
				className: fieldInput({ size })
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
export { TextField as t };

//# sourceMappingURL=TextField-_25ox2jH.js.map