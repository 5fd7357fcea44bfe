import { n as LIMITS } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { t as EmptyState } from "./EmptyState-l07oR8JF.js";
import { t as Link } from "./Link-D0Vg0GIB.js";
import { t as Paginator } from "./Paginator-CK2Y0X-d.js";
import { t as Spinner } from "./Spinner-BIODU9Qm.js";
import { Ut as useSearchParams, st as usePageTitle, y as useToasts } from "../entry-server.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { t as CommentItem } from "./CommentItem-Bmdhfeyy.js";
import { t as commentSourceLink } from "./comment-source-CknqtTqx.js";
/* empty css                               */
/* empty css                                    */
import { u as commentsRoute } from "./client-BHtto6D6.js";
import { n as useEndpoint } from "./use-endpoint-Hir9GYHS.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// apps/site/src/routes/comments/AllCommentsPage.css.ts.vanilla.css
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
// apps/site/src/routes/comments/AllCommentsPage.css.ts
var page = "_1rcrttk0";
var title = "_1rcrttk1";
var list = "_1rcrttk2";
var item = "_1rcrttk3";
// apps/site/src/routes/comments/use-all-comments.ts
/** The page in the address, 1-based (SPEC.md §2.2, as the catalogue's); 0-based here. */
function pageFromSearch(search) {
	const page = Number(search.get("page") ?? "1");
	return Number.isInteger(page) && page >= 1 ? page - 1 : 0;
}
/** The address's query for a page, 0-based in: the first page has none. */
function searchWithPage(search, page) {
	const next = new URLSearchParams(search);
	if (page === 0) next.delete("page");
	else next.set("page", String(page + 1));
	return next;
}
/** All comments on projects and articles, newest first, 20 a page (SPEC.md §2.2 /comments, §9). */
function useAllComments(page) {
	return useEndpoint(commentsRoute, { query: {
		limit: LIMITS.allCommentsPageSize,
		page
	} });
}
// apps/site/src/routes/comments/AllCommentsPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* /comments (SPEC.md §2.2): every comment on projects and articles, newest first, 20 a page with the
* page in the address, each linked to where it was written (replies are written there).
*/
function AllCommentsPage() {
	usePageTitle("Комментарии");
	const toasts = useToasts();
	const [search, setSearch] = useSearchParams();
	const page$1 = pageFromSearch(search);
	const { data, error, isLoading, mutate } = useAllComments(page$1);
	const [now] = (0, import_react.useState)(() => /* @__PURE__ */ new Date());
	(0, import_react.useEffect)(() => {
		if (error) toasts.error("Не удалось загрузить комментарии");
	}, [error, toasts]);
	const pageCount = Math.ceil((data?.count ?? 0) / LIMITS.allCommentsPageSize);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: page,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: title,
				children: "Комментарии"
			}),
			isLoading ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {}) : !data || data.comments.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { text: error ? "Не удалось загрузить комментарии" : void 0 }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
				className: list,
				"aria-label": "Комментарии",
				children: data.comments.map((comment) => {
					const source = commentSourceLink(comment);
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						className: item,
						children: [source && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							className: "_1rcrttk4",
							href: source.href,
							children: source.label
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CommentItem, {
							comment,
							now,
							isHighlighted: false,
							onChange: () => void mutate()
						})]
					}, comment._id);
				})
			}),
			pageCount > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paginator, {
				page: page$1,
				pageCount,
				onPageChange: (next) => {
					setSearch(searchWithPage(search, next));
					window.scrollTo({ top: 0 });
				}
			})
		]
	});
}
// apps/site/src/routes/comments/route.ts
/** All comments (SPEC.md §2.2 /comments). */
var allCommentsRoute = { Component: AllCommentsPage };
export { allCommentsRoute };

//# sourceMappingURL=route-DRH3mnpo.js.map