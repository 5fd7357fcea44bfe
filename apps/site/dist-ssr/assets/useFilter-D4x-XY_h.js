import { t as $673d46fce3e5717d$export$a16aca283550c30d } from "./useCollator-DMa4zt-g.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
// node_modules/react-aria/dist/private/i18n/useFilter.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function $ef182bb9912241d8$export$3274cf84b703fff(options) {
	let collator = $673d46fce3e5717d$export$a16aca283550c30d({
		usage: "search",
		...options
	});
	let startsWith = (0, import_react.useCallback)((string, substring) => {
		if (substring.length === 0) return true;
		string = string.normalize("NFC");
		substring = substring.normalize("NFC");
		return collator.compare(string.slice(0, substring.length), substring) === 0;
	}, [collator]);
	let endsWith = (0, import_react.useCallback)((string, substring) => {
		if (substring.length === 0) return true;
		string = string.normalize("NFC");
		substring = substring.normalize("NFC");
		return collator.compare(string.slice(-substring.length), substring) === 0;
	}, [collator]);
	let contains = (0, import_react.useCallback)((string, substring) => {
		if (substring.length === 0) return true;
		string = string.normalize("NFC");
		substring = substring.normalize("NFC");
		let scan = 0;
		let sliceLen = substring.length;
		for (; scan + sliceLen <= string.length; scan++) {
			let slice = string.slice(scan, scan + sliceLen);
			if (collator.compare(substring, slice) === 0) return true;
		}
		return false;
	}, [collator]);
	return (0, import_react.useMemo)(() => ({
		startsWith,
		endsWith,
		contains
	}), [
		startsWith,
		endsWith,
		contains
	]);
}
export { $ef182bb9912241d8$export$3274cf84b703fff as t };

//# sourceMappingURL=useFilter-D4x-XY_h.js.map