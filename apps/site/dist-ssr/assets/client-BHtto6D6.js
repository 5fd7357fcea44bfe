// libs/domain/src/api/endpoint.ts
/** The calls that carry files take them as multipart, and the same fields as JSON without files. */
var JSON_OR_MULTIPART = ["application/json", "multipart/form-data"];
function defineEndpoint(endpoint) {
	return endpoint;
}
/**
* The address of a call: placeholders filled and encoded, the query in a stable order. It is also the
* site's SWR key of a GET (one cache entry wherever the call is made), and what the server names in
* a page's preload hints, which the browser matches by address.
*/
function endpointUrl(endpoint, { params = {}, query = {} } = {}) {
	const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name) => {
		const value = params[name];
		if (value === void 0) throw new Error(`${endpoint.path}: no value for {${name}}`);
		return encodeURIComponent(value);
	});
	const pairs = Object.keys(query).sort().flatMap((key) => {
		const value = query[key];
		if (value === void 0 || value === null || value === "") return [];
		return [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`];
	});
	return pairs.length > 0 ? `${path}?${pairs.join("&")}` : path;
}
// libs/domain/src/api/error-message.ts
/** The message to show for a failed call: the server's message, else the HTTP status text (§7). */
function errorMessageOf(body, statusText) {
	const message = typeof body === "object" && body !== null ? body.message : void 0;
	return typeof message === "string" && message !== "" ? message : statusText;
}
// libs/domain/src/api/routes.ts
var banRoute = {
	method: "PUT",
	path: "/api/profile/{id}/ban"
};
var captchaRoute = {
	method: "GET",
	path: "/api/captcha"
};
var googleLoginRoute = {
	method: "POST",
	path: "/api/login/google"
};
var loginRoute = {
	method: "POST",
	path: "/api/login"
};
var logoutRoute = {
	method: "POST",
	path: "/api/logout"
};
var notRussiaRoute = {
	method: "PUT",
	path: "/api/userSettings/ru"
};
var presetsRoute = {
	method: "POST",
	path: "/api/presets"
};
var profileByUsernameRoute = {
	method: "GET",
	path: "/api/profileByUsername/{username}"
};
var profileRoute = {
	method: "GET",
	path: "/api/profile/{id}"
};
var profileUpdateRoute = {
	method: "PUT",
	path: "/api/profile/{id}"
};
var registrationConfirmRoute = {
	method: "GET",
	path: "/api/registrationConfirm"
};
var removeUserRoute = {
	method: "DELETE",
	path: "/api/users/{id}"
};
var restoreChangeRoute = {
	method: "POST",
	path: "/api/restorePassword/change"
};
var restoreCodeRoute = {
	method: "POST",
	path: "/api/restorePassword/code"
};
var restoreRequestRoute = {
	method: "POST",
	path: "/api/restorePassword"
};
var settingsRoute = {
	method: "GET",
	path: "/api/settings"
};
var signupRoute = {
	method: "POST",
	path: "/api/signup"
};
var unbanRoute = {
	method: "PUT",
	path: "/api/profile/{id}/unban"
};
var uploadUserBackgroundRoute = {
	method: "POST",
	path: "/api/uploadImage/userBG"
};
var userSettingsRoute = {
	method: "PUT",
	path: "/api/userSettings"
};
var usersRoute = {
	method: "GET",
	path: "/api/users"
};
var usersEntitiesRoute = {
	method: "GET",
	path: "/api/usersEntities"
};
var addOwnerRoute = {
	method: "POST",
	path: "/api/novels/{id}/owner/{userId}"
};
var addToListRoute = {
	method: "POST",
	path: "/api/addtolist"
};
var createTranslatorRoute = {
	method: "POST",
	path: "/api/translators"
};
var filtersRoute = {
	method: "GET",
	path: "/api/filters"
};
var listPageRoute = {
	method: "GET",
	path: "/api/lists/{listId}/{page}"
};
var mainPageRoute = {
	method: "GET",
	path: "/api/mainPage"
};
var novelByUrlRoute = {
	method: "GET",
	path: "/api/novelByUrl/{url}"
};
var novelRoute = {
	method: "GET",
	path: "/api/novels/{id}"
};
var novelInfoRoute = {
	method: "GET",
	path: "/api/novels/{id}/info"
};
var novelsRoute = {
	method: "GET",
	path: "/api/novels"
};
var rateRoute = {
	method: "POST",
	path: "/api/ratings"
};
var removeGenreRoute = {
	method: "DELETE",
	path: "/api/genres/{id}"
};
var removeNovelRoute = {
	method: "DELETE",
	path: "/api/novels/{id}"
};
var removeOwnerRoute = {
	method: "DELETE",
	path: "/api/novels/{id}/owner/{userId}"
};
var removePlatformRoute = {
	method: "DELETE",
	path: "/api/platforms/{id}"
};
var removeTagRoute = {
	method: "DELETE",
	path: "/api/tags/{id}"
};
var removeTranslatorRoute = {
	method: "DELETE",
	path: "/api/translators/{id}"
};
var renameGenreRoute = {
	method: "PUT",
	path: "/api/genres/{id}"
};
var renamePlatformRoute = {
	method: "PUT",
	path: "/api/platforms/{id}"
};
var renameTagRoute = {
	method: "PUT",
	path: "/api/tags/{id}"
};
var translatorRoute = {
	method: "GET",
	path: "/api/translators/{id}"
};
var translatorsRoute = {
	method: "GET",
	path: "/api/translators"
};
var updateTranslatorRoute = {
	method: "PUT",
	path: "/api/translators/{id}"
};
var userListsRoute = {
	method: "GET",
	path: "/api/users/{username}/lists"
};
var userNovelsRoute = {
	method: "GET",
	path: "/api/users/{username}/novels"
};
var commentsRoute = {
	method: "GET",
	path: "/api/comments"
};
var createCommentRoute = {
	method: "POST",
	path: "/api/comments"
};
var createReviewRoute = {
	method: "POST",
	path: "/api/novelReviews"
};
var deleteCommentRoute = {
	method: "DELETE",
	path: "/api/comments/{id}"
};
var likeRoute = {
	method: "POST",
	path: "/api/likes/{type}/{id}/{value}"
};
var unlikeRoute = {
	method: "DELETE",
	path: "/api/likes/{type}/{id}"
};
var updateCommentRoute = {
	method: "PUT",
	path: "/api/comments/{id}"
};
var updateReviewRoute = {
	method: "PUT",
	path: "/api/novelReviews/{id}"
};
var uploadCommentImageRoute = {
	method: "POST",
	path: "/api/uploadImage/comment"
};
var changeDraftStatusRoute = {
	method: "PUT",
	path: "/api/drafts/{id}/status"
};
var createNovelDraftRoute = {
	method: "POST",
	path: "/api/drafts/novels"
};
var deleteDraftRoute = {
	method: "DELETE",
	path: "/api/drafts/{id}"
};
var draftListRoute = {
	method: "GET",
	path: "/api/drafts"
};
var novelDraftRoute = {
	method: "GET",
	path: "/api/drafts/{id}"
};
var revisionDiffRoute = {
	method: "GET",
	path: "/api/novels/{id}/revisions/diff"
};
var revisionsRoute = {
	method: "GET",
	path: "/api/novels/{id}/revisions"
};
var updateDraftValueRoute = {
	method: "PUT",
	path: "/api/drafts/{id}/value"
};
var addContactRoute = {
	method: "POST",
	path: "/api/contacts"
};
var blockContactRoute = {
	method: "PUT",
	path: "/api/contacts/{id}/block"
};
var contactsRoute = {
	method: "GET",
	path: "/api/contacts"
};
var conversationRoute = {
	method: "GET",
	path: "/api/messages/{userId}"
};
var deleteContactRoute = {
	method: "DELETE",
	path: "/api/contacts/{id}"
};
var deleteMessageRoute = {
	method: "DELETE",
	path: "/api/messages/{id}"
};
var sendMessageRoute = {
	method: "POST",
	path: "/api/messages"
};
var unblockContactRoute = {
	method: "PUT",
	path: "/api/contacts/{id}/unblock"
};
var updateMessageRoute = {
	method: "PUT",
	path: "/api/messages/{id}"
};
var moderationLogEntriesRoute = {
	method: "GET",
	path: "/api/log/entries"
};
var createPostDraftRoute = {
	method: "POST",
	path: "/api/postDrafts"
};
var createPostUpdateDraftRoute = {
	method: "POST",
	path: "/api/postDrafts/{id}"
};
var postByIdRoute = {
	method: "GET",
	path: "/api/postsById/{id}"
};
var postDraftRoute = {
	method: "GET",
	path: "/api/postDrafts/{id}"
};
var postDraftStatusRoute = {
	method: "PUT",
	path: "/api/postDrafts/{id}/status"
};
var postRoute = {
	method: "GET",
	path: "/api/posts/{countId}"
};
var postsRoute = {
	method: "GET",
	path: "/api/posts"
};
var updatePostDraftValueRoute = {
	method: "PUT",
	path: "/api/postDrafts/{id}/value"
};
var markEventsViewedRoute = {
	method: "POST",
	path: "/api/userEvents/markViewed"
};
var novelNotificationsRoute = {
	method: "GET",
	path: "/api/novels/{id}/notifications"
};
var saveNovelNotificationsRoute = {
	method: "PUT",
	path: "/api/novels/{id}/notifications"
};
var userEventsRoute = {
	method: "GET",
	path: "/api/userEvents"
};
var vndbSearchRoute = {
	method: "GET",
	path: "/api/vndb/search"
};
// apps/site/src/api/client.ts
/** A failed call, carrying the message the site shows (SPEC.md §7: server message, else status text). */
var ApiError = class extends Error {
	status;
	body;
	name = "ApiError";
	constructor(message, status, body) {
		super(message);
		this.status = status;
		this.body = body;
	}
};
async function readBody(response) {
	const text = await response.text();
	try {
		return JSON.parse(text);
	} catch {
		return text;
	}
}
/**
* Calls an endpoint of the contract through its route and returns its `result`, typed by the
* contract. Every call sends credentials (§7). The base is the page's own origin: in production the
* API serves the site, in development Vite proxies /api.
*
* The answer is not parsed again here: the contract's schemas would put zod and every schema on
* every page (issue 9's JavaScript budget), and the API checks each answer against them in its
* tests, where a mismatch fails loudly rather than in a reader's browser.
*/
async function callEndpoint(route, options = {}) {
	const { formData, body, signal, baseUrl = "" } = options;
	const headers = { accept: "application/json" };
	let payload;
	if (formData) payload = formData;
	else if (body !== void 0) {
		headers["content-type"] = "application/json";
		payload = JSON.stringify(body);
	}
	const response = await fetch(`${baseUrl}${endpointUrl(route, options)}`, {
		method: route.method,
		credentials: "include",
		headers,
		body: payload,
		signal
	});
	const answer = await readBody(response);
	if (!response.ok) throw new ApiError(errorMessageOf(answer, response.statusText), response.status, answer);
	return answer?.result;
}
export { removeOwnerRoute as $, mainPageRoute as A, userListsRoute as At, postByIdRoute as B, draftListRoute as C, updateMessageRoute as Ct, listPageRoute as D, uploadCommentImageRoute as Dt, likeRoute as E, updateTranslatorRoute as Et, novelDraftRoute as F, vndbSearchRoute as Ft, presetsRoute as G, postDraftStatusRoute as H, novelInfoRoute as I, JSON_OR_MULTIPART as It, profileUpdateRoute as J, profileByUsernameRoute as K, novelNotificationsRoute as L, defineEndpoint as Lt, moderationLogEntriesRoute as M, userSettingsRoute as Mt, notRussiaRoute as N, usersEntitiesRoute as Nt, loginRoute as O, uploadUserBackgroundRoute as Ot, novelByUrlRoute as P, usersRoute as Pt, removeNovelRoute as Q, novelRoute as R, endpointUrl as Rt, deleteMessageRoute as S, updateDraftValueRoute as St, googleLoginRoute as T, updateReviewRoute as Tt, postRoute as U, postDraftRoute as V, postsRoute as W, registrationConfirmRoute as X, rateRoute as Y, removeGenreRoute as Z, createReviewRoute as _, translatorsRoute as _t, addToListRoute as a, renamePlatformRoute as at, deleteContactRoute as b, unlikeRoute as bt, captchaRoute as c, restoreCodeRoute as ct, contactsRoute as d, revisionsRoute as dt, removePlatformRoute as et, conversationRoute as f, saveNovelNotificationsRoute as ft, createPostUpdateDraftRoute as g, translatorRoute as gt, createPostDraftRoute as h, signupRoute as ht, addOwnerRoute as i, renameGenreRoute as it, markEventsViewedRoute as j, userNovelsRoute as jt, logoutRoute as k, userEventsRoute as kt, changeDraftStatusRoute as l, restoreRequestRoute as lt, createNovelDraftRoute as m, settingsRoute as mt, callEndpoint as n, removeTranslatorRoute as nt, banRoute as o, renameTagRoute as ot, createCommentRoute as p, sendMessageRoute as pt, profileRoute as q, addContactRoute as r, removeUserRoute as rt, blockContactRoute as s, restoreChangeRoute as st, ApiError as t, removeTagRoute as tt, commentsRoute as u, revisionDiffRoute as ut, createTranslatorRoute as v, unbanRoute as vt, filtersRoute as w, updatePostDraftValueRoute as wt, deleteDraftRoute as x, updateCommentRoute as xt, deleteCommentRoute as y, unblockContactRoute as yt, novelsRoute as z };

//# sourceMappingURL=client-BHtto6D6.js.map