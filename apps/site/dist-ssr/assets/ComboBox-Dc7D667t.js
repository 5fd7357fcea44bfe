import { a as TIMINGS } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { t as LoaderCircle } from "./loader-circle-Cd1Fq9DW.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { t as $dbdc5e6e7ce01b4b$export$72b9695b8216309a } from "./ComboBox-BEKK4aZ3.js";
import { r as $1f3c3b1a70cec653$export$f551688fc98f2e09 } from "./useField-2T9JIzKK.js";
import { J as $41fb335299a4a39e$export$f5b8910cec6cf069, R as fieldError, V as fieldRoot, z as fieldInput } from "../entry-server.js";
import { m as $43a3b93638fe5db9$export$b04be29aa201d4f5, n as $efe09c6d1c304b50$export$5f1af8db9871e1d6 } from "./PortalProvider-DUo4OMmA.js";
import { i as $928221da08ecbc62$export$41f133550aa26f48, n as listOption, r as listPopover, s as $928221da08ecbc62$export$a11e76429ed99b4, t as listBox } from "./list-popup.css-jNplL34g.js";
import { l as $542a13ca2fa5b484$export$5b6b19405a83ff9d } from "./Dialog-BVV4XIn9.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// libs/ui/src/components/ComboBox/ComboBox.css.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var comboBoxGroup = "_1gbex8d1";
var comboBoxInput = "_1gbex8d2";
var comboBoxEmpty = "_1gbex8d4";
// libs/ui/src/components/ComboBox/ComboBox.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A search-as-you-type choice on react-aria's `ComboBox` (e.g. the user search): the list shows
* "Загрузка..." while the debounced `onSearch` runs and "Ничего не найдено" when it finds nothing.
*/
function ComboBox({ onSearch, debounceMs = TIMINGS.userSearchDebounceMs, label, description, errorMessage, placeholder, size, className, onInputChange, onChange, ...props }) {
	const [query, setQuery] = (0, import_react.useState)("");
	const chosenLabel = (0, import_react.useRef)(null);
	const [items, setItems] = (0, import_react.useState)([]);
	const [isPending, setPending] = (0, import_react.useState)(false);
	const search = (0, import_react.useRef)(onSearch);
	(0, import_react.useLayoutEffect)(() => {
		search.current = onSearch;
	});
	(0, import_react.useEffect)(() => {
		if (query === "") return;
		let isStale = false;
		const timer = setTimeout(() => {
			search.current(query).then((found) => {
				if (isStale) return;
				setItems(found);
				setPending(false);
			}, () => {
				if (isStale) return;
				setItems([]);
				setPending(false);
			});
		}, debounceMs);
		return () => {
			isStale = true;
			clearTimeout(timer);
		};
	}, [query, debounceMs]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($dbdc5e6e7ce01b4b$export$72b9695b8216309a, {
		...props,
		items,
		allowsEmptyCollection: query !== "",
		onChange: (value) => {
			chosenLabel.current = items.find((item) => item.id === value)?.label ?? null;
			onChange?.(value);
		},
		onInputChange: (text) => {
			onInputChange?.(text);
			if (text === chosenLabel.current) return;
			chosenLabel.current = null;
			const next = text.trim();
			if (next === query) return;
			setQuery(next);
			if (next === "") setItems([]);
			setPending(next !== "");
		},
		className: className ? `${fieldRoot} ${className}` : fieldRoot,
		children: [
			label != null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)($43a3b93638fe5db9$export$b04be29aa201d4f5, {
				className: "_1elsa6x1",
				children: label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: comboBoxGroup,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)($41fb335299a4a39e$export$f5b8910cec6cf069, {
					placeholder,
					className: `${fieldInput({ size })} ${comboBoxInput}`
				}), isPending && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoaderCircle, {
					className: "_1gbex8d3",
					size: "1.1em",
					"aria-hidden": true
				})]
			}),
			description != null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)($efe09c6d1c304b50$export$5f1af8db9871e1d6, {
				slot: "description",
				className: "_1elsa6x2",
				children: description
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)($1f3c3b1a70cec653$export$f551688fc98f2e09, {
				className: fieldError,
				children: errorMessage
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)($542a13ca2fa5b484$export$5b6b19405a83ff9d, {
				className: listPopover,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)($928221da08ecbc62$export$41f133550aa26f48, {
					className: listBox,
					renderEmptyState: () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: comboBoxEmpty,
						children: isPending ? "Загрузка..." : "Ничего не найдено"
					}),
					children: (item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)($928221da08ecbc62$export$a11e76429ed99b4, {
						id: item.id,
						textValue: item.label,
						className: listOption,
						children: item.label
					})
				})
			})
		]
	});
}
export { ComboBox as t };

//# sourceMappingURL=ComboBox-Dc7D667t.js.map