import { a as draftListPageCount, c as draftStatusFilters, i as draftListFilterSchema, l as draftTypeFilterLabels, o as draftListQuery, r as changeDraftListFilter, s as draftStatusFilterLabels, t as DRAFT_LIMITS, u as draftTypeFilters } from "./drafts-BRb5AKn7.js";
import { n as draftActions } from "./machine-e8IsVmCq.js";
import { n as draftMessages, t as draftDeleteErrorMessage } from "./errors-BzjKvLrM.js";
import { Dt as usernameToPathSegment, Ut as useSearchParams, Vt as useNavigate, c as useConfirm, st as usePageTitle, y as useToasts, yt as formatRelativeDate } from "../entry-server.js";
import { t as Button } from "./Button-C8jCOtup.js";
import { r as Chip, t as UserName } from "./UserName-C2sz8sPk.js";
import { t as EmptyState } from "./EmptyState-l07oR8JF.js";
import { t as Link } from "./Link-D0Vg0GIB.js";
import { t as Paginator } from "./Paginator-CK2Y0X-d.js";
import { t as Spinner } from "./Spinner-BIODU9Qm.js";
import { i as Tabs, n as TabList, r as TabPanel, t as Tab } from "./Tabs-6DQB3NSh.js";
import { t as Trash } from "./trash-B_ZyDRjO.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { t as actorOf } from "./session-BGqqomvP.js";
import { t as useSignInRequired } from "./use-sign-in-required-COYjpY_L.js";
import { n as deleteNovelDraft } from "./use-novel-draft-DlsP7ltO.js";
import { C as draftListRoute } from "./client-BHtto6D6.js";
import { n as useEndpoint } from "./use-endpoint-Hir9GYHS.js";
/* empty css                               */
/* empty css                                    */
import "./TextField.css.ts.vanilla-D3bnTPpZ.js";
/* empty css                                    */
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// libs/domain/src/drafts/draft-labels.ts
/**
* A draft's status in a word, for the status chip of /drafts (SPEC.md §2.2). SPEC.md names the
* statuses only in English and the stepper's steps ("Создание", "Предпросмотр", "Ревью",
* "Публикация", "Удалено"), which say where a draft is on its way rather than what it is; the
* words here are ours, with §4's wording: waitApprove "awaits review", approved "accepted".
*/
var draftStatusLabels = {
	created: "Создан",
	waitApprove: "Ждёт ревью",
	approved: "Принят",
	applied: "Применён",
	declined: "Удалён"
};
/**
* What a draft proposes, for the rows of /drafts: "Добавление новеллы" is SPEC.md's (§2.2
* /drafts/{id}); the others are ours, in its words ("Обновление"), and the article draft page's.
*/
var draftTypeLabels = {
	createNovel: "Добавление новеллы",
	updateNovel: "Обновление новеллы",
	editing: "Обновление новеллы",
	create: "Новая статья",
	update: "Изменение статьи"
};
/** The label of a draft type as the list call answers it (a plain string there); unknown: itself. */
function draftTypeLabel(type) {
	return Object.hasOwn(draftTypeLabels, type) ? draftTypeLabels[type] : type;
}
// apps/site/src/routes/drafts/drafts-address.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The filter an address asks for; an unknown tab or page is the default (a stale link opens). */
function draftsFilterOf(search) {
	const page = Number(search.get("page") ?? "1");
	return draftListFilterSchema.parse({
		type: search.get("type") ?? void 0,
		status: search.get("status") ?? void 0,
		page: Number.isInteger(page) && page >= 1 ? page - 1 : 0
	});
}
/** The address of a filter. */
function draftsHref(filter) {
	const query = new URLSearchParams();
	if (filter.type !== "all") query.set("type", filter.type);
	if (filter.status !== "all") query.set("status", filter.status);
	if (filter.page > 0) query.set("page", String(filter.page + 1));
	const text = query.toString();
	return text ? `/drafts?${text}` : "/drafts";
}
// apps/site/src/routes/drafts/use-drafts.ts
/**
* The drafts of a filter (`GET /api/drafts?page&type&status`, SPEC.md §7): novel drafts and, on
* the "Статьи" and "Все" tabs, article drafts too (the API lists both kinds, each row saying which).
* Nothing is asked until the session says who is looking.
*/
function useDraftList(filter, enabled) {
	return useEndpoint(draftListRoute, enabled ? { query: draftListQuery(filter) } : null);
}
// apps/site/src/routes/drafts/DraftsPage.css.ts
var page = "_13omwu00";
var title = "_13omwu01";
var scrollRow = "_14vli0n0";
var panel = "_14vli0n1";
var list = "_14vli0n2";
var row = "_14vli0n3";
var rowMain = "_14vli0n4";
var rowType = "_14vli0n5";
var rowMeta = "_14vli0n6";
var failure = "_14vli0n7";
// apps/site/src/routes/drafts/DraftsPage.tsx
var import_jsx_runtime = require_jsx_runtime();
var PAGE_TITLE = "Черновики";
/** The toast when the list does not come (SPEC.md §8 names none for the list; ours, in its words). */
var DRAFTS_LOAD_FAILED = "Не удалось загрузить черновики";
/**
* /drafts (SPEC.md §2.2; §4 Draft list filters): the drafts the reader may see — their own, their
* projects', all of them for moderators — under the type tabs (Все, Новеллы и игры, Статьи) and the
* status tabs, 20 a page. Tabs and page live in the address; a new tab starts at the first page. A
* guest goes to /login first (§6: guests cannot see drafts).
*/
function DraftsPage() {
	usePageTitle(PAGE_TITLE);
	const access = useSignInRequired();
	const [search] = useSearchParams();
	const filter = draftsFilterOf(search);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: page,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: title,
			children: PAGE_TITLE
		}), access.status !== "signed-in" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			"aria-busy": "true",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {})
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Tabs, {
			selectedKey: filter.type,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: scrollRow,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabList, {
					"aria-label": "Типы черновиков",
					children: draftTypeFilters.map((type) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tab, {
						id: type,
						href: draftsHref(changeDraftListFilter(filter, { type })),
						children: draftTypeFilterLabels[type]
					}, type))
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabPanel, {
				id: filter.type,
				className: panel,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Tabs, {
					selectedKey: filter.status,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: scrollRow,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabList, {
							"aria-label": "Статусы черновиков",
							children: draftStatusFilters.map((status) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tab, {
								id: status,
								href: draftsHref(changeDraftListFilter(filter, { status })),
								children: draftStatusFilterLabels[status]
							}, status))
						})
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabPanel, {
						id: filter.status,
						className: panel,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftList, {
							filter,
							viewer: access.user
						})
					})]
				})
			})]
		})]
	});
}
function DraftList({ filter, viewer }) {
	const { data, error, isLoading, mutate } = useDraftList(filter, true);
	const navigate = useNavigate();
	const toasts = useToasts();
	const [now] = (0, import_react.useState)(() => /* @__PURE__ */ new Date());
	const failed = data === void 0 && error !== void 0;
	(0, import_react.useEffect)(() => {
		if (failed) toasts.error(DRAFTS_LOAD_FAILED);
	}, [failed, toasts]);
	if (failed) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: failure,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: DRAFTS_LOAD_FAILED }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "secondary",
			isPending: isLoading,
			onPress: () => void mutate(),
			children: "Повторить"
		})]
	});
	if (!data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {});
	const pageCount = Math.min(Math.ceil(data.count / DRAFT_LIMITS.pageSize), draftListPageCount(data.drafts.length));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [data.drafts.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { kind: "nothing" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
		className: list,
		"aria-label": "Черновики",
		children: data.drafts.map((draft) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftRow, {
			draft,
			viewer,
			now,
			onDeleted: () => void mutate((current) => current ? {
				drafts: current.drafts.filter((each) => each._id !== draft._id),
				count: Math.max(0, current.count - 1)
			} : current)
		}, draft._id))
	}), pageCount > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paginator, {
		page: filter.page,
		pageCount,
		onPageChange: (page) => {
			navigate(draftsHref({
				...filter,
				page
			}));
			window.scrollTo({ top: 0 });
		}
	})] });
}
/** What the draft machine needs to know of a row (libs/domain drafts/status.ts). */
function summaryOf(draft) {
	const common = {
		id: draft._id,
		title: draft.title,
		status: draft.status,
		createdById: draft.createdBy._id
	};
	return draft.kind === "novel" ? {
		...common,
		kind: "novel",
		type: draft.type,
		novelId: null
	} : {
		...common,
		kind: "post",
		type: draft.type
	};
}
/** A row's name: its title, or what it proposes when it has none. */
function titleOf(draft) {
	if (draft.title.trim()) return draft.title;
	return draft.kind === "post" ? "Черновик статьи" : draftTypeLabel(draft.type);
}
var chipVariantOf = (status) => status === "declined" ? "danger" : status === "applied" ? "accent" : "neutral";
function DraftRow({ draft, viewer, now, onDeleted }) {
	const title = titleOf(draft);
	const remove = draftActions({
		draft: summaryOf(draft),
		actor: actorOf(viewer)
	}).find((action) => action.action === "delete");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: row,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: rowMain,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				href: draft.kind === "novel" ? `/drafts/${draft._id}` : `/postDrafts/${draft._id}`,
				children: title
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: rowType,
				children: draftTypeLabel(draft.type)
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: rowMeta,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
					size: "sm",
					variant: chipVariantOf(draft.status),
					children: draftStatusLabels[draft.status]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserName, {
					size: "sm",
					name: draft.createdBy.username,
					href: `/profile/${usernameToPathSegment(draft.createdBy.username)}`
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
					dateTime: draft.updatedAt,
					children: formatRelativeDate(draft.updatedAt, { now })
				}),
				remove && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteDraftButton, {
					draftId: draft._id,
					title,
					action: remove,
					onDeleted
				})
			]
		})]
	});
}
function DeleteDraftButton({ draftId, title, action, onDeleted }) {
	const confirm = useConfirm();
	const toasts = useToasts();
	const [pending, setPending] = (0, import_react.useState)(false);
	const remove = async () => {
		if (action.confirmation) {
			const { title: question, text } = action.confirmation;
			if (!await confirm({
				title: question,
				message: text,
				variant: "destructive"
			})) return;
		}
		setPending(true);
		try {
			await deleteNovelDraft(draftId);
			toasts.success(draftMessages.deleted);
			onDeleted();
		} catch (error) {
			toasts.error(draftDeleteErrorMessage(error instanceof Error ? error.message : String(error)));
			setPending(false);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "ghost",
		size: "sm",
		iconOnly: true,
		"aria-label": `Удалить черновик «${title}»`,
		isPending: pending,
		onPress: () => void remove(),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Trash, {
			"aria-hidden": true,
			size: "1em"
		})
	});
}
// apps/site/src/routes/drafts/route.ts
/** /drafts (SPEC.md §2.2): the drafts the reader may see, by type and status, page by page. */
var draftsRoute = { Component: DraftsPage };
export { draftsRoute };

//# sourceMappingURL=route-CAgVG5S-.js.map