import { a as ratingFields, c as sortKeyLabels, i as ratingFieldLabels, l as sortKeys, n as defaultRatingField, u as toggleSort } from "./sort-CGfVWJWe.js";
import { zt as createLucideIcon } from "./PortalProvider-DUo4OMmA.js";
import { H as $75afe627ae0cc0fa$export$d2b052e7b4be1756 } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// node_modules/lucide-react/dist/esm/icons/arrow-down.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "arrow-down",
	size: 24,
	node: [["path", {
		d: "M12 5v14",
		key: "s699le"
	}], ["path", {
		d: "m19 12-7 7-7-7",
		key: "1idqje"
	}]]
};
__iconData$1.node;
var ArrowDown = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/arrow-up.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "arrow-up",
	size: 24,
	node: [["path", {
		d: "m5 12 7-7 7 7",
		key: "hav0vg"
	}], ["path", {
		d: "M12 19V5",
		key: "x0mq9r"
	}]]
};
__iconData.node;
var ArrowUp = createLucideIcon(__iconData);
// libs/ui/src/components/SortBar/SortBar.css.ts
var bar = "_1admx6i0";
var keys = "_1admx6i1";
var key = "_1admx6i2";
// libs/ui/src/components/SortBar/SortBar.tsx
var import_jsx_runtime = require_jsx_runtime();
var directionLabel = {
	asc: "по возрастанию",
	desc: "по убыванию"
};
/**
* The catalogue's sort bar (SPEC.md §4): a button per sort key, the current one pressed with its
* direction; pressing it again flips the direction. Beside it, which rating the rating sort uses.
* Other lists pass their own `keys` (and `labels`) and leave the rating select out.
*/
function SortBar({ sort, onSortChange, keys: keys$1 = sortKeys, labels = {}, ratingField: ratingField$1 = defaultRatingField, onRatingFieldChange, className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: className ? `${bar} ${className}` : bar,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			role: "group",
			"aria-label": "Сортировка",
			className: keys,
			children: keys$1.map((key$1) => {
				const current = sort.sortBy === key$1;
				const Arrow = sort.direction === "asc" ? ArrowUp : ArrowDown;
				const label = labels[key$1] ?? sortKeyLabels[key$1];
				return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($75afe627ae0cc0fa$export$d2b052e7b4be1756, {
					className: key,
					isSelected: current,
					onChange: () => onSortChange(toggleSort(sort, key$1)),
					"aria-label": current ? `${label}, ${directionLabel[sort.direction]}` : label,
					children: [label, current && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Arrow, {
						"aria-hidden": true,
						size: "1em"
					})]
				}, key$1);
			})
		}), onRatingFieldChange && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
			className: "_1admx6i3",
			children: ["Рейтинг:", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
				className: "_1admx6i4",
				value: ratingField$1,
				onChange: (event) => onRatingFieldChange(event.target.value),
				children: ratingFields.map((field) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: field,
					children: ratingFieldLabels[field]
				}, field))
			})]
		})]
	});
}
export { SortBar as t };

//# sourceMappingURL=SortBar-D4O35mq9.js.map