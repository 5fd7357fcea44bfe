// libs/domain/src/drafts/json-equal.ts
/**
* Structural equality of JSON-like values (plain objects, arrays, strings, numbers, booleans, null,
* undefined), with key order ignored. Used where SPEC.md says "unchanged" (§5 Draft save, §4 Post
* editing); Dates compare by instant.
*/
function jsonEqual(a, b) {
	if (a === b || Number.isNaN(a) && Number.isNaN(b)) return true;
	if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
	if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
	if (Array.isArray(a) !== Array.isArray(b)) return false;
	if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]));
	const recordA = a;
	const recordB = b;
	const keysA = Object.keys(recordA).filter((key) => recordA[key] !== void 0);
	const keysB = Object.keys(recordB).filter((key) => recordB[key] !== void 0);
	return keysA.length === keysB.length && keysA.every((key) => Object.hasOwn(recordB, key) && jsonEqual(recordA[key], recordB[key]));
}
export { jsonEqual as t };

//# sourceMappingURL=json-equal-t_0EjBDa.js.map