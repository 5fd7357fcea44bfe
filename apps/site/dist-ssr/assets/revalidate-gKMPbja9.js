import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { c as useSWRConfig, g as mutate } from "./use-endpoint-Hir9GYHS.js";
// apps/site/src/api/revalidate.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var startingWith = (prefixes) => (key) => typeof key === "string" && prefixes.some((prefix) => key.startsWith(prefix));
/**
* Revalidates every cached GET whose address starts with one of `prefixes` (e.g. '/api/novels'), after
* a write that changed what they answer.
*/
function revalidateCalls(...prefixes) {
	return mutate(startingWith(prefixes));
}
/**
* `revalidateCalls` on the cache of the component's SWR context: the site's one cache, or the cache of
* its own a component test gives each page (which the module-level `mutate` does not reach).
*/
function useRevalidateCalls() {
	const { mutate: mutateCache } = useSWRConfig();
	return (0, import_react.useCallback)((...prefixes) => mutateCache(startingWith(prefixes)), [mutateCache]);
}
export { useRevalidateCalls as n, revalidateCalls as t };

//# sourceMappingURL=revalidate-gKMPbja9.js.map