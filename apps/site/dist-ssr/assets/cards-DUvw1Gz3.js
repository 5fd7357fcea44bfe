import { a as routeOfSection } from "./sections-RDbRyv0S.js";
import { zt as createLucideIcon } from "./PortalProvider-DUo4OMmA.js";
import { Nt as isImageBlurred } from "../entry-server.js";
// node_modules/lucide-react/dist/esm/icons/image-off.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "image-off",
	size: 24,
	node: [
		["line", {
			x1: "2",
			x2: "22",
			y1: "2",
			y2: "22",
			key: "a6p6uj"
		}],
		["path", {
			d: "M10.41 10.41a2 2 0 1 1-2.83-2.83",
			key: "1bzlo9"
		}],
		["line", {
			x1: "13.5",
			x2: "6",
			y1: "13.5",
			y2: "21",
			key: "1q0aeu"
		}],
		["line", {
			x1: "18",
			x2: "21",
			y1: "12",
			y2: "15",
			key: "5mozeu"
		}],
		["path", {
			d: "M3.59 3.59A1.99 1.99 0 0 0 3 5v14a2 2 0 0 0 2 2h14c.55 0 1.052-.22 1.41-.59",
			key: "mmje98"
		}],
		["path", {
			d: "M21 15V5a2 2 0 0 0-2-2H9",
			key: "43el77"
		}]
	]
};
__iconData.node;
var ImageOff = createLucideIcon(__iconData);
// apps/site/src/catalogue/cards.ts
/** A project page's address: novels under /novels, every other section under /games (§2.2). */
function projectHref(card) {
	return `/${routeOfSection(card.section)}/${encodeURIComponent(card.url)}`;
}
/** The rating a card shows for the chosen rating field, on the 1..10 scale. */
function cardRating(card, ratingField) {
	if (ratingField === "vndbRating") return card.vndbRating === null ? null : card.vndbRating / 10;
	return card[ratingField];
}
/**
* What `NovelCard` (libs/ui) shows of a catalogue card of the API; a marked poster is veiled unless
* the reader chose to see such images (`useAppearance`).
*/
function novelCardProps(card, ratingField, appearance) {
	return {
		key: card._id,
		href: projectHref(card),
		name: card.name,
		posterSrc: card.poster?.preview ?? null,
		posterWidth: card.poster?.previewWidth ?? void 0,
		posterHeight: card.poster?.previewHeight ?? void 0,
		status: card.status,
		rating: cardRating(card, ratingField),
		externalRating: ratingField === "vndbRating" ? null : card.vndbRating,
		translationStatuses: card.translationStatuses,
		readingList: card.list,
		isPosterVeiled: isImageBlurred(card.poster, appearance)
	};
}
export { projectHref as n, ImageOff as r, novelCardProps as t };

//# sourceMappingURL=cards-DUvw1Gz3.js.map