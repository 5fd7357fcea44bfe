import { h as isStaffMember } from "./session-BGqqomvP.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { X as $984a1fc08f87e4f3$export$a6c7ac8248d6e38a, vt as formatDate } from "../entry-server.js";
import { Bt as createRuntimeFn } from "./PortalProvider-DUo4OMmA.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// libs/ui/src/components/Chip/Chip.css.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var chip = createRuntimeFn({
	defaultClassName: "y6508b0",
	variantClassNames: {
		variant: {
			neutral: "y6508b1",
			accent: "y6508b2",
			danger: "y6508b3"
		},
		size: {
			sm: "y6508b4",
			md: "y6508b5"
		}
	},
	defaultVariants: {
		variant: "neutral",
		size: "md"
	},
	compoundVariants: []
});
// libs/ui/src/components/Chip/Chip.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A short static label beside a name or a title (role, ban, tag). */
var Chip = (0, import_react.forwardRef)(function Chip({ variant, size, icon, className, children, ...props }, ref) {
	const rootClass = chip({
		variant,
		size
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		...props,
		ref,
		className: className ? `${rootClass} ${className}` : rootClass,
		children: [icon ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"aria-hidden": "true",
			children: icon
		}) : null, children]
	});
});
/** "Модератор" beside the names of moderators and administrators (SPEC.md §2.4, §6). */
var ModeratorChip = (0, import_react.forwardRef)(function ModeratorChip(props, ref) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
		...props,
		ref,
		variant: "accent",
		children: "Модератор"
	});
});
/** The ban chip of the profile header: "до {date}" (SPEC.md §2.4). */
var BanChip = (0, import_react.forwardRef)(function BanChip({ expiredAt, timeZone, ...props }, ref) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Chip, {
		...props,
		ref,
		variant: "danger",
		children: ["до ", formatDate(expiredAt, timeZone)]
	});
});
// libs/ui/src/components/UserName/UserName.css.ts
var userName = createRuntimeFn({
	defaultClassName: "_1p5ocaa0",
	variantClassNames: { size: {
		sm: "_1p5ocaa1",
		md: "_1p5ocaa2",
		lg: "_1p5ocaa3"
	} },
	defaultVariants: { size: "md" },
	compoundVariants: []
});
var userNameText = "_1p5ocaa4";
var userNameLink = "_1p5ocaa5 _1p5ocaa4";
// libs/ui/src/components/UserName/UserName.tsx
/** A user's name, as a link to the profile when `href` is given, with the moderator chip. */
var UserName = (0, import_react.forwardRef)(function UserName({ name, href, role, linkProps, size, className, ...props }, ref) {
	const rootClass = userName({ size });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		...props,
		ref,
		className: className ? `${rootClass} ${className}` : rootClass,
		children: [href ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)($984a1fc08f87e4f3$export$a6c7ac8248d6e38a, {
			...linkProps,
			href,
			className: userNameLink,
			children: name
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: userNameText,
			children: name
		}), role && isStaffMember(role) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ModeratorChip, { size: "sm" }) : null]
	});
});
export { ModeratorChip as i, BanChip as n, Chip as r, UserName as t };

//# sourceMappingURL=UserName-C2sz8sPk.js.map