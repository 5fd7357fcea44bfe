import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { X as $984a1fc08f87e4f3$export$a6c7ac8248d6e38a } from "../entry-server.js";
import { Bt as createRuntimeFn } from "./PortalProvider-DUo4OMmA.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// libs/ui/src/components/Link/Link.css.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var link = createRuntimeFn({
	defaultClassName: "_84ulwj0",
	variantClassNames: { variant: {
		inline: "_84ulwj1",
		standalone: "_84ulwj2",
		quiet: "_84ulwj3"
	} },
	defaultVariants: { variant: "inline" },
	compoundVariants: []
});
// libs/ui/src/components/Link/Link.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A link on react-aria's `Link`. With `href` it is a real anchor (ctrl/middle click open a new tab);
* the app injects client-side routing once through react-aria's `RouterProvider`.
*/
var Link = (0, import_react.forwardRef)(function Link({ variant, className, ...props }, ref) {
	const variantClass = link({ variant });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)($984a1fc08f87e4f3$export$a6c7ac8248d6e38a, {
		...props,
		ref,
		className: className ? `${variantClass} ${className}` : variantClass
	});
});
export { Link as t };

//# sourceMappingURL=Link-D0Vg0GIB.js.map