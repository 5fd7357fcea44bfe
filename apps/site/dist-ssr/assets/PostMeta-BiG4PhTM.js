import { t as countRu } from "./plural-DZ_BjWYa.js";
import "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { t as isLegacyHtmlBody } from "./post-body-DORV02fN.js";
import { i as postSectionLabels } from "./post-sections-C_IT7l3S.js";
import { t as MarkupView } from "./MarkupView-B6y90bdG.js";
import { t as BlocksView } from "./BlocksView-ynTZa1on.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
/* empty css                               */
/* empty css                                    */
import { r as Chip, t as UserName } from "./UserName-C2sz8sPk.js";
import { Dt as usernameToPathSegment, ut as useDisplayClock, yt as formatRelativeDate } from "../entry-server.js";
// apps/site/src/routes/posts/PostBodyView.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* An article's body as stored (SPEC.md §3 Post): a version 2 body is content blocks; an older one a
* markup string, shown by the markup renderer; older still, HTML, which `BlocksView` shows converted
* to blocks (the markup renderer would show its tags as text).
*/
function PostBodyView({ body, showHidden, className }) {
	if (typeof body === "string" && !isLegacyHtmlBody(body)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MarkupView, {
		value: body,
		showHidden,
		className
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BlocksView, {
		value: body,
		showHidden,
		className
	});
}
// apps/site/src/routes/posts/posts.css.ts
var page = "vwngys0";
var header = "vwngys1";
var title = "vwngys2";
var headerActions = "vwngys3";
var scrollRow = "vwngys4";
var list = "vwngys5";
var meta = "vwngys6";
var article = "vwngys7";
var body = "vwngys8";
var failure = "vwngys9";
// apps/site/src/routes/posts/PostMeta.tsx
var comments = {
	one: "комментарий",
	few: "комментария",
	many: "комментариев"
};
var views = {
	one: "просмотр",
	few: "просмотра",
	many: "просмотров"
};
/**
* The line under an article's title (SPEC.md §2.2 /posts, /posts/{countId}): its section, author, date
* (relative under 3 days, then DD.MM.YYYY, §9), comment count in the list, view count on the page.
*/
function PostMeta({ section, author, createdAt, commentsCount, viewsCount }) {
	const clock = useDisplayClock();
	const now = new Date(clock.now);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: meta,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
				size: "sm",
				children: postSectionLabels[section]
			}),
			author?.username ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserName, {
				size: "sm",
				name: author.username,
				href: `/profile/${usernameToPathSegment(author.username)}`
			}) : null,
			createdAt ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
				dateTime: createdAt,
				children: formatRelativeDate(createdAt, {
					now,
					...clock.timeZone ? { timeZone: clock.timeZone } : {}
				})
			}) : null,
			commentsCount !== void 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: countRu(commentsCount, comments) }) : null,
			viewsCount !== void 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: countRu(viewsCount, views) }) : null
		]
	});
}
export { header as a, page as c, PostBodyView as d, failure as i, scrollRow as l, article as n, headerActions as o, body as r, list as s, PostMeta as t, title as u };

//# sourceMappingURL=PostMeta-BiG4PhTM.js.map