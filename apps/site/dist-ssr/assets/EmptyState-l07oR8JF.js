import { $ as FileText } from "../entry-server.js";
import { Bt as createRuntimeFn, zt as createLucideIcon } from "./PortalProvider-DUo4OMmA.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// node_modules/lucide-react/dist/esm/icons/inbox.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$3 = {
	name: "inbox",
	size: 24,
	node: [["polyline", {
		points: "22 12 16 12 14 15 10 15 8 12 2 12",
		key: "o97t9d"
	}], ["path", {
		d: "M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z",
		key: "oot6mr"
	}]]
};
__iconData$3.node;
var Inbox = createLucideIcon(__iconData$3);
// node_modules/lucide-react/dist/esm/icons/package-open.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "package-open",
	size: 24,
	node: [
		["path", {
			d: "M12 22v-9",
			key: "x3hkom"
		}],
		["path", {
			d: "M15.17 2.21a1.67 1.67 0 0 1 1.63 0L21 4.57a1.93 1.93 0 0 1 0 3.36L8.82 14.79a1.655 1.655 0 0 1-1.64 0L3 12.43a1.93 1.93 0 0 1 0-3.36z",
			key: "2ntwy6"
		}],
		["path", {
			d: "M20 13v3.87a2.06 2.06 0 0 1-1.11 1.83l-6 3.08a1.93 1.93 0 0 1-1.78 0l-6-3.08A2.06 2.06 0 0 1 4 16.87V13",
			key: "1pmm1c"
		}],
		["path", {
			d: "M21 12.43a1.93 1.93 0 0 0 0-3.36L8.83 2.2a1.64 1.64 0 0 0-1.63 0L3 4.57a1.93 1.93 0 0 0 0 3.36l12.18 6.86a1.636 1.636 0 0 0 1.63 0z",
			key: "12ttoo"
		}]
	]
};
__iconData$2.node;
var PackageOpen = createLucideIcon(__iconData$2);
// node_modules/lucide-react/dist/esm/icons/search-x.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "search-x",
	size: 24,
	node: [
		["path", {
			d: "m13.5 8.5-5 5",
			key: "1cs55j"
		}],
		["path", {
			d: "m8.5 8.5 5 5",
			key: "a8mexj"
		}],
		["circle", {
			cx: "11",
			cy: "11",
			r: "8",
			key: "4ej97u"
		}],
		["path", {
			d: "m21 21-4.3-4.3",
			key: "1qie3q"
		}]
	]
};
__iconData$1.node;
var SearchX = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/user-x.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "user-x",
	size: 24,
	node: [
		["path", {
			d: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2",
			key: "1yyitq"
		}],
		["circle", {
			cx: "9",
			cy: "7",
			r: "4",
			key: "nufk8"
		}],
		["line", {
			x1: "17",
			x2: "22",
			y1: "8",
			y2: "13",
			key: "3nzzx3"
		}],
		["line", {
			x1: "22",
			x2: "17",
			y1: "8",
			y2: "13",
			key: "1swrse"
		}]
	]
};
__iconData.node;
var UserX = createLucideIcon(__iconData);
// libs/ui/src/components/EmptyState/EmptyState.css.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var emptyState = createRuntimeFn({
	defaultClassName: "_132y6g0",
	variantClassNames: { size: {
		sm: "_132y6g1",
		md: "_132y6g2"
	} },
	defaultVariants: { size: "md" },
	compoundVariants: []
});
var emptyStateIcon = "_132y6g3";
var emptyStateText = "_132y6g4";
var emptyStateAction = "_132y6g5";
// libs/ui/src/components/EmptyState/EmptyState.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The texts of SPEC.md §8 for each preset. */
var emptyStateTexts = {
	nothingFound: "Ничего не найдено",
	nothing: "Ничего нет",
	noDescription: "Нет описания",
	userNotFound: "Пользователь не найден",
	nothingAdded: "Пока ничего не добавлено"
};
var icons = {
	nothingFound: SearchX,
	nothing: Inbox,
	noDescription: FileText,
	userNotFound: UserX,
	nothingAdded: PackageOpen
};
/** What a list or a page shows when it has nothing to show. */
var EmptyState = (0, import_react.forwardRef)(function EmptyState({ kind = "nothing", text, size, action, className, ...props }, ref) {
	const Icon = icons[kind];
	const rootClass = emptyState({ size });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		...props,
		ref,
		className: className ? `${rootClass} ${className}` : rootClass,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
				className: emptyStateIcon,
				"aria-hidden": "true"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: emptyStateText,
				children: text ?? emptyStateTexts[kind]
			}),
			action ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: emptyStateAction,
				children: action
			}) : null
		]
	});
});
export { EmptyState as t };

//# sourceMappingURL=EmptyState-l07oR8JF.js.map