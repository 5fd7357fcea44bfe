import { t as readingListLabels } from "./reading-lists-B32r3qhk.js";
import { o as upscaleIdentityAvatar, t as LAYOUT } from "./TextField.css.ts.vanilla-D3bnTPpZ.js";
import { Dt as usernameToPathSegment } from "../entry-server.js";
// libs/domain/src/accounts/profile.ts
/**
* The profile page's rules (SPEC.md §2.2 /profile, /lists; §2.4; §9): its addresses, its tabs, the
* avatar it shows and how far its background moves with the scroll.
*/
/** A user's profile page: `/profile/{username}` with the name encoded as §2.2 says. */
function profilePath(username) {
	return `/profile/${usernameToPathSegment(username)}`;
}
/** A user's lists page: `/lists/{username}`, the same encoding. */
function userListsPath(username) {
	return `/lists/${usernameToPathSegment(username)}`;
}
/**
* How a reader's list is named on their profile and lists page (SPEC.md §2.2 /lists): the reading
* list's own name, and for `rated` (the projects they rated; the name is ours) "Оценённые". Here, not
* beside the reading lists, so the catalogue's first visit does not carry it.
*/
function userListLabel(list) {
	return list === "rated" ? "Оценённые" : readingListLabels[list];
}
/** The tabs of a profile (SPEC.md §2.4), in the page's order. */
var profileTabs = [
	"lists",
	"comments",
	"added",
	"owned"
];
var profileTabLabels = {
	lists: "Списки",
	comments: "Комментарии",
	added: "Добавленное",
	owned: "Права на редактирование"
};
/**
* The tabs a profile shows (SPEC.md §2.4): lists and comments always; "Добавленное" only if the user
* added projects, "Права на редактирование" only if they own some.
*/
function profileTabsFor(counts) {
	return profileTabs.filter((tab) => (tab !== "added" || counts.added > 0) && (tab !== "owned" || counts.owned > 0));
}
/**
* The picture a profile shows as its avatar: the full size, since the header draws it large; an
* identity provider's 96 px picture is asked for at 300 px (SPEC.md §9).
*/
function profileAvatarSrc(avatar) {
	const src = avatar?.full || avatar?.preview;
	return src ? upscaleIdentityAvatar(src) : null;
}
/** How much slower than the page the background moves: half the scroll. */
var BACKGROUND_PARALLAX_RATE = .5;
/**
* How far down the profile background is shifted for a scroll position (SPEC.md §9: the parallax is
* limited to 2,000 px of scroll): half the scroll, and no further once 2,000 px are passed. A
* negative scroll (the rubber band of touch screens) shifts nothing.
*/
function backgroundParallaxShift(scrollY) {
	if (Number.isNaN(scrollY) || scrollY <= 0) return 0;
	return Math.min(scrollY, LAYOUT.backgroundParallaxMaxScrollPx) * BACKGROUND_PARALLAX_RATE;
}
export { profileTabsFor as a, profileTabLabels as i, profileAvatarSrc as n, userListLabel as o, profilePath as r, userListsPath as s, backgroundParallaxShift as t };

//# sourceMappingURL=profile-DVSnRv5f.js.map