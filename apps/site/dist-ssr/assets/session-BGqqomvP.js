import { t as assertNever } from "./assert-never-FGExYdX8.js";
import { Rt as endpointUrl, k as logoutRoute, mt as settingsRoute, n as callEndpoint } from "./client-BHtto6D6.js";
import { a as __toESM, t as require_react } from "./react-DbzntsPe.js";
import { g as mutate, n as useEndpoint } from "./use-endpoint-Hir9GYHS.js";
// libs/domain/src/accounts/roles.ts
/**
* User roles (SPEC.md §3 User, §6). `staff` is the ordinary signed-in user — the product's own name
* for it, shown as "Пользователь"; moderators and administrators are the people SPEC.md §1 calls
* staff. Listed from the least to the most powerful.
*/
var userRoles = [
	"staff",
	"moderator",
	"admin"
];
/** Whether a value is a role (answers from elsewhere; the schema is in ./schemas). */
function isUserRole(value) {
	return userRoles.includes(value);
}
/** How a role is shown (SPEC.md §3 User; §6 the "Модератор" badge beside comment authors). */
var userRoleLabels = {
	staff: "Пользователь",
	moderator: "Модератор",
	admin: "Администратор"
};
/**
* Moderator-level rights (SPEC.md §6: "Administrator counts as moderator-level"). The name follows
* SPEC.md §1 ("Staff (moderators and administrators)"), not the role value `staff`, which is the
* ordinary user.
*/
function isStaffMember(role) {
	return role === "moderator" || role === "admin";
}
// libs/domain/src/drafts/status.ts
/**
* The statuses shared by novel drafts and post drafts (SPEC.md §4), in workflow order, with declined
* last as the side exit.
*/
var draftStatuses = [
	"created",
	"waitApprove",
	"approved",
	"applied",
	"declined"
];
/**
* Novel draft types (SPEC.md §3 Novel draft): a new project, an update of an existing one, and
* `editing`, which SPEC.md names without describing; the rules treat it as an update of the novel the
* draft refers to.
*/
var novelDraftTypes = [
	"createNovel",
	"updateNovel",
	"editing"
];
/** Post (article) draft types (SPEC.md §3 Post draft). */
var postDraftTypes = ["create", "update"];
var isOneOf = (values, value) => values.includes(value);
var isOptionalText = (value) => value === void 0 || value === null || typeof value === "string";
/**
* Whether a value is a draft summary, for `can` and callers outside TypeScript. By hand rather than
* with `draftSummarySchema` (./schemas), which accepts the same values: `can` runs on every page,
* and the schema would bring zod there.
*/
function isDraftSummary(value) {
	if (typeof value !== "object" || value === null) return false;
	const draft = value;
	if (!(typeof draft["id"] === "string" && typeof draft["createdById"] === "string" && isOptionalText(draft["title"]) && isOneOf(draftStatuses, draft["status"]))) return false;
	if (draft["kind"] === "novel") return isOneOf(novelDraftTypes, draft["type"]) && isOptionalText(draft["novelId"]);
	return draft["kind"] === "post" && isOneOf(postDraftTypes, draft["type"]);
}
/** Applied and declined drafts are finished: no more edits (SPEC.md §2.2 /edit/draft/{id}). */
function isDraftFinished(status) {
	return status === "applied" || status === "declined";
}
// libs/domain/src/accounts/ban.ts
var HOUR = 36e5;
var DAY = 24 * HOUR;
/**
* The ban durations in ms (SPEC.md §9) with the labels of the moderator's duration select. SPEC.md
* gives no labels, so these are ours. 365 days exists but is not offered (SPEC.md §4). "Forever" is
* 100 years of 365 days — a fixed duration in ms as §9 states it, not a calendar computation.
*
* SPEC.md §4 also mentions a "fourth-listed option" with no duration in the table; it is not shown,
* so it has no entry here.
*/
var banDurations = {
	hour: {
		ms: HOUR,
		label: "1 час",
		offered: true
	},
	sixHours: {
		ms: 6 * HOUR,
		label: "6 часов",
		offered: true
	},
	day: {
		ms: 24 * HOUR,
		label: "24 часа",
		offered: true
	},
	week: {
		ms: 7 * DAY,
		label: "7 дней",
		offered: true
	},
	year: {
		ms: 365 * DAY,
		label: "365 дней",
		offered: false
	},
	forever: {
		ms: 36500 * DAY,
		label: "Навсегда",
		offered: true
	}
};
/** The keys of the durations a moderator can pick, in the table's order (SPEC.md §4). */
var banDurationsOffered = Object.keys(banDurations).filter((key) => banDurations[key].offered);
/** The expiry time of an instant in ms; an unparseable text gives NaN. */
function expiryTime(expiredAt) {
	return expiredAt instanceof Date ? expiredAt.getTime() : Date.parse(expiredAt);
}
/**
* A ban is active while its expiry is in the future (SPEC.md §4 Ban). At the very instant of expiry
* it is over. An expiry that is not a valid date is not in the future, so it is not active.
*/
function isBanActive(ban, now) {
	if (!ban) return false;
	return expiryTime(ban.expiredAt) > now.getTime();
}
/** When a ban of the given duration, started now, ends (SPEC.md §4: reason and duration; §9). */
function banExpiry(durationKey, now) {
	return new Date(now.getTime() + banDurations[durationKey].ms);
}
// libs/domain/src/accounts/permissions.ts
/** What anyone may do, signed in or not (SPEC.md §6 Anonymous: browse, view, login, register, restore). */
var publicActions = [
	"browse",
	"signIn",
	"register",
	"restorePassword"
];
/**
* Every action `can` knows (SPEC.md §6, with the screens of §2 that show or hide them). Anything else
* is denied.
*/
var permissionActions = [
	...publicActions,
	"viewFavourites",
	"viewDraftList",
	"viewMessages",
	"viewOwnProfile",
	"viewNotifications",
	"viewRestrictedLinks",
	"configureMainPage",
	"editProfile",
	"editSettings",
	"comment",
	"reply",
	"like",
	"editComment",
	"deleteComment",
	"rate",
	"addToList",
	"sendMessage",
	"editMessage",
	"deleteMessage",
	"manageContacts",
	"editPost",
	"deletePost",
	"createDraft",
	"viewDraft",
	"editDraft",
	"deleteDraft",
	"submitDraft",
	"withdrawDraft",
	"restoreDraft",
	"holdDraft",
	"declineDraft",
	"approveNovelDraft",
	"applyNovelDraft",
	"approvePostDraft",
	"applyPostDraft",
	"editNovelDirectly",
	"addOwner",
	"removeOwner",
	"deleteNovel",
	"importJson",
	"seeStaffMenus",
	"manageVocabulary",
	"manageTranslators",
	"viewUserList",
	"viewLog",
	"changeRole",
	"ban",
	"unban",
	"removeUser"
];
var permissionActionSet = new Set(permissionActions);
/** Whether a string is one of the actions `can` knows. */
function isPermissionAction(value) {
	return permissionActionSet.has(value);
}
/**
* Whether the actor may do the action (to the subject) — SPEC.md §6 row by row. Denies by default:
* an unknown action, a missing or malformed subject, an anonymous actor for anything but
* `publicActions`.
*
* For drafts, `can` answers who may; which status an action starts from is the draft machine's
* business (drafts/machine.ts). The only statuses `can` itself looks at are the ones SPEC.md ties to
* rights: nothing is done to an applied draft, and a declined one cannot be edited (§2.2
* /edit/draft/{id}).
*/
function can(request) {
	const { actor, action, subject, now } = request;
	if (typeof action !== "string" || !isPermissionAction(action)) return false;
	return decide({
		actor,
		action,
		subject,
		now
	});
}
function decide({ actor, action, subject, now }) {
	if (actor === null) return isPublicAction(action);
	const moderatorLevel = isStaffMember(actor.role);
	const silenced = isSilenced(actor, now);
	switch (action) {
		case "browse": return true;
		case "signIn":
		case "register":
		case "restorePassword": return false;
		case "viewFavourites":
		case "viewDraftList":
		case "viewMessages":
		case "viewOwnProfile":
		case "viewNotifications":
		case "viewRestrictedLinks":
		case "configureMainPage":
		case "rate":
		case "addToList":
		case "manageContacts":
		case "createDraft": return true;
		case "comment":
		case "reply":
		case "like":
		case "sendMessage": return !silenced;
		case "editComment": return !silenced && (isAuthor(actor, subject) || moderatorLevel && hasAuthor(subject));
		case "deleteComment":
		case "editPost":
		case "deletePost": return isAuthor(actor, subject) || moderatorLevel && hasAuthor(subject);
		case "editMessage": return !silenced && isAuthor(actor, subject);
		case "deleteMessage": return isAuthor(actor, subject);
		case "editProfile": return isProfileOwner(actor, subject) || moderatorLevel && hasUserId(subject);
		case "editSettings": return isProfileOwner(actor, subject);
		case "viewDraft":
		case "editDraft":
		case "deleteDraft":
		case "submitDraft":
		case "withdrawDraft":
		case "restoreDraft":
		case "holdDraft":
		case "declineDraft":
		case "approveNovelDraft":
		case "applyNovelDraft":
		case "approvePostDraft":
		case "applyPostDraft": return draftRight({
			actor,
			action,
			subject
		});
		case "editNovelDirectly": return hasNovelId(subject) && (moderatorLevel || actor.ownedNovelIds.includes(subject.novelId));
		case "addOwner":
		case "removeOwner":
		case "deleteNovel":
		case "importJson":
		case "seeStaffMenus":
		case "manageVocabulary":
		case "manageTranslators":
		case "viewUserList":
		case "viewLog": return moderatorLevel;
		case "changeRole": return moderatorLevel && isRoleChange(subject) && (actor.role === "admin" || subject.role !== "admin" && subject.newRole !== "admin");
		case "ban":
		case "unban": return moderatorLevel && hasRole(subject) && (actor.role === "admin" || subject.role !== "admin");
		case "removeUser": return actor.role === "admin";
		default: return assertNever(action);
	}
}
/** SPEC.md §4 Novel draft and Post draft actions, §6 drafts rows. */
function draftRight({ actor, action, subject }) {
	if (!isDraftSummary(subject)) return false;
	const draft = subject;
	const moderatorLevel = isStaffMember(actor.role);
	const creatorOrModerator = draft.createdById === actor.id || moderatorLevel;
	const open = draft.status !== "applied";
	switch (action) {
		case "viewDraft": return creatorOrModerator || ownsDraftNovel(actor, draft);
		case "editDraft": return creatorOrModerator && draft.status !== "applied" && draft.status !== "declined";
		case "deleteDraft": return draft.kind === "novel" && creatorOrModerator && open;
		case "submitDraft":
		case "withdrawDraft":
		case "restoreDraft": return creatorOrModerator && open;
		case "holdDraft": return draft.kind === "novel" && moderatorLevel && open;
		case "declineDraft": return open && (draft.kind === "novel" ? moderatorLevel : creatorOrModerator);
		case "approveNovelDraft":
		case "applyNovelDraft": return draft.kind === "novel" && open && (moderatorLevel || draft.type !== "createNovel" && ownsDraftNovel(actor, draft));
		case "approvePostDraft": return draft.kind === "post" && moderatorLevel && open;
		case "applyPostDraft": return draft.kind === "post" && creatorOrModerator && open;
		default: return assertNever(action);
	}
}
function isPublicAction(action) {
	return publicActions.includes(action);
}
function isSilenced(actor, now) {
	if (!actor.ban) return false;
	return now === void 0 ? true : isBanActive(actor.ban, now);
}
function isRecord(value) {
	return typeof value === "object" && value !== null;
}
function hasAuthor(subject) {
	return isRecord(subject) && typeof subject["authorId"] === "string";
}
function isAuthor(actor, subject) {
	return hasAuthor(subject) && subject.authorId === actor.id;
}
function hasUserId(subject) {
	return isRecord(subject) && typeof subject["userId"] === "string";
}
function isProfileOwner(actor, subject) {
	return hasUserId(subject) && subject.userId === actor.id;
}
function hasRole(subject) {
	return isRecord(subject) && isUserRole(subject["role"]);
}
function isRoleChange(subject) {
	return isRecord(subject) && isUserRole(subject["role"]) && isUserRole(subject["newRole"]);
}
function hasNovelId(subject) {
	return isRecord(subject) && typeof subject["novelId"] === "string";
}
function ownsDraftNovel(actor, draft) {
	return draft.kind === "novel" && !!draft.novelId && actor.ownedNovelIds.includes(draft.novelId);
}
// apps/site/src/session/session.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The SWR key of the session: `GET /api/settings` (SPEC.md §7; null for a guest). */
var sessionKey = endpointUrl(settingsRoute);
/** What `can()` judges for a signed-in user. */
function actorOf(user) {
	return {
		id: user._id,
		role: user.role,
		ban: user.banned ?? null,
		ownedNovelIds: user.owner.novels
	};
}
/**
* The signed-in state (SPEC.md §2.1: it comes from `GET /api/settings`). One SWR entry for the whole
* site: signing in or out replaces it (`setSessionState`), and every component follows.
*/
function useSession() {
	const { data, isLoading } = useEndpoint(settingsRoute, {}, { revalidateOnFocus: false });
	const user = data?.user ?? null;
	const check = (0, import_react.useCallback)((action, subject) => can({
		actor: user ? actorOf(user) : null,
		action,
		subject,
		now: /* @__PURE__ */ new Date()
	}), [user]);
	return (0, import_react.useMemo)(() => ({
		state: data,
		user,
		isLoading,
		can: check
	}), [
		data,
		user,
		isLoading,
		check
	]);
}
/** After a sign-in (login, registration confirmed, password restored): the answer is the session. */
function setSessionState(state) {
	return mutate(sessionKey, state, { revalidate: false });
}
/** Ends the session on the server and forgets it here; the caller shows "Ошибка сервера" on failure. */
async function signOut() {
	await callEndpoint(logoutRoute);
	await setSessionState(null);
	await mutate((key) => key !== sessionKey, void 0, { revalidate: true });
}
export { userRoleLabels as _, useSession as a, banDurationsOffered as c, draftStatuses as d, isDraftFinished as f, isUserRole as g, isStaffMember as h, signOut as i, banExpiry as l, postDraftTypes as m, sessionKey as n, can as o, novelDraftTypes as p, setSessionState as r, banDurations as s, actorOf as t, isBanActive as u, userRoles as v };

//# sourceMappingURL=session-BGqqomvP.js.map