import { vt as formatDate } from "../entry-server.js";
import { t as require_jsx_runtime } from "./jsx-runtime-KQGKOJcc.js";
// apps/site/src/session/BanNotice.tsx
var import_jsx_runtime = require_jsx_runtime();
/** "Вы забанены до …" with the reason (SPEC.md §4 Ban): why there is no comment box. */
function BanNotice({ ban, className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		className,
		role: "note",
		children: [
			"Вы забанены до ",
			formatDate(ban.expiredAt),
			" и не можете писать и отвечать на комментарии.",
			ban.reason ? ` Причина: ${ban.reason}` : ""
		]
	});
}
export { BanNotice as t };

//# sourceMappingURL=BanNotice-CThgi1j2.js.map