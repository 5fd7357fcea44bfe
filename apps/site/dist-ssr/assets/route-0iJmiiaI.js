import { t as accountMessages } from "./messages-DqqXuXH-.js";
import { n as LIMITS } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { o as userListLabel, r as profilePath } from "./profile-DVSnRv5f.js";
import { Ht as useParams, Tt as usernameFromRouteParam, Ut as useSearchParams, h as useAppearance, st as usePageTitle, y as useToasts } from "../entry-server.js";
import { t as EmptyState } from "./EmptyState-l07oR8JF.js";
import { t as Link } from "./Link-D0Vg0GIB.js";
import { t as NovelGrid } from "./NovelGrid-DfkflL8A.js";
import { t as Paginator } from "./Paginator-CK2Y0X-d.js";
import { t as Spinner } from "./Spinner-BIODU9Qm.js";
import { i as Tabs, n as TabList, r as TabPanel, t as Tab } from "./Tabs-6DQB3NSh.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { At as userListsRoute, D as listPageRoute, t as ApiError } from "./client-BHtto6D6.js";
import { t as novelCardProps } from "./cards-DUvw1Gz3.js";
import { n as searchWithPage, t as pageFromSearch } from "./profile-address-Bv7I6n0T.js";
/* empty css                               */
/* empty css                                    */
import { n as useEndpoint } from "./use-endpoint-Hir9GYHS.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// apps/site/src/routes/lists/lists-address.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The list in the address if it is among those shown, else the first shown. */
function listFromSearch(search, shown) {
	const asked = search.get("list");
	return shown.find((list) => list === asked) ?? shown[0] ?? null;
}
/** The address's query for another list: its first page. */
function searchWithList(search, list) {
	const next = new URLSearchParams(search);
	next.delete("page");
	next.set("list", list);
	return next;
}
// apps/site/src/routes/lists/ListsPage.css.ts
var page = "leo3s50";
var header = "leo3s51";
var title = "leo3s52";
var scrollRow = "leo3s53";
var tabPanel = "leo3s54";
// apps/site/src/routes/lists/use-lists.ts
/**
* The lists of the user named in the address that the viewer may see (the API applies the owner's
* visibility settings, SPEC.md §3), with counts. `username` is the router's parameter as it is.
*/
function useListsOf(username) {
	return useEndpoint(userListsRoute, { params: { username } }, { shouldRetryOnError: false });
}
/** A page (0-based, 30 cards) of one list; null asks nothing (no list to show). */
function useListPage(listId, page) {
	return useEndpoint(listPageRoute, listId ? { params: {
		listId,
		page: String(page)
	} } : null);
}
// apps/site/src/routes/lists/ListsPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** One list's cards, 30 a page with the page in the address; "Пока ничего не добавлено" when empty. */
function ListCards({ listId, label }) {
	const toasts = useToasts();
	const [search, setSearch] = useSearchParams();
	const page = pageFromSearch(search);
	const { data, error, isLoading } = useListPage(listId, page);
	const appearance = useAppearance();
	(0, import_react.useEffect)(() => {
		if (error) toasts.error("Не удалось загрузить список новелл");
	}, [error, toasts]);
	if (isLoading) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {});
	const pageCount = Math.ceil((data?.count ?? 0) / LIMITS.novelsPageSize);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NovelGrid, {
		label,
		emptyKind: "nothingAdded",
		novels: (data?.novels ?? []).map((card) => novelCardProps(card, "mixRating", appearance))
	}), pageCount > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paginator, {
		page,
		pageCount,
		onPageChange: (next) => setSearch(searchWithPage(search, next))
	})] });
}
/**
* /lists/{username} (SPEC.md §2.2): the user's lists as tabs with their counts, the chosen one in the
* address (`?list=`), its projects as cards. What the owner hid is not in the API's answer for anyone
* else, so it has no tab here.
*/
function ListsPage() {
	const { username: param = "" } = useParams();
	const username = usernameFromRouteParam(param);
	const toasts = useToasts();
	const [search, setSearch] = useSearchParams();
	const { data: lists, error, isLoading } = useListsOf(param);
	const isNotFound = error instanceof ApiError && error.status === 404;
	usePageTitle(`Списки ${username}`);
	(0, import_react.useEffect)(() => {
		if (error && !isNotFound) toasts.error("Не удалось загрузить список новелл");
	}, [
		error,
		isNotFound,
		toasts
	]);
	if (isNotFound) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
		kind: "userNotFound",
		text: accountMessages.userNotFound
	});
	const shown = (lists ?? []).map((list) => list.list);
	const selected = listFromSearch(search, shown);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: page,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: header,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: title,
				children: "Списки"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				href: profilePath(username),
				variant: "standalone",
				children: username
			})]
		}), isLoading ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {}) : !lists || lists.length === 0 || selected === null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { kind: "nothingAdded" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Tabs, {
			selectedKey: selected,
			onSelectionChange: (key) => {
				const list = shown.find((kind) => kind === key);
				if (list && list !== selected) setSearch(searchWithList(search, list));
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: scrollRow,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabList, {
					"aria-label": "Списки пользователя",
					children: lists.map((list) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tab, {
						id: list.list,
						children: `${userListLabel(list.list)} (${list.count})`
					}, list.list))
				})
			}), lists.map((list) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabPanel, {
				id: list.list,
				className: tabPanel,
				children: list.list === selected && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListCards, {
					listId: list.listId,
					label: userListLabel(list.list)
				})
			}, list.list))]
		})]
	});
}
// apps/site/src/routes/lists/route.ts
/** A user's lists (SPEC.md §2.2 /lists/{username}). */
var userListsPageRoute = { Component: ListsPage };
export { userListsPageRoute };

//# sourceMappingURL=route-0iJmiiaI.js.map