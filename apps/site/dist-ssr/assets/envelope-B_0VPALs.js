import { f as object, g as string, m as record } from "./schemas-PBjYTboi.js";
// libs/domain/src/api/envelope.ts
/**
* Every API answer (SPEC.md §7): `{ result }` on success, `{ message }` on error, with the HTTP status
* telling which.
*/
var errorEnvelopeSchema = object({
	message: string(),
	/** Per-field messages of a rejected form (SPEC.md §5: "Server field errors are shown in the fields"). */
	fields: record(string(), string()).optional()
});
export { errorEnvelopeSchema as t };

//# sourceMappingURL=envelope-B_0VPALs.js.map