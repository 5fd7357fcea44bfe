import { t as EyeOff } from "./eye-off-ct9KJCaq.js";
import { n as projectHref, r as ImageOff } from "./cards-DUvw1Gz3.js";
import { t as LoaderCircle } from "./loader-circle-Cd1Fq9DW.js";
import { A as searchSuggestOption, C as searchSuggestEmpty, D as searchSuggestList, E as searchSuggestInput, F as searchSuggestSpinner, I as searchSuggestTexts, J as $41fb335299a4a39e$export$f5b8910cec6cf069, M as searchSuggestPoster, N as searchSuggestRoot, Nt as isImageBlurred, O as searchSuggestName, P as searchSuggestSection, Q as Search, St as filterToApiParams, T as searchSuggestIcon, bt as defaultFilter, h as useAppearance, j as searchSuggestPopover, k as searchSuggestNoPoster, w as searchSuggestGroup, z as fieldInput } from "../entry-server.js";
import { Rt as X, a as $7705c033048f6da7$export$353f5b6fc5456de1 } from "./PortalProvider-DUo4OMmA.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { n as $dbdc5e6e7ce01b4b$export$c02625b26074192c, t as $dbdc5e6e7ce01b4b$export$72b9695b8216309a } from "./ComboBox-BEKK4aZ3.js";
import { i as $928221da08ecbc62$export$41f133550aa26f48, r as listPopover, s as $928221da08ecbc62$export$a11e76429ed99b4 } from "./list-popup.css-jNplL34g.js";
import { l as $542a13ca2fa5b484$export$5b6b19405a83ff9d } from "./Dialog-BVV4XIn9.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
import { z as novelsRoute } from "./client-BHtto6D6.js";
import { o as sectionLabels } from "./sections-RDbRyv0S.js";
import { a as TIMINGS } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { n as useEndpoint } from "./use-endpoint-Hir9GYHS.js";
import { t as useDebouncedValue } from "./use-debounced-value-D9wkMsYu.js";
// libs/ui/src/components/SearchSuggest/SearchSuggest.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* The global search box (SPEC.md §2.1) with suggestions as the reader types (issue 22): a react-aria
* `ComboBox` whose options are links to projects (poster, name, section). Arrows move through them
* and Enter opens the highlighted one; Enter with none highlighted submits the text; Escape closes the
* list, and with the list closed clears the text, as the plain search box does. While the list is
* open react-aria hides the rest of the page from screen readers (its combo box pattern,
* adobe/react-spectrum#4937); Tab and Escape close it.
*/
function SearchSuggest({ value, onChange, onSubmit, items, isLoading = false, errorMessage, minLength = 2, placeholder = "Поиск", "aria-label": ariaLabel = "Поиск", size, autoFocus = false, defaultOpen = false, className }) {
	const inputRef = (0, import_react.useRef)(null);
	const isLongEnough = value.trim().length >= minLength;
	const [openOnMount] = (0, import_react.useState)(defaultOpen && isLongEnough);
	(0, import_react.useLayoutEffect)(() => {
		const input = inputRef.current;
		if (!autoFocus || !input) return;
		input.focus();
		input.setSelectionRange(input.value.length, input.value.length);
	}, []);
	const onKeyDown = (event) => {
		if (event.nativeEvent.isComposing) return;
		const input = event.currentTarget;
		if (event.key === "Enter" && !input.getAttribute("aria-activedescendant")) onSubmit(value);
		if (event.key === "Escape" && input.getAttribute("aria-expanded") !== "true") onChange("");
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($dbdc5e6e7ce01b4b$export$72b9695b8216309a, {
		"aria-label": ariaLabel,
		items: isLongEnough ? items : [],
		inputValue: value,
		onInputChange: onChange,
		allowsCustomValue: true,
		selectedKey: null,
		allowsEmptyCollection: isLongEnough,
		className: className ? `${searchSuggestRoot} ${className}` : searchSuggestRoot,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: searchSuggestGroup,
				children: [
					isLoading && isLongEnough ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoaderCircle, {
						className: searchSuggestSpinner,
						size: "1.1em",
						"aria-hidden": true
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search, {
						className: searchSuggestIcon,
						size: "1.1em",
						"aria-hidden": true
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)($41fb335299a4a39e$export$f5b8910cec6cf069, {
						ref: inputRef,
						placeholder,
						enterKeyHint: "search",
						onKeyDown,
						className: `${fieldInput({ size })} ${searchSuggestInput}`
					}),
					value !== "" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)($7705c033048f6da7$export$353f5b6fc5456de1, {
						slot: null,
						"aria-label": "Очистить поиск",
						excludeFromTabOrder: true,
						preventFocusOnPress: true,
						onPress: () => {
							onChange("");
							inputRef.current?.focus();
						},
						className: "_55p9e93",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
							size: "1em",
							"aria-hidden": true
						})
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OpenOnMount, { when: openOnMount }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)($542a13ca2fa5b484$export$5b6b19405a83ff9d, {
				className: `${listPopover} ${searchSuggestPopover}`,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)($928221da08ecbc62$export$41f133550aa26f48, {
					className: searchSuggestList,
					renderEmptyState: () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: searchSuggestEmpty,
						children: isLoading ? "Загрузка..." : errorMessage ?? "Ничего не найдено"
					}),
					children: (item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchSuggestOption, { item })
				})
			})
		]
	});
}
/** Opens the list once, after mounting, when `when` holds (`defaultOpen` with enough text typed). */
function OpenOnMount({ when }) {
	const state = (0, import_react.useContext)($dbdc5e6e7ce01b4b$export$c02625b26074192c);
	const isDone = (0, import_react.useRef)(false);
	(0, import_react.useEffect)(() => {
		if (!when || isDone.current || !state) return;
		isDone.current = true;
		state.open(null, "manual");
	});
	return null;
}
/**
* One suggestion: a link to the project, named by what it shows, the project's name then its section
* (the name of a link holds its visible text, WCAG 2.5.3).
*/
function SearchSuggestOption({ item }) {
	const { posterSrc, isPosterVeiled = false } = item;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)($928221da08ecbc62$export$a11e76429ed99b4, {
		id: item.id,
		href: item.href,
		textValue: item.name,
		className: searchSuggestOption,
		children: [posterSrc && !isPosterVeiled ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
			src: posterSrc,
			alt: "",
			decoding: "async",
			className: searchSuggestPoster
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: searchSuggestNoPoster,
			children: isPosterVeiled ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EyeOff, {
				size: "1em",
				"aria-hidden": true
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageOff, {
				size: "1em",
				"aria-hidden": true
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: searchSuggestTexts,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: searchSuggestName,
					children: item.name
				}),
				" ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: searchSuggestSection,
					children: item.sectionLabel
				})
			]
		})]
	});
}
/** The pause after the last key before asking, as the user search waits (SPEC.md §9). */
var SUGGESTIONS_DEBOUNCE_MS = TIMINGS.userSearchDebounceMs;
/**
* The `GET /api/novels` query for a text: the global search's own (§2.1: section all, the catalogue's
* default order), its first 8 cards — so the suggestions are the top of the page Enter opens.
*/
function suggestionsQuery(text) {
	return filterToApiParams({
		...defaultFilter("novels"),
		section: "all",
		search: text.trim(),
		limit: 8
	});
}
/** What `SearchSuggest` shows of the cards: a marked poster stays hidden unless the reader opted in. */
function suggestionItems(cards, appearance) {
	return cards.map((card) => ({
		id: card._id,
		name: card.name,
		sectionLabel: sectionLabels[card.section],
		href: projectHref(card),
		posterSrc: card.poster?.preview ?? null,
		isPosterVeiled: isImageBlurred(card.poster, appearance)
	}));
}
/**
* The suggestions for the typed text: asked once typing pauses, through SWR like every read of the
* site (one cache entry per text, so going back to a text answers at once), the previous answer kept
* on screen while the next one loads. A failure says so in the list, not in a toast per keystroke.
*/
function useSearchSuggestions(text) {
	const appearance = useAppearance();
	const typed = text.trim();
	const settled = useDebouncedValue(typed, SUGGESTIONS_DEBOUNCE_MS);
	const asked = settled.length >= 2 ? settled : null;
	const answer = useEndpoint(novelsRoute, asked === null ? null : { query: suggestionsQuery(asked) }, {
		keepPreviousData: true,
		revalidateOnFocus: false
	});
	const isLoading = typed.length >= 2 && (settled !== typed || answer.isLoading);
	if (answer.error && !isLoading) return {
		items: [],
		isLoading,
		errorMessage: "Не удалось загрузить новеллы"
	};
	return {
		items: suggestionItems(answer.data?.novels ?? [], appearance),
		isLoading
	};
}
// apps/site/src/search/SuggestingSearch.tsx
/**
* The global search box with its suggestions: a chunk of its own (react-aria's combo box and the
* suggestions' code), loaded by `SiteSearch` when the reader reaches for the box.
*/
function SuggestingSearch(props) {
	const { items, isLoading, errorMessage } = useSearchSuggestions(props.value);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchSuggest, {
		...props,
		items,
		isLoading,
		errorMessage,
		minLength: 2
	});
}
export { SuggestingSearch as default };

//# sourceMappingURL=SuggestingSearch-HWNIq16q.js.map