import { U as postRoute, W as postsRoute, t as ApiError } from "./client-BHtto6D6.js";
import { n as useEndpoint } from "./use-endpoint-Hir9GYHS.js";
import { a as postsQuery } from "../entry-server.js";
// apps/site/src/routes/posts/use-posts-data.ts
/** The articles of a section (or all), or the viewer's own, newest first, with comment counts. */
function usePosts(view) {
	return useEndpoint(postsRoute, { query: postsQuery(view) });
}
/**
* An article by its number, with its comments. Every answer counts as a view (SPEC.md §2.2: the
* article shows its view count), so it is not asked again when the window regains focus; opening
* the page asks (a cached answer shows at once and is refreshed), since each opening is a view.
*/
function usePostPage(countId, enabled = true) {
	return useEndpoint(postRoute, enabled ? { params: { countId } } : null, {
		revalidateOnFocus: false,
		shouldRetryOnError: false
	});
}
/** The API's answer for an article or draft that does not exist or is not the viewer's (SPEC.md §8). */
function isNotFound(error) {
	return error instanceof ApiError && (error.status === 404 || error.message === "Not Found");
}
export { usePostPage as n, usePosts as r, isNotFound as t };

//# sourceMappingURL=use-posts-data-CPz5tjOy.js.map