import { g as createPostUpdateDraftRoute, h as createPostDraftRoute, n as callEndpoint, t as ApiError, wt as updatePostDraftValueRoute } from "./client-BHtto6D6.js";
import { n as draftMessages } from "./errors-BzjKvLrM.js";
import { t as revalidateCalls } from "./revalidate-gKMPbja9.js";
import { t as useSignInRequired } from "./use-sign-in-required-COYjpY_L.js";
import { t as errorEnvelopeSchema } from "./envelope-B_0VPALs.js";
import { n as postBodyBlocks } from "./post-body-DORV02fN.js";
import { t as u } from "./zod-NGpnKVZP.js";
import { n as postHasChanges, t as newPostDraftSchema } from "./posts-zldIpuZj.js";
import { a as postSections, i as postSectionLabels, r as postMessages } from "./post-sections-C_IT7l3S.js";
import { t as Button } from "./Button-C8jCOtup.js";
import { t as Link } from "./Link-D0Vg0GIB.js";
import { t as Select } from "./Select-DJ84dw_I.js";
import { Ht as useParams, Vt as useNavigate, at as NotFoundPage, it as ErrorContent, r as isCountId, s as useLeaveGuard, st as usePageTitle, y as useToasts, zt as Navigate } from "../entry-server.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { f as useForm, i as FormTextField, o as Controller } from "./form-fields-BEe_Skxt.js";
import { i as BlocksEditor, n as searchUsers, r as uploadCommentImage, t as searchProjects } from "./writing-callbacks-zSeZqTCH.js";
/* empty css                               */
/* empty css                                    */
import "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
import { t as Spinner } from "./Spinner-BIODU9Qm.js";
import { n as draftActions } from "./machine-e8IsVmCq.js";
import { a as useSession, f as isDraftFinished, t as actorOf } from "./session-BGqqomvP.js";
import { i as postDraftContent, n as postDraftSummaryOf, r as usePostDraft } from "./use-post-draft-BsFBDIe6.js";
import { n as usePostPage, t as isNotFound } from "./use-posts-data-CPz5tjOy.js";
// apps/site/src/routes/post-writing/post-form.ts
/** The fields a server error may name. */
var postFormFields = [
	"section",
	"title",
	"body"
];
/** A new article: the first section, no title, an empty body. */
var emptyPost = {
	section: "common",
	title: "",
	body: []
};
/** The article as the API takes it (SPEC.md §7: bodies travel as v2 content blocks). */
function postContentOf(values) {
	return {
		section: values.section,
		title: values.title,
		body: postBodyBlocks(values.body)
	};
}
/**
* The field errors of a refused save (the API's `{ message, fields }`, e.g. 400
* `{ title: "Нет заголовка" }`), for the fields this form has (SPEC.md §5: "Server field errors are
* shown in the fields").
*/
function serverFieldErrorsOf(error) {
	if (!(error instanceof ApiError)) return [];
	const envelope = errorEnvelopeSchema.safeParse(error.body);
	const fields = envelope.success ? envelope.data.fields ?? {} : {};
	return postFormFields.flatMap((field) => {
		const message = fields[field];
		return message ? [{
			field,
			message
		}] : [];
	});
}
/**
* What the toast says when a save fails (SPEC.md §8 generic rule: the server's message, else the
* status text); a request that never reached the server gets the page's own text.
*/
function saveFailureMessage(error, fallback) {
	return error instanceof ApiError && error.message ? error.message : fallback;
}
// apps/site/src/routes/post-writing/PostForm.css.ts.vanilla.css
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
// apps/site/src/routes/post-writing/PostForm.css.ts
var form = "_1lyoh1v0";
var section = "_1lyoh1v1";
var actions = "_1lyoh1v2";
var notice = "_1lyoh1v3";
var page = "_1lyoh1v4";
var title = "_1lyoh1v5";
// apps/site/src/routes/post-writing/PostForm.tsx
var import_jsx_runtime = require_jsx_runtime();
var sectionItems = postSections.map((section) => ({
	id: section,
	label: postSectionLabels[section]
}));
/**
* The article form of /addPost, /posts/{countId}/edit and /postDrafts/{id}/edit (SPEC.md §2.2): the
* section ("Раздел:"), the title, the body in the block editor. The domain's `newPostDraftSchema`
* says "Нет заголовка" and "Пустое сообщение" under their fields (§5), the server's field errors go
* to the same places, and leaving with unsaved text asks first (the leave guard).
*/
function PostForm({ defaultValues, submitLabel, onSave, failureMessage, isUnchanged, cancelHref }) {
	const toasts = useToasts();
	const navigate = useNavigate();
	const [notice$1, setNotice] = (0, import_react.useState)(null);
	const [saved, setSaved] = (0, import_react.useState)(false);
	const { control, handleSubmit, formState, setError, subscribe } = useForm({
		resolver: u(newPostDraftSchema),
		defaultValues
	});
	useLeaveGuard(formState.isDirty && !saved);
	(0, import_react.useEffect)(() => subscribe({
		formState: { values: true },
		callback: () => setNotice(null)
	}), [subscribe]);
	const save = handleSubmit(async (values) => {
		if (isUnchanged?.(values)) {
			setNotice(postMessages.noChanges);
			return;
		}
		setNotice(null);
		try {
			const next = await onSave(postContentOf(values));
			setSaved(true);
			navigate(next);
		} catch (error) {
			serverFieldErrorsOf(error).forEach(({ field, message }, index) => setError(field, {
				type: "server",
				message
			}, { shouldFocus: index === 0 }));
			toasts.error(saveFailureMessage(error, failureMessage));
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		className: form,
		onSubmit: (event) => void save(event),
		noValidate: true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control,
				name: "section",
				render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
					label: "Раздел:",
					items: sectionItems,
					selectedKey: field.value,
					onSelectionChange: (key) => field.onChange(key),
					onBlur: field.onBlur,
					name: field.name,
					isInvalid: fieldState.invalid,
					errorMessage: fieldState.error?.message,
					validationBehavior: "aria",
					className: section
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				control,
				name: "title",
				label: "Заголовок"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
				control,
				name: "body",
				render: ({ field, fieldState }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BlocksEditor, {
					ref: field.ref,
					label: "Текст статьи",
					name: field.name,
					value: field.value,
					onChange: field.onChange,
					onBlur: field.onBlur,
					errorMessage: fieldState.error?.message,
					uploadImage: uploadCommentImage,
					searchUsers,
					searchProjects
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: actions,
				children: [
					cancelHref !== void 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						href: cancelHref,
						variant: "standalone",
						children: "Отменить"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						isPending: formState.isSubmitting,
						children: submitLabel
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: notice,
						role: "status",
						children: notice$1
					})
				]
			})
		]
	});
}
// apps/site/src/routes/post-writing/WritingPage.tsx
/** The frame of a writing page: its title (also the document's) and the form under it. */
function WritingPage({ title: title$1, children }) {
	usePageTitle(title$1);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: page,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: title,
			children: title$1
		}), children]
	});
}
/** While the session or the article is awaited. */
function WritingPageLoading({ title }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WritingPage, {
		title,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {})
	});
}
// apps/site/src/routes/post-writing/AddPostPage.tsx
var TITLE$2 = "Новая статья";
/**
* /addPost (SPEC.md §2.2): the new article form; "Создать черновик" makes a post draft
* (POST /api/postDrafts) and opens its page, where it goes on to review. Guests go to /login first.
*/
function AddPostPage() {
	if (useSignInRequired().status !== "signed-in") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WritingPageLoading, { title: TITLE$2 });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WritingPage, {
		title: TITLE$2,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostForm, {
			defaultValues: emptyPost,
			submitLabel: "Создать черновик",
			failureMessage: draftMessages.saveFailed,
			onSave: async (content) => {
				const draft = await callEndpoint(createPostDraftRoute, { body: content });
				revalidateCalls("/api/postDrafts", "/api/drafts");
				return `/postDrafts/${draft._id}`;
			}
		})
	});
}
// apps/site/src/routes/post-writing/EditPostDraftPage.tsx
var TITLE$1 = "Редактирование черновика";
/**
* /postDrafts/{id}/edit (SPEC.md §2.2): the draft's article in the form, "Отменить" back to the draft
* and "Обновить" (PUT /api/postDrafts/{id}/value, then the draft's page). A finished draft (applied or
* declined), or one the viewer has no edit button for (§4), sends the reader to the draft's page,
* as /edit/draft/{id} does for novel drafts.
*/
function EditPostDraftPage() {
	const { id = "" } = useParams();
	const access = useSignInRequired();
	const { data, error } = usePostDraft(id, access.status === "signed-in");
	const toasts = useToasts();
	const failed = data === void 0 && error !== void 0 && !isNotFound(error);
	(0, import_react.useEffect)(() => {
		if (failed) toasts.error(draftMessages.loadFailed);
	}, [failed, toasts]);
	if (access.status !== "signed-in") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WritingPageLoading, { title: TITLE$1 });
	if (data === void 0 && error !== void 0) return isNotFound(error) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundPage, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorContent, { error });
	if (!data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WritingPageLoading, { title: TITLE$1 });
	if (!(!isDraftFinished(data.draft.status) && draftActions({
		draft: postDraftSummaryOf(data.draft),
		actor: actorOf(access.user)
	}).some((action) => action.action === "edit"))) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		replace: true,
		to: `/postDrafts/${data.draft._id}`
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditPostDraftForm, { draft: data.draft }, data.draft._id);
}
function EditPostDraftForm({ draft }) {
	const draftHref = `/postDrafts/${draft._id}`;
	const [initial] = (0, import_react.useState)(() => postDraftContent(draft));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WritingPage, {
		title: TITLE$1,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostForm, {
			defaultValues: initial,
			submitLabel: "Обновить",
			failureMessage: draftMessages.saveFailed,
			cancelHref: draftHref,
			onSave: async (content) => {
				await callEndpoint(updatePostDraftValueRoute, {
					params: { id: draft._id },
					body: { value: content }
				});
				await revalidateCalls("/api/postDrafts", "/api/drafts");
				return draftHref;
			}
		})
	});
}
// apps/site/src/routes/post-writing/EditPostPage.tsx
var TITLE = "Редактирование статьи";
/**
* /posts/{countId}/edit (SPEC.md §2.2; §4 Post editing): the article in the form, an old body
* converted to blocks; saving proposes the edit as an update draft (POST /api/postDrafts/{id}) only
* when something changed, else "Нет изменений" and nothing is sent; then the draft's page. Only its
* author or a moderator: anyone else gets the not-found page, a guest goes to /login first.
*/
function EditPostPage() {
	const { countId = "" } = useParams();
	const access = useSignInRequired();
	const valid = isCountId(countId);
	const { data, error } = usePostPage(countId, valid && access.status === "signed-in");
	const toasts = useToasts();
	const failed = data === void 0 && error !== void 0 && !isNotFound(error);
	(0, import_react.useEffect)(() => {
		if (failed) toasts.error(postMessages.loadFailed);
	}, [failed, toasts]);
	if (!valid) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundPage, {});
	if (access.status !== "signed-in") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WritingPageLoading, { title: TITLE });
	if (data === void 0 && error !== void 0) return isNotFound(error) ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundPage, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorContent, { error });
	if (!data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WritingPageLoading, { title: TITLE });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditPostForm, { post: data.post }, data.post._id);
}
function EditPostForm({ post }) {
	const session = useSession();
	const [original] = (0, import_react.useState)(() => ({
		section: post.section,
		title: post.title,
		body: postBodyBlocks(post.body)
	}));
	if (!session.can("editPost", { authorId: post.createdBy._id })) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundPage, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WritingPage, {
		title: TITLE,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostForm, {
			defaultValues: original,
			submitLabel: "Создать черновик",
			failureMessage: draftMessages.saveFailed,
			isUnchanged: (values) => !postHasChanges(original, postContentOf(values)),
			cancelHref: `/posts/${post.countId}`,
			onSave: async (content) => {
				const draft = await callEndpoint(createPostUpdateDraftRoute, {
					params: { id: post._id },
					body: content
				});
				revalidateCalls("/api/postDrafts", "/api/drafts");
				return `/postDrafts/${draft._id}`;
			}
		})
	});
}
// apps/site/src/routes/post-writing/route.ts
/** /addPost: a new article. */
var addPostRoute = { Component: AddPostPage };
/** /posts/{countId}/edit: an edit of a published article, proposed as an update draft. */
var editPostRoute = { Component: EditPostPage };
/** /postDrafts/{id}/edit: an article draft's text. */
var editPostDraftRoute = { Component: EditPostDraftPage };
export { addPostRoute, editPostDraftRoute, editPostRoute };

//# sourceMappingURL=route-BVdDDkL5.js.map