// libs/domain/src/assert-never.ts
/**
* The end of every exhaustive `switch` in the domain (CONVENTIONS.md, Domain): when a new member is
* added to a union, the call below stops compiling until the new case is handled. At run time it is
* reached only by a value the types said could not exist (a caller outside TypeScript), and it throws
* rather than guess, naming the value so the caller can be found.
*/
function assertNever(value) {
	throw new Error(`Unhandled case: ${describe(value)}`);
}
function describe(value) {
	try {
		return JSON.stringify(value) ?? String(value);
	} catch {
		return String(value);
	}
}
export { assertNever as t };

//# sourceMappingURL=assert-never-FGExYdX8.js.map