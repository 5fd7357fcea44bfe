import { n as draftMessages, r as draftStatusErrorMessage } from "./errors-BzjKvLrM.js";
import { Dt as usernameToPathSegment, Ht as useParams, Vt as useNavigate, at as NotFoundPage, c as useConfirm, it as ErrorContent, st as usePageTitle, y as useToasts, yt as formatRelativeDate } from "../entry-server.js";
import { i as postDraftContent, n as postDraftSummaryOf, r as usePostDraft, t as changePostDraftStatus } from "./use-post-draft-BsFBDIe6.js";
import { t as Link } from "./Link-D0Vg0GIB.js";
import { t as Spinner } from "./Spinner-BIODU9Qm.js";
import { a as page, c as stepper, i as header, l as title, n as actions, o as preview, r as facts, s as sectionTitle, t as RawDataToggle, u as Stepper } from "./RawDataToggle-d2lrQxbO.js";
import { t as UserName } from "./UserName-C2sz8sPk.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { t as CommentsSection } from "./CommentsSection-DfRPMIWA.js";
import { t as useSignInRequired } from "./use-sign-in-required-COYjpY_L.js";
import { t as PostArticle } from "./PostArticle-B368CvKK.js";
import { t as isNotFound } from "./use-posts-data-CPz5tjOy.js";
import { n as draftActions } from "./machine-e8IsVmCq.js";
import { t as Button } from "./Button-C8jCOtup.js";
import { t as Pencil } from "./pencil-DMpafgEl.js";
import { t as actorOf } from "./session-BGqqomvP.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// apps/site/src/routes/post-drafts/PostDraftActions.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var variantOf = (action) => action.to === "declined" ? "danger" : action.action === "restore" ? "secondary" : "primary";
/**
* The draft's buttons for this viewer (SPEC.md §4 Post draft actions, from the domain's machine):
* edit opens /postDrafts/{id}/edit; the others move the status (PUT /api/postDrafts/{id}/status), and
* "Опубликовать" then opens the published article at /posts/{countId}. A failure says
* "Не удалось изменить статус" (§8 Drafts).
*/
function PostDraftActions({ draft, viewer, onChanged }) {
	const toasts = useToasts();
	const confirm = useConfirm();
	const navigate = useNavigate();
	const [pending, setPending] = (0, import_react.useState)(null);
	const actions$1 = draftActions({
		draft: postDraftSummaryOf(draft),
		actor: actorOf(viewer)
	});
	if (actions$1.length === 0) return null;
	const move = async (action, to) => {
		if (action.confirmation) {
			const { title, text } = action.confirmation;
			if (!await confirm({
				title,
				message: text,
				variant: "destructive"
			})) return;
		}
		setPending(to);
		try {
			const answer = await changePostDraftStatus(draft._id, to);
			onChanged(answer.draft);
			if (to === "applied" && answer.countId !== null) navigate(`/posts/${answer.countId}`);
		} catch (error) {
			toasts.error(draftStatusErrorMessage(error instanceof Error ? error.message : ""));
		} finally {
			setPending(null);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: actions,
		role: "group",
		"aria-label": "Действия с черновиком",
		children: actions$1.map((action) => {
			const to = action.to;
			if (to === null) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
				href: `/postDrafts/${draft._id}/edit`,
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
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: variantOf(action),
				isPending: pending === to,
				isDisabled: pending !== null && pending !== to,
				onPress: () => void move(action, to),
				children: action.label
			}, action.action);
		})
	});
}
// apps/site/src/routes/post-drafts/PostDraftPage.tsx
var UNTITLED = "Черновик статьи";
/**
* /postDrafts/{id} (SPEC.md §2.2): the article draft's status (the stepper of §4), its preview as the
* article will look, the buttons of §4 for this viewer, the raw data toggle and the comments titled
* "Комментарии к черновику". Guests go to /login first; a draft the viewer may not see is "Not Found"
* (the not-found page); other failures the error page with "Не удалось загрузить черновик" (§8).
*/
function PostDraftPage() {
	const { id = "" } = useParams();
	const access = useSignInRequired();
	const { data, error, mutate } = usePostDraft(id, access.status === "signed-in");
	const toasts = useToasts();
	const failedError = data === void 0 ? error : void 0;
	const failed = failedError !== void 0 && !isNotFound(failedError);
	(0, import_react.useEffect)(() => {
		if (failed) toasts.error(draftMessages.loadFailed);
	}, [failed, toasts]);
	if (failedError !== void 0) return isNotFound(failedError) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundPage, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorContent, { error: failedError });
	if (access.status !== "signed-in" || !data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		"aria-busy": "true",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostDraftDetails, {
		draft: data.draft,
		viewer: access.user,
		onChanged: (draft) => void mutate((current) => current ? {
			...current,
			draft
		} : current, { revalidate: false })
	}, data.draft._id);
}
function PostDraftDetails({ draft, viewer, onChanged }) {
	const title$1 = draft.title.trim() || UNTITLED;
	usePageTitle(title$1);
	const content = (0, import_react.useMemo)(() => postDraftContent(draft), [draft]);
	const [now] = (0, import_react.useState)(() => /* @__PURE__ */ new Date());
	const previewId = (0, import_react.useId)();
	const articleHref = draft.countId !== null ? `/posts/${draft.countId}` : draft.post ? `/go/post/${draft.post}` : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: page,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
				className: header,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					className: title,
					children: title$1
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: facts,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: draft.type === "update" ? "Изменение статьи" : "Новая статья" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserName, {
							size: "sm",
							name: draft.createdBy.username,
							href: `/profile/${usernameToPathSegment(draft.createdBy.username)}`
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [
							"изменён",
							" ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
								dateTime: draft.updatedAt,
								children: formatRelativeDate(draft.updatedAt, { now })
							})
						] }),
						articleHref && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							href: articleHref,
							variant: "standalone",
							children: "Открыть статью"
						})
					]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stepper, {
				status: draft.status,
				className: stepper
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostDraftActions, {
				draft,
				viewer,
				onChanged
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: preview,
				"aria-labelledby": previewId,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: previewId,
					className: sectionTitle,
					children: "Предпросмотр"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostArticle, {
					headingLevel: 3,
					title: content.title,
					section: content.section,
					body: content.body,
					author: draft.createdBy,
					showHidden: true
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RawDataToggle, { data: draft }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CommentsSection, {
				sourceType: "postDraft",
				sourceId: draft._id,
				heading: draftMessages.postDraftComments
			})
		]
	});
}
// apps/site/src/routes/post-drafts/route.ts
/** /postDrafts/{id} (SPEC.md §2.2): an article draft with its status, preview and actions. */
var postDraftRoute = { Component: PostDraftPage };
export { postDraftRoute };

//# sourceMappingURL=route-BIxQzq8X.js.map