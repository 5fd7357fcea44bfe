import { H as postDraftStatusRoute, V as postDraftRoute, n as callEndpoint } from "./client-BHtto6D6.js";
import { n as isPostSection } from "./post-sections-C_IT7l3S.js";
import { n as useEndpoint } from "./use-endpoint-Hir9GYHS.js";
import { t as revalidateCalls } from "./revalidate-gKMPbja9.js";
// libs/domain/src/community/post-draft-value.ts
function isRecord(value) {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}
function parsed(text) {
	try {
		return JSON.parse(text);
	} catch {
		return null;
	}
}
/**
* The article a post draft holds (SPEC.md §3 Post draft: "value (JSON string)"), for its preview and
* its edit form. The value's title, section and body win; a value that is not JSON, or lacks one of
* them, falls back to the draft's own title and section and an empty body, so a damaged draft still
* opens and can be written again. By hand rather than with the contract's schema: the draft page
* reads it, and the schema would bring zod there. The body's blocks are not checked one by one: the
* API wrote them (sanitised), and the renderer skips a block type it does not know.
*/
function postDraftContent(draft) {
	const value = parsed(draft.value);
	const fields = isRecord(value) ? value : {};
	const body = fields["body"];
	return {
		title: typeof fields["title"] === "string" ? fields["title"] : draft.title,
		section: isPostSection(fields["section"]) ? fields["section"] : draft.section,
		body: typeof body === "string" || Array.isArray(body) ? body : []
	};
}
// apps/site/src/routes/post-drafts/use-post-draft.ts
/** The draft with its comments; nothing is asked until the session says who is looking. */
function usePostDraft(id, enabled) {
	return useEndpoint(postDraftRoute, enabled ? { params: { id } } : null, { shouldRetryOnError: false });
}
/** What the draft machine needs to know of the draft (libs/domain drafts/status.ts). */
function postDraftSummaryOf(draft) {
	return {
		kind: "post",
		id: draft._id,
		title: draft.title,
		type: draft.type,
		status: draft.status,
		createdById: draft.createdBy._id
	};
}
/**
* Moves the draft to `to` (SPEC.md §4 Post draft actions) and answers the published article's number
* when the move published it. The lists that show drafts, and after publishing the articles, are
* refreshed; so is this draft's own entry (every page that shows it).
*/
async function changePostDraftStatus(id, to) {
	const answer = await callEndpoint(postDraftStatusRoute, {
		params: { id },
		body: { status: to }
	});
	const stale = ["/api/postDrafts", "/api/drafts"];
	if (to === "applied") stale.push("/api/posts", "/api/mainPage");
	revalidateCalls(...stale);
	return answer;
}
export { postDraftContent as i, postDraftSummaryOf as n, usePostDraft as r, changePostDraftStatus as t };

//# sourceMappingURL=use-post-draft-BsFBDIe6.js.map