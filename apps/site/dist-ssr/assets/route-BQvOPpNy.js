import { s as sortForUserListCall, u as toggleSort } from "./sort-CGfVWJWe.js";
import { a as TIMINGS, n as LIMITS } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { t as Button } from "./Button-C8jCOtup.js";
import { t as EmptyState } from "./EmptyState-l07oR8JF.js";
import { t as Paginator } from "./Paginator-CK2Y0X-d.js";
import { t as SortBar } from "./SortBar-D4O35mq9.js";
import { t as Spinner } from "./Spinner-BIODU9Qm.js";
import { Ut as useSearchParams, Vt as useNavigate, c as useConfirm, st as usePageTitle, vt as formatDate, y as useToasts } from "../entry-server.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { _ as userRoleLabels, a as useSession, h as isStaffMember, u as isBanActive } from "./session-BGqqomvP.js";
import { t as StaffOnly } from "./StaffOnly-DJCAK-wf.js";
import { Pt as usersRoute$1, n as callEndpoint, rt as removeUserRoute } from "./client-BHtto6D6.js";
import { n as useRevalidateCalls } from "./revalidate-gKMPbja9.js";
import { n as useEndpoint } from "./use-endpoint-Hir9GYHS.js";
import { t as accountMessages } from "./messages-DqqXuXH-.js";
import { r as profilePath } from "./profile-DVSnRv5f.js";
import { n as BanChip, r as Chip, t as UserName } from "./UserName-C2sz8sPk.js";
import { t as Trash } from "./trash-B_ZyDRjO.js";
import { t as failureText } from "./failure-text-Crpvlr0Y.js";
/* empty css                               */
/* empty css                                    */
/* empty css                                    */
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
import { t as SearchField } from "./SearchField-Bc2aHvEr.js";
import { t as useDebouncedValue } from "./use-debounced-value-D9wkMsYu.js";
// libs/domain/src/accounts/user-list.ts
/** The keys the user list sorts by: when the account was made, and the name (§4's `name` key). */
var userListSortOptions = ["createdAt", "name"];
/** How the sort keys are shown on the user list (the catalogue's "По названию" is a project's). */
var userListSortLabels = {
	createdAt: "По дате регистрации",
	name: "По имени"
};
/** Newest accounts first, as the call answers without a sort. */
var defaultUserListSort = {
	sortBy: "createdAt",
	direction: "desc"
};
function isUserListSortKey(value) {
	return userListSortOptions.includes(value);
}
/**
* The order the call is asked for, and so the order the list is in: §4 inverts the name direction,
* so a name sort, which like every new key starts descending (§4 toggle rule), lists А→Я first.
*/
function userListCallSort(sort) {
	const { direction } = sortForUserListCall(sort);
	return {
		sortBy: sort.sortBy === "name" ? "username" : "createdAt",
		direction
	};
}
/** The call for a view: the search trimmed (left out when blank), 50 a page (§9). */
function userListCallQuery(view) {
	const search = view.search.trim();
	return {
		...search ? { search } : {},
		...userListCallSort(view.sort),
		page: view.page,
		limit: LIMITS.usersPageSize
	};
}
/** How many pages `count` users fill. */
function userListPageCount(count) {
	return Math.ceil(Math.max(0, count) / LIMITS.usersPageSize);
}
/** The administrator's question before removing a user (the shared confirmation dialog, §2.1). */
function removeUserQuestion(username) {
	return `Удалить пользователя ${username}?`;
}
// apps/site/src/routes/users/users-address.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function sortOf(search) {
	const key = search.get("sort");
	if (!isUserListSortKey(key)) return defaultUserListSort;
	return {
		sortBy: key,
		direction: search.get("order") === "asc" ? "asc" : "desc"
	};
}
/** The view an address asks for; an unknown sort or page is the default (a stale link opens). */
function usersViewOf(search) {
	const page = Number(search.get("page") ?? "1");
	return {
		search: search.get("search") ?? "",
		sort: sortOf(search),
		page: Number.isInteger(page) && page >= 1 ? page - 1 : 0
	};
}
/** The address of a view. */
function usersHref(view) {
	const query = new URLSearchParams();
	const search = view.search.trim();
	if (search) query.set("search", search);
	const { sortBy, direction } = view.sort;
	if (sortBy !== defaultUserListSort.sortBy || direction !== defaultUserListSort.direction) {
		query.set("sort", sortBy);
		if (direction === "asc") query.set("order", "asc");
	}
	if (view.page > 0) query.set("page", String(view.page + 1));
	const text = query.toString();
	return text ? `/users?${text}` : "/users";
}
// apps/site/src/routes/users/use-users.ts
/**
* A page of the user list (`GET /api/users`, SPEC.md §7: search and sort, 50 a page; §4 the name
* direction inverted). The previous page stays on screen while the next one loads, so typing a
* search or paging does not flash an empty list.
*/
function useUserList(view) {
	return useEndpoint(usersRoute$1, { query: { ...userListCallQuery(view) } }, { keepPreviousData: true });
}
/**
* What a removed user leaves stale: every page of the user list (`/api/users?…`, not a user's own
* `/api/users/{name}/…` lists), the user pickers, and their profile, which now answers not found.
*/
var CALLS_SHOWING_USERS = [
	"/api/users?",
	"/api/usersEntities",
	"/api/profile"
];
/**
* Removes a user (administrators, SPEC.md §6). The row leaves the shown page at once, then the page is
* asked again (the next users move up) with everything else that showed them; in that order, as SWR
* drops an answer to a request started before a local change.
*/
function useRemoveUser(mutatePage) {
	const revalidateCalls = useRevalidateCalls();
	return (0, import_react.useCallback)(async (id) => {
		await callEndpoint(removeUserRoute, { params: { id } });
		await mutatePage((current) => current && {
			users: current.users.filter((user) => user._id !== id),
			count: Math.max(0, current.count - 1)
		}, { revalidate: false });
		revalidateCalls(...CALLS_SHOWING_USERS);
	}, [mutatePage, revalidateCalls]);
}
// apps/site/src/routes/users/UsersPage.css.ts
var page = "_13omwu00";
var title = "_13omwu01";
var controls = "_6zzgiu0";
var search = "_6zzgiu1";
var count = "_6zzgiu2";
var list = "_6zzgiu3";
var row = "_6zzgiu4";
var rowMain = "_6zzgiu5";
var email = "_6zzgiu6";
var rowMeta = "_6zzgiu7";
var failure = "_6zzgiu8";
// apps/site/src/routes/users/UserRow.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* One user: the name linked to the profile (§2.2's path rule), the e-mail, the role as §3 shows it,
* an active ban as the profile shows it ("до {date}", §2.4), when they registered, and for an
* administrator the remove button.
*/
function UserRow({ user, now, onRemove }) {
	const ban = user.banned && isBanActive(user.banned, now) ? user.banned : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: row,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: rowMain,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserName, {
				name: user.username,
				href: profilePath(user.username)
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: email,
				children: user.email
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: rowMeta,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
					size: "sm",
					variant: isStaffMember(user.role) ? "accent" : "neutral",
					children: userRoleLabels[user.role]
				}),
				ban && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "_13oqsg0",
						children: "Забанен "
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BanChip, {
						size: "sm",
						expiredAt: ban.expiredAt
					}),
					" ",
					ban.reason
				] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: ["Зарегистрирован ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
					dateTime: user.createdAt,
					children: formatDate(user.createdAt)
				})] }),
				onRemove && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RemoveUserButton, {
					user,
					onRemove
				})
			]
		})]
	});
}
function RemoveUserButton({ user, onRemove }) {
	const confirm = useConfirm();
	const toasts = useToasts();
	const [pending, setPending] = (0, import_react.useState)(false);
	const remove = async () => {
		if (!await confirm({
			title: removeUserQuestion(user.username),
			message: "Он не сможет войти; написанное им останется под его именем.",
			variant: "destructive"
		})) return;
		setPending(true);
		try {
			await onRemove(user);
			toasts.success(accountMessages.userRemoved);
		} catch (error) {
			toasts.error(failureText(accountMessages.removeUserFailed, error));
			setPending(false);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "ghost",
		size: "sm",
		iconOnly: true,
		"aria-label": `Удалить пользователя ${user.username}`,
		isPending: pending,
		onPress: () => void remove(),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
			"aria-hidden": true,
			size: "1em"
		})
	});
}
// apps/site/src/routes/users/UserSearch.tsx
/** The user list's search box: the text is the field's own while typed, the address gets it settled. */
function UserSearch({ value, onSearch }) {
	const [text, setText] = (0, import_react.useState)(value);
	const settled = useDebouncedValue(text, TIMINGS.userSearchDebounceMs);
	const agreed = (0, import_react.useRef)(value);
	(0, import_react.useEffect)(() => {
		if (settled.trim() === agreed.current.trim()) return;
		agreed.current = settled;
		onSearch(settled);
	}, [settled, onSearch]);
	(0, import_react.useEffect)(() => {
		if (value.trim() === agreed.current.trim()) return;
		agreed.current = value;
		setText(value);
	}, [value]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SearchField, {
		className: search,
		label: "Найти пользователя",
		placeholder: "Имя или e-mail",
		value: text,
		onChange: setText
	});
}
// apps/site/src/routes/users/UsersPage.tsx
var PAGE_TITLE = "Пользователи";
/** The toast when the list does not come (SPEC.md §8 names none for it; ours, in its words). */
var USERS_LOAD_FAILED = "Не удалось загрузить пользователей";
/**
* /users (SPEC.md §2.2; §6): the staff's user list — searchable, sorted by registration or name, 50
* a page, search, sort and page in the address; administrators may remove a user. Anyone else gets
* the not-found page, title included.
*/
function UsersPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StaffOnly, {
		action: "viewUserList",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserListScreen, {})
	});
}
function UserListScreen() {
	usePageTitle(PAGE_TITLE);
	const [params] = useSearchParams();
	const navigate = useNavigate();
	const view = (0, import_react.useMemo)(() => usersViewOf(params), [params]);
	const session = useSession();
	const { data, error, isLoading, mutate } = useUserList(view);
	const removeUser = useRemoveUser(mutate);
	const toasts = useToasts();
	const [now] = (0, import_react.useState)(() => /* @__PURE__ */ new Date());
	const failed = data === void 0 && error !== void 0;
	(0, import_react.useEffect)(() => {
		if (failed) toasts.error(USERS_LOAD_FAILED);
	}, [failed, toasts]);
	const { search, sort } = view;
	const onSearch = (0, import_react.useCallback)((next) => void navigate(usersHref({
		search: next,
		sort,
		page: 0
	}), { replace: true }), [navigate, sort]);
	const removable = (user) => session.can("removeUser") && user._id !== session.user?._id ? (target) => removeUser(target._id) : void 0;
	const pageCount = userListPageCount(data?.count ?? 0);
	const goTo = (next) => void navigate(usersHref(next));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: page,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: title,
				children: PAGE_TITLE
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: controls,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserSearch, {
					value: search,
					onSearch
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SortBar, {
					keys: userListSortOptions,
					labels: userListSortLabels,
					sort: {
						sortBy: sort.sortBy,
						direction: userListCallSort(sort).direction
					},
					onSortChange: (pressed) => goTo({
						search,
						sort: toggleSort(sort, pressed.sortBy),
						page: 0
					})
				})]
			}),
			failed ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: failure,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: USERS_LOAD_FAILED }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "secondary",
					isPending: isLoading,
					onPress: () => void mutate(),
					children: "Повторить"
				})]
			}) : !data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: count,
					"aria-live": "polite",
					children: search.trim() ? `Найдено: ${data.count}` : `Всего: ${data.count}`
				}),
				data.users.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { kind: search.trim() ? "nothingFound" : "nothing" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: list,
					"aria-label": PAGE_TITLE,
					children: data.users.map((user) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserRow, {
						user,
						now,
						onRemove: removable(user)
					}, user._id))
				}),
				pageCount > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paginator, {
					page: view.page,
					pageCount,
					onPageChange: (page) => {
						goTo({
							...view,
							page
						});
						window.scrollTo({ top: 0 });
					}
				})
			] })
		]
	});
}
// apps/site/src/routes/users/route.ts
/** /users (SPEC.md §2.2): the staff's user list, 50 a page; administrators remove users. */
var usersRoute = { Component: UsersPage };
export { usersRoute };

//# sourceMappingURL=route-BQvOPpNy.js.map