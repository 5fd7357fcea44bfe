import { Dt as usernameToPathSegment, Ot as CATALOGUE_LIMITS, Ut as useSearchParams, Vt as useNavigate, st as usePageTitle, y as useToasts, yt as formatRelativeDate } from "../entry-server.js";
import { a as projectSectionSchema } from "./schemas-D8kYoSRP.js";
import { c as discriminatedUnion, d as number, f as object, g as string, h as strictObject, i as _enum, o as array, u as literal } from "./schemas-PBjYTboi.js";
import { a as routeOfSection } from "./sections-RDbRyv0S.js";
import { t as number$1 } from "./coerce-CeDGIox3.js";
import { i as isoDateSchema, t as idSchema } from "./common-BS1dLAeF.js";
import { Lt as defineEndpoint, M as moderationLogEntriesRoute } from "./client-BHtto6D6.js";
import { t as Button } from "./Button-C8jCOtup.js";
import { t as EmptyState } from "./EmptyState-l07oR8JF.js";
import { t as Link } from "./Link-D0Vg0GIB.js";
import { t as Paginator } from "./Paginator-CK2Y0X-d.js";
import { t as Spinner } from "./Spinner-BIODU9Qm.js";
import { t as UserName } from "./UserName-C2sz8sPk.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { a as useSession } from "./session-BGqqomvP.js";
import { t as StaffOnly } from "./StaffOnly-DJCAK-wf.js";
import { n as useEndpoint } from "./use-endpoint-Hir9GYHS.js";
/* empty css                               */
/* empty css                                    */
import "./TextField.css.ts.vanilla-D3bnTPpZ.js";
/* empty css                                    */
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// libs/domain/src/api/moderation-log.ts
/**
* The staff actions the moderation log records (issue 7; SPEC.md §2.2 /log). One name per kind of
* action, so the log can be read and searched by it.
*/
var moderationActions = [
	"ban",
	"unban",
	"changeRole",
	"removeUser",
	"deleteNovel",
	"addOwner",
	"removeOwner",
	"applyDraft",
	"declineDraft",
	"editVocabulary",
	"deleteVocabulary",
	"forceDeleteComment"
];
/** What /log calls each kind of action (issue 20: the log readable; SPEC.md gives no wording). */
var moderationActionLabels = {
	ban: "Бан",
	unban: "Разбан",
	changeRole: "Смена роли",
	removeUser: "Удаление пользователя",
	deleteNovel: "Удаление проекта",
	addOwner: "Выдача прав на редактирование",
	removeOwner: "Снятие прав на редактирование",
	applyDraft: "Применение черновика",
	declineDraft: "Отклонение черновика",
	editVocabulary: "Изменение фильтра",
	deleteVocabulary: "Удаление фильтра",
	forceDeleteComment: "Удаление комментария"
};
/** The places a comment lives on (SPEC.md §3 Comment.sourceType), as the log links to them. */
var placeTargetSchemas = [
	object({
		kind: literal("novel"),
		id: idSchema,
		url: string().min(1),
		section: projectSectionSchema,
		name: string()
	}),
	object({
		kind: literal("draft"),
		id: idSchema,
		name: string()
	}),
	object({
		kind: literal("postDraft"),
		id: idSchema,
		name: string()
	}),
	object({
		kind: literal("post"),
		id: idSchema,
		countId: number().int().min(1),
		name: string()
	})
];
var moderationPlaceSchema = discriminatedUnion("kind", [...placeTargetSchemas]);
/**
* What an action was done to ("whom" on /log), with what a link to it needs. Records written before
* issue 20 have none: their text alone says it.
*/
var moderationTargetSchema = discriminatedUnion("kind", [
	object({
		kind: literal("user"),
		id: idSchema,
		name: string().min(1)
	}),
	...placeTargetSchemas,
	object({
		kind: literal("comment"),
		id: idSchema,
		name: string(),
		on: moderationPlaceSchema.nullable()
	}),
	object({
		kind: literal("vocabulary"),
		id: idSchema,
		vocabulary: _enum([
			"tags",
			"genres",
			"platforms"
		]),
		name: string()
	})
]);
/** The site's page of a target; null for a comment whose place is not known. */
function moderationTargetHref(target) {
	switch (target.kind) {
		case "user": return `/profile/${usernameToPathSegment(target.name)}`;
		case "novel": return `/${routeOfSection(target.section)}/${encodeURIComponent(target.url)}`;
		case "draft": return `/drafts/${encodeURIComponent(target.id)}`;
		case "postDraft": return `/postDrafts/${encodeURIComponent(target.id)}`;
		case "post": return `/posts/${target.countId}`;
		case "comment": return target.on ? moderationTargetHref(target.on) : null;
		case "vocabulary": return "/filters";
	}
}
var moderationLogQuerySchema = strictObject({ limit: number$1().int().min(1).max(5e3).default(1e3) });
defineEndpoint({
	method: "GET",
	path: "/api/log",
	summary: "The moderation log as text, newest first (moderators; others get \"Not Found\")",
	query: moderationLogQuerySchema,
	response: string(),
	public: true
});
/** One action on /log: who, what, to whom, when (issue 20). */
var moderationLogEntrySchema = object({
	_id: idSchema,
	at: isoDateSchema,
	by: object({
		_id: idSchema,
		username: string()
	}),
	action: _enum(moderationActions),
	/** The sentence the action was recorded with (what `GET /api/log` shows). */
	text: string(),
	target: moderationTargetSchema.optional()
});
var moderationLogEntriesQuerySchema = strictObject({ 
/** 0-based, as every paged call (1-based in the site's address). */
page: number$1().int().min(0).max(1e5).default(0) });
defineEndpoint({
	method: "GET",
	path: "/api/log/entries",
	summary: "The moderation log, newest first, 50 a page (moderators; others get \"Not Found\")",
	query: moderationLogEntriesQuerySchema,
	response: object({
		entries: array(moderationLogEntrySchema),
		count: number().int().min(0)
	}),
	public: true
});
// apps/site/src/routes/log/log-address.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The 0-based page an address asks for; a malformed one is the first (a stale link still opens). */
function logPageOf(search) {
	const page = Number(search.get("page") ?? "1");
	return Number.isInteger(page) && page >= 1 && page <= CATALOGUE_LIMITS.pageMax ? page - 1 : 0;
}
function logHref(page) {
	return page > 0 ? `/log?page=${page + 1}` : "/log";
}
// apps/site/src/routes/log/use-log.ts
/** A page of the log (`GET /api/log/entries?page`, issue 20); asked only when `enabled`. */
function useLogPage(page, enabled) {
	return useEndpoint(moderationLogEntriesRoute, enabled ? { query: { page } } : null);
}
// apps/site/src/routes/log/LogPage.css.ts
var page = "_13omwu00";
var title = "_13omwu01";
var list = "_1esh15z0";
var entry = "_1esh15z1";
var headline = "_1esh15z2";
var action = "_1esh15z3";
var text = "_1esh15z4";
// apps/site/src/routes/log/LogPage.tsx
var import_jsx_runtime = require_jsx_runtime();
var LOG_TITLE = "Журнал модерации";
/** The toast when the log does not come (SPEC.md §8 names none; ours, in its words). */
var LOG_LOAD_FAILED = "Не удалось загрузить журнал модерации";
/**
* /log (SPEC.md §2.2): the moderation log for moderators and administrators, newest first, 50 a
* page (the page in the address): who did what to whom and when, with links. Everyone else, guests
* included, gets the not-found page (`StaffOnly`, §8 "/log without moderator -> not-found").
*/
function LogPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StaffOnly, {
		action: "viewLog",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogContent, {})
	});
}
function LogContent() {
	usePageTitle(LOG_TITLE);
	const [search] = useSearchParams();
	const page$1 = logPageOf(search);
	const { data, error, isLoading, mutate } = useLogPage(page$1, useSession().can("viewLog"));
	const navigate = useNavigate();
	const toasts = useToasts();
	const [now] = (0, import_react.useState)(() => /* @__PURE__ */ new Date());
	const failed = data === void 0 && error !== void 0;
	(0, import_react.useEffect)(() => {
		if (failed) toasts.error(LOG_LOAD_FAILED);
	}, [failed, toasts]);
	let content;
	if (failed) content = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: LOG_LOAD_FAILED }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "secondary",
		isPending: isLoading,
		onPress: () => void mutate(),
		children: "Повторить"
	})] });
	else if (!data) content = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {});
	else {
		const pageCount = Math.ceil(data.count / 50);
		content = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [data.entries.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { kind: "nothing" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
			className: list,
			"aria-label": LOG_TITLE,
			children: data.entries.map((entry) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogEntry, {
				entry,
				now
			}, entry._id))
		}), pageCount > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paginator, {
			page: Math.min(page$1, pageCount - 1),
			pageCount,
			onPageChange: (next) => {
				navigate(logHref(next));
				window.scrollTo({ top: 0 });
			}
		})] });
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: page,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: title,
			children: LOG_TITLE
		}), content]
	});
}
/** One action: when, who, what, to whom (a link where the target has a page), and its sentence. */
function LogEntry({ entry: entry$1, now }) {
	const href = entry$1.target ? moderationTargetHref(entry$1.target) : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: entry,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: headline,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
					dateTime: entry$1.at,
					title: new Date(entry$1.at).toLocaleString("ru-RU"),
					children: formatRelativeDate(entry$1.at, { now })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserName, {
					size: "sm",
					name: entry$1.by.username,
					href: `/profile/${usernameToPathSegment(entry$1.by.username)}`
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: action,
					children: moderationActionLabels[entry$1.action]
				}),
				entry$1.target && (href ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					href,
					children: entry$1.target.name || entry$1.target.id
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: entry$1.target.name || entry$1.target.id }))
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: text,
			children: entry$1.text
		})]
	});
}
// apps/site/src/routes/log/route.ts
/** /log (SPEC.md §2.2): the moderation log, for moderators; the not-found page for others. */
var logRoute = { Component: LogPage };
export { logRoute };

//# sourceMappingURL=route-1w3m9Q4O.js.map