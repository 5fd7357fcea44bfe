import { r as commentMessages, s as isReviewAllowed } from "./comments-DIaVxUo2.js";
import { a as useSession, u as isBanActive } from "./session-BGqqomvP.js";
import { t as Button } from "./Button-C8jCOtup.js";
import { t as EmptyState } from "./EmptyState-l07oR8JF.js";
import { t as Link } from "./Link-D0Vg0GIB.js";
import { t as Spinner } from "./Spinner-BIODU9Qm.js";
import { Bt as useLocation, d as keptBan, l as loginHref, y as useToasts } from "../entry-server.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { t as BanNotice } from "./BanNotice-CThgi1j2.js";
import { a as guestBox, c as list, i as CommentForm, l as notice, n as commentFailure, o as heading, r as sendComment, s as hiddenHeading, t as CommentItem, u as section } from "./CommentItem-Bmdhfeyy.js";
import { Rt as endpointUrl, n as callEndpoint, u as commentsRoute } from "./client-BHtto6D6.js";
import { _ as serialize, d as SWRGlobalState, f as cache, h as isUndefined, l as withMiddleware, m as isFunction, p as createCacheHelper, s as useSWR, u as INFINITE_PREFIX, v as useIsomorphicLayoutEffect } from "./use-endpoint-Hir9GYHS.js";
import { t as require_shim } from "./shim-UXUlrs5d.js";
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
// node_modules/swr/dist/infinite/index.mjs
var import_shim = require_shim();
var getFirstPageKey = (getKey) => {
	return serialize(getKey ? getKey(0, null) : null)[0];
};
var EMPTY_PROMISE = Promise.resolve();
var infinite = (useSWRNext) => (getKey, fn, config) => {
	const didMountRef = (0, import_react.useRef)(false);
	const { cache: cache$1, initialSize = 1, revalidateAll = false, persistSize = false, revalidateFirstPage = true, revalidateOnMount = false, parallel = false } = config;
	const [, , , PRELOAD] = SWRGlobalState.get(cache);
	let infiniteKey;
	try {
		infiniteKey = getFirstPageKey(getKey);
		if (infiniteKey) infiniteKey = INFINITE_PREFIX + infiniteKey;
	} catch (err) {}
	const [get, set, subscribeCache] = createCacheHelper(cache$1, infiniteKey);
	const getSnapshot = (0, import_react.useCallback)(() => {
		return isUndefined(get()._l) ? initialSize : get()._l;
	}, [
		cache$1,
		infiniteKey,
		initialSize
	]);
	(0, import_shim.useSyncExternalStore)((0, import_react.useCallback)((callback) => {
		if (infiniteKey) return subscribeCache(infiniteKey, () => {
			callback();
		});
		return () => {};
	}, [cache$1, infiniteKey]), getSnapshot, getSnapshot);
	const resolvePageSize = (0, import_react.useCallback)(() => {
		const cachedPageSize = get()._l;
		return isUndefined(cachedPageSize) ? initialSize : cachedPageSize;
	}, [infiniteKey, initialSize]);
	const lastPageSizeRef = (0, import_react.useRef)(resolvePageSize());
	useIsomorphicLayoutEffect(() => {
		if (!didMountRef.current) {
			didMountRef.current = true;
			return;
		}
		if (infiniteKey) set({ _l: persistSize ? lastPageSizeRef.current : resolvePageSize() });
	}, [infiniteKey, cache$1]);
	const shouldRevalidateOnMount = revalidateOnMount && !didMountRef.current;
	const swr = useSWRNext(infiniteKey, async (key) => {
		const forceRevalidateAll = get()._i;
		const shouldRevalidatePage = get()._r;
		const state = SWRGlobalState.get(cache$1);
		const unloadGeneration = state[8];
		const unloadedDuringRequest = () => state[8] !== unloadGeneration;
		set({ _r: void 0 });
		const data = [];
		const pageSize = resolvePageSize();
		const [getCache] = createCacheHelper(cache$1, key);
		const cacheData = getCache().data;
		const revalidators = [];
		let previousPageData = null;
		for (let i = 0; i < pageSize; ++i) {
			const [pageKey, pageArg] = serialize(getKey(i, parallel ? null : previousPageData));
			if (!pageKey) break;
			const [getSWRCache, setSWRCache] = createCacheHelper(cache$1, pageKey);
			let pageData = getSWRCache().data;
			const shouldFetchPage = revalidateAll || forceRevalidateAll || isUndefined(pageData) || revalidateFirstPage && !i && !isUndefined(cacheData) || shouldRevalidateOnMount || cacheData && !isUndefined(cacheData[i]) && !config.compare(cacheData[i], pageData);
			if (fn && (typeof shouldRevalidatePage === "function" ? shouldRevalidatePage(pageData, pageArg) : shouldFetchPage)) {
				const revalidate = async () => {
					if (!(pageKey in PRELOAD)) pageData = await fn(pageArg);
					else {
						const req = PRELOAD[pageKey];
						delete PRELOAD[pageKey];
						pageData = await req;
					}
					if (!unloadedDuringRequest()) setSWRCache({
						data: pageData,
						_k: pageArg
					});
					data[i] = pageData;
				};
				if (parallel) revalidators.push(revalidate);
				else await revalidate();
			} else data[i] = pageData;
			if (!parallel) previousPageData = pageData;
		}
		if (parallel) await Promise.all(revalidators.map((r) => r()));
		if (!unloadedDuringRequest()) set({ _i: void 0 });
		return data;
	}, config);
	const mutate = (0, import_react.useCallback)(function(data, opts) {
		const options = typeof opts === "boolean" ? { revalidate: opts } : opts || {};
		const shouldRevalidate = options.revalidate !== false;
		if (!infiniteKey) return EMPTY_PROMISE;
		if (shouldRevalidate) {
			if (!isUndefined(data)) set({
				_i: false,
				_r: options.revalidate
			});
			else set({
				_i: true,
				_r: options.revalidate
			});
		}
		return arguments.length ? swr.mutate(data, {
			...options,
			revalidate: shouldRevalidate
		}) : swr.mutate();
	}, [infiniteKey, cache$1]);
	const setSize = (0, import_react.useCallback)((arg) => {
		if (!infiniteKey) return EMPTY_PROMISE;
		const [, changeSize] = createCacheHelper(cache$1, infiniteKey);
		let size;
		if (isFunction(arg)) size = arg(resolvePageSize());
		else if (typeof arg == "number") size = arg;
		if (typeof size != "number") return EMPTY_PROMISE;
		changeSize({ _l: size });
		lastPageSizeRef.current = size;
		const data = [];
		const [getInfiniteCache] = createCacheHelper(cache$1, infiniteKey);
		let previousPageData = null;
		for (let i = 0; i < size; ++i) {
			const [pageKey] = serialize(getKey(i, previousPageData));
			const [getCache] = createCacheHelper(cache$1, pageKey);
			const pageData = pageKey ? getCache().data : void 0;
			if (isUndefined(pageData)) return mutate(getInfiniteCache().data);
			data.push(pageData);
			previousPageData = pageData;
		}
		return mutate(data);
	}, [
		infiniteKey,
		cache$1,
		mutate,
		resolvePageSize
	]);
	return {
		size: resolvePageSize(),
		setSize,
		mutate,
		get data() {
			return swr.data;
		},
		get error() {
			return swr.error;
		},
		get isValidating() {
			return swr.isValidating;
		},
		get isLoading() {
			return swr.isLoading;
		}
	};
};
var useSWRInfinite = withMiddleware(useSWR, infinite);
function commentsQuery({ sourceType, sourceId }, page) {
	return {
		source: sourceId,
		sourceType,
		limit: 100,
		page
	};
}
/** The loaded pages after a write (exported for its tests). */
function applyCommentsChange(pages, change) {
	switch (change.kind) {
		case "all": {
			const comments = [...change.comments].reverse();
			return [{
				comments,
				count: comments.length
			}];
		}
		case "one": return pages.map((page) => ({
			...page,
			comments: page.comments.map((comment) => comment._id === change.comment._id ? change.comment : comment)
		}));
		case "gone": {
			const gone = new Set(change.ids);
			return pages.map((page) => {
				const comments = page.comments.filter((comment) => !gone.has(comment._id));
				return {
					comments,
					count: page.count - (page.comments.length - comments.length)
				};
			});
		}
	}
}
/** A comment written after later pages loaded moves them by one; the first copy (newest) stays. */
function uniqueById(comments) {
	const seen = /* @__PURE__ */ new Set();
	return comments.filter((comment) => !seen.has(comment._id) && Boolean(seen.add(comment._id)));
}
/**
* The comments of a project, article or draft (`GET /api/comments?source=…&sourceType=…`), newest
* first, 100 a page. Writes put their answers into the same cache (`apply`), so every part of the
* page that reads it (the list, the project tab's count) follows.
*/
function useSourceComments(source) {
	const { sourceType, sourceId } = source;
	const { data, error, isLoading, size, setSize, mutate } = useSWRInfinite((page) => endpointUrl(commentsRoute, { query: commentsQuery({
		sourceType,
		sourceId
	}, page) }), (key) => {
		const page = Number(new URL(key, "http://page").searchParams.get("page") ?? 0);
		return callEndpoint(commentsRoute, { query: commentsQuery({
			sourceType,
			sourceId
		}, page) });
	}, {
		revalidateOnFocus: false,
		revalidateFirstPage: false
	});
	const apply = (0, import_react.useCallback)((change) => {
		mutate((pages) => applyCommentsChange(pages ?? [], change), { revalidate: true });
	}, [mutate]);
	return (0, import_react.useMemo)(() => {
		const comments = uniqueById(data?.flatMap((page) => page.comments) ?? []);
		const count = data?.at(-1)?.count ?? 0;
		return {
			comments,
			count,
			isLoading,
			error,
			hasMore: comments.length < count,
			isLoadingMore: size > (data?.length ?? 0),
			loadMore: () => void setSize(size + 1),
			apply
		};
	}, [
		data,
		error,
		isLoading,
		size,
		setSize,
		apply
	]);
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
export { useSourceComments as n, CommentsSection as t };

//# sourceMappingURL=CommentsSection-DfRPMIWA.js.map