import { t as Spinner } from "./Spinner-BIODU9Qm.js";
import { at as NotFoundPage } from "../entry-server.js";
import { a as useSession } from "./session-BGqqomvP.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// apps/site/src/session/StaffOnly.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The staff screens (SPEC.md §2.2 /filters, /users, /log; §6): shown only to a viewer who may
* `action`; anyone else, guests included, gets the not-found page, as an unknown address would show,
* so the screens' existence is not told. While the session's first answer is awaited nothing shows.
*/
function StaffOnly({ action, children }) {
	const session = useSession();
	if (session.state === void 0 && session.isLoading) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Spinner, {});
	return session.can(action) ? children : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundPage, {});
}
export { StaffOnly as t };

//# sourceMappingURL=StaffOnly-DJCAK-wf.js.map