import { t as changeRatingField } from "./sort-CGfVWJWe.js";
import { Ct as filterToQuery, St as filterToApiParams, Ut as useSearchParams, Z as SlidersHorizontal, ct as lazyComponent, dt as landingPageMeta, f as chooseRatingField, h as useAppearance, ot as usePageMeta, wt as hasActiveFilters, xt as filterFromQuery, y as useToasts } from "../entry-server.js";
import { o as sectionLabels, r as gameSectionTabs } from "./sections-RDbRyv0S.js";
import { t as Button } from "./Button-C8jCOtup.js";
import { t as Icon } from "./Icon-UE-bFNh2.js";
import { t as NovelGrid } from "./NovelGrid-DfkflL8A.js";
import { t as Paginator } from "./Paginator-CK2Y0X-d.js";
import { t as SortBar } from "./SortBar-D4O35mq9.js";
import { i as Tabs, n as TabList, r as TabPanel, t as Tab } from "./Tabs-6DQB3NSh.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { t as novelCardProps } from "./cards-DUvw1Gz3.js";
/* empty css                               */
/* empty css                                    */
import "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { w as filtersRoute, z as novelsRoute$1 } from "./client-BHtto6D6.js";
import { n as useEndpoint } from "./use-endpoint-Hir9GYHS.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// apps/site/src/routes/catalogue/use-catalogue.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* A page of cards for a filter (`GET /api/novels`). The previous page stays on screen while the next
* one loads, so paging and filtering do not flash an empty grid.
*/
function useNovels(filter) {
	const toasts = useToasts();
	const answer = useEndpoint(novelsRoute$1, { query: filterToApiParams(filter) }, { keepPreviousData: true });
	(0, import_react.useEffect)(() => {
		if (answer.error) toasts.error("Не удалось загрузить новеллы");
	}, [answer.error, toasts]);
	return answer;
}
/** The vocabularies of the filter panel (`GET /api/filters`), as plain values. */
function useVocabularies() {
	const toasts = useToasts();
	const answer = useEndpoint(filtersRoute, {}, { revalidateOnFocus: false });
	(0, import_react.useEffect)(() => {
		if (answer.error) toasts.error("Не удалось загрузить фильтры");
	}, [answer.error, toasts]);
	const values = (entries) => entries?.map((entry) => entry.value) ?? [];
	return {
		tags: values(answer.data?.tags),
		genres: values(answer.data?.genres),
		platforms: values(answer.data?.platforms)
	};
}
// apps/site/src/routes/catalogue/CataloguePage.css.ts
var page = "_76s5wm0";
var scrollRow = "_76s5wm1";
var heading = "_76s5wm2";
var layout = "_76s5wm3";
var filters = "_76s5wm4";
var results = "_76s5wm5";
var topPaginator = "_76s5wm6";
var toolbar = "_76s5wm7";
// apps/site/src/routes/catalogue/CataloguePage.tsx
var import_jsx_runtime = require_jsx_runtime();
var CatalogueFilters = lazyComponent("catalogue-filters", async () => (await import("./CatalogueFilters-CKXkpF6K.js")).default);
/**
* /novels and /games (SPEC.md §2.2): the card grid, sort bar, filters, presets and paging. The whole
* view lives in the address (`filterToQuery`/`filterFromQuery` of the domain), so back and forward,
* reloads and shared links reproduce it; every change is a new history entry.
*/
function CataloguePage({ route }) {
	const [searchParams, setSearchParams] = useSearchParams();
	const filter = filterFromQuery(Object.fromEntries(searchParams), route);
	const appearance = useAppearance();
	const { data, isLoading } = useNovels(filter);
	const meta = landingPageMeta[route];
	usePageMeta(meta);
	const [filtersOpen, setFiltersOpen] = (0, import_react.useState)(() => hasActiveFilters(filter));
	const filtersId = (0, import_react.useId)();
	const show = (next) => {
		if (next.ratingField !== filter.ratingField) chooseRatingField(next.ratingField);
		setSearchParams(filterToQuery(next, route));
		if (next.page !== filter.page) window.scrollTo({ top: 0 });
	};
	const pageCount = Math.max(1, Math.ceil((data?.count ?? 0) / filter.limit));
	const paginator = (placement) => data && data.count > filter.limit ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paginator, {
		className: placement === "top" ? topPaginator : void 0,
		page: filter.page,
		pageCount,
		onPageChange: (page) => show({
			...filter,
			page
		}),
		"aria-label": placement === "top" ? "Страницы (вверху)" : "Страницы"
	}) : null;
	const results$1 = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: layout,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: toolbar,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: scrollRow,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SortBar, {
						sort: filter.sort,
						ratingField: filter.ratingField,
						onSortChange: (sort) => show({
							...filter,
							sort,
							page: 0
						}),
						onRatingFieldChange: (ratingField) => {
							const { sort } = changeRatingField(filter.sort);
							show({
								...filter,
								ratingField,
								sort,
								page: 0
							});
						}
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					variant: "secondary",
					"aria-expanded": filtersOpen,
					"aria-controls": filtersId,
					onPress: () => setFiltersOpen((open) => !open),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: SlidersHorizontal }), "Фильтры"]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("aside", {
				id: filtersId,
				className: filters,
				"aria-label": "Фильтры",
				hidden: !filtersOpen,
				children: filtersOpen && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
					fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						role: "status",
						children: "Загрузка..."
					}),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CatalogueFilters, {
						filter,
						route,
						onChange: show
					})
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: results,
				"aria-label": "Результаты",
				"aria-busy": isLoading,
				children: [
					paginator("top"),
					data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NovelGrid, {
						label: meta.title,
						eagerPosters: 5,
						novels: data.novels.map((card) => novelCardProps(card, filter.ratingField, appearance))
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						role: "status",
						children: "Загрузка..."
					}),
					paginator("bottom")
				]
			})
		]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: page,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: heading,
			children: meta.title
		}), route === "games" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Tabs, {
			selectedKey: filter.section,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: scrollRow,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabList, {
					"aria-label": "Разделы",
					children: gameSectionTabs.map((section) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tab, {
						id: section,
						href: `/games?${new URLSearchParams(filterToQuery({
							...filter,
							section,
							page: 0
						}, route))}`,
						children: sectionLabels[section]
					}, section))
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabPanel, {
				id: filter.section,
				children: results$1
			})]
		}) : results$1]
	});
}
// apps/site/src/routes/catalogue/route.tsx
/** /novels and /games (SPEC.md §2.2): one page, two routes. */
var novelsRoute = { Component: () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CataloguePage, { route: "novels" }) };
var gamesRoute = { Component: () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CataloguePage, { route: "games" }) };
export { gamesRoute, novelsRoute, useVocabularies as t };

//# sourceMappingURL=route-CmteFSt5.js.map