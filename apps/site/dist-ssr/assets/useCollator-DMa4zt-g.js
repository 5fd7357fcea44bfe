import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { R as $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7 } from "./PortalProvider-DUo4OMmA.js";
import { i as $901761b40e390936$export$2bb74740c4e19def } from "./useDescription-CgZYQuz7.js";
// node_modules/react-aria-components/dist/private/Autocomplete.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var $4b38b5b75ecc6208$export$b0d3ecf7112093a7 = /*#__PURE__*/ (0, import_react.createContext)(null);
var $4b38b5b75ecc6208$export$698f465ec27e93df = /*#__PURE__*/ (0, import_react.createContext)(null);
// node_modules/react-aria/dist/private/utils/getScrollParent.mjs
function $3578607fe3d4b096$export$cfa2225e87938781(node, checkForOverflow) {
	let scrollableNode = node;
	if ($901761b40e390936$export$2bb74740c4e19def(scrollableNode, checkForOverflow)) scrollableNode = scrollableNode.parentElement;
	while (scrollableNode && !$901761b40e390936$export$2bb74740c4e19def(scrollableNode, checkForOverflow)) scrollableNode = scrollableNode.parentElement;
	return scrollableNode || document.scrollingElement || document.documentElement;
}
// node_modules/react-aria/dist/private/i18n/useCollator.mjs
var $673d46fce3e5717d$var$cache = /* @__PURE__ */ new Map();
function $673d46fce3e5717d$export$a16aca283550c30d(options) {
	let { locale } = $2eb8e6d23f3d0cb0$export$43bb16f9c6d9e3f7();
	let cacheKey = locale + (options ? Object.entries(options).sort((a, b) => a[0] < b[0] ? -1 : 1).join() : "");
	if ($673d46fce3e5717d$var$cache.has(cacheKey)) return $673d46fce3e5717d$var$cache.get(cacheKey);
	let formatter = new Intl.Collator(locale, options);
	$673d46fce3e5717d$var$cache.set(cacheKey, formatter);
	return formatter;
}
export { $4b38b5b75ecc6208$export$b0d3ecf7112093a7 as i, $3578607fe3d4b096$export$cfa2225e87938781 as n, $4b38b5b75ecc6208$export$698f465ec27e93df as r, $673d46fce3e5717d$export$a16aca283550c30d as t };

//# sourceMappingURL=useCollator-DMa4zt-g.js.map