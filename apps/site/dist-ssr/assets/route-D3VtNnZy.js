import { n as markupExcerpt, t as blocksExcerpt } from "./excerpt-CKv0ORvQ.js";
import { n as LIMITS } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { t as parseMarkup } from "./parse-DA2Frsp_.js";
import { n as postBodyBlocks } from "./post-body-DORV02fN.js";
import { t as Button } from "./Button-C8jCOtup.js";
import { t as Icon } from "./Icon-UE-bFNh2.js";
import { t as Link } from "./Link-D0Vg0GIB.js";
import { _ as Menu, h as useAppearance, ot as usePageMeta, v as MenuItem } from "../entry-server.js";
import { t as NovelGrid } from "./NovelGrid-DfkflL8A.js";
import { zt as createLucideIcon } from "./PortalProvider-DUo4OMmA.js";
import { t as novelCardProps } from "./cards-DUvw1Gz3.js";
import { a as useSession } from "./session-BGqqomvP.js";
import { t as commentSourceLink } from "./comment-source-CknqtTqx.js";
/* empty css                               */
/* empty css                                    */
import { a as cardBlocks, i as blockSize, n as useMainPage, r as blockCards, t as useBlockSizeSetting } from "./use-main-page-DyY6OHT2.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// node_modules/lucide-react/dist/esm/icons/settings-2.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "settings-2",
	size: 24,
	node: [
		["path", {
			d: "M14 17H5",
			key: "gfn3mx"
		}],
		["path", {
			d: "M19 7h-9",
			key: "6i9tg"
		}],
		["circle", {
			cx: "17",
			cy: "17",
			r: "3",
			key: "18b49y"
		}],
		["circle", {
			cx: "7",
			cy: "7",
			r: "3",
			key: "dfmy0x"
		}]
	]
};
__iconData.node;
var Settings2 = createLucideIcon(__iconData);
// apps/site/src/routes/home/HomePage.css.ts
var page = "_16xedt00";
var heading = "_16xedt01";
var block = "_16xedt02";
var blockHeader = "_16xedt03";
var blockTitle = "_16xedt04";
var columns = "_16xedt05";
var textList = "_16xedt06";
var textItem = "_16xedt07";
var excerpt = "_16xedt08";
var meta = "_16xedt09";
// apps/site/src/routes/home/HomePage.tsx
var import_jsx_runtime = require_jsx_runtime();
var sizeLabels = {
	0: "Скрыть",
	5: "5",
	10: "10",
	15: "15"
};
/** A block's size menu (signed-in readers only, §2.2): hide, 5, 10 or 15. */
function BlockSizeMenu({ block, size }) {
	const saveSize = useBlockSizeSetting();
	const setting = block.setting;
	if (!setting) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu, {
		"aria-label": `Размер блока «${block.title}»`,
		selectionMode: "single",
		selectedKeys: [String(size)],
		onAction: (key) => saveSize(setting, Number(key)),
		trigger: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "ghost",
			size: "sm",
			"aria-label": `Настроить блок «${block.title}»`,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: Settings2 })
		}),
		children: LIMITS.mainPageBlockSizes.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuItem, {
			id: String(option),
			children: sizeLabels[option]
		}, option))
	});
}
function CardBlockSection({ page, block: block$1, isFirst }) {
	const { user } = useSession();
	const size = blockSize(block$1, user?.settings ?? null);
	const appearance = useAppearance();
	const headingId = `block-${block$1.id}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: block,
		"aria-labelledby": headingId,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: blockHeader,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: headingId,
				className: blockTitle,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					href: block$1.href,
					variant: "standalone",
					children: block$1.title
				})
			}), user && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BlockSizeMenu, {
				block: block$1,
				size
			})]
		}), size > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NovelGrid, {
			label: block$1.title,
			eagerPosters: isFirst ? size : 0,
			novels: blockCards(page, block$1, size).map((card) => novelCardProps(card, "mixRating", appearance))
		})]
	});
}
function postExcerpt({ post }) {
	return blocksExcerpt(postBodyBlocks(post.body));
}
/** Where a comment was written, or the list of all comments for one without a public page. */
function commentHref(comment) {
	return commentSourceLink(comment)?.href ?? "/comments";
}
function PostsBlock({ posts }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: block,
		"aria-labelledby": "block-posts",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "block-posts",
			className: blockTitle,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				href: "/posts",
				variant: "standalone",
				children: "Статьи"
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: textList,
			children: posts.slice(0, 5).map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: textItem,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						href: `/posts/${item.post.countId}`,
						variant: "standalone",
						children: item.post.title
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: excerpt,
						children: postExcerpt(item)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: meta,
						children: ["Комментариев: ", item.commentsCount]
					})
				]
			}, item.post._id))
		})]
	});
}
function CommentsBlock({ comments }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: block,
		"aria-labelledby": "block-comments",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: "block-comments",
			className: blockTitle,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				href: "/comments",
				variant: "standalone",
				children: "Последние комментарии"
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: textList,
			children: comments.map((comment) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: textItem,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: meta,
					children: comment.createdBy.username
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					href: commentHref(comment),
					variant: "standalone",
					children: markupExcerpt(parseMarkup(comment.content)) || "Изображение"
				})]
			}, comment._id))
		})]
	});
}
/** The main page (SPEC.md §2.2): card blocks with their links, articles and the latest comments. */
function HomePage() {
	usePageMeta();
	const { data } = useMainPage();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: page,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
			className: heading,
			children: "Визуальные новеллы на русском языке"
		}), data ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [cardBlocks.map((block, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardBlockSection, {
			page: data,
			block,
			isFirst: index === 0
		}, block.id)), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: columns,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PostsBlock, { posts: data.posts }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CommentsBlock, { comments: data.comments })]
		})] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			role: "status",
			children: "Загрузка..."
		})]
	});
}
// apps/site/src/routes/home/route.ts
/** The main page (SPEC.md §2.2). */
var homeRoute = { Component: HomePage };
export { homeRoute };

//# sourceMappingURL=route-D3VtNnZy.js.map