import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
// apps/site/src/app/use-debounced-value.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* `value` once it has stayed the same for `delayMs` (SPEC.md §9: user searches wait 200 ms), so a
* search is asked once per pause, not once per key.
*/
function useDebouncedValue(value, delayMs) {
	const [settled, setSettled] = (0, import_react.useState)(value);
	(0, import_react.useEffect)(() => {
		const timer = setTimeout(() => setSettled(value), delayMs);
		return () => clearTimeout(timer);
	}, [value, delayMs]);
	return settled;
}
export { useDebouncedValue as t };

//# sourceMappingURL=use-debounced-value-D9wkMsYu.js.map