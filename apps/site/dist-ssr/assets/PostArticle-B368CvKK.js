import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { a as header, d as PostBodyView, n as article, o as headerActions, r as body, t as PostMeta, u as title } from "./PostMeta-BiG4PhTM.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// apps/site/src/routes/posts/PostArticle.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* An article as readers see it (SPEC.md §2.2 /posts/{countId}): title, its meta line, the body. The
* draft page previews a draft with it (§2.2 /postDrafts/{id}), so the preview is the page to be.
*/
function PostArticle({ title: title$1, section, body: body$1, author, createdAt, viewsCount, headingLevel, showHidden, actions }) {
	const Heading = headingLevel === 1 ? "h1" : "h3";
	const titleId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: article,
		"aria-labelledby": titleId,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
			className: article,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: header,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
					id: titleId,
					className: title,
					children: title$1
				}), actions ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: headerActions,
					children: actions
				}) : null]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostMeta, {
				section,
				author,
				createdAt,
				viewsCount
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostBodyView, {
			body: body$1,
			showHidden,
			className: body
		})]
	});
}
export { PostArticle as t };

//# sourceMappingURL=PostArticle-B368CvKK.js.map