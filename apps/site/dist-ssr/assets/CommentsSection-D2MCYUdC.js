import { r as commentMessages, s as isReviewAllowed } from "./comments-DIaVxUo2.js";
import { a as useSession, u as isBanActive } from "./session-BGqqomvP.js";
import { t as Button } from "./Button-C8jCOtup.js";
import { t as EmptyState } from "./EmptyState-Dn_2bYtD.js";
import { t as Link } from "./Link-ByHqzbB1.js";
import { t as Spinner } from "./Spinner-BIODU9Qm.js";
import { Vt as useLocation, b as useToasts, f as keptBan, s as useSourceComments, u as loginHref } from "../entry-server.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { t as BanNotice } from "./BanNotice-Bp6Mw2PQ.js";
import { a as guestBox, c as list, i as CommentForm, l as notice, n as commentFailure, o as heading, r as sendComment, s as hiddenHeading, t as CommentItem, u as section } from "./CommentItem-Cb4rBFc6.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// apps/site/src/comments/comment-threads.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var timeOf = (comment) => new Date(comment.createdAt).getTime();
/**
* Threads of comments as the list call answers them (newest first, a page at a time): top-level
* comments keep that order, each reply goes under its thread oldest first, so a conversation reads
* down. A reply whose thread is not loaded (on a later page) stands on its own rather than vanish.
*/
function commentThreads(comments) {
	const loaded = new Set(comments.map((comment) => comment._id));
	const isTop = (comment) => !comment.parent || !loaded.has(comment.parent);
	const tops = new Set(comments.filter(isTop).map((comment) => comment._id));
	const threads = /* @__PURE__ */ new Map();
	const order = [];
	for (const comment of comments) {
		const thread = comment.parent && tops.has(comment.parent) ? null : {
			comment,
			replies: []
		};
		if (!thread) continue;
		threads.set(comment._id, thread);
		order.push(thread);
	}
	for (const comment of comments) if (comment.parent && tops.has(comment.parent)) threads.get(comment.parent)?.replies.push(comment);
	for (const thread of order) thread.replies.sort((a, b) => timeOf(a) - timeOf(b));
	return order;
}
// apps/site/src/comments/use-scroll-to-hash.ts
/** The element id an address's hash names (`#6650…a1` → `6650…a1`); null without one. */
function hashTarget(hash) {
	const raw = hash.startsWith("#") ? hash.slice(1) : hash;
	if (raw === "") return null;
	try {
		return decodeURIComponent(raw);
	} catch {
		return raw;
	}
}
/**
* Scrolls to the element the hash names once the page says its content is there (SPEC.md §2.2:
* `#commentId` scrolls to the comment). The browser's own jump happens before the data arrives, so
* it finds nothing; this does it after, once per hash.
*/
function useScrollToHash(hash, isReady) {
	const scrolledFor = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		const id = hashTarget(hash);
		if (!isReady || id === null || scrolledFor.current === hash) return;
		const element = document.getElementById(id);
		if (!element) return;
		scrolledFor.current = hash;
		element.scrollIntoView({ block: "center" });
	}, [hash, isReady]);
}
// apps/site/src/comments/CommentsSection.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The comments of a project, article or draft, wherever they appear (issue 17): the box for a new
* comment (a review on a game), threads newest first with replies under them, and each comment's
* actions. A `#commentId` address scrolls to its comment and marks it (SPEC.md §2.2).
*/
function CommentsSection({ sourceType, sourceId, heading: heading$1, isHeadingHidden = false }) {
	const source = (0, import_react.useMemo)(() => ({
		sourceType,
		sourceId
	}), [sourceType, sourceId]);
	const toasts = useToasts();
	const location = useLocation();
	const session = useSession();
	const { comments, isLoading, error, hasMore, isLoadingMore, loadMore, apply } = useSourceComments(source);
	const threads = (0, import_react.useMemo)(() => commentThreads(comments), [comments]);
	const byId = (0, import_react.useMemo)(() => new Map(comments.map((comment) => [comment._id, comment])), [comments]);
	const [now] = (0, import_react.useState)(() => /* @__PURE__ */ new Date());
	const [reply, setReply] = (0, import_react.useState)(null);
	const [highlightedId, setHighlightedId] = (0, import_react.useState)(null);
	(0, import_react.useEffect)(() => setHighlightedId(hashTarget(location.hash)), [location.hash]);
	useScrollToHash(location.hash, !isLoading);
	(0, import_react.useEffect)(() => {
		if (error) toasts.error("Не удалось загрузить комментарии");
	}, [error, toasts]);
	const send = async (text, replyTo) => {
		const failed = text.review && !replyTo ? commentMessages.reviewAddFailed : commentMessages.addFailed;
		try {
			const { comments: all } = await sendComment(source, text, replyTo);
			apply({
				kind: "all",
				comments: all
			});
		} catch (error) {
			const message = commentFailure(error, failed);
			toasts.error(message);
			throw new Error(message);
		}
	};
	const mayReply = session.can("reply");
	const view = (comment, thread, replies) => {
		const replyHere = reply?.thread === thread && comment._id === thread;
		const replyViews = replies?.map((answer) => view(answer, thread)) ?? [];
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CommentItem, {
			comment,
			answered: comment.answerComment ? byId.get(comment.answerComment) : void 0,
			now,
			isHighlighted: comment._id === highlightedId,
			onReply: mayReply ? (to) => setReply({
				thread,
				to
			}) : void 0,
			onChange: apply,
			replies: replyViews.length > 0 || replyHere ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [replyViews, replyHere && reply && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CommentForm, {
				label: `Ответ пользователю ${reply.to.createdBy.username}`,
				submitLabel: "Ответить",
				autoFocus: true,
				onSubmit: async (text) => {
					await send(text, {
						parent: thread,
						answerComment: reply.to._id
					});
					setReply(null);
				},
				onCancel: () => setReply(null)
			}, reply.to._id)] }) : void 0
		}, comment._id);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: section,
		"aria-labelledby": `${sourceId}-comments`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: `${sourceId}-comments`,
				className: isHeadingHidden ? hiddenHeading : heading,
				children: heading$1
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(NewComment, {
				offersReview: isReviewAllowed({
					sourceType,
					parentId: null
				}),
				onSubmit: (text) => send(text, null),
				returnTo: `${location.pathname}${location.search}${location.hash}`
			}),
			isLoading ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {}) : comments.length === 0 ? error ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
				text: "Не удалось загрузить комментарии",
				size: "sm"
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
				kind: "nothing",
				size: "sm"
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: list,
				children: [threads.map((thread) => view(thread.comment, thread.comment._id, thread.replies)), hasMore && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "secondary",
					isPending: isLoadingMore,
					onPress: loadMore,
					children: "Показать ещё"
				}) })]
			})
		]
	});
}
/**
* The box for a new comment, as the viewer may use it: a guest's box leads to /login and back
* (SPEC.md §4 Comments); a banned reader is told why there is none (§4 Ban).
*/
function NewComment({ offersReview, onSubmit, returnTo }) {
	const session = useSession();
	const [formKey, setFormKey] = (0, import_react.useState)(0);
	if (session.isLoading) return null;
	const user = session.user;
	if (!user) {
		const ban = keptBan();
		return ban ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BanNotice, {
			ban,
			className: notice
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
			className: guestBox,
			href: loginHref(returnTo),
			children: "Написать комментарий… (войдите, чтобы комментировать)"
		});
	}
	if (user.banned && isBanActive(user.banned, /* @__PURE__ */ new Date())) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BanNotice, {
		ban: user.banned,
		className: notice
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CommentForm, {
		label: "Комментарий",
		offersReview,
		submitLabel: "Отправить",
		onSubmit: async (text) => {
			await onSubmit(text);
			setFormKey((key) => key + 1);
		}
	}, formKey);
}
export { CommentsSection as t };

//# sourceMappingURL=CommentsSection-D2MCYUdC.js.map