import { r as $535772f9d2c1f38d$export$2d6ec8fc375ceafa } from "./FocusScope-C0vcqR63.js";
import { It as $c4867b2f328c2698$export$e5c5a5f917a5871c } from "./PortalProvider-DUo4OMmA.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
// node_modules/react-aria/dist/private/focus/useHasTabbableChild.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function $bf14c9739fda2eb3$export$eac1895992b9f3d6(ref, options) {
	let isDisabled = options?.isDisabled;
	let [hasTabbableChild, setHasTabbableChild] = (0, import_react.useState)(false);
	$c4867b2f328c2698$export$e5c5a5f917a5871c(() => {
		if (ref?.current && !isDisabled) {
			let update = () => {
				if (ref.current) {
					let walker = $535772f9d2c1f38d$export$2d6ec8fc375ceafa(ref.current, { tabbable: true });
					setHasTabbableChild(!!walker.nextNode());
				}
			};
			update();
			let observer = new MutationObserver(update);
			observer.observe(ref.current, {
				subtree: true,
				childList: true,
				attributes: true,
				attributeFilter: ["tabIndex", "disabled"]
			});
			return () => {
				observer.disconnect();
			};
		}
	});
	return isDisabled ? false : hasTabbableChild;
}
export { $bf14c9739fda2eb3$export$eac1895992b9f3d6 as t };

//# sourceMappingURL=useHasTabbableChild-Blr7hzhb.js.map