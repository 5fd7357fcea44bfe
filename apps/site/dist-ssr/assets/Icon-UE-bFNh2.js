import "../entry-server.js";
import { Bt as createRuntimeFn } from "./PortalProvider-DUo4OMmA.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// libs/ui/src/components/Icon/Icon.css.ts
var icon = createRuntimeFn({
	defaultClassName: "_1e6jg4s0",
	variantClassNames: { size: {
		sm: "_1e6jg4s1",
		md: "_1e6jg4s2",
		lg: "_1e6jg4s3"
	} },
	defaultVariants: { size: "md" },
	compoundVariants: []
});
// libs/ui/src/components/Icon/Icon.tsx
var import_jsx_runtime = require_jsx_runtime();
/** An icon of the lucide set at a token size; decorative unless it has a label. */
function Icon({ icon: Glyph, size, label, className }) {
	const sizeClass = icon({ size });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Glyph, {
		className: className ? `${sizeClass} ${className}` : sizeClass,
		strokeWidth: 2,
		...label ? {
			role: "img",
			"aria-label": label
		} : { "aria-hidden": true }
	});
}
export { Icon as t };

//# sourceMappingURL=Icon-UE-bFNh2.js.map