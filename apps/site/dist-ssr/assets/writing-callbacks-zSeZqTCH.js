import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { Dt as uploadCommentImageRoute, Nt as usersEntitiesRoute, n as callEndpoint, z as novelsRoute } from "./client-BHtto6D6.js";
import "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
import { Bt as createRuntimeFn } from "./PortalProvider-DUo4OMmA.js";
/* empty css                               */
/* empty css                                    */
import { B as fieldLabel, L as fieldDescription, V as fieldRoot } from "../entry-server.js";
// libs/ui/src/components/Skeleton/Skeleton.css.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var skeleton = createRuntimeFn({
	defaultClassName: "kpvz0b1",
	variantClassNames: { shape: {
		text: "kpvz0b2",
		rect: "kpvz0b3",
		circle: "kpvz0b4"
	} },
	defaultVariants: { shape: "text" },
	compoundVariants: []
});
// libs/ui/src/components/Skeleton/Skeleton.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A placeholder shape while content loads. It is decorative (hidden from assistive technology):
* announce loading with a `Spinner` or `aria-busy` on the region. Its pulse stops under reduced
* motion (the global style).
*/
var Skeleton = (0, import_react.forwardRef)(function Skeleton({ shape, width, height, className, style, ...props }, ref) {
	const rootClass = skeleton({ shape });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		...props,
		ref,
		"aria-hidden": "true",
		"data-shape": shape ?? "text",
		style: width === void 0 && height === void 0 ? style : {
			...style,
			width,
			height
		},
		className: className ? `${rootClass} ${className}` : rootClass
	});
});
// apps/site/src/writing/lazy-editors.css.ts
var placeholderBox = "_1x4h0fl0";
// apps/site/src/writing/lazy-editors.tsx
var LoadedMarkupEditor = (0, import_react.lazy)(async () => ({ default: (await import("./markup-editor-CRReLgB-.js")).MarkupEditor }));
var LoadedBlocksEditor = (0, import_react.lazy)(async () => ({ default: (await import("./blocks-editor-DQczBueB.js")).BlocksEditor }));
/** Where the editor will be, at its size, while its chunk loads: the label, a box, a status. */
function EditorPlaceholder({ label }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: fieldRoot,
		"aria-busy": "true",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: fieldLabel,
			children: label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: placeholderBox,
			role: "status",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { width: "60%" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: fieldDescription,
				children: "Загрузка редактора…"
			})]
		})]
	});
}
var subscribeToNothing = () => () => void 0;
/**
* False on the server and while the browser hydrates a server-rendered page, true after: the editors
* need the browser's document (ProseMirror), so a server-rendered page shows their placeholder, and
* the browser swaps the editor in once the page is its own (ADR 0011).
*/
function useInBrowser() {
	return (0, import_react.useSyncExternalStore)(subscribeToNothing, () => true, () => false);
}
/** `MarkupEditor` of `@vn/editor`, loaded on first use. */
var MarkupEditor = (0, import_react.forwardRef)(function MarkupEditor(props, ref) {
	const placeholder = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditorPlaceholder, { label: props.label });
	if (!useInBrowser()) return placeholder;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
		fallback: placeholder,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadedMarkupEditor, {
			...props,
			ref
		})
	});
});
/** `BlocksEditor` of `@vn/editor`, loaded on first use. */
var BlocksEditor = (0, import_react.forwardRef)(function BlocksEditor(props, ref) {
	const placeholder = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditorPlaceholder, { label: props.label });
	if (!useInBrowser()) return placeholder;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
		fallback: placeholder,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadedBlocksEditor, {
			...props,
			ref
		})
	});
});
/** Projects offered for a `[novel]` link. */
var PROJECT_SUGGESTIONS = 10;
var pendingUserSearch = null;
/**
* `GET /api/usersEntities?search=` once the writer has paused for 200 ms: a search that a newer
* keystroke replaces answers nothing, and the newer one asks.
*/
var searchUsers = (query) => {
	if (pendingUserSearch) {
		clearTimeout(pendingUserSearch.timer);
		pendingUserSearch.settle();
	}
	return new Promise((resolve, reject) => {
		const settle = () => resolve([]);
		pendingUserSearch = {
			timer: setTimeout(() => {
				pendingUserSearch = null;
				callEndpoint(usersEntitiesRoute, { query: { search: query } }).then(resolve, reject);
			}, 200),
			settle
		};
	});
};
/** Projects whose name matches, novels and games alike (`GET /api/novels?search=…&section=all`). */
var searchProjects = async (query) => {
	const { novels } = await callEndpoint(novelsRoute, { query: {
		search: query,
		section: "all",
		limit: PROJECT_SUGGESTIONS
	} });
	return novels.map((novel) => ({
		url: novel.url,
		name: novel.name
	}));
};
/**
* A picture in a comment, review or article (`POST /api/uploadImage/comment`, SPEC.md §7: the
* multipart `image`; the answer is its address).
*/
var uploadCommentImage = async (file) => {
	const formData = new FormData();
	formData.append("image", file);
	return callEndpoint(uploadCommentImageRoute, { formData });
};
export { MarkupEditor as a, BlocksEditor as i, searchUsers as n, Skeleton as o, uploadCommentImage as r, searchProjects as t };

//# sourceMappingURL=writing-callbacks-zSeZqTCH.js.map