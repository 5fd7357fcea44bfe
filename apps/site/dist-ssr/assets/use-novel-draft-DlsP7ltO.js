import { F as novelDraftRoute, P as novelByUrlRoute, l as changeDraftStatusRoute, n as callEndpoint, x as deleteDraftRoute } from "./client-BHtto6D6.js";
import { t as revalidateCalls } from "./revalidate-gKMPbja9.js";
import { n as useEndpoint } from "./use-endpoint-Hir9GYHS.js";
// apps/site/src/routes/novel-draft/use-novel-draft.ts
/** The draft; nothing is asked until the session says who is looking. */
function useNovelDraft(id, enabled) {
	return useEndpoint(novelDraftRoute, enabled ? { params: { id } } : null, { shouldRetryOnError: false });
}
/**
* The project an update draft changes, as it is now: the project page's own entry
* (`GET /api/novelByUrl/{url}`), so the two pages share it.
*/
function useCurrentProject(url) {
	return useEndpoint(novelByUrlRoute, url ? { params: { url } } : null, {
		revalidateOnFocus: false,
		shouldRetryOnError: false
	});
}
/** What the draft machine needs to know of the draft (libs/domain drafts/status.ts). */
function novelDraftSummaryOf(draft) {
	return {
		kind: "novel",
		id: draft._id,
		title: draft.title,
		type: draft.type,
		status: draft.status,
		createdById: draft.createdBy._id,
		novelId: draft.novel ?? null
	};
}
/**
* Moves the draft to `to` (SPEC.md §4 Novel draft; §7 sends `anivisual=true` with every change);
* applying answers the project's url. The draft lists and this draft are refreshed; after an apply,
* the catalogue and the main page too (§4: "resets the novel cache").
*/
async function changeNovelDraftStatus(id, to) {
	const answer = await callEndpoint(changeDraftStatusRoute, {
		params: { id },
		query: { anivisual: "true" },
		body: { status: to }
	});
	const stale = ["/api/drafts"];
	if (to === "applied") stale.push("/api/novels", "/api/novelByUrl", "/api/mainPage");
	revalidateCalls(...stale);
	return answer;
}
/**
* Deletes a draft that was never applied (SPEC.md §4). The draft lists are refreshed (their
* addresses always carry a query), not the deleted draft's own entry, which would only answer
* "Not Found" now.
*/
async function deleteNovelDraft(id) {
	await callEndpoint(deleteDraftRoute, { params: { id } });
	revalidateCalls("/api/drafts?");
}
export { useNovelDraft as a, useCurrentProject as i, deleteNovelDraft as n, novelDraftSummaryOf as r, changeNovelDraftStatus as t };

//# sourceMappingURL=use-novel-draft-DlsP7ltO.js.map