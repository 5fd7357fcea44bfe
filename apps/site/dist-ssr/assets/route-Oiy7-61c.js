import { n as draftActions, t as canViewDraft } from "./machine-e8IsVmCq.js";
import { i as novelDraftHeading, n as draftMessages, r as draftStatusErrorMessage, t as draftDeleteErrorMessage } from "./errors-BzjKvLrM.js";
import { n as draftProjectOf, t as ProjectPreview } from "./ProjectPreview-D2MqQJ3N.js";
import { Dt as usernameToPathSegment, Ht as useParams, Vt as useNavigate, c as useConfirm, it as ErrorContent, st as usePageTitle, y as useToasts, yt as formatRelativeDate } from "../entry-server.js";
import { n as projectChanges, t as ProjectChanges } from "./ProjectChanges-619UfXUi.js";
import { t as EmptyState } from "./EmptyState-l07oR8JF.js";
import { t as Link } from "./Link-D0Vg0GIB.js";
import { t as Spinner } from "./Spinner-BIODU9Qm.js";
import { t as RawDataToggle, u as Stepper } from "./RawDataToggle-d2lrQxbO.js";
import { t as UserName } from "./UserName-C2sz8sPk.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { t as ApiError } from "./client-BHtto6D6.js";
import { t as CommentsSection } from "./CommentsSection-DfRPMIWA.js";
import { t as actorOf } from "./session-BGqqomvP.js";
import { t as useSignInRequired } from "./use-sign-in-required-COYjpY_L.js";
import { t as Button } from "./Button-C8jCOtup.js";
import { t as Pencil } from "./pencil-DMpafgEl.js";
import { B as page, D as actions, F as factValue, I as facts, L as header, N as fact, P as factTerm, R as muted, V as panel, W as sectionTitle, X as title, et as projectHref, q as stepper } from "./ProjectTranslations-DveGAr_i.js";
import { a as useNovelDraft, i as useCurrentProject, n as deleteNovelDraft, r as novelDraftSummaryOf, t as changeNovelDraftStatus } from "./use-novel-draft-DlsP7ltO.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// apps/site/src/routes/novel-draft/NovelDraftActions.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var messageOf = (error) => error instanceof Error ? error.message : String(error);
var variantOf = (action) => action.action === "delete" || action.action === "decline" ? "danger" : action.action === "restore" || action.action === "withdraw" || action.action === "hold" ? "secondary" : "primary";
/**
* The draft's buttons for this viewer (SPEC.md §4 Novel draft, from the domain's machine): edit opens
* /edit/draft/{id}; delete asks first, then says "Черновик удален" and goes to /drafts; the others
* move the status (PUT /api/drafts/{id}/status), and applying ("Добавить", "Применить изменения")
* then opens the project at /novels/{url} or /games/{url}. Failures are toasts (§8): "Не удалось
* изменить статус", "Новелла с таким url уже существует", "Не удалось удалить черновик: {message}".
*/
function NovelDraftActions({ draft, viewer, section, onMoved }) {
	const toasts = useToasts();
	const confirm = useConfirm();
	const navigate = useNavigate();
	const [pending, setPending] = (0, import_react.useState)(null);
	const actions$1 = draftActions({
		draft: novelDraftSummaryOf(draft),
		actor: actorOf(viewer)
	});
	if (actions$1.length === 0) return null;
	const remove = async (action) => {
		if (action.confirmation) {
			const { title, text } = action.confirmation;
			if (!await confirm({
				title,
				message: text,
				variant: "destructive"
			})) return;
		}
		setPending("delete");
		try {
			await deleteNovelDraft(draft._id);
			toasts.success(draftMessages.deleted);
			navigate("/drafts");
		} catch (error) {
			toasts.error(draftDeleteErrorMessage(messageOf(error)));
			setPending(null);
		}
	};
	const move = async (action, to) => {
		setPending(action.action);
		try {
			const answer = await changeNovelDraftStatus(draft._id, to);
			if (to === "applied" && answer.url) {
				navigate(projectHref({
					section,
					url: answer.url
				}));
				return;
			}
			onMoved(answer.status);
		} catch (error) {
			toasts.error(draftStatusErrorMessage(messageOf(error)));
		}
		setPending(null);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: actions,
		role: "group",
		"aria-label": "Действия с черновиком",
		children: actions$1.map((action) => {
			if (action.action === "edit") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
				href: `/edit/draft/${draft._id}`,
				variant: "standalone",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, {
						"aria-hidden": true,
						size: "1em"
					}),
					" ",
					action.label
				]
			}, action.action);
			const to = action.to;
			const run = () => void (to === null ? remove(action) : move(action, to));
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: variantOf(action),
				isPending: pending === action.action,
				isDisabled: pending !== null && pending !== action.action,
				onPress: run,
				children: action.label
			}, action.action);
		})
	});
}
// apps/site/src/routes/novel-draft/NovelDraftPage.tsx
/**
* The API's answer for a draft the reader may not see: "Not Found" (it hides whether the draft
* exists), or 403.
*/
function isRefused(error) {
	return error instanceof ApiError && (error.status === 404 || error.status === 403 || error.message === "Not Found");
}
/**
* /drafts/{id} (SPEC.md §2.2): "Обновление: {novel}" or "Добавление новеллы", the initiator, the
* URL, the status steps (§4), the viewer's buttons (§4 Novel draft), what an update changes beside
* the project as it is, the preview, the raw data toggle and the comments. It "requires login else
* redirect to /": a guest goes to /login first (and comes back), and a reader who may not see the
* draft (§4: its creator, the project's owners and moderators) goes to /. Any other failure is the
* error page with "Не удалось загрузить черновик" (§8).
*/
function NovelDraftPage() {
	const { id = "" } = useParams();
	const access = useSignInRequired();
	const navigate = useNavigate();
	const toasts = useToasts();
	const { data, error, mutate } = useNovelDraft(id, access.status === "signed-in");
	const failedError = data === void 0 ? error : void 0;
	const refused = failedError !== void 0 && isRefused(failedError) || data !== void 0 && access.status === "signed-in" && !canViewDraft(actorOf(access.user), novelDraftSummaryOf(data));
	const failed = failedError !== void 0 && !refused;
	(0, import_react.useEffect)(() => {
		if (refused) navigate("/", { replace: true });
	}, [refused, navigate]);
	(0, import_react.useEffect)(() => {
		if (failed) toasts.error(draftMessages.loadFailed);
	}, [failed, toasts]);
	if (failed) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorContent, { error: failedError });
	if (refused || access.status !== "signed-in" || !data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		"aria-busy": "true",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NovelDraftDetails, {
		draft: data,
		viewer: access.user,
		onMoved: (status) => void mutate((current) => current ? {
			...current,
			status
		} : current, { revalidate: false })
	}, data._id);
}
function NovelDraftDetails({ draft, viewer, onMoved }) {
	const heading = novelDraftHeading(draft.novelName);
	usePageTitle(heading);
	const project = (0, import_react.useMemo)(() => draftProjectOf(draft), [draft]);
	const [now] = (0, import_react.useState)(() => /* @__PURE__ */ new Date());
	const previewId = (0, import_react.useId)();
	const comparesWith = draft.type !== "createNovel" && draft.status !== "applied" ? draft.novelUrl : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: page,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
				className: header,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					className: title,
					children: heading
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
					className: facts,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: fact,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
								className: factTerm,
								children: "Инициатор:"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
								className: factValue,
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserName, {
									size: "sm",
									name: draft.createdBy.username,
									href: `/profile/${usernameToPathSegment(draft.createdBy.username)}`
								})
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: fact,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
								className: factTerm,
								children: "URL:"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
								className: factValue,
								children: project.url
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: fact,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
								className: factTerm,
								children: "Изменён:"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
								className: factValue,
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
									dateTime: draft.updatedAt,
									children: formatRelativeDate(draft.updatedAt, { now })
								})
							})]
						}),
						draft.novel && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "_1oqsjnf4",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
								className: "_1oqsjnf5",
								children: "Проект:"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
								className: "_1oqsjnf6",
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
									href: `/go/novel/${draft.novel}`,
									children: draft.novelName ?? "Открыть"
								})
							})]
						})
					]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stepper, {
				status: draft.status,
				className: stepper
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NovelDraftActions, {
				draft,
				viewer,
				section: project.section,
				onMoved
			}),
			comparesWith && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DraftChanges, {
				url: comparesWith,
				project
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: panel,
				"aria-labelledby": previewId,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: previewId,
					className: sectionTitle,
					children: "Предпросмотр"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectPreview, { project })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RawDataToggle, { data: draft }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CommentsSection, {
				sourceType: "draft",
				sourceId: draft._id,
				heading: "Комментарии"
			})
		]
	});
}
/**
* What an update draft changes (issue 18): the project as it is (its page's own entry) beside the
* project as the draft proposes it, only the fields that differ (the domain's `projectChanges`).
*/
function DraftChanges({ url, project }) {
	const { data: current, error } = useCurrentProject(url);
	const headingId = (0, import_react.useId)();
	const changes = (0, import_react.useMemo)(() => current ? projectChanges({
		before: current,
		after: project
	}) : null, [current, project]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: panel,
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: headingId,
			className: sectionTitle,
			children: "Изменения"
		}), changes ? changes.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: muted,
			children: "Черновик ничего не меняет"
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectChanges, {
			changes,
			"aria-label": "Что меняет черновик"
		}) : error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
			text: "Не удалось загрузить новеллу",
			size: "sm"
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {})]
	});
}
// apps/site/src/routes/novel-draft/route.ts
/** /drafts/{id} (SPEC.md §2.2): a novel draft with its status, changes, preview and actions. */
var novelDraftRoute = { Component: NovelDraftPage };
export { novelDraftRoute };

//# sourceMappingURL=route-Oiy7-61c.js.map