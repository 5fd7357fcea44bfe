import { t as LoaderCircle } from "./loader-circle-Cd1Fq9DW.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { Bt as createRuntimeFn, a as $7705c033048f6da7$export$353f5b6fc5456de1, wt as $7230ffa83bc0c2cf$export$c245e6201fed2f75 } from "./PortalProvider-DUo4OMmA.js";
/* empty css                               */
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// libs/ui/src/components/Button/Button.css.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var button = createRuntimeFn({
	defaultClassName: "igcxs70",
	variantClassNames: {
		variant: {
			primary: "igcxs71",
			secondary: "igcxs72",
			ghost: "igcxs73",
			danger: "igcxs74"
		},
		size: {
			sm: "igcxs75",
			md: "igcxs76",
			lg: "igcxs77"
		},
		iconOnly: {
			true: "igcxs78",
			false: "igcxs79"
		}
	},
	defaultVariants: {
		variant: "primary",
		size: "md",
		iconOnly: false
	},
	compoundVariants: [
		[{
			iconOnly: true,
			size: "sm"
		}, "igcxs7a"],
		[{
			iconOnly: true,
			size: "md"
		}, "igcxs7b"],
		[{
			iconOnly: true,
			size: "lg"
		}, "igcxs7c"]
	]
});
// libs/ui/src/components/Button/Button.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A button on react-aria's `Button`: press, keyboard, focus and the pending state come from there.
* While `isPending`, it shows a spinner, ignores presses and tells assistive technology it is busy.
*/
var Button = (0, import_react.forwardRef)(function Button({ variant, size, iconOnly = false, className, children, ...props }, ref) {
	const variantClass = button({
		variant,
		size,
		iconOnly
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)($7705c033048f6da7$export$353f5b6fc5456de1, {
		...props,
		ref,
		className: className ? `${variantClass} ${className}` : variantClass,
		children: $7230ffa83bc0c2cf$export$c245e6201fed2f75(children, (content, { isPending }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [isPending && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoaderCircle, {
			"aria-hidden": true,
			className: "igcxs7e"
		}), isPending && iconOnly ? null : content] }))
	});
});
export { button as n, Button as t };

//# sourceMappingURL=Button-C8jCOtup.js.map