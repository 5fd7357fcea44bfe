import { C as require_react_dom } from "./PortalProvider-DUo4OMmA.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
require_react_dom();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var $792f28e438b9ad5f$var$SharedElementContext = /*#__PURE__*/ (0, import_react.createContext)(null);
function $792f28e438b9ad5f$export$758399f318e6385a(props) {
	let ref = (0, import_react.useRef)({});
	return /*#__PURE__*/ import_react.createElement($792f28e438b9ad5f$var$SharedElementContext.Provider, { value: ref }, props.children);
}
export { $792f28e438b9ad5f$export$758399f318e6385a as t };

//# sourceMappingURL=SharedElementTransition-by_EWVJ9.js.map