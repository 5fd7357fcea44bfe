import { B as postByIdRoute, R as novelRoute, n as callEndpoint, t as ApiError } from "./client-BHtto6D6.js";
import { a as routeOfSection } from "./sections-RDbRyv0S.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { Bt as useLocation, Ht as useParams, at as NotFoundPage, it as ErrorContent, zt as Navigate } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// apps/site/src/routes/go/route.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* `/go/novel/{id}` and `/go/post/{id}`: notifications and comment lists name projects and articles by
* id; this page turns the id into the page's own address (keeping `#commentId`) and goes there, so
* those links stay plain links.
*/
async function addressOf(kind, id) {
	if (kind === "novel") {
		const novel = await callEndpoint(novelRoute, { params: { id } });
		return `/${routeOfSection(novel.section)}/${encodeURIComponent(novel.url)}`;
	}
	if (kind === "post") return `/posts/${(await callEndpoint(postByIdRoute, { params: { id } })).countId}`;
	return null;
}
function GoPage() {
	const { kind = "", id = "" } = useParams();
	const { hash } = useLocation();
	const [outcome, setOutcome] = (0, import_react.useState)(null);
	(0, import_react.useEffect)(() => {
		let current = true;
		addressOf(kind, id).then((address) => current && setOutcome(address ? { address } : { notFound: true }), (error) => current && setOutcome(error instanceof ApiError && error.status === 404 ? { notFound: true } : { error }));
		return () => {
			current = false;
		};
	}, [kind, id]);
	if (!outcome) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "status",
		children: "Загрузка..."
	});
	if ("address" in outcome) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Navigate, {
		replace: true,
		to: `${outcome.address}${hash}`
	});
	if ("notFound" in outcome) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundPage, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorContent, { error: outcome.error });
}
var goRoute = { Component: GoPage };
export { goRoute };

//# sourceMappingURL=route-DjB1xpRQ.js.map