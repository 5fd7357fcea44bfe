import { t as blocksExcerpt } from "./excerpt-CKv0ORvQ.js";
import { n as postBodyBlocks } from "./post-body-DORV02fN.js";
import { r as postMessages } from "./post-sections-C_IT7l3S.js";
import { i as pageDescription } from "./description-BACEFskM.js";
import { t as Link } from "./Link-D0Vg0GIB.js";
import { t as Spinner } from "./Spinner-BIODU9Qm.js";
import { Ht as useParams, at as NotFoundPage, it as ErrorContent, ot as usePageMeta, r as isCountId, y as useToasts } from "../entry-server.js";
import { t as Pencil } from "./pencil-DMpafgEl.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { t as CommentsSection } from "./CommentsSection-DfRPMIWA.js";
import { a as useSession } from "./session-BGqqomvP.js";
import { t as PostArticle } from "./PostArticle-B368CvKK.js";
import { c as page } from "./PostMeta-BiG4PhTM.js";
import { n as usePostPage, t as isNotFound } from "./use-posts-data-CPz5tjOy.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// apps/site/src/routes/posts/PostPage.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* /posts/{countId} (SPEC.md §2.2): the article with its view count and comments, and "Редактировать"
* for its author or a moderator. "Not Found" is the not-found page; any other failure the error page
* with the toast "Не удалось загрузить статью" (§8). A number that is not one is not asked for.
*/
function PostPage() {
	const { countId = "" } = useParams();
	const valid = isCountId(countId);
	const { data, error } = usePostPage(countId, valid);
	const toasts = useToasts();
	const failedError = data === void 0 ? error : void 0;
	const failed = failedError !== void 0 && !isNotFound(failedError);
	(0, import_react.useEffect)(() => {
		if (failed) toasts.error(postMessages.loadFailed);
	}, [failed, toasts]);
	if (!valid || failedError !== void 0 && isNotFound(failedError)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundPage, {});
	if (failedError !== void 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorContent, { error: failedError });
	if (!data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		"aria-busy": "true",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostPageView, { post: data.post }, data.post._id);
}
function PostPageView({ post }) {
	const session = useSession();
	const excerpt = (0, import_react.useMemo)(() => pageDescription(blocksExcerpt(postBodyBlocks(post.body))), [post.body]);
	usePageMeta({
		title: post.title,
		description: excerpt || void 0
	});
	const canEdit = session.can("editPost", { authorId: post.createdBy._id });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: page,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostArticle, {
			headingLevel: 1,
			title: post.title,
			section: post.section,
			body: post.body,
			author: post.createdBy,
			createdAt: post.createdAt,
			viewsCount: post.viewsCount,
			showHidden: session.user !== null,
			actions: canEdit ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
				href: `/posts/${post.countId}/edit`,
				variant: "standalone",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pencil, {
					"aria-hidden": true,
					size: "1em"
				}), " Редактировать"]
			}) : null
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CommentsSection, {
			sourceType: "post",
			sourceId: post._id,
			heading: "Комментарии"
		})]
	});
}
// apps/site/src/routes/posts/post-route.ts
/**
* /posts/{countId} (SPEC.md §2.2): one article with its comments. A chunk apart from the list's
* (route.ts), so the list page does not load the comments and the article page not the list.
*/
var postRoute = { Component: PostPage };
export { postRoute };

//# sourceMappingURL=post-route-D9zLM1lr.js.map