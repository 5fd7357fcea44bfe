import { a as postSections, i as postSectionLabels, t as allPostSectionsLabel } from "./post-sections-C_IT7l3S.js";
import { Ut as useSearchParams, Vt as useNavigate, X as $984a1fc08f87e4f3$export$a6c7ac8248d6e38a, dt as landingPageMeta, i as postsHref, l as loginHref, o as postsViewOf, ot as usePageMeta, y as useToasts } from "../entry-server.js";
import { t as Button } from "./Button-C8jCOtup.js";
import { t as EmptyState } from "./EmptyState-l07oR8JF.js";
import { t as Link } from "./Link-D0Vg0GIB.js";
import { t as Spinner } from "./Spinner-BIODU9Qm.js";
import { t as Switch } from "./Switch-idDkI60k.js";
import { i as Tabs, n as TabList, r as TabPanel, t as Tab } from "./Tabs-6DQB3NSh.js";
import { a as $7705c033048f6da7$export$353f5b6fc5456de1, zt as createLucideIcon } from "./PortalProvider-DUo4OMmA.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { a as useSession } from "./session-BGqqomvP.js";
import { r as postLeadingImageHeight } from "./post-body-DORV02fN.js";
import { t as assignInlineVars } from "./vanilla-extract-dynamic.esm-Dftw5_KB.js";
import { t as LAYOUT } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
import { a as header, c as page, d as PostBodyView, i as failure, l as scrollRow, o as headerActions, s as list, t as PostMeta, u as title$1 } from "./PostMeta-BiG4PhTM.js";
import { r as usePosts } from "./use-posts-data-CPz5tjOy.js";
// node_modules/lucide-react/dist/esm/icons/pen-line.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "pen-line",
	size: 24,
	node: [["path", {
		d: "M13 21h8",
		key: "1jsn5i"
	}], ["path", {
		d: "M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z",
		key: "1a8usu"
	}]],
	aliases: ["edit-3"]
};
__iconData.node;
var PenLine = createLucideIcon(__iconData);
// libs/ui/src/components/PostPreview/PostPreview.css.ts
var collapsedHeight = "var(--nto7dg0)";
var card = "nto7dg1";
var title = "nto7dg2";
var titleLink = "nto7dg3";
var body = "nto7dg5";
// libs/ui/src/components/PostPreview/PostPreview.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* An article in the list (SPEC.md §2.2 /posts, §9): title, meta and body, collapsed above 300 px (or
* its first image's height + 200 px) with a "Читать далее" button that unfolds it in place.
*/
function PostPreview({ title: title$2, href, meta: meta$1, children, leadingImageHeight, className }) {
	const limit = leadingImageHeight === void 0 ? LAYOUT.postPreviewMaxHeightPx : leadingImageHeight + LAYOUT.postPreviewImageExtraPx;
	const bodyRef = (0, import_react.useRef)(null);
	const bodyId = (0, import_react.useId)();
	const [overflows, setOverflows] = (0, import_react.useState)(false);
	const [expanded, setExpanded] = (0, import_react.useState)(false);
	(0, import_react.useLayoutEffect)(() => {
		const body = bodyRef.current;
		if (!body) return;
		const measure = () => setOverflows(body.scrollHeight > limit);
		measure();
		if (typeof ResizeObserver === "undefined") return;
		const observer = new ResizeObserver(measure);
		observer.observe(body);
		return () => observer.disconnect();
	}, [limit]);
	const collapsed = overflows && !expanded;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: className ? `${card} ${className}` : card,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				className: title,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)($984a1fc08f87e4f3$export$a6c7ac8248d6e38a, {
					className: titleLink,
					href,
					children: title$2
				})
			}),
			meta$1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "nto7dg4",
				children: meta$1
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				id: bodyId,
				ref: bodyRef,
				className: body,
				"data-collapsed": collapsed,
				style: assignInlineVars({ [collapsedHeight]: `${limit}px` }),
				children
			}),
			overflows && /* @__PURE__ */ (0, import_jsx_runtime.jsx)($7705c033048f6da7$export$353f5b6fc5456de1, {
				className: "nto7dg6",
				"aria-expanded": expanded,
				"aria-controls": bodyId,
				onPress: () => setExpanded(!expanded),
				children: expanded ? "Свернуть" : "Читать далее"
			})
		]
	});
}
// apps/site/src/routes/posts/PostListItem.tsx
/**
* One article of the list (SPEC.md §2.2 /posts; §9): its preview collapsed above 300 px, or above its
* opening picture's height + 200 px, with "Читать далее", its section, author, date and comment count.
*/
function PostListItem({ post, commentsCount, showHidden }) {
	const leadingImageHeight = (0, import_react.useMemo)(() => postLeadingImageHeight(post.body), [post.body]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostPreview, {
		title: post.title,
		href: `/posts/${post.countId}`,
		leadingImageHeight,
		meta: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostMeta, {
			section: post.section,
			author: post.createdBy,
			createdAt: post.createdAt,
			commentsCount
		}),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostBodyView, {
			body: post.body,
			showHidden
		})
	});
}
// apps/site/src/routes/posts/PostsPage.tsx
var PAGE_TITLE = landingPageMeta.posts.title;
/** SPEC.md §8 Data loading: the toast when a section's articles do not come. */
var SECTION_LOAD_FAILED = "Не удалось загрузить раздел";
var sectionTabs = [{
	id: "all",
	label: allPostSectionsLabel
}, ...postSections.map((section) => ({
	id: section,
	label: postSectionLabels[section]
}))];
/**
* /posts (SPEC.md §2.2): the section tabs ("Все" and the four sections), the heading, "Написать" (to
* /addPost; a guest goes through /login and comes back there), "Мои статьи" for a signed-in reader
* (`?my=true`), and the articles, each a preview with its comment count. Tab and flag live in the
* address, so back, reload and shared links keep them.
*/
function PostsPage() {
	const [search] = useSearchParams();
	const navigate = useNavigate();
	const view = postsViewOf(search);
	const session = useSession();
	usePageMeta({ title: PAGE_TITLE });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: page,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: header,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: title$1,
				children: PAGE_TITLE
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: headerActions,
				children: [session.user && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
					label: "Мои статьи",
					isSelected: view.my,
					onChange: (my) => void navigate(postsHref({
						...view,
						my
					}))
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
					href: session.user ? "/addPost" : loginHref("/addPost"),
					variant: "standalone",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PenLine, {
						"aria-hidden": true,
						size: "1em"
					}), " Написать"]
				})]
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Tabs, {
			selectedKey: view.section,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: scrollRow,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabList, {
					"aria-label": "Разделы статей",
					children: sectionTabs.map((tab) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tab, {
						id: tab.id,
						href: postsHref({
							...view,
							section: tab.id
						}),
						children: tab.label
					}, tab.id))
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabPanel, {
				id: view.section,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostList, {
					view,
					showHidden: session.user !== null
				})
			})]
		})]
	});
}
function PostList({ view, showHidden }) {
	const { data, error, isLoading, mutate } = usePosts(view);
	const toasts = useToasts();
	const failed = data === void 0 && error !== void 0;
	(0, import_react.useEffect)(() => {
		if (failed) toasts.error(SECTION_LOAD_FAILED);
	}, [failed, toasts]);
	if (failed) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: failure,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: SECTION_LOAD_FAILED }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "secondary",
			isPending: isLoading,
			onPress: () => void mutate(),
			children: "Повторить"
		})]
	});
	if (!data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {});
	if (data.posts.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { kind: view.section === "all" && !view.my ? "nothing" : "nothingFound" });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
		className: list,
		"aria-label": "Статьи",
		children: data.posts.map(({ post, commentsCount }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostListItem, {
			post,
			commentsCount,
			showHidden
		}) }, post._id))
	});
}
// apps/site/src/routes/posts/route.ts
/** /posts (SPEC.md §2.2): the articles by section. */
var postsRoute = { Component: PostsPage };
export { postsRoute };

//# sourceMappingURL=route-BlB3Zk83.js.map