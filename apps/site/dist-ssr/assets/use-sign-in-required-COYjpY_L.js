import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { Bt as useLocation, Vt as useNavigate, l as loginHref } from "../entry-server.js";
import { a as useSession } from "./session-BGqqomvP.js";
// apps/site/src/session/use-sign-in-required.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* For the pages only a signed-in reader opens (SPEC.md §2.2: /addPost, /postDrafts/{id} and their
* edit pages; §6: guests cannot write or see drafts): a guest is sent to /login remembering this
* page (path, query and hash), and comes back here after signing in. The page shows its content only
* for 'signed-in', so a guest never sees the form flash before the redirect.
*/
function useSignInRequired() {
	const session = useSession();
	const location = useLocation();
	const navigate = useNavigate();
	const loading = session.state === void 0 && session.isLoading;
	const guest = !loading && session.user === null;
	const here = `${location.pathname}${location.search}${location.hash}`;
	(0, import_react.useEffect)(() => {
		if (guest) navigate(loginHref(here), { replace: true });
	}, [
		guest,
		here,
		navigate
	]);
	if (loading) return {
		status: "loading",
		user: null
	};
	return session.user ? {
		status: "signed-in",
		user: session.user
	} : {
		status: "guest",
		user: null
	};
}
export { useSignInRequired as t };

//# sourceMappingURL=use-sign-in-required-COYjpY_L.js.map